import { and, eq, gt, isNull } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import type { AdminSetupBody } from '../../../shared/schemas/auth.js';
import { oneTimeTokens, users } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import type { SessionUser } from './sessions.js';
import { newToken, tokenId } from './tokens.js';
import { createUser } from './users.js';

export const ADMIN_SETUP_TTL_MS = 24 * 60 * 60 * 1000;
export const ADMIN_SETUP_INVALID =
  'This setup link has expired or was already used. Restart the server to print a new one, or use the command line tool.';

export async function adminExists(deps: Pick<Deps, 'db'>): Promise<boolean> {
  const [row] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .limit(1);
  return Boolean(row);
}

/**
 * While no admin exists, replaces any earlier setup link with a new one and returns its
 * URL for the operator; returns null once an admin exists.
 */
export async function issueAdminSetupLink(deps: Deps): Promise<string | null> {
  if (await adminExists(deps)) return null;
  const token = newToken();
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    await tx.delete(oneTimeTokens).where(eq(oneTimeTokens.purpose, 'admin_setup'));
    await tx.insert(oneTimeTokens).values({
      id: tokenId(deps.config.sessionSecret, token),
      purpose: 'admin_setup',
      createdAt: now,
      expiresAt: new Date(now.getTime() + ADMIN_SETUP_TTL_MS),
    });
  });
  return `${deps.config.publicUrl}/setup-admin?token=${token}`;
}

/** Uses the one-time link to create the first admin account. */
export async function completeAdminSetup(deps: Deps, input: AdminSetupBody): Promise<SessionUser> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [used] = await tx
      .update(oneTimeTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(oneTimeTokens.id, tokenId(deps.config.sessionSecret, input.token)),
          eq(oneTimeTokens.purpose, 'admin_setup'),
          isNull(oneTimeTokens.usedAt),
          gt(oneTimeTokens.expiresAt, now),
        ),
      )
      .returning();
    if (!used) throw new AppError('validation', ADMIN_SETUP_INVALID);
    return createUser(tx, { ...input, role: 'admin' });
  });
}
