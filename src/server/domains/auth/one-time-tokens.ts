import { and, eq, gt, isNull } from 'drizzle-orm';
import { oneTimeTokens } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { newToken, tokenId } from './tokens.js';

type Purpose = (typeof oneTimeTokens.$inferSelect)['purpose'];

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
    .where(
      and(
        eq(oneTimeTokens.id, tokenId(ctx.config.sessionSecret, token)),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
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
