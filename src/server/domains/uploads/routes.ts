import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createUploadSlotBody,
  createUploadSlotQuery,
  documentIdParams,
  documentMetadataResponse,
  registerDocumentBody,
  registeredDocumentResponse,
  uploadSlotResponse,
} from '../../../shared/schemas/uploads.js';
import { actorContext } from '../../plugins/session.js';
import { documentDownloadUrl, readDocument } from './document-access.js';
import { registerDocument } from './register-document.js';
import type { StorageDeps } from './storage.js';
import type { AnyStorage } from './storage-driver.js';
import { localStorageRoutes } from './storage-routes.js';
import { createUploadSlot } from './upload-slots.js';

/**
 * The upload flow (docs/product.md §9 Uploads): POST /api/objects/upload hands out a signed PUT
 * address, the browser uploads straight to storage, PUT /api/documents checks and records the file.
 * Documents are then read through GET /api/documents/{id} and its short-lived download redirect.
 */
export async function uploadRoutes(
  app: FastifyInstance,
  deps: StorageDeps<AnyStorage>,
): Promise<void> {
  const { storage } = deps;
  if (storage.kind === 'local') await localStorageRoutes(app, { ...deps, storage });

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
      const ctx = actorContext(deps, request);
      const kind = request.body?.kind ?? request.query.kind ?? 'statement';
      reply.header('cache-control', 'no-store');
      return createUploadSlot(ctx, kind);
    },
  );

  r.put(
    '/api/documents',
    {
      config: { access: 'signed-in' },
      schema: { body: registerDocumentBody, response: { 200: registeredDocumentResponse } },
    },
    async (request) => registerDocument(actorContext(deps, request), request.body),
  );

  r.get(
    '/api/documents/:id',
    {
      config: { access: 'signed-in' },
      schema: { params: documentIdParams, response: { 200: documentMetadataResponse } },
    },
    async (request, reply) => {
      const document = await readDocument(actorContext(deps, request), request.params.id);
      reply.header('cache-control', 'private, no-store');
      return document;
    },
  );

  r.get(
    '/api/documents/:id/download',
    { config: { access: 'signed-in' }, schema: { params: documentIdParams } },
    async (request, reply) => {
      const url = await documentDownloadUrl(actorContext(deps, request), request.params.id);
      reply.header('cache-control', 'private, no-store');
      return reply.redirect(url, 302);
    },
  );
}
