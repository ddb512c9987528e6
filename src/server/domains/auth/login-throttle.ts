import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import { authThrottle } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** Attempts of any kind from one IP address per window (AUTH_ATTEMPTS_PER_IP overrides it). */
export const MAX_ATTEMPTS_PER_IP = 30;
/** Failed sign-ins against one account per window. */
export const MAX_FAILURES_PER_ACCOUNT = 5;

/**
 * Counts one attempt for the key in the current window and returns the count so far. Exported
 * for other per-key limits (the contact form's 'contact-ip:' keys) that share this table.
 */
export async function countAttempt(
  deps: Deps,
  key: string,
): Promise<{ attempts: number; windowStartedAt: Date }> {
  const now = deps.clock();
  const windowStart = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const expired = sql`${authThrottle.windowStartedAt} <= ${windowStart.toISOString()}`;
  const [row] = await deps.db
    .insert(authThrottle)
    .values({ key, attempts: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        attempts: sql`case when ${expired} then 1 else ${authThrottle.attempts} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${authThrottle.windowStartedAt} end`,
      },
    })
    .returning();
  return row!;
}

async function current(deps: Deps, key: string) {
  const [row] = await deps.db.select().from(authThrottle).where(eq(authThrottle.key, key));
  const windowStart = deps.clock().getTime() - THROTTLE_WINDOW_MS;
  return row && row.windowStartedAt.getTime() > windowStart ? row : null;
}

function tooMany(deps: Deps, windowStartedAt: Date): AppError {
  const waitMs = windowStartedAt.getTime() + THROTTLE_WINDOW_MS - deps.clock().getTime();
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return new AppError(
    'rate_limited',
    `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again, or reset your password.`,
  );
}

const accountKey = (email: string) => `account:${email}`;

/** Call before checking a password: counts the IP's attempt and refuses when a limit is reached. */
export async function guardSignIn(deps: Deps, ip: string, email: string): Promise<void> {
  const byIp = await countAttempt(deps, `ip:${ip}`);
  if (byIp.attempts > (deps.config.authAttemptsPerIp ?? MAX_ATTEMPTS_PER_IP)) {
    throw tooMany(deps, byIp.windowStartedAt);
  }
  const byAccount = await current(deps, accountKey(email));
  if (byAccount && byAccount.attempts >= MAX_FAILURES_PER_ACCOUNT) {
    throw tooMany(deps, byAccount.windowStartedAt);
  }
}

export async function recordFailedSignIn(deps: Deps, email: string): Promise<void> {
  await countAttempt(deps, accountKey(email));
}

export async function clearFailedSignIns(deps: Deps, email: string): Promise<void> {
  await deps.db.delete(authThrottle).where(eq(authThrottle.key, accountKey(email)));
}
