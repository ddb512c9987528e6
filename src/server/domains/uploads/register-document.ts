import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import {
  documentPathOf,
  tooLargeMessage,
  type UploadKind,
} from '../../../shared/domain/uploads.js';
import { MAX_STATEMENT_CHARS } from '../../../shared/domain/text-limits.js';
import { countWords } from '../../../shared/domain/word-count.js';
import { AppError } from '../../../shared/errors.js';
import type { RegisteredDocument } from '../../../shared/schemas/uploads.js';
import { documents, uploadSlots } from '../../db/schema/index.js';
import type { DocumentRow } from './document-access.js';
import {
  detectDocument,
  DocumentReadersBusyError,
  extractDocumentText,
  TooComplexDocumentError,
  UnreadableDocumentError,
} from './file-content.js';
import { sanitiseFileName } from './file-name.js';
import { readOnePerPerson } from './one-read-per-person.js';
import { MAX_PDF_PAGES } from './parser-protocol.js';
import { uploadKeyFromUrl, type StorageContext } from './storage.js';
import type { UploadSlot } from './upload-slots.js';

export const NOT_A_DOCUMENT =
  'Only PDF or DOCX files can be uploaded, and this file is neither (whatever its name says). Save it as PDF or DOCX and upload it again.';
export const UNREADABLE =
  'We could not read this file. Save it again as PDF or DOCX and re-upload.';
export const TOO_MANY_PAGES = `This PDF has more than ${MAX_PDF_PAGES} pages, more than we read. Save only the pages you want reviewed as a new PDF and upload that.`;
export const STATEMENT_TOO_LONG = `This file holds more than ${MAX_STATEMENT_CHARS.toLocaleString('en-US')} characters of text, more than a personal statement and more than we review. Shorten your statement, or upload a file with only your statement in it.`;
export const READERS_BUSY =
  'Many files are being read right now. Wait a minute, then upload this file again.';

/** The refusal for a file past a parsing limit; statements can also be pasted as text. */
export function tooComplexMessage(kind: UploadKind): string {
  const paste = kind === 'statement' ? ', or paste the text of your statement instead' : '';
  return `This file is too complex to read. Save it as a simpler PDF or DOCX (for example with "Print to PDF") and upload it again${paste}.`;
}

function unreadableError(error: UnreadableDocumentError, kind: UploadKind): AppError {
  if (!(error instanceof TooComplexDocumentError)) return new AppError('validation', UNREADABLE);
  const message = error.reason === 'pages' ? TOO_MANY_PAGES : tooComplexMessage(kind);
  return new AppError('validation', message);
}

function toRegistered(row: DocumentRow): RegisteredDocument {
  const documentPath = documentPathOf(row.id);
  return {
    documentPath,
    objectPath: documentPath,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    wordCount: row.wordCount,
  };
}

async function ownSlot(ctx: StorageContext, documentURL: string): Promise<UploadSlot> {
  const key = uploadKeyFromUrl(documentURL);
  if (!key) {
    throw new AppError(
      'validation',
      'documentURL is not an upload address from POST /api/objects/upload.',
    );
  }
  const [slot] = await ctx.db
    .select()
    .from(uploadSlots)
    .where(and(eq(uploadSlots.storageKey, key), eq(uploadSlots.ownerId, ctx.actor.id)));
  if (!slot) throw new AppError('not_found', 'This upload was not found. Upload the file again.');
  return slot;
}

/**
 * Marks the slot refused, then deletes the upload and refuses: a bad file never stays in
 * storage. Marked first, so a PUT to the address that ends after the delete finds the slot
 * refused and deletes what it wrote. A refused slot stops counting against the uploads a person
 * may have in progress (it stays until it expires, so the cleanup job still removes anything
 * written to its address).
 */
async function refuse(ctx: StorageContext, slot: UploadSlot, error: AppError): Promise<never> {
  // Not a slot a concurrent registration of the same upload has claimed meanwhile.
  await ctx.db
    .update(uploadSlots)
    .set({ refusedAt: ctx.clock() })
    .where(and(eq(uploadSlots.id, slot.id), isNull(uploadSlots.registeredAt)));
  await ctx.storage.deleteObject(slot.storageKey);
  throw error;
}

/**
 * PUT /api/documents: checks the bytes the actor uploaded to their slot (size, type by content,
 * readable text), copies them to a key no upload address points at, and records the document.
 * The copy means an upload address that is still valid cannot change a checked document.
 */
