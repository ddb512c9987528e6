import type { Role } from './roles.js';

/** Why someone who may read an order's thread may not write in it. */
export const READ_ONLY_THREAD_MESSAGE =
  'You placed this order before becoming a reviewer, so its messages are read-only.';

/**
 * Who may write in an order's thread, of those who may read it (its applicant, its reviewer,
 * admins): all but someone who placed the order and has become a reviewer since, who reads its
 * results and messages read-only (docs/product.md §1).
 */
export function mayPostInThread(
  actor: { id: string; role: Role },
  order: { reviewerId: string | null },
): boolean {
  return actor.role !== 'reviewer' || order.reviewerId === actor.id;
}
