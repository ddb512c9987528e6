import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { projectPath } from '../project-path.js';

export const clientDir = projectPath('dist', 'client');

/** Built by `npm run build:landing`: the landing page as static HTML with no scripts. */
export const LANDING_FILE = 'landing.html';

type PageHandler = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

/**
 * Serves the built client, precompressed: hashed assets cached for a year, HTML never cached.
 * Returns the fallback that answers client routes with index.html, or null when not built.
 */
export async function registerStaticClient(app: FastifyInstance): Promise<PageHandler | null> {
  if (!existsSync(`${clientDir}/index.html`)) return null;
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    // npm run build writes .br and .gz beside each text file; sent to browsers that accept them.
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      reply.header(
        'cache-control',
        filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const sendApp: PageHandler = (_request, reply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html');
  registerLandingRoutes(app, sendApp);
  return sendApp;
}

/**
 * docs/product.md §7 Screens: / is the landing page for visitors and sends signed-in users to their
 * dashboard. Visitors get the prerendered landing.html, which paints before (and without) any
 * JavaScript. Signed-in users asking for /landing get the app instead, so the page shows
 * under their own header rather than with Sign In buttons.
 */
function registerLandingRoutes(app: FastifyInstance, sendApp: PageHandler): void {
  const hasLanding = existsSync(`${clientDir}/${LANDING_FILE}`);
  const sendLanding: PageHandler = (request, reply) => {
    // The answer depends on the session cookie; no shared cache may hand one user's to another.
    reply.header('vary', 'Cookie');
    if (!hasLanding) return sendApp(request, reply);
    return reply.header('cache-control', 'no-cache').sendFile(LANDING_FILE);
  };

  app.get('/', (request, reply) => {
    if (request.user) {
      return reply
        .header('cache-control', 'no-store')
        .header('vary', 'Cookie')
        .redirect('/dashboard', 302);
    }
    return sendLanding(request, reply);
  });
  app.get('/landing', (request, reply) =>
    request.user ? sendApp(request, reply) : sendLanding(request, reply),
  );
}
