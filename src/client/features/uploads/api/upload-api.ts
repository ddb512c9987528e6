import type { UploadKind } from '#shared/domain/uploads.js';
import type {
  RegisterDocumentBody,
  RegisteredDocument,
  UploadSlotResponse,
} from '#shared/schemas/uploads.js';
import { apiJson } from '#client/lib/api';

/**
 * POST /api/objects/upload: a signed address to PUT one file to. A call with no payload
 * means a statement; other kinds name themselves in the body.
 */
export function requestUploadSlot(kind: UploadKind): Promise<UploadSlotResponse> {
  return apiJson<UploadSlotResponse>(
    'POST',
    '/api/objects/upload',
    kind === 'statement' ? undefined : { kind },
  );
}

/**
 * PUT /api/documents: asks the server to check the uploaded bytes (type, size, text) and keep
 * them as a document. documentURL is the upload address without its signature.
 */
export function registerUploadedDocument(body: RegisterDocumentBody): Promise<RegisteredDocument> {
  return apiJson<RegisteredDocument>('PUT', '/api/documents', body);
}

/** What a finished upload reports to the form around it. */
export interface UploadedDocument {
  documentPath: string;
  fileName: string;
  wordCount: number | null;
  sizeBytes: number;
}
