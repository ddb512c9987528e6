import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../shared/errors.js';
import { applyProviderEvent } from './apply-event.js';
import type { PaymentDeps } from './payments-context.js';
import type { ProviderEvent } from './providers/provider.js';

const BAD_SIGNATURE = 'The Stripe-Signature header is missing or does not match this payload.';

/**
 * POST /api/webhooks/stripe: verifies the signature over the raw body, applies the event
 * once, and acknowledges it. Stripe sends no Origin header, so the origin check lets it in.
 */
export async function stripeWebhookRoute(app: FastifyInstance, deps: PaymentDeps): Promise<void> {
  const provider = deps.payments;
  const parseWebhook = provider.parseWebhook?.bind(provider);
  if (!parseWebhook) return;

  // Its own encapsulated plugin: the raw-body JSON parser applies to this route only.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );

    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/webhooks/stripe',
      {
        config: { access: 'public' },
        schema: { response: { 200: z.object({ received: z.literal(true) }) } },
      },
      async (request) => {
        const header = request.headers['stripe-signature'];
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        let event: ProviderEvent;
        try {
          event = parseWebhook(raw, typeof header === 'string' ? header : undefined);
        } catch (err) {
          request.log.warn({ err }, 'stripe webhook refused: signature check failed');
          throw new AppError('validation', BAD_SIGNATURE);
        }

        const result = await applyProviderEvent(deps, { provider: provider.name, event });
        const about = {
          eventId: event.id,
          type: event.type,
          intentId: 'intentId' in event ? event.intentId : undefined,
          result,
        };
        if (result === 'unknown_payment') {
          request.log.warn(about, 'stripe webhook for a payment intent this app did not create');
        } else if (result === 'needs_attention') {
          request.log.warn(about, 'stripe payment held: it did not match the order');
        } else {
          request.log.info(about, 'stripe webhook');
        }
        return { received: true as const };
      },
    );
  });
}
