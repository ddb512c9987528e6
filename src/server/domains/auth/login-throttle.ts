import { eq, sql, type SQL } from 'drizzle-orm';
import ipaddr from 'ipaddr.js';
import { AppError } from '../../../shared/errors.js';
import { authThrottle } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** Attempts of any kind from one IP address per window (AUTH_ATTEMPTS_PER_IP overrides it). */
export const MAX_ATTEMPTS_PER_IP = 30;
/** Failed sign-ins an account takes in a window (typos) before guesses at it slow down. */
export const FREE_FAILURES_PER_ACCOUNT = 3;
/** The slowest pace: one password checked per this long, per account and address. */
export const MAX_SIGN_IN_DELAY_MS = 8_000;

/** 0 for the first few failures, then 1 s, 2 s, 4 s, ... up to MAX_SIGN_IN_DELAY_MS. */
export function signInDelayMs(accountFailures: number): number {
  if (accountFailures < FREE_FAILURES_PER_ACCOUNT) return 0;
  return Math.min(MAX_SIGN_IN_DELAY_MS, 1000 * 2 ** (accountFailures - FREE_FAILURES_PER_ACCOUNT));
}

/** Whether a count's window has passed at `now`: it counts as none, and may be deleted. */
export function windowPassed(now: Date): SQL {
  const windowStart = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  return sql`${authThrottle.windowStartedAt} <= ${windowStart.toISOString()}`;
}

/**
 * Counts one attempt for the key in the current window and returns the count so far. Exported
 * for other per-key limits (the contact form's 'contact-ip:' keys) that share this table.
 */
export async function countAttempt(
  deps: Deps,
  key: string,
): Promise<{ attempts: number; windowStartedAt: Date }> {
  const now = deps.clock();
  const expired = windowPassed(now);
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

async function read(deps: Deps, key: string) {
  const [row] = await deps.db.select().from(authThrottle).where(eq(authThrottle.key, key));
  return row ?? null;
}

/** How long until a window that began at `windowStartedAt` ends, as "N minute(s)" (at least 1). */
export function windowWait(deps: Deps, windowStartedAt: Date): string {
  const waitMs = windowStartedAt.getTime() + THROTTLE_WINDOW_MS - deps.clock().getTime();
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

function tooMany(deps: Deps, windowStartedAt: Date): AppError {
  return new AppError(
    'rate_limited',
    `Too many sign-in attempts. Please wait ${windowWait(deps, windowStartedAt)} and try again, or reset your password.`,
  );
}

function tooSoon(waitMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new AppError(
    'rate_limited',
    `Too many failed sign-ins for this account. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
  );
}

/** Who tries to sign in to which account. */
interface SignInAttempt {
  ip: string;
  email: string;
}

/**
 * The address a limit counts. An IPv6 subscriber holds a whole /64 (often a /56), so counting
 * each address apart would give every guess a fresh budget: IPv6 counts by its /64. An
 * IPv4-mapped IPv6 address counts as its IPv4 address.
 */
export function limitedAddress(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const prefix = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${prefix.join(':')}::/64`;
}

/** Failed sign-ins for the account in the current window, from every address. */
const accountKey = (email: string) => `account:${email}`;
// The address part ends at the first '/' after it (an IPv6 one ends '::/64'), so two pairs never
// share a key. For these keys `attempts` counts the pair's failures and window_started_at is the
// time of its latest checked attempt.
const pairKey = (ip: string, email: string) => `account-ip:${limitedAddress(ip)}/${email}`;

/** Counts the IP's attempt and refuses when its limit for the window is reached. */
export async function guardAttemptFromIp(deps: Deps, ip: string): Promise<void> {
  const byIp = await countAttempt(deps, `ip:${limitedAddress(ip)}`);
  if (byIp.attempts > (deps.config.authAttemptsPerIp ?? MAX_ATTEMPTS_PER_IP)) {
    throw tooMany(deps, byIp.windowStartedAt);
  }
}

/**
 * Call before checking a password. Besides the IP limit, an account under attack gets a
 * pause between checked guesses, doubling with its failures but capped at a few seconds, and
 * kept per (account, address): an attacker cannot make the owner wait, and an attempt that
 * comes too soon is refused unchecked, so a guess gains nothing by coming early.
 */
export async function guardSignIn(deps: Deps, { ip, email }: SignInAttempt): Promise<void> {
  await guardAttemptFromIp(deps, ip);
  const delayMs = signInDelayMs(await accountFailures(deps, email));
  if (delayMs === 0) return;
  const now = deps.clock();
  const earliestPrevious = new Date(now.getTime() - delayMs);
  // Taking the turn is one conditional write, so parallel guesses from one address get one check.
  const [taken] = await deps.db
    .insert(authThrottle)
    .values({ key: pairKey(ip, email), attempts: 0, windowStartedAt: now })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: { windowStartedAt: now },
      setWhere: sql`${authThrottle.windowStartedAt} <= ${earliestPrevious.toISOString()}`,
    })
    .returning();
  if (taken) return;
  const previous = await read(deps, pairKey(ip, email));
  const waitMs = previous ? previous.windowStartedAt.getTime() + delayMs - now.getTime() : 0;
  throw tooSoon(waitMs);
}

async function accountFailures(deps: Deps, email: string): Promise<number> {
  const row = await read(deps, accountKey(email));
  const windowStart = deps.clock().getTime() - THROTTLE_WINDOW_MS;
  return row && row.windowStartedAt.getTime() > windowStart ? row.attempts : 0;
}

export async function recordFailedSignIn(deps: Deps, { ip, email }: SignInAttempt): Promise<void> {
  await countAttempt(deps, accountKey(email));
  const now = deps.clock();
  await deps.db
    .insert(authThrottle)
    .values({ key: pairKey(ip, email), attempts: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: { attempts: sql`${authThrottle.attempts} + 1`, windowStartedAt: now },
    });
}

/**
 * After a successful sign-in the address may try again at once. The account's count stays
 * until its window ends: the owner signing in does not mean an attack has stopped.
 */
export async function clearFailedSignIns(deps: Deps, { ip, email }: SignInAttempt): Promise<void> {
  await deps.db.delete(authThrottle).where(eq(authThrottle.key, pairKey(ip, email)));
}
