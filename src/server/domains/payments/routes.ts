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
import { APPLICANT_ONLY } from '../../plugins/access.js';
import { requireUser } from '../../plugins/session.js';
import { addOnIntent } from './add-on-intent.js';
import { orderIntent } from './intents.js';
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
    { config: { access: 'public' }, schema: { response: { 200: paymentConfigResponse } } },
    async () => provider.publicConfig,
  );

  r.post(
    '/api/create-payment-intent',
    {
      config: { access: APPLICANT_ONLY },
      schema: { body: createPaymentIntentBody, response: { 200: paymentIntentResponse } },
    },
    async (request) => orderIntent(deps, provider, requireUser(request), request.body.submissionId),
  );

  r.post(
    '/api/submissions/:id/add-on-intent',
    {
      config: { access: APPLICANT_ONLY },
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
        config: { access: APPLICANT_ONLY },
        schema: { body: testModeConfirmBody, response: { 200: testModeConfirmResponse } },
      },
      async (request) => {
        const result = await confirmTestPayment(deps, requireUser(request), request.body);
        if (result.status === 'needs_attention') {
          request.log.warn({ result }, 'test-mode payment held: it did not match the order');
        }
        return result;
      },
    );
  }

  if (provider.parseWebhook) await stripeWebhookRoute(app, deps, provider);
}
