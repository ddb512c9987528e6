import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../shared/errors.js';
import type { ActorContext, Deps } from '../deps.js';
import {
  SESSION_COOKIE,
  SESSION_IDLE_MS,
  findSessionUser,
  type SessionUser,
} from '../domains/auth/sessions.js';
import { sessionCacheOf } from '../domains/auth/session-cache.js';
import { changesState } from './safe-methods.js';
import { isApiRoute } from './api-route.js';
import { withFields } from '../with-fields.js';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionToken: string | null;
  }
  interface FastifyContextConfig {
    /**
     * The route writes no user and no session row, so its answer need not wait for the kept
     * sessions to be forgotten (docs/decisions/012-session-cache.md). Only for routes on the
     * order flow, where forgetting on every step made each next request read its session again.
     */
    keepsSessions?: true;
  }
}

export const UNAUTHORIZED_MESSAGE = 'Unauthorized: please sign in to continue.';

/**
 * Secure when the site's address is https, and also when this request came over https, directly
 * or through a trusted proxy that says so: a site behind TLS whose PUBLIC_URL was left unset
 * must not hand its session cookie to a plain-http request.
 */
export function secureCookie(request: FastifyRequest, deps: Deps): boolean {
  return deps.config.secureCookies || request.protocol === 'https';
}

export function setSessionCookie(reply: FastifyReply, deps: Deps, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookie(reply.request, deps),
    maxAge: SESSION_IDLE_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply, deps: Deps): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookie(reply.request, deps),
  });
}

/** The signed-in user, or a 401 whose message says "Unauthorized" (docs/product.md §7 Screens). */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('unauthorized', UNAUTHORIZED_MESSAGE);
  return request.user;
}

/**
 * The service context of a request whose route admits only signed-in people: the route's deps
 * (with whatever that domain was given, such as the payment provider) plus the caller.
 */
export function actorContext<D extends Deps>(deps: D, request: FastifyRequest): D & ActorContext {
  return withFields(deps, { actor: requireUser(request) });
}

/** Resolves the session cookie to a user on every request. */
export const sessionPlugin = fp(async (app: FastifyInstance, deps: Deps) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('onRequest', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const found = await findSessionUser(deps, token);
    if (!found) return;
    request.user = found.user;
    request.sessionToken = token;
    // The cookie's own lifetime slides with the session's, or the browser would drop it 7 days
    // after sign-in however active the person is. Only on API answers, which no cache keeps: a
    // script or page may be cached publicly, and a cache keeping it with the cookie would hand
    // the session to everyone. A sign-out or sign-in later in this request replaces the cookie.
    if (found.renewed && isApiRoute(request)) setSessionCookie(reply, deps, token);
  });
  // A change this request made to a session or a user is heard from the database a moment
  // later; the kept sessions go now, before the answer lets the client ask again.
  app.addHook('onSend', async (request) => {
    if (changesState(request.method) && !request.routeOptions.config?.keepsSessions)
      sessionCacheOf(deps.db)?.clear();
  });
});
