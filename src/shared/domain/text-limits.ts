/*
 * How long the texts people write may be, in characters (docs/product.md §2 and §6): the
 * schemas refuse longer ones, and the forms stop typing there, without loading the schemas.
 */

/** A statement, or a revised draft, taken as text. */
export const MAX_STATEMENT_CHARS = 30_000;
/** Each intake answer. */
export const MAX_ANSWER_CHARS = 5_000;
/** A reviewer's summary memo, and their free-form inline comments. */
export const MAX_MEMO_CHARS = 20_000;
/** A reviewer's comment on a passage of the statement. */
export const MAX_COMMENT_CHARS = 5_000;
/** The applicant's note with a revision request. */
export const MAX_REVISION_NOTE_CHARS = 5_000;
/** A message in an order's thread. */
export const MAX_MESSAGE_CHARS = 5_000;
/** The applicant's comment with their rating of a round. */
export const MAX_RATING_COMMENT_CHARS = 2_000;
/** A reason staff give: releasing an order, rejecting a reviewer's application. */
export const MAX_REASON_CHARS = 1_000;
/** The reason an admin gives for a refund. */
export const MAX_REFUND_REASON_CHARS = 500;
/** A reviewer applicant's bio. */
export const MAX_BIO_CHARS = 2_000;
/** A message to support through the contact form. */
export const MAX_CONTACT_MESSAGE_CHARS = 5_000;

/** The refusal of a text over its limit: tooLong('a comment', 5000) is 'A comment must be at most 5,000 characters.' */
export function tooLong(subject: string, max: number): string {
  const sentence = subject.charAt(0).toUpperCase() + subject.slice(1);
  return `${sentence} must be at most ${max.toLocaleString('en-US')} characters.`;
}
