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
import { actorContext } from '../../plugins/session.js';
import { beginSession } from './begin-session.js';
import { completeAdminSetup } from './admin-setup.js';
import { confirmPasswordReset, requestPasswordReset } from './password-reset.js';
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
    async (request) => toPublicUser(await updateProfile(actorContext(deps, request), request.body)),
  );

  r.post(
    '/api/auth/password',
    {
      config: { access: 'signed-in' },
      schema: { body: changePasswordBody, response: { 200: okResponse } },
    },
    async (request) => {
      await changePassword(actorContext(deps, request), {
        ...request.body,
        sessionToken: request.sessionToken,
        ip: request.ip,
      });
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
      await requestPasswordReset(deps, { ...request.body, ip: request.ip });
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
