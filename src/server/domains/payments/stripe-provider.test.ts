import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { PROCESSOR_UNAVAILABLE_MESSAGE } from '../../../shared/domain/payment-messages.js';
import {
  confirmInBrowser,
  failRefund,
  standInStripeConfig,
  useStripeStandIn,
} from '../../../../tests/support/stripe-stand-in.js';
import { testConfig } from '../../../../tests/support/test-app.js';
import { paymentProviderFor, STRIPE_CALLS_AT_ONCE } from './provider-for.js';
import { stripeProvider, toProviderEvent } from './providers/stripe.js';

const stand = useStripeStandIn();
const provider = () => stripeProvider(standInStripeConfig(stand));
const input = (paymentId: string) => ({
  amountCents: 29_900,
  currency: 'usd',
  paymentId,
  submissionId: '5f0c8a52-34b3-4c1e-9d7e-0a6f3f0f2d11',
  description: 'Counsel Review Core review',
});

describe('the Stripe provider against the stand-in', () => {
  it('creates an intent once per payment id: a retried create gets the same intent back', async () => {
    const first = await provider().createIntent(input('pay-retried'));
    const again = await provider().createIntent(input('pay-retried'));
    expect(again).toEqual(first);
    expect(first.clientSecret).toMatch(new RegExp(`^${first.intentId}_secret_`));
    const sent = stand.requests.filter((r) => r.idempotencyKey === 'pay-retried');
    expect(sent).toHaveLength(2);
    expect([...stand.intents.values()].filter((i) => i.id === first.intentId)).toHaveLength(1);
  });

  it('refunds through the payment intent, once for a key however often it is sent', async () => {
    const { intentId } = await provider().createIntent(input('pay-refunded'));
    const refund = { intentId, amountCents: 10_000, idempotencyKey: 'refund-pay-refunded-0-10000' };
    await provider().refund(refund);
    await provider().refund(refund);
    const sent = stand.requests.filter((r) => r.path === '/v1/refunds');
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({
      idempotencyKey: refund.idempotencyKey,
      form: { payment_intent: intentId, amount: '10000', reason: 'requested_by_customer' },
    });
    const made = stand.refunds.filter((r) => r.payment_intent === intentId);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ object: 'refund', amount: 10_000, status: 'succeeded' });
  });

  it('reads what the charge has refunded now, without the refunds its bank sent back', async () => {
    const { intentId } = await provider().createIntent(input('pay-refunded-in-all'));
    expect(await provider().refundedInAll!(intentId)).toBe(0);
    await confirmInBrowser(stand, intentId);
    const refund = { intentId, amountCents: 10_000, idempotencyKey: 'refund-in-all-1' };
    expect(await provider().refund(refund)).toBe(10_000);
    expect(await provider().refundedInAll!(intentId)).toBe(10_000);
    const made = stand.refunds.find((r) => r.payment_intent === intentId)!;
    failRefund(stand, made.id as string);
    expect(await provider().refundedInAll!(intentId)).toBe(0);
    expect(stand.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `/v1/payment_intents/${intentId}`,
      form: { expand: { '0': 'latest_charge' } },
    });
  });

  it('reprices and cancels an unpaid intent, and says too_late once Stripe is taking it', async () => {
    const open = await provider().createIntent(input('pay-repriced'));
    expect(await provider().updateIntentAmount(open.intentId, 39_800)).toBe('done');
    expect(stand.intents.get(open.intentId)?.amount).toBe(39_800);
    expect(await provider().cancelIntent(open.intentId)).toBe('done');
    expect(stand.intents.get(open.intentId)?.status).toBe('canceled');
    expect(await provider().cancelIntent(open.intentId)).toBe('done');
    expect(await provider().updateIntentAmount(open.intentId, 100)).toBe('canceled');

    const busy = await provider().createIntent(input('pay-processing'));
    stand.intents.get(busy.intentId)!.status = 'processing';
    expect(await provider().updateIntentAmount(busy.intentId, 100)).toBe('too_late');
    expect(stand.intents.get(busy.intentId)?.amount).toBe(29_900);
    stand.intents.get(busy.intentId)!.status = 'succeeded';
    expect(await provider().cancelIntent(busy.intentId)).toBe('too_late');
  });

  it("surfaces Stripe errors without Stripe's HTTP status, which is not the caller's", async () => {
    const error: unknown = await provider()
      .updateIntentAmount('pi_missing', 100)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(
      "Stripe answered 404: No such payment_intent: 'pi_missing'",
    );
    expect(error).not.toHaveProperty('statusCode');
  });

  it('says why Stripe refused a refund, for the admin who asked', async () => {
    await expect(
      provider().refund({ intentId: 'pi_missing', amountCents: 100, idempotencyKey: 'refund-x' }),
    ).rejects.toMatchObject({
      code: 'conflict',
      message: "Stripe refused the refund: No such payment_intent: 'pi_missing'",
    });
  });
});

