import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewerNameList } from '#shared/schemas/admin.js';
import { apiJson } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';
import { freshOnMount } from '#client/lib/fresh-on-mount';

/** A search (`q`; none for the first names alphabetically) or one reviewer (`id`). */
export interface ReviewerNamesParams {
  q?: string;
  id?: string;
}

export function reviewerNamesUrl(params: ReviewerNamesParams): string {
  const search = new URLSearchParams();
  if (params.q) search.set('q', params.q);
  if (params.id) search.set('id', params.id);
  const query = search.toString();
  return query ? `/api/admin/reviewer-names?${query}` : '/api/admin/reviewer-names';
}

/**
 * GET /api/admin/reviewer-names?q=&id=: at most 20 approved reviewers, alphabetical, whose name
 * or email holds q; or the one reviewer whose id is id (none when not an approved reviewer).
 */
export function reviewerNamesQueryOptions(params: ReviewerNamesParams) {
  return queryOptions({
    queryKey: queryKeys.admin.reviewerNames(params),
    queryFn: () => apiJson<ReviewerNameList>('GET', reviewerNamesUrl(params)),
    ...freshOnMount,
  });
}

export function useReviewerNames(params: ReviewerNamesParams, options: { enabled: boolean }) {
  return useQuery({ ...reviewerNamesQueryOptions(params), enabled: options.enabled });
}
