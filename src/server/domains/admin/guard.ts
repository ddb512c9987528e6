import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../shared/errors.js';
import { requireUser } from '../../plugins/session.js';

export const ADMIN_PREFIX = '/api/admin';
export const NOT_ADMIN_MESSAGE = "You don't have admin privileges.";

export function isAdminPath(url: string): boolean {
  const path = url.split('?')[0]!;
  return path === ADMIN_PREFIX || path.startsWith(`${ADMIN_PREFIX}/`);
}

/** Signed out: 401 "Unauthorized..."; signed in but not an admin: 403 (SPEC section 6). */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  const user = requireUser(request);
  if (user.role !== 'admin') throw new AppError('forbidden', NOT_ADMIN_MESSAGE);
}

/**
 * One guard for every route under /api/admin, whichever domain registers it (the reviewer
 * applications routes live in the reviewers domain). It runs on request, before the body
 * is parsed, so a non-admin learns nothing about a route's payload.
 */
export function registerAdminGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (isAdminPath(request.url)) await requireAdmin(request);
  });
}
