import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Results } from '#shared/schemas/reviews.js';
import { apiJson } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

/** Where the results page reads an order's results. */
export function resultsApiPath(submissionId: string): string {
  return `/api/submissions/${encodeURIComponent(submissionId)}/results`;
}

/** GET /api/submissions/{id}/results: the delivered rounds (oldest first) and revisions left. */
export function resultsQueryOptions(submissionId: string) {
  return queryOptions({
    queryKey: queryKeys.submissions.results(submissionId),
    queryFn: () => apiJson<Results>('GET', resultsApiPath(submissionId)),
    // A new round may have arrived since the last visit: ask again each time the page opens.
    staleTime: 0,
  });
}

export function useResults(submissionId: string) {
  return useQuery(resultsQueryOptions(submissionId));
}

/** The whole review as a PDF (GET /api/submissions/{id}/results.pdf), for a plain link. */
export function resultsPdfPath(submissionId: string): string {
  return `${resultsApiPath(submissionId)}.pdf`;
}

/**
 * The review for Word (GET /api/submissions/{id}/results.docx): the draft with the comments as
 * Word comments and the suggested wording as tracked changes. For a plain link.
 */
export function resultsDocxPath(submissionId: string): string {
  return `${resultsApiPath(submissionId)}.docx`;
}

/** True when the error is the API's 404 (missing, or not this person's order). */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('404: ');
}
