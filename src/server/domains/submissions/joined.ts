import { desc, eq, getTableColumns, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { statementTextOf } from '../../../shared/domain/drafts.js';
import type { Database } from '../../db/client.js';
import { documents, submissions, users } from '../../db/schema/index.js';
import { listedColumnNames, type SubmissionJoined } from './submission-view.js';

const reviewer = alias(users, 'reviewer');

const joinedColumns = {
  submission: submissions,
  document: {
    fileName: documents.fileName,
    wordCount: documents.wordCount,
    sizeBytes: documents.sizeBytes,
  },
  // Led by the id, as contactColumnsOf is (which says why); the name is all a list shows.
  reviewer: { id: reviewer.id, firstName: reviewer.firstName, lastName: reviewer.lastName },
};

/** Orders with their statement file's details and their reviewer's name (SubmissionJoined). */
export function selectJoined(db: Database) {
  return db
    .select(joinedColumns)
    .from(submissions)
    .leftJoin(documents, eq(documents.id, submissions.documentId))
    .leftJoin(reviewer, eq(reviewer.id, submissions.reviewerId));
}

const allColumns = getTableColumns(submissions);
const listedSubmission = Object.fromEntries(
  listedColumnNames.map((name) => [name, allColumns[name]]),
) as Pick<typeof allColumns, (typeof listedColumnNames)[number]>;

/** selectJoined for lists: only the columns a list row shows (SubmissionListed). */
export function selectListed(db: Database) {
  return db
    .select({ ...joinedColumns, submission: listedSubmission })
    .from(submissions)
    .leftJoin(documents, eq(documents.id, submissions.documentId))
    .leftJoin(reviewer, eq(reviewer.id, submissions.reviewerId));
}

/**
 * A list's page cut first: for each part of what the caller sees (`parts`), the newest `limit`
 * orders' positions from that part's own index; then the parts' positions together, newest
 * first, cut to `limit` again; and only then the page's orders read and joined to their file and
 * reviewer (SubmissionListed). Joined before the cut, a reviewer's list read and joined every
 * order of theirs and the whole open queue to sort them.
 */
export function selectListedPage(
  db: Database,
  parts: (SQL | undefined)[],
  limit: Placeholder,
  name: string,
) {
  const reads = parts.map((where) =>
    db
      .select({ id: submissions.id, createdAt: submissions.createdAt })
      .from(submissions)
      .where(where)
      .orderBy(desc(submissions.createdAt), desc(submissions.id))
      .limit(limit),
  );
  const page = db
    .$with('page')
    .as(reads.reduce((all, read) => all.unionAll(read) as unknown as typeof read));
  return db
    .with(page)
    .select({ ...joinedColumns, submission: listedSubmission })
    .from(page)
    .innerJoin(submissions, eq(submissions.id, page.id))
    .leftJoin(documents, eq(documents.id, submissions.documentId))
    .leftJoin(reviewer, eq(reviewer.id, submissions.reviewerId))
    .orderBy(desc(page.createdAt), desc(page.id))
    .limit(limit)
    .prepare(name);
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
  return { joined, statementText: statementTextOf(submission.pastedText, documentText) };
}
