import { and, eq, exists, isNotNull, or, type SQL } from 'drizzle-orm';
import { DOWNLOAD_URL_TTL_MS, documentPathOf } from '../../../shared/domain/uploads.js';
import type { Role } from '../../../shared/domain/roles.js';
import { AppError } from '../../../shared/errors.js';
import type { DocumentMetadata } from '../../../shared/schemas/uploads.js';
import type { Database } from '../../db/client.js';
import { documents, reviews, statementDrafts, submissions } from '../../db/schema/index.js';
import type { ActorContext } from '../../deps.js';
import type { StorageContext } from './storage.js';

export type DocumentRow = typeof documents.$inferSelect;

export interface DocumentActor {
  id: string;
  role: Role;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Who may read a document, as one SQL condition: its owner, any admin, the reviewer assigned
 * to a submission whose statement or later draft it is, or the applicant or the current reviewer of an order whose
 * delivered review attaches it (a reviewer who took the order over reads the earlier rounds).
 * Everything else is "not found", so ids cannot be probed.
 */
function readableBy(db: Database, actor: DocumentActor): SQL | undefined {
  if (actor.role === 'admin') return undefined;
  const assignedReviewer = db
    .select({ one: submissions.id })
    .from(submissions)
    .where(and(eq(submissions.documentId, documents.id), eq(submissions.reviewerId, actor.id)));
  const draftOfAssigned = db
    .select({ one: statementDrafts.id })
    .from(statementDrafts)
    .innerJoin(submissions, eq(submissions.id, statementDrafts.submissionId))
    .where(and(eq(statementDrafts.documentId, documents.id), eq(submissions.reviewerId, actor.id)));
  const deliveredToOrder = db
    .select({ one: reviews.id })
    .from(reviews)
    .innerJoin(submissions, eq(submissions.id, reviews.submissionId))
    .where(
      and(
        eq(reviews.annotatedDocumentId, documents.id),
        isNotNull(reviews.submittedAt),
        or(eq(submissions.applicantId, actor.id), eq(submissions.reviewerId, actor.id)),
      ),
    );
  return or(
    eq(documents.ownerId, actor.id),
    exists(assignedReviewer),
    exists(draftOfAssigned),
    exists(deliveredToOrder),
  );
}

/**
 * The document when the actor may read it, otherwise null (answer 404). The one access rule
 * for documents: routes here and the reviewer workspace both call it.
 */
export async function findReadableDocument(options: {
  db: Database;
  actor: DocumentActor;
  documentId: string;
}): Promise<DocumentRow | null> {
  const { db, actor, documentId } = options;
  // A malformed id would be a database error; for the caller it is simply not there.
  if (!UUID.test(documentId)) return null;
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, documentId.toLowerCase()), readableBy(db, actor)));
  return row ?? null;
}

/** The document as GET /api/documents/{id} answers it. */
function toDocumentMetadata(row: DocumentRow): DocumentMetadata {
  const documentPath = documentPathOf(row.id);
  return {
    documentPath,
    downloadPath: `${documentPath}/download`,
    kind: row.kind,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    wordCount: row.wordCount,
    text: row.extractedText,
  };
}

async function readableOr404(ctx: ActorContext, documentId: string): Promise<DocumentRow> {
  const row = await findReadableDocument({ db: ctx.db, actor: ctx.actor, documentId });
  if (!row) throw new AppError('not_found', 'Document not found.');
  return row;
}

/** GET /api/documents/{id}: the document's metadata and text, for someone who may read it. */
export async function readDocument(
  ctx: ActorContext,
  documentId: string,
): Promise<DocumentMetadata> {
  return toDocumentMetadata(await readableOr404(ctx, documentId));
}

/** A short-lived address that downloads the document's bytes straight from storage. */
export async function documentDownloadUrl(
  ctx: StorageContext,
  documentId: string,
): Promise<string> {
  const row = await readableOr404(ctx, documentId);
  return ctx.storage.createDownloadUrl(row.storageKey, {
    fileName: row.fileName,
    expiresIn: DOWNLOAD_URL_TTL_MS / 1000,
  });
}
