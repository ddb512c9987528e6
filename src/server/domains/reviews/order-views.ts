import { and, eq } from 'drizzle-orm';
import { fullName } from '../../../shared/domain/names.js';
import { schoolName } from '../../../shared/domain/schools.js';
import { AppError } from '../../../shared/errors.js';
import { submissions } from '../../db/schema/index.js';
import type { ActorContext } from '../../deps.js';
import { findJoinedWithText } from '../submissions/joined.js';
import { NOT_YOURS_TO_SEE, participantOf } from '../submissions/participant.js';
import { toDetail } from '../submissions/submission-view.js';
import { visibleTo } from '../submissions/visibility.js';
import { revisionsLeft } from './decisions.js';
import { renderReviewDocx } from './review-docx.js';
import { renderReviewPdf } from './review-pdf.js';
import { draftOfRound, listDrafts } from './drafts.js';
import { listRounds } from './rounds.js';
import { assignedTo, NOT_ASSIGNED } from './write-round.js';

/** The workspace: the reviewer's own assignment, its text and every round so far, drafts too. */
export async function getWorkspace(ctx: ActorContext, submissionId: string) {
  const found = await findJoinedWithText(ctx.db, assignedTo(ctx, submissionId));
  if (!found) throw new AppError('not_found', NOT_ASSIGNED);
  const { submission } = found.joined;
  const drafts = await listDrafts(ctx.db, submission, found.statementText);
  return {
    submission: toDetail(found.joined),
    statementText: draftOfRound(drafts, submission.round).text,
    drafts,
    rounds: await listRounds(ctx.db, submissionId, { includeDraft: true }),
  };
}

/** An order whose results the actor may read, with its statement text; else a 404. */
async function findResultsOrder(ctx: ActorContext, submissionId: string) {
  const found = await findJoinedWithText(
    ctx.db,
    and(eq(submissions.id, submissionId), participantOf(ctx.actor), visibleTo(ctx.actor)),
  );
  if (!found) throw new AppError('not_found', NOT_YOURS_TO_SEE);
  return found;
}

/**
 * The delivered rounds of an order, for its participants. Also limited to the orders the actor
 * sees in their own lists, so both views agree on what is theirs.
 */
export async function getResults(ctx: ActorContext, submissionId: string) {
  const found = await findResultsOrder(ctx, submissionId);
  const { submission } = found.joined;
  const [drafts, rounds] = await Promise.all([
    listDrafts(ctx.db, submission, found.statementText),
    listRounds(ctx.db, submission.id, { includeDraft: false }),
  ]);
  return {
    submission: toDetail(found.joined),
    statementText: draftOfRound(drafts, rounds.at(-1)?.round ?? 1).text,
    drafts,
    rounds,
    revisionsLeft: revisionsLeft(submission),
  };
}

/**
 * What the downloads show, to whoever may read the results (everyone else gets the same 404
 * as for an order that does not exist): the delivered rounds, their drafts, and the reviewer.
 */
async function resultsDocument(ctx: ActorContext, submissionId: string) {
  const found = await findResultsOrder(ctx, submissionId);
  const { submission, reviewer } = found.joined;
  return {
    submissionId: submission.id,
    school: schoolName(submission.targetSchool) ?? 'Law School',
    reviewerName: fullName(reviewer),
    rounds: await listRounds(ctx.db, submission.id, { includeDraft: false }),
    drafts: await listDrafts(ctx.db, submission, found.statementText),
  };
}

/** The delivered rounds as a PDF, and the file name to download it under. */
export async function getResultsPdf(ctx: ActorContext, submissionId: string) {
  const pdf = await renderReviewPdf(await resultsDocument(ctx, submissionId));
  return { fileName: `review-${submissionId.slice(-4)}.pdf`, pdf };
}

/** The delivered rounds for Word (comments and tracked changes), and the file name. */
export async function getResultsDocx(ctx: ActorContext, submissionId: string) {
  const docx = await renderReviewDocx(await resultsDocument(ctx, submissionId));
  return { fileName: `review-${submissionId.slice(-4)}.docx`, docx };
}
