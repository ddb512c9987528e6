import { orderPagePath } from '../../../shared/domain/order-number.js';
import type { SubmissionStatus } from '../../../shared/domain/order-status.js';

/**
 * What an email telling a reviewer of an order given to them ends with. Not started yet: a way
 * to their dashboard, where they start the review or release the order, as opening the
 * workspace starts the review and a started one can no longer be released (docs/product.md §5,
 * Releasing). Already started (an admin handed it over mid-review): the workspace.
 */
export function newAssignmentEnding(
  publicUrl: string,
  order: { id: string; status: SubmissionStatus },
) {
  if (order.status !== 'assigned') {
    return {
      paragraphs: [],
      action: {
        label: 'Open the workspace',
        url: `${publicUrl}${orderPagePath('reviewer', order.id)}`,
      },
    };
  }
  return {
    paragraphs: [
      'Start the review from your dashboard, or release the order there if you cannot take it on.',
    ],
    action: { label: 'Open your dashboard', url: `${publicUrl}/dashboard` },
  };
}
