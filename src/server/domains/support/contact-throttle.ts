import { AppError } from '../../../shared/errors.js';
import type { Deps } from '../../deps.js';
import { countAttempt, limitedAddress, windowWait } from '../auth/login-throttle.js';

/** Contact messages one IP address may send per window (15 minutes, shared with sign-in). */
export const MAX_CONTACTS_PER_IP = 5;

/**
 * Counts this message against the sender's IP and refuses it past the limit. The counter lives
 * in the database table the sign-in throttle uses, so every app process sees the same count;
 * the 'contact-ip:' prefix keeps it apart from the sign-in keys.
 */
export async function guardContactRate(deps: Deps, ip: string): Promise<void> {
  const { attempts, windowStartedAt } = await countAttempt(
    deps,
    `contact-ip:${limitedAddress(ip)}`,
  );
  if (attempts <= MAX_CONTACTS_PER_IP) return;
  throw new AppError(
    'rate_limited',
    `You have sent ${MAX_CONTACTS_PER_IP} messages in a short time. Please wait ${windowWait(deps, windowStartedAt)} before sending another; we will answer the ones we have.`,
  );
}
