import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  orderEvents,
  outboxEmails,
  paymentEvents,
  payments,
  submissions,
} from '../../db/schema/index.js';
import { placeDraft, signInAs } from '../../../../tests/support/http.js';
import {
  confirmInBrowser,
  refundInDashboard,
  signedStripeEvent,
  standInStripeConfig,
  useStripeStandIn,
} from '../../../../tests/support/stripe-stand-in.js';
import { useTestApp } from '../../../../tests/support/test-app.js';

const WEBHOOK_SECRET = 'whsec_stand_in_0123456789';
const stand = useStripeStandIn();
const t = useTestApp(() => ({
  publicUrl: 'http://app.test',
  stripe: standInStripeConfig(stand, WEBHOOK_SECRET),
}));
let alice: Awaited<ReturnType<typeof signInAs>>;

beforeAll(async () => {
  alice = await signInAs(t.app, t.db.db, 'applicant');
});

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie: alice.cookie }, payload });

const draft = (addOns: string[] = ['rush'], tier = 'premium') =>
  placeDraft(t.app, alice.cookie, { addOns, tier });

/** The client's body: the browser's tier and add-ons are ignored; the server prices the draft. */
const intent = (submissionId: string) =>
  post('/api/create-payment-intent', { packageTier: 'basic', addOns: [], submissionId });

const paymentOf = async (submissionId: string) =>
  (await t.db.db.select().from(payments).where(eq(payments.submissionId, submissionId)))[0]!;
const submission = async (id: string) =>
  (await t.db.db.select().from(submissions).where(eq(submissions.id, id)))[0]!;
const creates = (submissionId: string) =>
  stand.requests.filter(
    (r) =>
      r.path === '/v1/payment_intents' &&
      (r.form.metadata as Record<string, string> | undefined)?.submissionId === submissionId,
  );

const postWebhook = (payload: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
    payload,
  });
/** Delivers an event the way Stripe does: JSON body, Stripe-Signature over the raw bytes. */
function deliver(type: string, object: object, opts: { id?: string; secret?: string } = {}) {
  const secret = opts.secret ?? WEBHOOK_SECRET;
  const { payload, signature } = signedStripeEvent(type, object, { id: opts.id, secret });
  return postWebhook(payload, signature);
}

async function intentFor(id: string) {
  expect((await intent(id)).statusCode).toBe(200);
  return (await paymentOf(id)).providerIntentId;
}
/** The payer pays in the browser (once), then Stripe posts payment_intent.succeeded. */
async function succeeded(intentId: string, eventId?: string) {
  const known = stand.intents.get(intentId);
  if (known && known.status !== 'succeeded') await confirmInBrowser(stand, intentId);
  const intent = stand.intents.get(intentId) ?? {
    id: intentId,
    object: 'payment_intent',
    status: 'succeeded',
    amount_received: 100,
  };
  return deliver('payment_intent.succeeded', intent, { id: eventId });
}

describe('Stripe payments', () => {
  it('tells the browser to load Stripe with the publishable key, and hides the test-mode form', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(config.json()).toEqual({ provider: 'stripe', publishableKey: 'pk_test_stand_in' });
    expect((await post('/api/payments/test-mode/confirm', {})).statusCode).toBe(404);
  });

  it('creates one server-priced payment intent per draft and returns its client secret', async () => {
    const id = await draft(['rush', 'extra_revision'], 'premium');
    const first = await intent(id);
    expect(first.statusCode).toBe(200);
    expect(first.json().amountCents).toBe(89_900 + 9_900 + 12_900);

    const [create] = creates(id);
    const payment = await paymentOf(id);
    expect(create).toMatchObject({
      method: 'POST',
      bearer: 'sk_test_stand_in',
      idempotencyKey: payment.id,
      form: {
        amount: '112700',
        currency: 'usd',
        automatic_payment_methods: { enabled: 'true', allow_redirects: 'never' },
        metadata: { paymentId: payment.id, submissionId: id },
      },
    });
    expect(create!.form.description).toContain('Premium');
    const stored = stand.intents.get(payment.providerIntentId)!;
    expect(first.json().clientSecret).toBe(stored.client_secret);
    expect(payment).toMatchObject({ provider: 'stripe', clientSecret: stored.client_secret });

    const again = await intent(id);
    expect(again.json().clientSecret).toBe(first.json().clientSecret);
    expect(creates(id)).toHaveLength(1);
  });

  it('updates the intent amount when the draft gains an add-on', async () => {
    const id = await draft([], 'core');
    const intentId = await intentFor(id);
    await post(`/api/submissions/${id}/add-ons`, { addOn: 'resume_review' });
    const response = await intent(id);
    expect(response.json().amountCents).toBe(29_900 + 9_900);
    const update = stand.requests.find((r) => r.path === `/v1/payment_intents/${intentId}`);
    expect(update?.form).toEqual({ amount: '39800' });
    expect(stand.intents.get(intentId)?.amount).toBe(39_800);
  });
});

