import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okResponse } from '../../../shared/schemas/auth.js';
import { contactBody } from '../../../shared/schemas/support.js';
import type { Deps } from '../../deps.js';
import { sendContactRequest } from './send-contact-request.js';

/** The FAQ & Support contact form; open to visitors and signed-in users alike. */
export async function supportRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/support/contact',
    { config: { access: 'public' }, schema: { body: contactBody, response: { 201: okResponse } } },
    async (request, reply) => {
      const { id, adminsNotified } = await sendContactRequest(deps, {
        ...request.body,
        ip: request.ip,
        userId: request.user?.id ?? null,
      });
      // Stored either way; with no admin yet, the log is where an operator would notice it.
      if (adminsNotified === 0)
        request.log.warn({ id }, 'support request stored, no admin to notify');
      return reply.status(201).send({ ok: true as const });
    },
  );
}
