import { and, eq, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Role } from '../../../shared/domain/roles.js';
import { AppError } from '../../../shared/errors.js';
import { submissions } from '../../db/schema/index.js';
import type { ActorContext } from '../../deps.js';
import { preparedPerShape } from '../../db/prepared-query.js';

export const NOT_YOURS_TO_SEE = 'This order does not exist or is not yours to see.';

/** Orders the actor takes part in: as applicant, as assigned reviewer, or any as an admin. */
export function participantOf(actor: { role: Role; id: string | Placeholder }): SQL | undefined {
  return actor.role === 'admin'
    ? undefined
    : or(eq(submissions.applicantId, actor.id), eq(submissions.reviewerId, actor.id));
}

/** Who takes part in an order, if the caller does, prepared once per database for each role. */
const participantOrder = preparedPerShape((db, shape: { role: Role }) =>
  db
    .select({
      id: submissions.id,
      applicantId: submissions.applicantId,
      reviewerId: submissions.reviewerId,
    })
    .from(submissions)
    .where(
      and(
        eq(submissions.id, sql.placeholder('id')),
        participantOf({ role: shape.role, id: sql.placeholder('actor') }),
      ),
    )
    .prepare(`participant_order_${shape.role}`),
);

/**
 * An order's participants, if the actor is one of them (or an admin); everyone else gets the
 * same 404 as for an order that does not exist.
 */
export async function findParticipantOrder(ctx: ActorContext, submissionId: string) {
  const [row] = await participantOrder(ctx.db, { role: ctx.actor.role }).execute({
    id: submissionId,
    actor: ctx.actor.id,
  });
  if (!row) throw new AppError('not_found', NOT_YOURS_TO_SEE);
  return row;
}
