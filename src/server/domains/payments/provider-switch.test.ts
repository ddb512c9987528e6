import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeDraft, signInAs, type Session } from '../../../../tests/support/http.js';
import {
  confirmInBrowser,
  signedStripeEvent,
  standInStripeConfig,
  useStripeStandIn,
} from '../../../../tests/support/stripe-stand-in.js';
import { testConfig } from '../../../../tests/support/test-app.js';
import { createTestDb, type TestDatabase } from '../../../../tests/support/test-db.js';
import { buildApp } from '../../app.js';
import { payments, submissions } from '../../db/schema/index.js';
import { PROCESSOR_UNAVAILABLE_MESSAGE } from '../../../shared/domain/payment-messages.js';

const WEBHOOK_SECRET = 'whsec_stand_in_switch';
const stand = useStripeStandIn();
let db: TestDatabase;
/** The same database before and after the operator set the Stripe keys. */
let testMode: FastifyInstance;
let stripe: FastifyInstance;
let alice: Session;

beforeAll(async () => {
  db = await createTestDb();
  testMode = await buildApp(testConfig(), { db: db.db, logger: false });
  stripe = await buildApp(testConfig({ stripe: standInStripeConfig(stand, WEBHOOK_SECRET) }), {
    db: db.db,
    logger: false,
  });
  await Promise.all([testMode.ready(), stripe.ready()]);
  alice = await signInAs(testMode, db.db, 'applicant');
});

afterAll(async () => {
  await testMode?.close();
  await stripe?.close();
  await db?.close();
});

const post = (app: FastifyInstance, url: string, payload: object) =>
  app.inject({ method: 'POST', url, headers: { cookie: alice.cookie }, payload });

const draft = (addOns: string[] = []) => placeDraft(testMode, alice.cookie, { addOns });
const checkout = (app: FastifyInstance, submissionId: string) =>
  post(app, '/api/create-payment-intent', { submissionId });
const chargesOf = (id: string) =>
  db.db
    .select()
    .from(payments)
    .where(eq(payments.submissionId, id))
    .orderBy(asc(payments.createdAt));
const payInTestMode = (clientSecret: string) =>
  post(testMode, '/api/payments/test-mode/confirm', {
    clientSecret,
    cardNumber: '4242 4242 4242 4242',
    expiry: '12 / 34',
    cvc: '123',
  });
const intentOfSecret = (clientSecret: string) => clientSecret.split('_secret_')[0]!;

describe('switching from test mode to Stripe', () => {
  it("replaces an order's open test-mode checkout with a Stripe one, which pays the order", async () => {
    const id = await draft(['rush']);
    const before = await checkout(testMode, id);
    expect(before.statusCode).toBe(200);

    const after = await checkout(stripe, id);
    expect(after.statusCode).toBe(200);
    const { clientSecret, amountCents } = after.json<{
      clientSecret: string;
      amountCents: number;
    }>();
    expect(clientSecret).not.toBe(before.json<{ clientSecret: string }>().clientSecret);
    const intent = stand.intents.get(intentOfSecret(clientSecret));
    expect(intent).toMatchObject({ amount: amountCents, status: 'requires_payment_method' });
    expect(amountCents).toBe(before.json<{ amountCents: number }>().amountCents);
    expect((await chargesOf(id)).map((c) => [c.provider, c.status])).toEqual([
      ['test', 'canceled'],
      ['stripe', 'requires_payment'],
    ]);

    // The test-mode charge is no longer one the test card form can pay.
    const paidInTestMode = await payInTestMode(
      before.json<{ clientSecret: string }>().clientSecret,
    );
    expect(paidInTestMode.statusCode).toBe(409);

    const paid = await confirmInBrowser(stand, intent!.id as string);
    const { payload, signature } = signedStripeEvent('payment_intent.succeeded', paid, {
      secret: WEBHOOK_SECRET,
    });
    const webhook = await stripe.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
    expect(webhook.statusCode).toBe(200);
    const [order] = await db.db.select().from(submissions).where(eq(submissions.id, id));
    expect(order!.status).toBe('queued');
  });

  it('cancels the test-mode charge of a draft edited after the switch, without asking Stripe', async () => {
    const id = await draft();
    expect((await checkout(testMode, id)).statusCode).toBe(200);
    const sent = stand.requests.length;
    const edited = await stripe.inject({
      method: 'POST',
      url: `/api/submissions/${id}/add-ons`,
      headers: { cookie: alice.cookie },
      payload: { addOn: 'rush' },
    });
    expect(edited.statusCode).toBe(200);
    expect(stand.requests.length).toBe(sent);
    expect((await chargesOf(id)).map((c) => [c.provider, c.status])).toEqual([
      ['test', 'canceled'],
    ]);
    expect((await checkout(stripe, id)).statusCode).toBe(200);
  });

  it("replaces a paid order's open test-mode add-on checkout, without asking Stripe to cancel it", async () => {
    const id = await draft();
    const order = await checkout(testMode, id);
    const confirmed = await payInTestMode(order.json<{ clientSecret: string }>().clientSecret);
    expect(confirmed.statusCode).toBe(200);
    const addOnUrl = `/api/submissions/${id}/add-on-intent`;
    expect((await post(testMode, addOnUrl, { addOns: ['rush'] })).statusCode).toBe(200);

    const sent = stand.requests.length;
    const after = await post(stripe, addOnUrl, { addOns: ['rush'] });
    expect(after.statusCode).toBe(200);
    const { clientSecret } = after.json<{ clientSecret: string }>();
    expect(stand.intents.get(intentOfSecret(clientSecret))).toMatchObject({ amount: 9_900 });
    expect(stand.requests.slice(sent).map((r) => r.path)).toEqual(['/v1/payment_intents']);
    const addOnCharges = (await chargesOf(id)).filter((c) => c.purpose === 'add_ons');
    expect(addOnCharges.map((c) => [c.provider, c.status])).toEqual([
      ['test', 'canceled'],
      ['stripe', 'requires_payment'],
    ]);
  });
});

