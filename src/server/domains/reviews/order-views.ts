import { and, eq, sql } from 'drizzle-orm';
import { fullName } from '../../../shared/domain/names.js';
import { schoolName } from '../../../shared/domain/schools.js';
import { AppError } from '../../../shared/errors.js';
import { submissions } from '../../db/schema/index.js';
import type { ActorContext } from '../../deps.js';
import type { Role } from '../../../shared/domain/roles.js';
import { preparedPerDatabase, preparedPerShape } from '../../db/prepared-query.js';
import { selectJoinedWithText, withStatementText } from '../submissions/joined.js';
import { NOT_YOURS_TO_SEE, participantOf } from '../submissions/participant.js';
import { toDetail, toListRow } from '../submissions/submission-view.js';
import { revisionsLeft } from './decisions.js';
import { draftOfRound, draftsOf, storedDraftsOfOrder, toStoredDrafts } from './drafts.js';
import { latestWriterOfOrder, roundsOfOrder, toRounds } from './rounds.js';
import { assignedTo, NOT_ASSIGNED } from './write-round.js';

const id = sql.placeholder('id');
const actor = sql.placeholder('actor');

/** What the views below read in an order's row besides the order: its drafts and rounds. */
const orderParts = { storedDrafts: storedDraftsOfOrder, rounds: roundsOfOrder };

/** The calling reviewer's own assignment with its statement text, prepared once per database. */
const assignedOrder = preparedPerDatabase((db) =>
  selectJoinedWithText(db, orderParts)
    .where(assignedTo(actor, id))
    .prepare('assigned_order_with_text'),
);

/**
 * An order whose results the actor may read, with its statement text and who wrote its latest
 * round: one they placed (also once they became a reviewer), one they review now, or any for an
 * admin. Prepared per role.
 */
const resultsOrder = preparedPerShape((db, shape: { role: Role }) =>
  selectJoinedWithText(db, { ...orderParts, latestWriter: latestWriterOfOrder })
    .where(and(eq(submissions.id, id), participantOf({ role: shape.role, id: actor })))
    .prepare(`results_order_${shape.role}`),
);

/*
 * The views below read an order with its drafts and rounds in one statement, which checks that
 * the caller may see it: nothing else is read for an order they may not.
 */

/** The workspace: the reviewer's own assignment, its text and every round so far, drafts too. */
export async function getWorkspace(ctx: ActorContext, submissionId: string) {
  const [row] = await assignedOrder(ctx.db).execute({ id: submissionId, actor: ctx.actor.id });
  if (!row) throw new AppError('not_found', NOT_ASSIGNED);
  const rounds = toRounds(row.rounds, { includeDraft: true });
  const found = withStatementText(row);
  const { submission } = found.joined;
  const drafts = draftsOf(submission, found.statementText, toStoredDrafts(row.storedDrafts));
  return {
    submission: toDetail(found.joined),
    statementText: draftOfRound(drafts, submission.round).text,
    drafts,
    rounds,
  };
}

/** What the results views show: the order (else a 404), its drafts and its delivered rounds. */
async function readResults(ctx: ActorContext, submissionId: string) {
  const [row] = await resultsOrder(ctx.db, { role: ctx.actor.role }).execute({
    id: submissionId,
    actor: ctx.actor.id,
  });
  if (!row) throw new AppError('not_found', NOT_YOURS_TO_SEE);
  const rounds = toRounds(row.rounds, { includeDraft: false });
  const found = withStatementText(row);
  const stored = toStoredDrafts(row.storedDrafts);
  return {
    found,
    drafts: draftsOf(found.joined.submission, found.statementText, stored),
    rounds,
    // Before a round is delivered, the reviewer at work on the order.
    reviewedBy: row.latestWriter ? fullName(row.latestWriter) : fullName(found.joined.reviewer),
  };
}

/** The delivered rounds of an order, for its participants. */
export async function getResults(ctx: ActorContext, submissionId: string) {
  const { found, drafts, rounds, reviewedBy } = await readResults(ctx, submissionId);
  const { submission } = found.joined;
  return {
    submission: toListRow(found.joined),
    drafts,
    rounds,
    revisionsLeft: revisionsLeft(submission),
    reviewedBy,
  };
}

/**
 * What the downloads show, to whoever may read the results (everyone else gets the same 404
 * as for an order that does not exist): the delivered rounds, their drafts, and who wrote the
 * latest.
 */
async function resultsDocument(ctx: ActorContext, submissionId: string) {
  const { found, drafts, rounds, reviewedBy } = await readResults(ctx, submissionId);
  const { submission } = found.joined;
  return {
    submissionId: submission.id,
    school: schoolName(submission.targetSchool) ?? 'Law School',
    reviewerName: reviewedBy,
    rounds,
    drafts,
  };
}

/** The delivered rounds as a PDF, and the file name to download it under. */
export async function getResultsPdf(ctx: ActorContext, submissionId: string) {
  const document = await resultsDocument(ctx, submissionId);
  // The PDF and Word writers (pdf-lib, docx) load with the first download, not with the
  // server: together about 12 MB of memory that most processes never need.
  const { renderReviewPdf } = await import('./review-pdf.js');
  const pdf = await renderReviewPdf(document);
  return { fileName: `review-${submissionId.slice(-4)}.pdf`, pdf };
}

/** The delivered rounds for Word (comments and tracked changes), and the file name. */
export async function getResultsDocx(ctx: ActorContext, submissionId: string) {
  const document = await resultsDocument(ctx, submissionId);
  const { renderReviewDocx } = await import('./review-docx.js');
  const docx = await renderReviewDocx(document);
  return { fileName: `review-${submissionId.slice(-4)}.docx`, docx };
}
