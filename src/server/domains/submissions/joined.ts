import { eq, getTableColumns, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { documents, submissions, users } from '../../db/schema/index.js';
import type { SubmissionJoined } from './submission-view.js';

const reviewer = alias(users, 'reviewer');

const joinedColumns = {
  submission: submissions,
  document: {
    fileName: documents.fileName,
    wordCount: documents.wordCount,
    sizeBytes: documents.sizeBytes,
  },
  reviewer: { firstName: reviewer.firstName, lastName: reviewer.lastName },
};

/** Orders with their statement file's details and their reviewer's name (SubmissionJoined). */
export function selectJoined(db: Database) {
  return db
    .select(joinedColumns)
    .from(submissions)
    .leftJoin(documents, eq(documents.id, submissions.documentId))
    .leftJoin(reviewer, eq(reviewer.id, submissions.reviewerId));
}

const { pastedText, intakeAnswers, ...listedSubmission } = getTableColumns(submissions);

/** selectJoined for lists: the same rows without statement text and intake (SubmissionListed). */
export function selectListed(db: Database) {
  return db
    .select({ ...joinedColumns, submission: listedSubmission })
    .from(submissions)
    .leftJoin(documents, eq(documents.id, submissions.documentId))
    .leftJoin(reviewer, eq(reviewer.id, submissions.reviewerId));
}

/** One order as selectJoined reads it, plus its statement's text (pasted, or from the file). */
export async function findJoinedWithText(
  db: Database,
  where: SQL | undefined,
): Promise<{ joined: SubmissionJoined; statementText: string } | null> {
  const [row] = await db
    .select({ ...joinedColumns, documentText: documents.extractedText })
    .from(submissions)
    .leftJoin(documents, eq(documents.id, submissions.documentId))
    .leftJoin(reviewer, eq(reviewer.id, submissions.reviewerId))
    .where(where);
  if (!row) return null;
  const { documentText, ...joined } = row;
  return { joined, statementText: joined.submission.pastedText ?? documentText ?? '' };
}