describe('going back from Stripe to test mode', () => {
  it("keeps an order's open Stripe checkout, which could still be paid there, and opens no second one", async () => {
    const id = await draft();
    const opened = await checkout(stripe, id);
    expect(opened.statusCode).toBe(200);

    const inTestMode = await checkout(testMode, id);
    expect(inTestMode.statusCode).toBe(503);
    expect(inTestMode.json().message).toBe(PROCESSOR_UNAVAILABLE_MESSAGE);
    const edited = await post(testMode, `/api/submissions/${id}/add-ons`, { addOn: 'rush' });
    expect(edited.statusCode).toBe(503);
    const [order] = await db.db.select().from(submissions).where(eq(submissions.id, id));
    expect(order!.addOns).toEqual([]);
    expect((await chargesOf(id)).map((c) => [c.provider, c.status])).toEqual([
      ['stripe', 'requires_payment'],
    ]);

    // With the keys back, the same checkout goes on.
    const again = await checkout(stripe, id);
    expect(again.json().clientSecret).toBe(opened.json().clientSecret);
  });

  it('refunds a test-mode payment after the switch without asking Stripe, and a Stripe one only with its keys', async () => {
    const admin = await signInAs(stripe, db.db, 'admin');
    const refund = (app: FastifyInstance, id: string) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/orders/${id}/refund`,
        headers: { cookie: admin.cookie },
        payload: { reason: 'Goodwill', requestId: randomUUID() },
      });

    const paidInTestMode = await draft();
    const order = await checkout(testMode, paidInTestMode);
    const { clientSecret } = order.json<{ clientSecret: string }>();
    expect((await payInTestMode(clientSecret)).statusCode).toBe(200);
    const sent = stand.requests.length;
    expect((await refund(stripe, paidInTestMode)).statusCode).toBe(200);
    expect(stand.requests.length).toBe(sent);
    expect((await chargesOf(paidInTestMode)).map((c) => [c.provider, c.status])).toEqual([
      ['test', 'refunded'],
    ]);

    const paidThroughStripe = await draft();
    const intent = (await checkout(stripe, paidThroughStripe)).json<{ clientSecret: string }>();
    const paid = await confirmInBrowser(stand, intentOfSecret(intent.clientSecret));
    const { payload, signature } = signedStripeEvent('payment_intent.succeeded', paid, {
      secret: WEBHOOK_SECRET,
    });
    await stripe.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
    // Its add-on checkout, open at Stripe, is not replaced in test mode either.
    const addOnUrl = `/api/submissions/${paidThroughStripe}/add-on-intent`;
    expect((await post(stripe, addOnUrl, { addOns: ['rush'] })).statusCode).toBe(200);
    const addOnInTestMode = await post(testMode, addOnUrl, { addOns: ['extra_revision'] });
    expect(addOnInTestMode.statusCode).toBe(503);
    expect(addOnInTestMode.json().message).toBe(PROCESSOR_UNAVAILABLE_MESSAGE);

    const refused = await refund(testMode, paidThroughStripe);
    expect(refused.statusCode).toBe(503);
    expect(refused.json().message).toBe(
      'This order was paid through Stripe, and this server runs in test mode now. Set the Stripe keys again to refund it.',
    );
    expect((await chargesOf(paidThroughStripe)).map((c) => [c.purpose, c.status])).toEqual([
      ['order', 'succeeded'],
      ['add_ons', 'requires_payment'],
    ]);
  });
});
