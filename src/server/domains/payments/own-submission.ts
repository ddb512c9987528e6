import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import { preparedPerDatabase } from '../../db/prepared-query.js';
import { submissions } from '../../db/schema/index.js';
import type { ActorContext } from '../../deps.js';

const ownLocked = preparedPerDatabase((db) =>
  db
    .select()
    .from(submissions)
    .where(
      and(
        eq(submissions.id, sql.placeholder('id')),
        eq(submissions.applicantId, sql.placeholder('applicant')),
      ),
    )
    .for('update')
    .prepare('own_order_lock'),
);

/**
 * The actor's own order, locked until the transaction ends: pricing, repricing and settling
 * one order take turns, so the amount charged is always the one the order ends up with.
 */
export async function lockOwnSubmission(
  ctx: ActorContext,
  submissionId: string,
): Promise<typeof submissions.$inferSelect> {
  const [row] = await ownLocked(ctx.db).execute({ id: submissionId, applicant: ctx.actor.id });
  if (!row) throw new AppError('not_found', 'This order does not exist or is not yours.');
  return row;
}
