import { and, eq, or } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import type { Database } from '../../db/client.js';
import { documents, submissions } from '../../db/schema/index.js';
import type { SessionUser } from '../auth/sessions.js';

/**
 * An order the actor takes part in — its applicant, its assigned reviewer, or an admin — with
 * the statement text; everyone else gets the same 404 as for an order that does not exist.
 */
export async function findParticipantOrder(db: Database, actor: SessionUser, submissionId: string) {
  const [row] = await db
    .select({ submission: submissions, documentText: documents.extractedText })
    .from(submissions)
    .leftJoin(documents, eq(documents.id, submissions.documentId))
    .where(
      and(
        eq(submissions.id, submissionId),
        actor.role === 'admin'
          ? undefined
          : or(eq(submissions.applicantId, actor.id), eq(submissions.reviewerId, actor.id)),
      ),
    );
  if (!row) throw new AppError('not_found', 'This order does not exist or is not yours to see.');
  return {
    submission: row.submission,
    statementText: row.submission.pastedText ?? row.documentText ?? '',
  };
}
