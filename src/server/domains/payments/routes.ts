import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addOnIntentBody,
  createPaymentIntentBody,
  paymentConfigResponse,
  paymentIntentResponse,
  receipt,
  testModeConfirmBody,
  testModeConfirmResponse,
} from '../../../shared/schemas/payments.js';
import { APPLICANT_ONLY } from '../../plugins/access.js';
import { actorContext } from '../../plugins/session.js';
import { addOnIntent } from './add-on-intent.js';
import { orderIntent } from './intents.js';
import { orderReceipts } from './receipts.js';
import type { PaymentDeps } from './payments-context.js';
import { confirmTestPayment } from './test-mode-confirm.js';
import { stripeWebhookRoute } from './webhook-route.js';

export async function paymentRoutes(app: FastifyInstance, deps: PaymentDeps): Promise<void> {
  const provider = deps.payments;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/payments/config',
    { config: { access: 'public' }, schema: { response: { 200: paymentConfigResponse } } },
    async () => provider.publicConfig,
  );

  r.post(
    '/api/create-payment-intent',
    {
      config: { access: APPLICANT_ONLY, keepsSessions: true },
      schema: { body: createPaymentIntentBody, response: { 200: paymentIntentResponse } },
    },
    async (request) => orderIntent(actorContext(deps, request), request.body.submissionId),
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
      addOnIntent(actorContext(deps, request), { id: request.params.id, ...request.body }),
  );

  r.get(
    '/api/submissions/:id/receipts',
    {
      config: { access: APPLICANT_ONLY },
      schema: {
        params: z.object({ id: z.uuid('Order not found.') }),
        response: { 200: z.array(receipt) },
      },
    },
    async (request) => orderReceipts(actorContext(deps, request), request.params.id),
  );

  if (provider.name === 'test') {
    r.post(
      '/api/payments/test-mode/confirm',
      {
        config: { access: APPLICANT_ONLY, keepsSessions: true },
        schema: { body: testModeConfirmBody, response: { 200: testModeConfirmResponse } },
      },
      async (request) => {
        const result = await confirmTestPayment(actorContext(deps, request), request.body);
        if (result.status === 'needs_attention') {
          request.log.warn({ result }, 'test-mode payment held: it did not match the order');
        }
        return result;
      },
    );
  }

  if (provider.parseWebhook) await stripeWebhookRoute(app, deps);
}
