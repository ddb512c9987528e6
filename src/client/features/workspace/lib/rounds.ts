import type { ReviewRound, Workspace } from '../../../../shared/schemas/reviews.js';

/** Statuses in which the reviewer is still writing: the server accepts drafts and submission. */
const WRITABLE = new Set(['assigned', 'in_review']);

/** The reviewer may edit the current round (PRODUCT.md 1: assigned or in_review). */
export function isWritable(workspace: Workspace): boolean {
  return WRITABLE.has(workspace.submission.status);
}

/** The unsubmitted round the reviewer is writing, if one was saved. */
export function currentDraft(workspace: Workspace): ReviewRound | null {
  const last = workspace.rounds.at(-1);
  return last && last.submittedAt === null ? last : null;
}

/** Rounds already delivered to the applicant, oldest first. */
export function deliveredRounds(workspace: Workspace): ReviewRound[] {
  return workspace.rounds.filter((round) => round.submittedAt !== null);
}

/**
 * The round on screen: the saved draft's number, the next one after the delivered rounds while
 * writing, or the last delivered round once the review is delivered.
 */
export function roundNumber(workspace: Workspace): number {
  const draft = currentDraft(workspace);
  if (draft) return draft.round;
  const last = deliveredRounds(workspace).at(-1)?.round ?? 0;
  return isWritable(workspace) || last === 0 ? last + 1 : last;
}
