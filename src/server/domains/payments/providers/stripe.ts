import Stripe from 'stripe';
import { AppError } from '../../../../shared/errors.js';
import {
  PROCESSOR_UNAVAILABLE_MESSAGE,
  REFUND_CHANGED_MESSAGE,
} from '../../../../shared/domain/payment-messages.js';
import type { StripeConfig } from '../../../config.js';
import type { IntentChange, PaymentProvider, ProviderEvent } from './provider.js';

export interface StripeProviderOptions {
  /** Retries of failed network calls, made safe by idempotency keys (default 2). */
  maxNetworkRetries?: number;
  /** Per request, in milliseconds (default 20 s; the SDK's own is 80 s). */
  timeoutMs?: number;
}

/** Stripe's message when a card fails without saying why. */
const GENERIC_DECLINE = 'Your card was declined.';

/** An expandable field's id, whether Stripe sent the id or the object. */
const idOf = (field: string | { id: string } | null) =>
  typeof field === 'string' ? field : field?.id;

/** Reduces a verified Stripe event to what the app acts on; every other type is acknowledged. */
export function toProviderEvent(event: Stripe.Event): ProviderEvent {
  switch (event.type) {
    case 'payment_intent.succeeded':
      return {
        id: event.id,
        type: 'payment_succeeded',
        intentId: event.data.object.id,
        amountReceivedCents: event.data.object.amount_received,
      };
    // Cancelled in Stripe's dashboard (or by us, when a checkout is replaced): never payable.
    case 'payment_intent.canceled':
      return { id: event.id, type: 'payment_canceled', intentId: event.data.object.id };
    case 'payment_intent.payment_failed':
      return {
        id: event.id,
        type: 'payment_failed',
        intentId: event.data.object.id,
        failureMessage: event.data.object.last_payment_error?.message ?? GENERIC_DECLINE,
      };
    case 'charge.refunded': {
      const charge = event.data.object;
      const intentId = idOf(charge.payment_intent);
      // A charge made outside a PaymentIntent is not one of ours.
      if (!intentId) return { id: event.id, type: 'ignored' };
      return {
        id: event.id,
        type: 'charge_refunded',
        intentId,
        amountRefundedCents: charge.amount_refunded,
      };
    }
    // A refund that did not reach the card (a closed account, say) is failed; one stopped
    // before it went out is canceled. Either way Stripe puts the money back in our balance.
    // Stripe reports it as both of the first two (and as refund.updated on some API versions).
    case 'refund.failed':
    case 'charge.refund.updated':
    case 'refund.updated': {
      const refund = event.data.object;
      const intentId = idOf(refund.payment_intent);
      if (!intentId || (refund.status !== 'failed' && refund.status !== 'canceled')) {
        return { id: event.id, type: 'ignored' };
      }
      return {
        id: event.id,
        type: 'refund_failed',
        intentId,
        refundId: refund.id,
        amountCents: refund.amount,
        failureReason: refund.failure_reason ?? null,
      };
    }
    default:
      return { id: event.id, type: 'ignored' };
  }
}

/**
 * Stripe's errors carry Stripe's HTTP status, which our error handler would answer with: a 401
 * there is our key, not the caller's session, and a 404 is Stripe's object, not the URL asked.
 * Rethrown without the status, a surprise answers 500 and keeps Stripe's message in the log.
 * Stripe unreachable, timing out, failing on its side or limiting our rate (after the SDK's own
 * retries) is a passing outage: 503, with a message that says to try again.
 */
function withoutStripeStatus(error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    (error.statusCode ?? 0) >= 500
  ) {
    return new AppError('unavailable', PROCESSOR_UNAVAILABLE_MESSAGE, { cause: error });
  }
  return new Error(`Stripe answered ${error.statusCode ?? 'nothing'}: ${error.message}`, {
    cause: error,
  });
}

async function stripeCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw withoutStripeStatus(error);
  }
}

/** Stripe refuses to change an intent that is paid, being paid or cancelled with this code. */
async function intentChange(change: () => Promise<unknown>): Promise<IntentChange> {
  try {
    await change();
    return 'done';
  } catch (error) {
    if (
      !(error instanceof Stripe.errors.StripeError) ||
      error.code !== 'payment_intent_unexpected_state'
    )
      throw withoutStripeStatus(error);
    return error.payment_intent?.status === 'canceled' ? 'canceled' : 'too_late';
  }
}

/** Stripe's PaymentIntents (shown with the Payment Element), refunds and signed webhooks. */
export function stripeProvider(
  config: StripeConfig,
  options: StripeProviderOptions = {},
): PaymentProvider {
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: options.timeoutMs ?? 20_000,
    appInfo: { name: 'counsel-review' },
    ...config.apiBase,
  });
  return {
    name: 'stripe',
    publicConfig: { provider: 'stripe', publishableKey: config.publishableKey },

    async createIntent({ amountCents, currency, paymentId, submissionId, description }) {
      const intent = await stripeCall(() =>
        stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency,
            // Cards and wallets paid on the page: a method that sends the payer to another site
            // would bring them back to a dashboard that cannot yet say the payment went through.
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            description,
            metadata: { paymentId, submissionId },
          },
          // One payment row, one intent: a retried request cannot create a second one.
          { idempotencyKey: paymentId },
        ),
      );
      if (!intent.client_secret) {
        throw new Error(`Stripe returned payment intent ${intent.id} without a client secret`);
      }
      return { intentId: intent.id, clientSecret: intent.client_secret };
    },

    updateIntentAmount(intentId, amountCents) {
      return intentChange(() => stripe.paymentIntents.update(intentId, { amount: amountCents }));
    },

    async cancelIntent(intentId) {
      const change = await intentChange(() =>
        stripe.paymentIntents.cancel(intentId, { cancellation_reason: 'abandoned' }),
      );
      return change === 'canceled' ? 'done' : change;
    },

    // The admin's reason stays in our refunds table: Stripe refuses a key's retry whose
    // parameters differ, and a retry may well be worded differently.
    async refund({ intentId, amountCents, idempotencyKey }) {
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: intentId,
            amount: amountCents,
            reason: 'requested_by_customer',
            // The charge as this refund left it: its amount_refunded counts every refund.
            expand: ['charge'],
          },
          { idempotencyKey },
        );
        return typeof refund.charge === 'object' && refund.charge
          ? refund.charge.amount_refunded
          : null;
      } catch (error) {
        if (error instanceof Stripe.errors.StripeIdempotencyError)
          throw new AppError('conflict', REFUND_CHANGED_MESSAGE);
        // Stripe's reason (a disputed charge, say) is what the admin needs to decide.
        if (error instanceof Stripe.errors.StripeInvalidRequestError)
          throw new AppError('conflict', `Stripe refused the refund: ${error.message}`);
        throw withoutStripeStatus(error);
      }
    },

    async refundedInAll(intentId) {
      const intent = await stripeCall(() =>
        stripe.paymentIntents.retrieve(intentId, { expand: ['latest_charge'] }),
      );
      const charge = intent.latest_charge;
      return typeof charge === 'object' && charge ? charge.amount_refunded : 0;
    },

    parseWebhook(rawBody, signature) {
      if (!signature) throw new Error('The Stripe-Signature header is missing.');
      return toProviderEvent(
        stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret),
      );
    },
  };
}
