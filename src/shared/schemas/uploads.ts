import { z } from 'zod';
import { uploadKinds } from '../domain/uploads.js';

const kind = z.enum(uploadKinds, 'Kind must be statement, annotation or cv.');

/**
 * POST /api/objects/upload: a call with no payload means a statement; the widget may name the
 * kind in a JSON body or in the query string (?kind=annotation).
 */
export const createUploadSlotBody = z.object({ kind: kind.optional() }).nullish();
export const createUploadSlotQuery = z.object({ kind: kind.optional() });

export const uploadSlotResponse = z.object({
  /** Where to PUT the file's bytes; short-lived and signed. Root-relative for local storage. */
  uploadURL: z.string(),
  method: z.literal('PUT'),
});
export type UploadSlotResponse = z.infer<typeof uploadSlotResponse>;

/**
 * PUT /api/documents: the address the file was uploaded to (with or without its query string)
 * and, optionally, the name the person's file had; the server checks and keeps the upload.
 */
export const registerDocumentBody = z.object({
  documentURL: z
    .string({ error: 'documentURL is required: the address the file was uploaded to.' })
    .trim()
    .min(1, 'documentURL is required: the address the file was uploaded to.')
    .max(2000, 'documentURL must be at most 2,000 characters.'),
  fileName: z.string().max(1000, 'fileName must be at most 1,000 characters.').nullish(),
});
export type RegisterDocumentBody = z.infer<typeof registerDocumentBody>;

export const registeredDocumentResponse = z.object({
  /** '/api/documents/{id}': what a submission's documentUrl holds. */
  documentPath: z.string(),
  /** The same path, under the name the object-storage upload flow uses. */
  objectPath: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number(),
  wordCount: z.number().nullable(),
});
export type RegisteredDocument = z.infer<typeof registeredDocumentResponse>;

/** GET /api/documents/{id}: for the owner, an admin, or the reviewer assigned to it. */
export const documentMetadataResponse = z.object({
  documentPath: z.string(),
  /** GET this to be redirected to a short-lived download address. */
  downloadPath: z.string(),
  kind: kind,
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number(),
  wordCount: z.number().nullable(),
  /** The text extracted from the file, for reading it in the browser. */
  text: z.string().nullable(),
});
export type DocumentMetadata = z.infer<typeof documentMetadataResponse>;

export const documentIdParams = z.object({ id: z.string().max(100) });

/**
 * The address of a registered document, as PUT /api/documents answers it. The id must be a
 * real UUID: a string of 36 hex digits and dashes in another shape is refused here, not by
 * the database.
 */
export const documentPathOf = (message: string) =>
  z
    .string()
    .regex(
      /^\/api\/documents\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
      message,
    );
