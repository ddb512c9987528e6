import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addOnIntentBody,
  createPaymentIntentBody,
  paymentConfigResponse,
  paymentIntentResponse,
  testModeConfirmBody,
  testModeConfirmResponse,
} from '../../../shared/schemas/payments.js';
import type { Deps } from '../../deps.js';
import { requireRole, requireUser } from '../../plugins/session.js';
import { addOnIntent, orderIntent } from './intents.js';
import type { PaymentProvider } from './providers/provider.js';
import { confirmTestPayment } from './test-mode-confirm.js';
import { stripeWebhookRoute } from './webhook-route.js';

export async function paymentRoutes(
  app: FastifyInstance,
  deps: Deps,
  provider: PaymentProvider,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/payments/config',
    { schema: { response: { 200: paymentConfigResponse } } },
    async () => provider.publicConfig,
  );

  r.post(
    '/api/create-payment-intent',
    {
      preHandler: requireRole('applicant'),
      schema: { body: createPaymentIntentBody, response: { 200: paymentIntentResponse } },
    },
    async (request) => orderIntent(deps, provider, requireUser(request), request.body.submissionId),
  );

  r.post(
    '/api/submissions/:id/add-on-intent',
    {
      preHandler: requireRole('applicant'),
      schema: {
        params: z.object({ id: z.uuid('Order not found.') }),
        body: addOnIntentBody,
        response: { 200: paymentIntentResponse },
      },
    },
    async (request) =>
      addOnIntent(deps, provider, requireUser(request), request.params.id, request.body.addOns),
  );

  if (provider.name === 'test') {
    r.post(
      '/api/payments/test-mode/confirm',
      {
        preHandler: requireRole('applicant'),
        schema: { body: testModeConfirmBody, response: { 200: testModeConfirmResponse } },
      },
      async (request) => {
        await confirmTestPayment(deps, requireUser(request), request.body);
        return { status: 'succeeded' as const };
      },
    );
  }

  if (provider.parseWebhook) await stripeWebhookRoute(app, deps, provider);
}