describe('Stripe webhooks', () => {
  it('queues the order on payment_intent.succeeded, once however often it is delivered', async () => {
    const id = await draft(['extra_revision'], 'premium');
    const intentId = await intentFor(id);
    const paidAt = t.clock.clock();
    const eventId = `evt_${randomBytes(8).toString('hex')}`;

    const response = await succeeded(intentId, eventId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    const row = await submission(id);
    expect(row.status).toBe('queued');
    expect(row.submittedAt).toEqual(paidAt);
    expect(row.etaAt).toEqual(new Date(paidAt.getTime() + 48 * 3600_000));
    expect((await paymentOf(id)).status).toBe('succeeded');

    const replay = await succeeded(intentId, eventId);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true });
    const receipts = (
      await t.db.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, alice.user.email))
    ).filter((m) =>
      m.subject.startsWith(`Payment received for order #${id.slice(-4).toUpperCase()}`),
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.textBody).toContain('Total charged: $1,028');
    const events = await t.db.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.submissionId, id), eq(orderEvents.toStatus, 'queued')));
    expect(events).toHaveLength(1);
  });

  it('answers 400 to a missing or wrong signature and changes nothing', async () => {
    const id = await draft();
    const intentId = await intentFor(id);
    const object = { id: intentId, object: 'payment_intent' };
    const forged = await deliver('payment_intent.succeeded', object, {
      id: 'evt_forged',
      secret: 'whsec_someone_else',
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toMatch(/Stripe-Signature/);

    const { payload, signature } = signedStripeEvent('customer.created', object, {
      secret: WEBHOOK_SECRET,
    });
    expect((await postWebhook(payload)).statusCode).toBe(400);
    // A valid signature over other bytes: the body was altered on the way.
    const tampered = await postWebhook(
      payload.replace('customer.created', 'payment_intent.succeeded'),
      signature,
    );
    expect(tampered.statusCode).toBe(400);

    expect((await submission(id)).status).toBe('draft');
    expect((await paymentOf(id)).status).toBe('requires_payment');
    const recorded = await t.db.db.select().from(paymentEvents);
    expect(recorded.map((e) => e.eventId)).not.toContain('evt_forged');
  });

  it('records the failure message of payment_intent.payment_failed and leaves a draft', async () => {
    const id = await draft();
    const intentId = await intentFor(id);
    const failed = await deliver('payment_intent.payment_failed', {
      id: intentId,
      object: 'payment_intent',
      status: 'requires_payment_method',
      last_payment_error: { type: 'card_error', message: 'Your card has insufficient funds.' },
    });
    expect(failed.statusCode).toBe(200);
    expect(await paymentOf(id)).toMatchObject({
      status: 'failed',
      failureMessage: 'Your card has insufficient funds.',
    });
    expect((await submission(id)).status).toBe('draft');

    await deliver('payment_intent.payment_failed', { id: intentId, last_payment_error: null });
    expect((await paymentOf(id)).failureMessage).toBe('Your card was declined.');
  });

  it('refunds the order on a full charge.refunded', async () => {
    const id = await draft([], 'core');
    const intentId = await intentFor(id);
    await succeeded(intentId);
    const { charge } = await refundInDashboard(stand, intentId, 29_900);
    const refunded = await deliver('charge.refunded', charge);
    expect(refunded.statusCode).toBe(200);
    expect((await submission(id)).status).toBe('refunded');
    expect(await paymentOf(id)).toMatchObject({ status: 'refunded', refundedCents: 29_900 });
  });

  it('acknowledges event types it does not act on, and intents it did not create', async () => {
    const customer = { id: 'cus_1', object: 'customer' };
    const other = await deliver('customer.created', customer, { id: 'evt_customer_created' });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual({ received: true });
    const recorded = await t.db.db.select().from(paymentEvents);
    expect(recorded.map((e) => e.eventId)).not.toContain('evt_customer_created');

    const foreign = await succeeded('pi_not_from_this_app');
    expect(foreign.statusCode).toBe(200);
  });
});
