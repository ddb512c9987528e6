import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DOWNLOAD_URL_TTL_MS } from '../../../shared/domain/uploads.js';
import { AppError } from '../../../shared/errors.js';
import {
  createUploadSlotBody,
  createUploadSlotQuery,
  documentIdParams,
  documentMetadataResponse,
  registerDocumentBody,
  registeredDocumentResponse,
  uploadSlotResponse,
} from '../../../shared/schemas/uploads.js';
import type { Deps } from '../../deps.js';
import { requireUser } from '../../plugins/session.js';
import { findReadableDocument, toDocumentMetadata } from './document-access.js';
import { registerDocument } from './register-document.js';
import { createStorageDriver } from './storage-driver.js';
import { localStorageRoutes } from './storage-routes.js';
import { createUploadSlot } from './upload-slots.js';

const NOT_FOUND = 'Document not found.';

/**
 * The upload flow (docs/product.md §9 Uploads): POST /api/objects/upload hands out a signed PUT
 * address, the browser uploads straight to storage, PUT /api/documents checks and records the file.
 * Documents are then read through GET /api/documents/{id} and its short-lived download redirect.
 */
export async function uploadRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const storage = createStorageDriver(deps.config, deps.clock);
  app.addHook('onClose', () => storage.close());
  if (storage.kind === 'local') await localStorageRoutes(app, deps, storage);

  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/objects/upload',
    {
      config: { access: 'signed-in' },
      schema: {
        body: createUploadSlotBody,
        querystring: createUploadSlotQuery,
        response: { 200: uploadSlotResponse },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const kind = request.body?.kind ?? request.query.kind ?? 'statement';
      reply.header('cache-control', 'no-store');
      return createUploadSlot({ deps, storage, actor, kind });
    },
  );

  r.put(
    '/api/documents',
    {
      config: { access: 'signed-in' },
      schema: { body: registerDocumentBody, response: { 200: registeredDocumentResponse } },
    },
    async (request) => {
      const actor = requireUser(request);
      return registerDocument({ deps, storage, actor, ...request.body });
    },
  );

  r.get(
    '/api/documents/:id',
    {
      config: { access: 'signed-in' },
      schema: { params: documentIdParams, response: { 200: documentMetadataResponse } },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const row = await findReadableDocument({ db: deps.db, actor, documentId: request.params.id });
      if (!row) throw new AppError('not_found', NOT_FOUND);
      reply.header('cache-control', 'private, no-store');
      return toDocumentMetadata(row);
    },
  );

  r.get(
    '/api/documents/:id/download',
    { config: { access: 'signed-in' }, schema: { params: documentIdParams } },
    async (request, reply) => {
      const actor = requireUser(request);
      const row = await findReadableDocument({ db: deps.db, actor, documentId: request.params.id });
      if (!row) throw new AppError('not_found', NOT_FOUND);
      const url = await storage.createDownloadUrl(row.storageKey, {
        fileName: row.fileName,
        expiresIn: DOWNLOAD_URL_TTL_MS / 1000,
      });
      reply.header('cache-control', 'private, no-store');
      return reply.redirect(url, 302);
    },
  );
}
