import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '#client/lib/query-keys';

/** What a payment changes: the orders (status, deadline, add-ons) and the notices (receipt). */
export const paidOrderKeys = [queryKeys.submissions.all, queryKeys.notifications] as const;

/** Marks both stale (refetching what is on screen); pages opened next load them afresh. */
export function invalidatePaidOrder(queryClient: QueryClient): void {
  for (const queryKey of paidOrderKeys) void queryClient.invalidateQueries({ queryKey });
}
