import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { projectPath } from '../project-path.js';

export const clientDir = projectPath('dist', 'client');

/**
 * Serves the built client: hashed assets cached for a year, index.html never cached.
 * Returns the fallback that answers client routes with index.html, or null when not built.
 */
export async function registerStaticClient(
  app: FastifyInstance,
): Promise<((request: FastifyRequest, reply: FastifyReply) => FastifyReply) | null> {
  if (!existsSync(`${clientDir}/index.html`)) return null;
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders(reply, filePath) {
      reply.header(
        'cache-control',
        filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  return (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html');
}
