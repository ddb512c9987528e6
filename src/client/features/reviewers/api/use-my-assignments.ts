import { queryOptions, useQuery } from '@tanstack/react-query';
import { isReviewing } from '#shared/domain/order-lifecycle.js';
import {
  NEXT_CURSOR_HEADER,
  type SubmissionDetail,
  type SubmissionSummary,
} from '#shared/schemas/submissions.js';
import { apiRequest } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

const PAGE_SIZE = 100;
/** A bound on the pages read, in case the cursor never runs out. */
const MAX_PAGES = 50;

function isMineAndActive(
  item: SubmissionDetail | SubmissionSummary,
  reviewerId: string,
): item is SubmissionDetail {
  return 'applicantId' in item && item.reviewerId === reviewerId && isReviewing(item.status);
}

/**
 * Current Reviews: from GET /api/submissions (the reviewer's own orders in full plus the open
 * queue as summaries), those carrying my id in status assigned or in_review. The list comes a
 * page at a time, newest first; reading stops once `expected` of them were found (the stats'
 * activeReviews) or the pages run out.
 */
async function fetchMyAssignments(reviewerId: string, expected: number) {
  const found: SubmissionDetail[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
    if (cursor) params.set('cursor', cursor);
    const res = await apiRequest('GET', `/api/submissions?${params.toString()}`);
    const items = (await res.json()) as (SubmissionDetail | SubmissionSummary)[];
    found.push(...items.filter((item) => isMineAndActive(item, reviewerId)));
    cursor = res.headers.get(NEXT_CURSOR_HEADER) || null;
    if (!cursor || found.length >= expected) break;
  }
  return found.sort((a, b) => (a.etaAt ?? '').localeCompare(b.etaAt ?? ''));
}

/** `expected` is how many to look for; Infinity reads every page. */
export function myAssignmentsQueryOptions(reviewerId: string, expected: number) {
  return queryOptions({
    queryKey: queryKeys.submissions.assignedTo(reviewerId, expected),
    queryFn: () => fetchMyAssignments(reviewerId, expected),
  });
}

export function useMyAssignments(reviewerId: string, expected: number | undefined) {
  return useQuery({
    ...myAssignmentsQueryOptions(reviewerId, expected ?? Infinity),
    enabled: expected !== undefined,
  });
}
