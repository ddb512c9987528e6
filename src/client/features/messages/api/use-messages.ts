import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ThreadMessage } from '../../../../shared/schemas/reviews.js';
import { apiJson } from '../../../lib/api';

/**
 * The thread's key sits under the submissions key (['/api/submissions', id, 'messages']), so
 * whatever refreshes an order (a revision request, for one) refreshes its thread too.
 */
export function messagesQueryKey(submissionId: string) {
  return ['/api/submissions', submissionId, 'messages'] as const;
}

/** GET /api/submissions/{id}/messages: the order's thread, oldest first. */
export function messagesQueryOptions(submissionId: string) {
  return queryOptions({
    queryKey: messagesQueryKey(submissionId),
    queryFn: () =>
      apiJson<ThreadMessage[]>(
        'GET',
        `/api/submissions/${encodeURIComponent(submissionId)}/messages`,
      ),
    // Nothing refetches by itself (SPEC section 9); opening the thread again asks for news.
    staleTime: 0,
  });
}

export function useMessages(submissionId: string) {
  return useQuery(messagesQueryOptions(submissionId));
}
