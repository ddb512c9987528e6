import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { attachmentDisposition, contentTypeForName } from './file-name.js';
import { openLocalDocument, receiveLocalUpload, type LocalStorageDeps } from './local-transfers.js';

const params = z.object({ id: z.string().max(100) });
const signedQuery = z.object({
  expires: z.string().max(20).optional(),
  sig: z.string().max(100).optional(),
  name: z.string().max(300).optional(),
});

/**
 * The local driver's stand-in for a bucket: PUT and GET on signed addresses. No cookie is
 * needed (the signature is the permission), as with S3 presigned URLs; the app's Origin check
 * still refuses PUTs sent from other websites.
 */
export async function localStorageRoutes(
  app: FastifyInstance,
  deps: LocalStorageDeps,
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
        await receiveLocalUpload(deps, {
          id: request.params.id,
          expires: request.query.expires,
          sig: request.query.sig,
          declaredBytes: Number(request.headers['content-length'] ?? 0),
          // A PUT with neither a body nor a content type reaches no parser: it is an empty file.
          body: request.body instanceof Readable ? request.body : Readable.from([]),
        });
        return reply.status(200).send();
      },
    );

    r.get(
      '/api/storage/documents/:id',
      { config: { access: 'public' }, schema: { params, querystring: signedQuery } },
      async (request, reply) => {
        const file = await openLocalDocument(deps, { id: request.params.id, ...request.query });
        return reply
          .header('content-type', contentTypeForName(file.fileName))
          .header('content-length', file.size)
          .header('content-disposition', attachmentDisposition(file.fileName))
          .header('cache-control', 'private, no-store')
          .send(file.stream);
      },
    );
  });
}
