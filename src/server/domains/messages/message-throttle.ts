import { AppError } from '../../../shared/errors.js';
import type { Deps } from '../../deps.js';
import { countAttempt, windowWait } from '../auth/login-throttle.js';

/** Messages one person may post to one order's thread per window (15 minutes). */
export const MAX_MESSAGES_PER_ORDER = 10;

/**
 * Counts a message posted to an order's thread against its author and refuses it past the
 * limit: each message emails the other side, so a loop of posts would flood their inbox through
 * our own mail. Call it in the transaction that posts the message, after the insert, so that a
 * repeat of one already posted and a refused post count nothing. The counter shares the sign-in
 * throttle's table, which every process sees; the 'message:' prefix keeps its keys apart.
 */
export async function guardMessageRate(
  deps: Deps,
  post: { authorId: string; submissionId: string },
): Promise<void> {
  const { attempts, windowStartedAt } = await countAttempt(
    deps,
    `message:${post.authorId}/${post.submissionId}`,
  );
  if (attempts <= MAX_MESSAGES_PER_ORDER) return;
  throw new AppError(
    'rate_limited',
    `You have sent ${MAX_MESSAGES_PER_ORDER} messages on this order in a short time. Please wait ${windowWait(deps, windowStartedAt)} before sending another; the ones you sent have been delivered.`,
  );
}
