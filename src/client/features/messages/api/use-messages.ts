import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ThreadMessage } from '#shared/schemas/reviews.js';
import { apiJson } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

/** GET /api/submissions/{id}/messages: the order's thread, oldest first. */
export function messagesQueryOptions(submissionId: string) {
  return queryOptions({
    queryKey: queryKeys.submissions.messages(submissionId),
    queryFn: () =>
      apiJson<ThreadMessage[]>(
        'GET',
        `/api/submissions/${encodeURIComponent(submissionId)}/messages`,
      ),
    // Nothing refetches by itself (docs/product.md §7 Screens); reopening the thread asks again.
    staleTime: 0,
  });
}

export function useMessages(submissionId: string) {
  return useQuery(messagesQueryOptions(submissionId));
}
