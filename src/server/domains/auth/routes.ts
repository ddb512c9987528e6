import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authOptionsResponse,
  loginBody,
  okResponse,
  registerBody,
  returnToPath,
  userResponse,
} from '../../../shared/schemas/auth.js';
import type { Deps } from '../../deps.js';
import { clearSessionCookie, requireUser } from '../../plugins/session.js';
import { fromAnotherSite } from '../../plugins/origin-check.js';
import { beginSession } from './begin-session.js';
import { deleteSession } from './sessions.js';
import { authOptions, signIn, signUp } from './sign-in.js';
import { toPublicUser } from './users.js';

export const DEFAULT_RETURN_TO = '/dashboard';

/** A same-site path to go back to, or the dashboard. */
export function safeReturnTo(value: unknown): string {
  const parsed = returnToPath.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_RETURN_TO;
}

/** Sign-in, sign-up and sign-out: the session endpoints and the full-page navigations. */
export async function authRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/auth/user',
    { config: { access: 'signed-in' }, schema: { response: { 200: userResponse } } },
    async (request) => toPublicUser(requireUser(request)),
  );

  r.get(
    '/api/auth/options',
    { config: { access: 'public' }, schema: { response: { 200: authOptionsResponse } } },
    async () => authOptions(deps),
  );

  r.post(
    '/api/auth/login',
    { config: { access: 'public' }, schema: { body: loginBody, response: { 200: userResponse } } },
    async (request, reply) => {
      const user = await signIn(deps, { ...request.body, ip: request.ip });
      await beginSession(deps, request, reply, user.id);
      return toPublicUser(user);
    },
  );

  r.post(
    '/api/auth/register',
    {
      config: { access: 'public' },
      schema: { body: registerBody, response: { 201: userResponse } },
    },
    async (request, reply) => {
      const user = await signUp(deps, { ...request.body, ip: request.ip });
      await beginSession(deps, request, reply, user.id);
      return reply.status(201).send(toPublicUser(user));
    },
  );

  r.post(
    '/api/auth/logout',
    { config: { access: 'public' }, schema: { response: { 200: okResponse } } },
    async (request, reply) => {
      if (request.sessionToken) await deleteSession(deps, request.sessionToken);
      clearSessionCookie(reply, deps);
      return { ok: true as const };
    },
  );

  const returnToQuery = z.object({ returnTo: z.string().optional() });

  // Sign-in is a full-page navigation to /api/login (docs/product.md §7 Screens): our sign-in page.
  r.get(
    '/api/login',
    { config: { access: 'public' }, schema: { querystring: returnToQuery } },
    async (request, reply) => {
      const returnTo = safeReturnTo(request.query.returnTo);
      if (request.user) return reply.redirect(returnTo);
      return reply.redirect(`/login?returnTo=${encodeURIComponent(returnTo)}`);
    },
  );

  r.get('/api/logout', { config: { access: 'public' } }, async (request, reply) => {
    if (fromAnotherSite(request)) return reply.redirect('/');
    if (request.sessionToken) await deleteSession(deps, request.sessionToken);
    clearSessionCookie(reply, deps);
    return reply.redirect('/');
  });
}
