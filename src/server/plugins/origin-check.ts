import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../shared/errors.js';
import type { AppConfig } from '../config.js';
import { changesState } from './safe-methods.js';

function allowedOrigin(request: FastifyRequest, config: AppConfig) {
  if (config.publicUrlConfigured) return new URL(config.publicUrl).origin;
  return `${request.protocol}://${request.headers.host ?? ''}`;
}

/**
 * Refuses state-changing requests that a browser sent from another site (cross-site request
 * forgery, including login forgery). Clients that send no Origin, like webhooks, pass.
 */
export function registerOriginCheck(app: FastifyInstance, config: AppConfig): void {
  app.addHook('onRequest', async (request) => {
    if (!changesState(request.method)) return;
    const origin = request.headers.origin;
    if (!origin) return;
    if (origin !== allowedOrigin(request, config)) {
      throw new AppError(
        'forbidden',
        'This request came from another website and was refused. Open the app directly and try again.',
      );
    }
  });
}

/**
 * Whether the browser says another site started this navigation (Fetch Metadata). A GET that
 * changes something, like the sign-out address SPEC gives, ignores such a one: a link or script
 * elsewhere could otherwise sign people out of a half-written review. Clients that send no such
 * header (older browsers, scripts) count as ours.
 */
export function fromAnotherSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  return site === 'cross-site' || site === 'same-site';
}
