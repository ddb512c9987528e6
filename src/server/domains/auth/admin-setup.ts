import { and, eq, lt, ne, sql } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import type { AdminSetupBody } from '../../../shared/schemas/auth.js';
import { oneTimeTokens, users } from '../../db/schema/index.js';
import { withDb, type Deps } from '../../deps.js';
import type { SessionUser } from './sessions.js';
import { createUser } from './users.js';
import { consumeOneTimeToken, issueOneTimeToken } from './one-time-tokens.js';
import { serverUrl } from '../../server-url.js';

export const ADMIN_SETUP_TTL_MS = 24 * 60 * 60 * 1000;
export const ADMIN_SETUP_INVALID =
  'This setup link has expired or was already used. Restart the server to print a new one, or use the command line tool.';

export const ADMIN_ALREADY_SET_UP =
  'An admin account already exists, so this setup link no longer works. Sign in instead.';

export async function adminExists(deps: Pick<Deps, 'db'>): Promise<boolean> {
  const [row] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .limit(1);
  return Boolean(row);
}

/**
 * Links printed this long before a new one stay good: several processes started together each
 * print one, and the operator may follow any of them. A restart replaces the links older than
 * that.
 */
export const ADMIN_SETUP_SIBLINGS_MS = 5 * 60 * 1000;

/**
 * While no admin exists, replaces the setup links printed before the last few minutes with a
 * new one and returns its URL for the operator; returns null once an admin exists.
 */
export async function issueAdminSetupLink(deps: Deps): Promise<string | null> {
  if (await adminExists(deps)) return null;
  const replacedBefore = new Date(deps.clock().getTime() - ADMIN_SETUP_SIBLINGS_MS);
  const token = await deps.db.transaction(async (tx) => {
    await tx
      .delete(oneTimeTokens)
      .where(
        and(eq(oneTimeTokens.purpose, 'admin_setup'), lt(oneTimeTokens.createdAt, replacedBefore)),
      );
    return issueOneTimeToken(withDb(deps, tx), {
      purpose: 'admin_setup',
      ttlMs: ADMIN_SETUP_TTL_MS,
    });
  });
  return `${serverUrl(deps.config)}/setup-admin?token=${token}`;
}

// Any fixed number: setups with two live links queue on it instead of both finding no admin.
const ADMIN_SETUP_LOCK_KEY = 727_002;

/**
 * Uses the one-time link to create the first admin account. Only the first: setups run one at a
 * time, an admin made meanwhile with the command line tool leaves the printed link unused but no
 * longer good, and the first admin's setup voids the other links.
 */
export async function completeAdminSetup(deps: Deps, input: AdminSetupBody): Promise<SessionUser> {
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_SETUP_LOCK_KEY})`);
    const txDeps = withDb(deps, tx);
    const used = await consumeOneTimeToken(txDeps, {
      purpose: 'admin_setup',
      token: input.token,
    });
    if (!used) throw new AppError('validation', ADMIN_SETUP_INVALID);
    if (await adminExists(txDeps)) throw new AppError('conflict', ADMIN_ALREADY_SET_UP);
    const admin = await createUser(tx, { ...input, role: 'admin' });
    await tx
      .delete(oneTimeTokens)
      .where(and(eq(oneTimeTokens.purpose, 'admin_setup'), ne(oneTimeTokens.id, used.id)));
    return admin;
  });
}
