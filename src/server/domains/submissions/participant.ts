import { and, eq, or, type SQL } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import { documents, submissions } from '../../db/schema/index.js';
import type { ActorContext } from '../../deps.js';
import type { SessionUser } from '../auth/sessions.js';

export const NOT_YOURS_TO_SEE = 'This order does not exist or is not yours to see.';

/** Orders the actor takes part in: as applicant, as assigned reviewer, or any as an admin. */
export function participantOf(actor: SessionUser): SQL | undefined {
  return actor.role === 'admin'
    ? undefined
    : or(eq(submissions.applicantId, actor.id), eq(submissions.reviewerId, actor.id));
}

/**
 * An order the actor takes part in, with the statement text; everyone else gets the same 404
 * as for an order that does not exist.
 */
export async function findParticipantOrder(ctx: ActorContext, submissionId: string) {
  const [row] = await ctx.db
    .select({ submission: submissions, documentText: documents.extractedText })
    .from(submissions)
    .leftJoin(documents, eq(documents.id, submissions.documentId))
    .where(and(eq(submissions.id, submissionId), participantOf(ctx.actor)));
  if (!row) throw new AppError('not_found', NOT_YOURS_TO_SEE);
  return {
    submission: row.submission,
    statementText: row.submission.pastedText ?? row.documentText ?? '',
  };
}
