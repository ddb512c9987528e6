import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { preparedPerDatabase } from '../../db/prepared-query.js';
import { accountColumns, sessions, users, type Account } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { sessionCacheOf } from './session-cache.js';
import { newToken, tokenId } from './tokens.js';

export const SESSION_COOKIE = 'cr_session';
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
// Sliding expiry is written at most this often, not on every request.
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

/** Who is calling: never their password hash (schema's accountColumns). */
export type SessionUser = Account;

/** Starts a new session (a fresh id, so signing in always rotates it) and returns the cookie token. */
export async function createSession(deps: Deps, userId: string): Promise<string> {
  const token = newToken();
  const now = deps.clock();
  await deps.db.insert(sessions).values({
    id: tokenId(deps.config.sessionSecret, token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
  });
  return token;
}

/**
 * The lookup every signed-in request makes, prepared once per database: PostgreSQL parses and
 * plans it once per connection, and the query is not rebuilt in JavaScript for each request.
 */
const sessionLookup = preparedPerDatabase((db) =>
  db
    .select({
      user: accountColumns,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql.placeholder('now'))),
    )
    .prepare('find_session_user'),
);

/**
 * The signed-in user for a cookie token, or null; keeps an active session alive for 7 idle days.
 * `renewed` says the idle days started again now, so the browser's cookie must be given them
 * too. A session this server keeps (session-cache.ts) is not read again.
 */
export async function findSessionUser(
  deps: Deps,
  token: string,
): Promise<{ user: SessionUser; renewed: boolean } | null> {
  const id = tokenId(deps.config.sessionSecret, token);
  const now = deps.clock();
  const cache = sessionCacheOf(deps.db);
  let session = cache?.get(id, now) ?? null;
  if (!session) {
    const generation = cache?.generation ?? 0;
    const [row] = await sessionLookup(deps.db).execute({ id, now });
    if (!row) return null;
    session = row;
    cache?.keep(id, row, generation);
  }
  if (now.getTime() - session.lastSeenAt.getTime() <= TOUCH_INTERVAL_MS)
    return { user: session.user, renewed: false };
  const expiresAt = new Date(now.getTime() + SESSION_IDLE_MS);
  const generation = cache?.generation ?? 0;
  await deps.db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, id));
  cache?.keep(id, { user: session.user, lastSeenAt: now, expiresAt }, generation);
  return { user: session.user, renewed: true };
}

/** Ends a session; this server forgets it at once (sign-out may be a GET, see session-cache.ts). */
export async function deleteSession(deps: Deps, token: string): Promise<void> {
  await deps.db.delete(sessions).where(eq(sessions.id, tokenId(deps.config.sessionSecret, token)));
  sessionCacheOf(deps.db)?.clear();
}

/** Signs a user out everywhere, except optionally the session they are using. */
export async function deleteUserSessions(
  deps: Pick<Deps, 'db' | 'config'>,
  { userId, keepToken }: { userId: string; keepToken?: string },
): Promise<void> {
  const keep = keepToken ? tokenId(deps.config.sessionSecret, keepToken) : undefined;
  await deps.db
    .delete(sessions)
    .where(
      keep ? and(eq(sessions.userId, userId), ne(sessions.id, keep)) : eq(sessions.userId, userId),
    );
  sessionCacheOf(deps.db)?.clear();
}
