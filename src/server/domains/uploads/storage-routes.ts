import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { tooLargeMessage } from '../../../shared/domain/uploads.js';
import { AppError } from '../../../shared/errors.js';
import type { Deps } from '../../deps.js';
import { attachmentDisposition, contentTypeForName } from './file-name.js';
import { ObjectTooLargeError, type LocalStorage } from './local-storage.js';
import { DOCUMENT_KEY, UPLOAD_KEY } from './storage-driver.js';
import { findSlotByKey } from './upload-slots.js';
import type { SignatureCheck } from './url-signing.js';

const params = z.object({ id: z.string().max(100) });
const signedQuery = z.object({
  expires: z.string().max(20).optional(),
  sig: z.string().max(100).optional(),
  name: z.string().max(300).optional(),
});

function requireValidSignature(check: SignatureCheck, what: 'upload' | 'download'): void {
  if (check === 'invalid') {
    throw new AppError('forbidden', `This ${what} link is not valid. Start the ${what} again.`);
  }
  if (check === 'expired') {
    throw new AppError('forbidden', `This ${what} link has expired. Start the ${what} again.`);
  }
}

function notFound(): never {
  throw new AppError('not_found', 'Not found: this file does not exist.');
}

/**
 * The local driver's stand-in for a bucket: PUT and GET on signed addresses. No cookie is
 * needed (the signature is the permission), as with S3 presigned URLs; the app's Origin check
 * still refuses PUTs sent from other websites.
 */
export async function localStorageRoutes(
  app: FastifyInstance,
  deps: Deps,
  storage: LocalStorage,
): Promise<void> {
  await app.register(async (scope) => {
    // Uploads arrive as raw bytes of any type (Uppy sends the file's own type); the handler
    // streams them to disk, so no parser may buffer or reject them first.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.put(
      '/api/storage/uploads/:id',
      { config: { access: 'public' }, schema: { params, querystring: signedQuery } },
      async (request, reply) => {
        const key = `uploads/${request.params.id}`;
        if (!UPLOAD_KEY.test(key)) notFound();
        const { expires, sig } = request.query;
        requireValidSignature(
          storage.checkSignature({ method: 'PUT', key, expires }, sig),
          'upload',
        );

        const slot = await findSlotByKey(deps, key);
        if (!slot) notFound();
        if (slot.registeredAt) {
          throw new AppError('conflict', 'This upload was already used. Start the upload again.');
        }
        if (slot.expiresAt <= deps.clock()) requireValidSignature('expired', 'upload');
        const tooLarge = new AppError('too_large', tooLargeMessage(slot.kind));
        const declared = Number(request.headers['content-length'] ?? 0);
        if (declared > slot.maxBytes) throw tooLarge;

        try {
          await storage.receiveObject(key, request.body as Readable, slot.maxBytes);
        } catch (error) {
          if (error instanceof ObjectTooLargeError) throw tooLarge;
          throw error;
        }
        return reply.status(200).send();
      },
    );

    r.get(
      '/api/storage/documents/:id',
      { config: { access: 'public' }, schema: { params, querystring: signedQuery } },
      async (request, reply) => sendDocument(storage, request.params.id, request.query, reply),
    );
  });
}

async function sendDocument(
  storage: LocalStorage,
  id: string,
  query: z.infer<typeof signedQuery>,
  reply: FastifyReply,
) {
  const key = `documents/${id}`;
  if (!DOCUMENT_KEY.test(key)) notFound();
  const { expires, sig, name } = query;
  const grant = { method: 'GET' as const, key, expires, name: name ?? '' };
  requireValidSignature(storage.checkSignature(grant, sig), 'download');
  const object = await storage.openObject(key);
  if (!object) notFound();
  const fileName = name || 'document';
  return reply
    .header('content-type', contentTypeForName(fileName))
    .header('content-length', object.size)
    .header('content-disposition', attachmentDisposition(fileName))
    .header('cache-control', 'private, no-store')
    .send(object.stream);
}
