import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okResponse } from '../../../shared/schemas/auth.js';
import {
  markNotificationsReadBody,
  notificationsQuery,
  notificationsResponse,
} from '../../../shared/schemas/notifications.js';
import type { Deps } from '../../deps.js';
import { actorContext } from '../../plugins/session.js';
import { listNotifications, markReadUpTo } from './in-app.js';

export async function notificationRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/notifications',
    {
      config: { access: 'signed-in' },
      schema: { querystring: notificationsQuery, response: { 200: notificationsResponse } },
    },
    async (request) => listNotifications(actorContext(deps, request), request.query.before),
  );

  r.post(
    '/api/notifications/read',
    {
      config: { access: 'signed-in' },
      schema: { body: markNotificationsReadBody, response: { 200: okResponse } },
    },
    async (request) => {
      await markReadUpTo(actorContext(deps, request), request.body);
      return { ok: true as const };
    },
  );
}
