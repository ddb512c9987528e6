import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { AppError } from '../../shared/errors.js';
import type { Role } from '../../shared/domain/roles.js';
import { requireUser } from './session.js';

/**
 * Who may call a route, declared in the route's own options (`config: { access }`):
 * - 'public': anyone, signed in or not (the handler may still check a signature or token);
 * - 'signed-in': any signed-in user; the service then looks rows up by id AND visibility;
 * - a role list: signed-in users with one of these roles.
 */
export type RouteAccess = 'public' | 'signed-in' | readonly Role[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

export const ADMIN_ONLY: RouteAccess = ['admin'];
export const APPLICANT_ONLY: RouteAccess = ['applicant'];
export const REVIEWER_ONLY: RouteAccess = ['reviewer'];

export const NOT_ADMIN_MESSAGE = "You don't have admin privileges.";
export const FORBIDDEN_MESSAGE = 'You do not have permission to do this.';

export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess;
  schema: RouteOptions['schema'];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with its declared access and schema, in registration order (tests read it). */
    declaredRoutes: DeclaredRoute[];
  }
}

function methodsOf(route: RouteOptions): string[] {
  return (Array.isArray(route.method) ? route.method : [route.method]).filter(
    (method) => method !== 'HEAD',
  );
}

/** The check itself, on the actor the session resolved: 401 signed out, 403 wrong role. */
export function checkAccess(request: FastifyRequest, access: RouteAccess): void {
  if (access === 'public') return;
  const user = requireUser(request);
  if (access === 'signed-in' || access.includes(user.role)) return;
  throw new AppError(
    'forbidden',
    access.length === 1 && access[0] === 'admin' ? NOT_ADMIN_MESSAGE : FORBIDDEN_MESSAGE,
  );
}

/**
 * Register before any route and after the session plugin. Routing has already matched
 * (decoded, normalised) by the time onRequest runs, so the policy comes from the route
 * itself, never from how its path was spelled, and it runs before the body is parsed or any
 * handler has a side effect. An /api route registered without a declared policy stops the
 * app from starting.
 */
export function registerRouteAccess(app: FastifyInstance): void {
  const declared: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', declared);
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access) {
      if (route.url.startsWith('/api')) {
        throw new Error(`${methodsOf(route).join(',')} ${route.url} declares no access policy.`);
      }
      return;
    }
    for (const method of methodsOf(route))
      declared.push({ method, url: route.url, access, schema: route.schema });
  });
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (access) checkAccess(request, access);
  });
}
