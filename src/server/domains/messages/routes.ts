import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageBody, threadMessage } from '../../../shared/schemas/reviews.js';
import type { Deps } from '../../deps.js';
import { actorContext } from '../../plugins/session.js';
import { listMessages, postMessage } from './thread.js';

const params = z.object({ id: z.uuid('Order not found.') });

export async function messageRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/submissions/:id/messages',
    {
      config: { access: 'signed-in' },
      schema: { params, response: { 200: z.array(threadMessage) } },
    },
    async (request) => listMessages(actorContext(deps, request), request.params.id),
  );

  r.post(
    '/api/submissions/:id/messages',
    {
      config: { access: 'signed-in' },
      schema: { params, body: messageBody, response: { 201: z.array(threadMessage) } },
    },
    async (request, reply) => {
      const thread = await postMessage(actorContext(deps, request), {
        id: request.params.id,
        ...request.body,
      });
      return reply.status(201).send(thread);
    },
  );
}
