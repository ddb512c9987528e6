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

/**
 * selectJoined plus the statement file's text and the fields in `extra`; withStatementText turns
 * a row into the order and its statement's text (pasted, or from the file). The caller adds the
 * WHERE and prepares it.
 */
export function selectJoinedWithText<Extra extends Record<string, SQL>>(
  db: Database,
  extra: Extra,
) {
  return db
    .select({ ...joinedColumns, documentText: documents.extractedText, ...extra })
    .from(submissions)
    .leftJoin(documents, eq(documents.id, submissions.documentId))
    .leftJoin(reviewer, eq(reviewer.id, submissions.reviewerId));
}

export function withStatementText(row: SubmissionJoined & { documentText: string | null }): {
  joined: SubmissionJoined;
  statementText: string;
} {
  const { submission, document, reviewer: named, documentText } = row;
  const joined = { submission, document, reviewer: named };
  return { joined, statementText: submission.pastedText ?? documentText ?? '' };
}
