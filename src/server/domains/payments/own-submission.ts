import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import { submissions } from '../../db/schema/index.js';
import type { ActorContext } from '../../deps.js';

/**
 * The actor's own order, locked until the transaction ends: pricing, repricing and settling
 * one order take turns, so the amount charged is always the one the order ends up with.
 */
export async function lockOwnSubmission(
  ctx: ActorContext,
  submissionId: string,
): Promise<typeof submissions.$inferSelect> {
  const [row] = await ctx.db
    .select()
    .from(submissions)
    .where(and(eq(submissions.id, submissionId), eq(submissions.applicantId, ctx.actor.id)))
    .for('update');
  if (!row) throw new AppError('not_found', 'This order does not exist or is not yours.');
  return row;
}
