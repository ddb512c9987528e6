import { useQuery } from '@tanstack/react-query';
import { submissionQueryOptions } from '#client/lib/submission-query';

/** One of the applicant's own orders; 404 for anyone else's. */
export function useSubmission(id: string) {
  return useQuery(submissionQueryOptions(id));
}

/** True when the error is the API's 404 (missing, or not this applicant's). */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('404: ');
}