export async function registerDocument(
  ctx: StorageContext,
  input: { documentURL: string; fileName?: string | null },
): Promise<RegisteredDocument> {
  const { storage, actor } = ctx;
  const slot = await ownSlot(ctx, input.documentURL);
  // Registering twice (a retried request) answers with the same document.
  if (slot.registeredAt) {
    const [existing] = await ctx.db.select().from(documents).where(eq(documents.id, slot.id));
    if (existing) return toRegistered(existing);
    throw new AppError('conflict', 'This upload was already used. Upload the file again.');
  }
  // Written again after it was refused (an S3 address stays writable until it expires).
  if (slot.refusedAt) {
    throw new AppError('conflict', 'This upload was refused. Upload the file again.');
  }
  if (slot.expiresAt <= ctx.clock()) {
    await refuse(
      ctx,
      slot,
      new AppError('validation', 'This upload has expired. Upload the file again.'),
    );
  }

  const stored = await storage.statObject(slot.storageKey);
  if (!stored) {
    throw new AppError('validation', 'No file was uploaded to this address. Upload it again.');
  }
  const tooLarge = new AppError('too_large', tooLargeMessage(slot.kind));
  const empty = new AppError('validation', 'The file is empty. Choose the PDF or DOCX file again.');
  if (stored.size > slot.maxBytes) await refuse(ctx, slot, tooLarge);
  // Before reading: S3 answers a ranged read of an empty object with an error (416).
  if (stored.size === 0) await refuse(ctx, slot, empty);
  const bytes = await storage.readObject(slot.storageKey, slot.maxBytes);
  // Checked again on what was read: an object can be replaced between the two calls.
  if (bytes.length > slot.maxBytes) await refuse(ctx, slot, tooLarge);
  if (bytes.length === 0) await refuse(ctx, slot, empty);
  const detected = detectDocument(bytes);
  if (!detected) return refuse(ctx, slot, new AppError('validation', NOT_A_DOCUMENT));

  let text: string;
  try {
    text = await readOnePerPerson(actor.id, () => extractDocumentText(bytes, detected.format));
  } catch (error) {
    // The upload stays, so registering it again later can succeed.
    if (error instanceof DocumentReadersBusyError) throw new AppError('rate_limited', READERS_BUSY);
    if (!(error instanceof UnreadableDocumentError)) throw error;
    return refuse(ctx, slot, unreadableError(error, slot.kind));
  }
  // A statement or a revised draft is held to the pasted text's limit however it arrives: the
  // review, its comments and the results files are made from this text.
  if (slot.kind === 'statement' && text.length > MAX_STATEMENT_CHARS) {
    return refuse(ctx, slot, new AppError('validation', STATEMENT_TOO_LONG));
  }

  // A key of this request's own: two registrations of one upload may have read different bytes
  // (the owner wrote the upload again between them), and the loser must not overwrite the
  // copy the winner's checked text describes.
  const storageKey = `documents/${randomUUID()}`;
  await storage.writeObject(storageKey, bytes, detected.contentType);
  let lost = false;
  const row = await ctx.db.transaction(async (tx) => {
    const claimed = await tx
      .update(uploadSlots)
      .set({ registeredAt: ctx.clock() })
      .where(
        and(
          eq(uploadSlots.id, slot.id),
          isNull(uploadSlots.registeredAt),
          isNull(uploadSlots.refusedAt),
        ),
      )
      .returning({ id: uploadSlots.id });
    // A concurrent request registered it first (answer with its document) or refused it.
    if (claimed.length === 0) {
      lost = true;
      const [existing] = await tx.select().from(documents).where(eq(documents.id, slot.id));
      return existing;
    }
    const [inserted] = await tx
      .insert(documents)
      .values({
        id: slot.id,
        ownerId: actor.id,
        storageKey,
        kind: slot.kind,
        fileName: sanitiseFileName(input.fileName, detected.format, slot.kind),
        contentType: detected.contentType,
        sizeBytes: bytes.length,
        extractedText: text,
        wordCount: countWords(text),
        createdAt: ctx.clock(),
      })
      .returning();
    return inserted;
  });
  if (lost) await storage.deleteObject(storageKey).catch(() => undefined);
  if (!row) throw new AppError('conflict', 'This upload was already used. Upload the file again.');
  // The document is safe under its own key; a leftover upload object only wastes space.
  await storage.deleteObject(slot.storageKey).catch(() => undefined);
  return toRegistered(row);
}
