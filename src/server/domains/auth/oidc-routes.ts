import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signInErrorCode, type SignInErrorCode } from '../../../shared/domain/sign-in-errors.js';
import { AppError } from '../../../shared/errors.js';
import type { Deps } from '../../deps.js';
import { beginSession } from './begin-session.js';
import { OIDC_CALLBACK_PATH, buildOidcStart, completeOidcSignIn } from './oidc.js';
import {
  OIDC_COOKIE,
  OIDC_COOKIE_PATH,
  OIDC_STATE_TTL_MS,
  openOidcState,
  sealOidcState,
} from './oidc-state-cookie.js';
import { DEFAULT_RETURN_TO, safeReturnTo } from './routes.js';
import { loggableError } from '../../plugins/errors.js';
import { secureCookie } from '../../plugins/session.js';

// The provider controls these values; a malformed one must end on the sign-in page, not a 400.
const optionalParam = z.string().optional().catch(undefined);
const startQuery = z.object({ returnTo: optionalParam });
const callbackQuery = z.looseObject({ error: optionalParam });

/** The sign-in page with a reason, keeping where the user was going when we know it. */
function loginWithError(code: SignInErrorCode, returnTo?: string): string {
  const params = new URLSearchParams({ error: code });
  if (returnTo && returnTo !== DEFAULT_RETURN_TO) params.set('returnTo', returnTo);
  return `/login?${params.toString()}`;
}

/** Sign-in with the configured OpenID Connect provider (authorization code flow with PKCE). */
export async function oidcRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  if (!deps.config.oidc) return;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cookieOptions = (request: FastifyRequest) => ({
    path: OIDC_COOKIE_PATH,
    httpOnly: true,
    // Lax: the provider sends the browser back with a top-level GET, which still carries it.
    sameSite: 'lax' as const,
    secure: secureCookie(request, deps),
  });
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  r.get(
    '/api/auth/oidc/start',
    { config: { access: 'public' }, schema: { querystring: startQuery } },
    async (request, reply) => {
      const returnTo = safeReturnTo(request.query.returnTo);
      noStore(reply);
      try {
        const { authorizationUrl, pending } = await buildOidcStart(deps, returnTo);
        reply.setCookie(
          OIDC_COOKIE,
          sealOidcState(deps.config.sessionSecret, pending, deps.clock()),
          {
            ...cookieOptions(request),
            maxAge: OIDC_STATE_TTL_MS / 1000,
          },
        );
        return reply.redirect(authorizationUrl);
      } catch (err) {
        // Discovery failed: the provider is down or misconfigured, which the operator must see.
        request.log.error({ err: loggableError(err) }, 'oidc: could not start sign-in');
        return reply.redirect(loginWithError('unavailable', returnTo));
      }
    },
  );

  r.get(
    OIDC_CALLBACK_PATH,
    { config: { access: 'public' }, schema: { querystring: callbackQuery } },
    async (request, reply) => {
      const pending = openOidcState(
        deps.config.sessionSecret,
        request.cookies[OIDC_COOKIE],
        deps.clock(),
      );
      // Single use whatever happens next: a retry must start a fresh flow.
      reply.clearCookie(OIDC_COOKIE, cookieOptions(request));
      noStore(reply);
      const returnTo = pending?.returnTo;

      if (request.query.error) {
        request.log.info(
          { providerError: request.query.error },
          'oidc: provider returned an error',
        );
        const cancelled = request.query.error === 'access_denied';
        return reply.redirect(loginWithError(cancelled ? 'cancelled' : 'failed', returnTo));
      }
      if (!pending) {
        request.log.warn(
          'oidc: callback without a valid state cookie (missing, expired or altered)',
        );
        return reply.redirect(loginWithError('failed'));
      }

      try {
        const search = new URL(request.url, deps.config.publicUrl).search;
        const user = await completeOidcSignIn(deps, { callbackSearch: search, pending });
        await beginSession(deps, request, reply, user.id);
        return reply.redirect(pending.returnTo);
      } catch (err) {
        // Our own refusals (no email, account conflicts) explain themselves; anything else is
        // a state, token or provider failure whose details belong in the log only.
        if (err instanceof AppError) {
          request.log.info({ code: err.code, message: err.message }, 'oidc: sign-in refused');
          return reply.redirect(loginWithError(signInErrorCode(err.message), returnTo));
        }
        request.log.warn({ err: loggableError(err) }, 'oidc: sign-in failed');
        return reply.redirect(loginWithError('failed', returnTo));
      }
    },
  );
}
