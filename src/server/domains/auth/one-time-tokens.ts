import { and, eq, gt, isNull } from 'drizzle-orm';
import { oneTimeTokens } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { newToken, tokenId } from './tokens.js';

type Purpose = (typeof oneTimeTokens.$inferSelect)['purpose'];

const live = (ctx: Deps, purpose: Purpose, token: string, now: Date) =>
  and(
    eq(oneTimeTokens.id, tokenId(ctx.config.sessionSecret, token)),
    eq(oneTimeTokens.purpose, purpose),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, now),
  );

/**
 * Whether the link is known, unused and unexpired, without using it: a cheap refusal before
 * costly work. Only consumeOneTimeToken decides.
 */
export async function isLiveOneTimeToken(
  ctx: Deps,
  { purpose, token }: { purpose: Purpose; token: string },
): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: oneTimeTokens.id })
    .from(oneTimeTokens)
    .where(live(ctx, purpose, token, ctx.clock()));
  return Boolean(row);
}

/** Every unused link of this kind the user was sent stops working (their password changed). */
export async function revokeOneTimeTokens(
  db: Deps['db'],
  { purpose, userId }: { purpose: Purpose; userId: string },
): Promise<void> {
  await db
    .delete(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
      ),
    );
}

/**
 * Marks an emailed or printed link as used, in one conditional update so a link can win only
 * once. Returns the token's row, or null when it is unknown, expired or already used.
 */
export async function consumeOneTimeToken(
  ctx: Deps,
  { purpose, token }: { purpose: Purpose; token: string },
) {
  const now = ctx.clock();
  const [row] = await ctx.db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(live(ctx, purpose, token, now))
    .returning();
  return row ?? null;
}

/** Stores a new single-use link secret (hashed) and returns the secret for the link. */
export async function issueOneTimeToken(
  ctx: Deps,
  options: { purpose: Purpose; ttlMs: number; userId?: string },
): Promise<string> {
  const token = newToken();
  const now = ctx.clock();
  await ctx.db.insert(oneTimeTokens).values({
    id: tokenId(ctx.config.sessionSecret, token),
    purpose: options.purpose,
    userId: options.userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + options.ttlMs),
  });
  return token;
}