describe('Stripe down or slow', () => {
  const unavailable = { code: 'unavailable', status: 503, message: PROCESSOR_UNAVAILABLE_MESSAGE };

  it('answers 503 with a message to try again when Stripe fails on its side', async () => {
    stand.failAnswers(true);
    try {
      await expect(provider().createIntent(input('pay-failing'))).rejects.toMatchObject(
        unavailable,
      );
      await expect(
        provider().refund({ intentId: 'pi_x', amountCents: 100, idempotencyKey: 'refund-failing' }),
      ).rejects.toMatchObject(unavailable);
    } finally {
      stand.failAnswers(false);
    }
  });

  it('answers 503 when Stripe cannot be reached or does not answer in time', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = stripeProvider(
      { ...standInStripeConfig(stand), apiBase: { ...stand.apiBase, port } },
      { maxNetworkRetries: 0 },
    );
    await expect(unreachable.cancelIntent('pi_x')).rejects.toMatchObject(unavailable);

    const release = stand.holdAnswers();
    try {
      const slow = stripeProvider(standInStripeConfig(stand), {
        maxNetworkRetries: 0,
        timeoutMs: 200,
      });
      await expect(slow.updateIntentAmount('pi_x', 100)).rejects.toMatchObject(unavailable);
    } finally {
      release();
    }
  });

  it('lets half the pool wait on Stripe at once and refuses the next call without sending it', async () => {
    const limited = await paymentProviderFor(testConfig({ stripe: standInStripeConfig(stand) }));
    const release = stand.holdAnswers();
    const before = stand.requests.length;
    const waiting = Array.from({ length: STRIPE_CALLS_AT_ONCE }, (_, i) =>
      limited.createIntent(input(`pay-waiting-${i}`)),
    );
    await expect.poll(() => stand.requests.length - before).toBe(STRIPE_CALLS_AT_ONCE);
    await expect(limited.createIntent(input('pay-one-too-many'))).rejects.toMatchObject(
      unavailable,
    );
    release();
    const opened = await Promise.all(waiting);
    expect(opened.every((intent) => intent.intentId.startsWith('pi_'))).toBe(true);
    expect(stand.requests.length - before).toBe(STRIPE_CALLS_AT_ONCE);
  });
});

describe('reading Stripe webhooks', () => {
  const event = (type: string, object: object) =>
    ({ id: 'evt_1', object: 'event', type, data: { object } }) as unknown as Stripe.Event;

  it('maps the payment events the app acts on and ignores the rest', () => {
    expect(toProviderEvent(event('payment_intent.succeeded', { id: 'pi_1' }))).toEqual({
      id: 'evt_1',
      type: 'payment_succeeded',
      intentId: 'pi_1',
    });
    expect(
      toProviderEvent(event('payment_intent.succeeded', { id: 'pi_1', amount_received: 500 })),
    ).toEqual({
      id: 'evt_1',
      type: 'payment_succeeded',
      intentId: 'pi_1',
      amountReceivedCents: 500,
    });
    expect(
      toProviderEvent(event('charge.refunded', { payment_intent: 'pi_1', amount_refunded: 500 })),
    ).toEqual({ id: 'evt_1', type: 'charge_refunded', intentId: 'pi_1', amountRefundedCents: 500 });
    expect(
      toProviderEvent(event('charge.refunded', { payment_intent: null, amount_refunded: 500 })),
    ).toEqual({ id: 'evt_1', type: 'ignored' });
    expect(toProviderEvent(event('payment_intent.canceled', { id: 'pi_1' }))).toEqual({
      id: 'evt_1',
      type: 'payment_canceled',
      intentId: 'pi_1',
    });
    expect(toProviderEvent(event('invoice.paid', {}))).toEqual({ id: 'evt_1', type: 'ignored' });
  });

  it("maps a refund the card's bank sent back, or one canceled, under each event type that tells of it", () => {
    const refund = {
      id: 're_1',
      payment_intent: 'pi_1',
      amount: 500,
      status: 'failed',
      failure_reason: 'lost_or_stolen_card',
    };
    const failed = {
      id: 'evt_1',
      type: 'refund_failed',
      intentId: 'pi_1',
      refundId: 're_1',
      amountCents: 500,
      failureReason: 'lost_or_stolen_card',
    };
    for (const type of ['refund.failed', 'charge.refund.updated', 'refund.updated']) {
      expect(toProviderEvent(event(type, refund))).toEqual(failed);
    }
    expect(
      toProviderEvent(
        event('refund.updated', { ...refund, status: 'canceled', failure_reason: undefined }),
      ),
    ).toEqual({ ...failed, failureReason: null });
    // A refund still on its way, or one that went through, changes nothing here.
    for (const status of ['pending', 'succeeded', 'requires_action']) {
      expect(toProviderEvent(event('charge.refund.updated', { ...refund, status }))).toEqual({
        id: 'evt_1',
        type: 'ignored',
      });
    }
    expect(toProviderEvent(event('refund.failed', { ...refund, payment_intent: null }))).toEqual({
      id: 'evt_1',
      type: 'ignored',
    });
  });

  it('refuses a payload whose signature does not verify', () => {
    const payload = JSON.stringify({ id: 'evt_2', type: 'payment_intent.succeeded' });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    expect(() => provider().parseWebhook!(Buffer.from(payload), header)).toThrow();
    expect(() => provider().parseWebhook!(Buffer.from(payload), undefined)).toThrow(/missing/);
  });
});
