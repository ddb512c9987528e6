import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminSetupBody,
  changePasswordBody,
  okResponse,
  passwordResetConfirmBody,
  passwordResetRequestBody,
  updateProfileBody,
  userResponse,
} from '../../../shared/schemas/auth.js';
import type { Deps } from '../../deps.js';
import { requireUser } from '../../plugins/session.js';
import { beginSession } from './begin-session.js';
import { completeAdminSetup } from './admin-setup.js';
import { guardAttemptFromIp } from './login-throttle.js';
import { confirmPasswordReset, requestPasswordReset } from './password-reset.js';
import { deleteUserSessions } from './sessions.js';
import { changePassword, toPublicUser, updateProfile } from './users.js';

/** Profile, password and first-admin endpoints. */
export async function accountRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ok = { ok: true as const };

  r.patch(
    '/api/auth/user',
    {
      config: { access: 'signed-in' },
      schema: { body: updateProfileBody, response: { 200: userResponse } },
    },
    async (request) =>
      toPublicUser(await updateProfile(deps.db, requireUser(request).id, request.body)),
  );

  r.post(
    '/api/auth/password',
    {
      config: { access: 'signed-in' },
      schema: { body: changePasswordBody, response: { 200: okResponse } },
    },
    async (request) => {
      const user = requireUser(request);
      await changePassword(deps.db, user, request.body);
      // Other devices lose their sessions; this one stays signed in.
      await deleteUserSessions(deps, user.id, request.sessionToken ?? undefined);
      return ok;
    },
  );

  r.post(
    '/api/auth/password-reset/request',
    {
      config: { access: 'public' },
      schema: { body: passwordResetRequestBody, response: { 200: okResponse } },
    },
    async (request) => {
      await guardAttemptFromIp(deps, request.ip);
      await requestPasswordReset(deps, request.body.email);
      return ok;
    },
  );

  r.post(
    '/api/auth/password-reset/confirm',
    {
      config: { access: 'public' },
      schema: { body: passwordResetConfirmBody, response: { 200: okResponse } },
    },
    async (request) => {
      await confirmPasswordReset(deps, request.body);
      return ok;
    },
  );

  r.post(
    '/api/auth/admin-setup',
    {
      config: { access: 'public' },
      schema: { body: adminSetupBody, response: { 201: userResponse } },
    },
    async (request, reply) => {
      const user = await completeAdminSetup(deps, request.body);
      await beginSession(deps, request, reply, user.id);
      return reply.status(201).send(toPublicUser(user));
    },
  );
}
