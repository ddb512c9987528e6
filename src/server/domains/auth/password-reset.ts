import { eq } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import type { PasswordResetConfirmBody } from '../../../shared/schemas/auth.js';
import { users } from '../../db/schema/index.js';
import { withDb, type Deps } from '../../deps.js';
import { enqueueEmail } from '../notifications/outbox.js';
import { countAttempt, guardAttemptFromIp } from './login-throttle.js';
import { hashPassword } from './passwords.js';
import { deleteUserSessions } from './sessions.js';
import { findUserByEmail } from './users.js';
import {
  consumeOneTimeToken,
  isLiveOneTimeToken,
  issueOneTimeToken,
  revokeOneTimeTokens,
} from './one-time-tokens.js';

export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
/** Reset emails one account is sent per window (15 minutes, shared with sign-in). */
export const MAX_RESET_EMAILS_PER_ACCOUNT = 5;
export const RESET_LINK_INVALID =
  'This password reset link has expired or was already used. Request a new one.';

/**
 * Emails a single-use reset link when the account exists; says nothing either way. Each request
 * counts against the client address's attempts, like a sign-in, and each account is sent a few
 * emails per window at most: from many addresses, requests would otherwise fill its owner's
 * inbox with our mail. Past that, nothing is sent and the answer is the same (the last link
 * still works).
 */
export async function requestPasswordReset(
  deps: Deps,
  { email, ip }: { email: string; ip: string },
): Promise<void> {
  await guardAttemptFromIp(deps, ip);
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const { attempts } = await countAttempt(deps, `reset:${user.id}`);
  if (attempts > MAX_RESET_EMAILS_PER_ACCOUNT) return;
  await deps.db.transaction(async (tx) => {
    const token = await issueOneTimeToken(withDb(deps, tx), {
      purpose: 'password_reset',
      ttlMs: RESET_LINK_TTL_MS,
      userId: user.id,
    });
    await enqueueEmail(
      tx,
      user.email,
      {
        subject: 'Reset your password',
        heading: 'Reset your password',
        paragraphs: [
          'We received a request to reset the password of your Counsel Review account.',
          'The link below works once, for the next 60 minutes. If you did not ask for it, you can ignore this email: your password stays as it is.',
        ],
        action: {
          label: 'Choose a new password',
          url: `${deps.config.publicUrl}/reset-password?token=${token}`,
        },
      },
      deps.clock(),
    );
  });
}

/**
 * Sets the new password if the link is valid and unused, and signs the account out everywhere.
 * The user's other reset links stop working with it.
 */
export async function confirmPasswordReset(
  deps: Deps,
  input: PasswordResetConfirmBody,
): Promise<void> {
  const link = { purpose: 'password_reset' as const, token: input.token };
  // Hashing is the costly part: a made-up link must not get anyone that far.
  if (!(await isLiveOneTimeToken(deps, link))) throw new AppError('validation', RESET_LINK_INVALID);
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const txDeps = withDb(deps, tx);
    const used = await consumeOneTimeToken(txDeps, link);
    if (!used?.userId) throw new AppError('validation', RESET_LINK_INVALID);
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, used.userId));
    await revokeOneTimeTokens(tx, { purpose: 'password_reset', userId: used.userId });
    await deleteUserSessions(txDeps, { userId: used.userId });
  });
}
