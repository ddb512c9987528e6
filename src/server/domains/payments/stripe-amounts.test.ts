import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, payments, refunds, submissions } from '../../db/schema/index.js';
import { orderNumber } from '../../../shared/domain/order-number.js';
import { REFUND_CHANGED_MESSAGE } from '../../../shared/domain/payment-messages.js';
import { mailsTo } from '../../../../tests/support/outbox.js';
import { placeDraft, signInAs } from '../../../../tests/support/http.js';
import {
  chargeOf,
  confirmInBrowser,
  failRefund,
  refundInDashboard,
  signedStripeEvent,
  standInStripeConfig,
  useStripeStandIn,
} from '../../../../tests/support/stripe-stand-in.js';
import { seedApplication } from '../../../../tests/support/seed.js';
import { useTestApp } from '../../../../tests/support/test-app.js';
import { refundMissedDeadlines } from '../../jobs/guarantee-refunds.js';
import { MAINTENANCE_MESSAGE, putSetting } from '../settings/settings.js';
import { paymentProviderFor } from './provider-for.js';
import {
  GUARANTEE_GRACE_MS,
  GUARANTEE_REASON,
  PROVIDER_REFUND_REASON,
  REFUND_FAILED_REASON,
} from './refund-reasons.js';

const WEBHOOK_SECRET = 'whsec_stand_in_amounts';
const stand = useStripeStandIn();
const t = useTestApp(() => ({
  publicUrl: 'http://app.test',
  stripe: standInStripeConfig(stand, WEBHOOK_SECRET),
}));
let alice: Awaited<ReturnType<typeof signInAs>>;
let admin: Awaited<ReturnType<typeof signInAs>>;

beforeAll(async () => {
  alice = await signInAs(t.app, t.db.db, 'applicant');
  admin = await signInAs(t.app, t.db.db, 'admin');
});
afterEach(async () => {
  await putSetting(t.db.db, 'maintenance_mode', false, null);
});

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie: alice.cookie }, payload });

const draft = (addOns: string[], tier: string) => placeDraft(t.app, alice.cookie, { addOns, tier });
const intent = (submissionId: string) =>
  post('/api/create-payment-intent', { packageTier: 'basic', addOns: [], submissionId });
const addOnIntent = (id: string, addOns: string[]) =>
  post(`/api/submissions/${id}/add-on-intent`, { addOns });
const submission = async (id: string) =>
  (await t.db.db.select().from(submissions).where(eq(submissions.id, id)))[0]!;
const paymentsOf = (id: string) =>
  t.db.db.select().from(payments).where(eq(payments.submissionId, id)).orderBy(payments.createdAt);
const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0]!;
const refundsAtStripe = (intentId: string) =>
  stand.refunds.filter((r) => r.payment_intent === intentId).map((r) => r.amount);

/** Stripe posts an event to the webhook, signed. */
function deliver(type: string, object: object) {
  const { payload, signature } = signedStripeEvent(type, object, { secret: WEBHOOK_SECRET });
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}
/** payment_intent.succeeded carries the intent as it now is. */
const deliverSucceeded = (intent: object) => deliver('payment_intent.succeeded', intent);
async function payInBrowser(clientSecret: string) {
  const paid = await confirmInBrowser(stand, intentIdOf(clientSecret));
  expect((await deliverSucceeded(paid)).statusCode).toBe(200);
  return paid;
}
async function paidOrder() {
  const id = await draft([], 'core');
  await payInBrowser((await intent(id)).json().clientSecret);
  expect((await submission(id)).status).toBe('queued');
  return id;
}

describe('Stripe charges the order total', () => {
  it('reprices the intent when the draft gains add-ons, so paying the old intent charges $575', async () => {
    const id = await draft([], 'basic');
    const old = (await intent(id)).json();
    expect(old.amountCents).toBe(9_900);
    for (const addOn of ['rush', 'extra_revision', 'resume_review', 't14_reviewer']) {
      expect((await post(`/api/submissions/${id}/add-ons`, { addOn })).statusCode).toBe(200);
    }
    expect(stand.intents.get(intentIdOf(old.clientSecret))?.amount).toBe(57_500);

    const paid = await payInBrowser(old.clientSecret);
    expect(paid.amount_received).toBe(57_500);
    expect((await submission(id)).status).toBe('queued');
    expect((await paymentsOf(id))[0]).toMatchObject({ status: 'succeeded', receivedCents: 57_500 });
  });

  it('does not queue an order when amount_received is below its total', async () => {
    const id = await draft(['rush'], 'premium');
    const { clientSecret } = (await intent(id)).json();
    const intentId = intentIdOf(clientSecret);
    const short = { ...stand.intents.get(intentId)!, status: 'succeeded', amount_received: 9_900 };

    const response = await deliverSucceeded(short);
    expect(response.statusCode).toBe(200);
    expect((await submission(id)).status).toBe('draft');
    expect((await paymentsOf(id))[0]).toMatchObject({
      status: 'needs_attention',
      receivedCents: 9_900,
    });
    const events = await t.db.db.select().from(orderEvents).where(eq(orderEvents.submissionId, id));
    expect(events.find((e) => e.note?.includes(intentId))?.note).toContain(
      '$99.00 was received but the order total $998.00',
    );
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${id}`,
      headers: { cookie: admin.cookie },
    });
    expect(detail.json().payments[0].status).toBe('needs_attention');
  });

  it('holds a checkout paid after its applicant became a reviewer, and leaves the order a draft', async () => {
    const bo = await signInAs(t.app, t.db.db, 'applicant');
    const asBo = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: { cookie: bo.cookie }, payload });
    const id = await placeDraft(t.app, bo.cookie, { tier: 'basic' });
    const { clientSecret } = (
      await asBo('/api/create-payment-intent', {
        packageTier: 'basic',
        addOns: [],
        submissionId: id,
      })
    ).json();
    const application = await seedApplication(t.db.db, bo.user.id);
    const approval = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reviewer-applications/${application.id}/decision`,
      headers: { cookie: admin.cookie },
      payload: { decision: 'approve' },
    });
    expect(approval.json().status).toBe('approved');

    // The checkout page was still open: Stripe takes the money, and the webhook reports it.
    await payInBrowser(clientSecret);
    expect((await submission(id)).status).toBe('draft');
    const [held] = await paymentsOf(id);
    expect(held).toMatchObject({ status: 'needs_attention', receivedCents: 9_900 });
    const events = await t.db.db.select().from(orderEvents).where(eq(orderEvents.submissionId, id));
    expect(events.map((e) => e.note).join(' ')).toContain(
      'the person who placed the order became a reviewer before paying',
    );
  });

  it('refuses an add-on while the draft is being paid at Stripe, and changes nothing', async () => {
    const id = await draft([], 'core');
    const { clientSecret } = (await intent(id)).json();
    stand.intents.get(intentIdOf(clientSecret))!.status = 'processing';

    const response = await post(`/api/submissions/${id}/add-ons`, { addOn: 'rush' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/being paid right now/);
    expect((await submission(id)).addOns).toEqual([]);
    expect((await paymentsOf(id))[0]!.amountCents).toBe(29_900);
    expect(stand.intents.get(intentIdOf(clientSecret))?.amount).toBe(29_900);
  });
});

describe('Stripe add-on checkouts', () => {
  it('cancels the open one at Stripe when another opens: rush is charged once', async () => {
    const id = await paidOrder();
    const first = (await addOnIntent(id, ['rush'])).json();
    const second = (await addOnIntent(id, ['rush', 'extra_revision'])).json();
    const firstId = intentIdOf(first.clientSecret);
    expect(stand.intents.get(firstId)).toMatchObject({
      status: 'canceled',
      cancellation_reason: 'abandoned',
    });
    await expect(confirmInBrowser(stand, firstId)).rejects.toThrow(/status of canceled/);

    await payInBrowser(second.clientSecret);
    expect((await submission(id)).addOns).toEqual(['rush', 'extra_revision']);
    // Had the cancelled one been paid after all, its success is held, not applied again.
    const late = { ...stand.intents.get(firstId)!, status: 'succeeded', amount_received: 9_900 };
    expect((await deliverSucceeded(late)).statusCode).toBe(200);
    const rows = await paymentsOf(id);
    expect(rows.filter((p) => p.status === 'succeeded' && p.addOns.includes('rush'))).toHaveLength(
      1,
    );
    expect(rows.find((p) => p.providerIntentId === firstId)?.status).toBe('needs_attention');
    expect((await submission(id)).addOns).toEqual(['rush', 'extra_revision']);
  });

  it('keeps the open checkout payable when opening another fails at Stripe', async () => {
    const id = await paidOrder();
    const first = (await addOnIntent(id, ['rush'])).json();
    // Stripe fails to create the next checkout (an outage, or a timeout).
    stand.failAnswers(
      (request) => request.method === 'POST' && request.path === '/v1/payment_intents',
    );
    try {
      expect((await addOnIntent(id, ['rush', 'extra_revision'])).statusCode).toBeGreaterThanOrEqual(
        500,
      );
    } finally {
      stand.failAnswers(false);
    }
    const again = (await addOnIntent(id, ['rush'])).json();
    expect(again.clientSecret).toBe(first.clientSecret);
    await payInBrowser(again.clientSecret);
    expect((await submission(id)).addOns).toEqual(['rush']);
  });

  it('keeps a checkout Stripe already took, and refuses to open another meanwhile', async () => {
    const id = await paidOrder();
    const first = (await addOnIntent(id, ['rush'])).json();
    const paid = await confirmInBrowser(stand, intentIdOf(first.clientSecret));

    const second = await addOnIntent(id, ['extra_revision']);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/being processed/);
    expect((await deliverSucceeded(paid)).statusCode).toBe(200);
    expect((await submission(id)).addOns).toEqual(['rush']);
  });
});

describe("Stripe intents cancelled in Stripe's dashboard", () => {
  /** What Stripe's dashboard does: the intent can never be paid after this. */
  const cancelInDashboard = (intentId: string) => {
    const intent = stand.intents.get(intentId)!;
    intent.status = 'canceled';
    intent.cancellation_reason = 'requested_by_customer';
    return { ...intent };
  };

  it('opens a new checkout once the webhook tells of it, and the order is paid through that', async () => {
    const id = await draft([], 'core');
    const first = (await intent(id)).json();
    const cancelled = cancelInDashboard(intentIdOf(first.clientSecret));
    expect((await deliver('payment_intent.canceled', cancelled)).statusCode).toBe(200);
    expect((await paymentsOf(id))[0]!.status).toBe('canceled');

    const second = (await intent(id)).json();
    expect(second.clientSecret).not.toBe(first.clientSecret);
    await payInBrowser(second.clientSecret);
    expect((await submission(id)).status).toBe('queued');
  });

  it('opens a new checkout when repricing finds it cancelled before its webhook came', async () => {
    const id = await draft([], 'core');
    const first = (await intent(id)).json();
    cancelInDashboard(intentIdOf(first.clientSecret));
    expect((await post(`/api/submissions/${id}/add-ons`, { addOn: 'rush' })).statusCode).toBe(200);

    const second = (await intent(id)).json();
    expect(second.clientSecret).not.toBe(first.clientSecret);
    expect(second.amountCents).toBe(stand.intents.get(intentIdOf(second.clientSecret))!.amount);
    await payInBrowser(second.clientSecret);
    expect((await submission(id)).status).toBe('queued');
    expect((await paymentsOf(id)).map((p) => p.status)).toEqual(['canceled', 'succeeded']);
  });
});

describe('Stripe refunds', () => {
  /** An admin's refund request, sent as the dialog sends it again after a failure. */
  function refundRequest(id: string) {
    const requestId = randomUUID();
    return (reason: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${id}/refund`,
        headers: { cookie: admin.cookie },
        payload: { requestId, amountCents: 5_000, reason },
      });
  }
  /** Recording a refund of the order fails meanwhile: what Stripe takes commits nothing here. */
  async function whileRecordingRefundsFails(id: string, during: () => Promise<unknown>) {
    await t.db.db.execute(
      sql.raw(`create function fail_refund() returns trigger language plpgsql as
        $$ begin raise exception 'recording the refund failed'; end $$`),
    );
    await t.db.db.execute(
      sql.raw(`create trigger fail_refund before insert on refunds for each row
        when (new.submission_id = '${id}') execute function fail_refund()`),
    );
    try {
      await during();
    } finally {
      await t.db.db.execute(sql`drop trigger fail_refund on refunds`);
      await t.db.db.execute(sql`drop function fail_refund`);
    }
  }
  /** Stripe takes the refund, then recording it fails, so nothing commits on our side. */
  const refundFailingAfterStripe = (id: string, refund: () => ReturnType<typeof post>) =>
    whileRecordingRefundsFails(id, async () => expect((await refund()).statusCode).toBe(500));

  it('gives money back once when a refund Stripe took is asked again after our side failed', async () => {
    const id = await paidOrder();
    const [order] = await paymentsOf(id);
    const refund = refundRequest(id);

    await refundFailingAfterStripe(id, () => refund('Late delivery'));
    expect(refundsAtStripe(order!.providerIntentId)).toEqual([5_000]);
    expect((await paymentsOf(id))[0]!.refundedCents).toBe(0);

    const again = await refund('Late delivery, asked again');
    expect(again.statusCode).toBe(200);
    expect(refundsAtStripe(order!.providerIntentId)).toEqual([5_000]);
    expect((await paymentsOf(id))[0]!.refundedCents).toBe(5_000);
  });

  it("counts it once when Stripe's webhook recorded that refund before the admin asked again", async () => {
    const id = await paidOrder();
    const [order] = await paymentsOf(id);
    const intentId = order!.providerIntentId;
    const refund = refundRequest(id);
    await refundFailingAfterStripe(id, () => refund('Late delivery'));

    // Stripe tells of the refund it made: recorded as the processor's, and the applicant told.
    const webhook = await deliver('charge.refunded', chargeOf(stand, intentId));
    expect(webhook.statusCode).toBe(200);
    expect((await paymentsOf(id))[0]!.refundedCents).toBe(5_000);

    const again = await refund('Late delivery, asked again');
    expect(again.statusCode).toBe(200);
    expect(refundsAtStripe(intentId)).toEqual([5_000]);
    const [payment] = await paymentsOf(id);
    expect(payment).toMatchObject({ refundedCents: 5_000, status: 'succeeded' });
    const recorded = await t.db.db.select().from(refunds).where(eq(refunds.submissionId, id));
    expect(recorded.map((r) => r.amountCents)).toEqual([5_000]);
    const told = await mailsTo(
      t.db.db,
      alice.user.email,
      `Refund issued for order #${orderNumber(id)}`,
    );
    expect(told).toHaveLength(1);
    // What is left is still the admin's to refund.
    const rest = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/refund`,
      headers: { cookie: admin.cookie },
      payload: { requestId: randomUUID(), reason: 'Goodwill' },
    });
    expect(rest.statusCode).toBe(200);
    expect(refundsAtStripe(intentId)).toEqual([5_000, payment!.amountCents - 5_000]);
  });

  it("keeps the order open when the guarantee's refund is recorded only from Stripe's webhook", async () => {
    const id = await paidOrder();
    const [order] = await paymentsOf(id);
    const intentId = order!.providerIntentId;
    const late = new Date(t.clock.clock().getTime() - GUARANTEE_GRACE_MS - 60_000);
    await t.db.db.update(submissions).set({ etaAt: late }).where(eq(submissions.id, id));
    const guarantee = async () =>
      refundMissedDeadlines({ ...t.deps, payments: await paymentProviderFor(t.deps.config) });

    await whileRecordingRefundsFails(id, () =>
      expect(guarantee()).rejects.toThrow('The guarantee refund failed'),
    );
    expect(refundsAtStripe(intentId)).toEqual([order!.amountCents]);
    expect((await deliver('charge.refunded', chargeOf(stand, intentId))).statusCode).toBe(200);

    // Still open for the reviewer, and the refund is the guarantee's, made once.
    expect((await submission(id)).status).toBe('queued');
    const recorded = await t.db.db.select().from(refunds).where(eq(refunds.submissionId, id));
    expect(recorded.map((r) => [r.amountCents, r.reason])).toEqual([
      [order!.amountCents, GUARANTEE_REASON],
    ]);
    expect(await guarantee()).toBe(0);
    expect(refundsAtStripe(intentId)).toEqual([order!.amountCents]);
  });

  it("gives back, on a later run, the add-on whose refund failed after Stripe's webhook recorded the order's", async () => {
    const id = await paidOrder();
    await payInBrowser((await addOnIntent(id, ['extra_revision'])).json().clientSecret);
    const [order, addOn] = await paymentsOf(id);
    const late = new Date(t.clock.clock().getTime() - GUARANTEE_GRACE_MS - 60_000);
    await t.db.db.update(submissions).set({ etaAt: late }).where(eq(submissions.id, id));
    const stripe = await paymentProviderFor(t.deps.config);
    const addOnRefundFails = {
      ...stripe,
      async refund(input: Parameters<typeof stripe.refund>[0]) {
        if (input.intentId === addOn!.providerIntentId) throw new Error('Stripe is not answering');
        return stripe.refund(input);
      },
    };

    await expect(refundMissedDeadlines({ ...t.deps, payments: addOnRefundFails })).rejects.toThrow(
      'The guarantee refund failed',
    );
    // Stripe refunded the order's charge, and its webhook records it as the guarantee's.
    expect(refundsAtStripe(order!.providerIntentId)).toEqual([order!.amountCents]);
    const notice = chargeOf(stand, order!.providerIntentId);
    expect((await deliver('charge.refunded', notice)).statusCode).toBe(200);

    expect(await refundMissedDeadlines({ ...t.deps, payments: stripe })).toBe(1);
    expect(refundsAtStripe(addOn!.providerIntentId)).toEqual([addOn!.amountCents]);
    expect(refundsAtStripe(order!.providerIntentId)).toEqual([order!.amountCents]);
    const recorded = await t.db.db.select().from(refunds).where(eq(refunds.submissionId, id));
    expect(recorded.map((r) => [r.paymentId, r.reason])).toEqual([
      [order!.id, GUARANTEE_REASON],
      [addOn!.id, GUARANTEE_REASON],
    ]);
    expect((await submission(id)).status).toBe('queued');
    expect(await refundMissedDeadlines({ ...t.deps, payments: stripe })).toBe(0);
  });

  it("records a dashboard refund after the guarantee's as the provider's, not as a second guarantee", async () => {
    const id = await paidOrder();
    const late = new Date(t.clock.clock().getTime() - GUARANTEE_GRACE_MS - 60_000);
    await t.db.db.update(submissions).set({ etaAt: late }).where(eq(submissions.id, id));
    await refundMissedDeadlines({ ...t.deps, payments: await paymentProviderFor(t.deps.config) });
    // The order stays open after the guarantee, so the applicant can still buy an add-on.
    const revision = await payInBrowser(
      (await addOnIntent(id, ['extra_revision'])).json().clientSecret,
    );
    stand.refunds.push({
      id: `re_${randomUUID()}`,
      payment_intent: revision.id,
      amount: revision.amount_received,
    });
    expect(
      (await deliver('charge.refunded', chargeOf(stand, revision.id as string))).statusCode,
    ).toBe(200);

    const recorded = await t.db.db.select().from(refunds).where(eq(refunds.submissionId, id));
    expect(recorded.map((r) => r.reason).sort()).toEqual(
      [GUARANTEE_REASON, PROVIDER_REFUND_REASON].sort(),
    );
    expect((await submission(id)).status).toBe('queued');
  });

  it("refuses, instead of refunding another charge, a retry whose first charge Stripe's webhook recorded", async () => {
    const id = await draft([], 'basic');
    await payInBrowser((await intent(id)).json().clientSecret);
    await payInBrowser((await addOnIntent(id, ['rush'])).json().clientSecret);
    const charges = await paymentsOf(id);
    const order = charges.find((p) => p.purpose === 'order');
    const rush = charges.find((p) => p.purpose === 'add_ons');
    expect([order!.amountCents, rush!.amountCents]).toEqual([9_900, 9_900]);
    const requestId = randomUUID();
    const refund = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${id}/refund`,
        headers: { cookie: admin.cookie },
        payload: { requestId, amountCents: 9_900, reason: 'Late delivery' },
      });
    // The order's charge is refunded at Stripe, our side fails, and the webhook records it.
    await refundFailingAfterStripe(id, refund);
    const webhook = await deliver('charge.refunded', chargeOf(stand, order!.providerIntentId));
    expect(webhook.statusCode).toBe(200);

    // The same request again would now fall on the Rush charge: Stripe refuses its key.
    const again = await refund();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REFUND_CHANGED_MESSAGE);
    expect(refundsAtStripe(order!.providerIntentId)).toEqual([9_900]);
    expect(refundsAtStripe(rush!.providerIntentId)).toEqual([]);
    const after = await paymentsOf(id);
    expect(after.find((p) => p.id === order!.id)!.refundedCents).toBe(9_900);
    expect(after.find((p) => p.id === rush!.id)!.refundedCents).toBe(0);
  });
});

describe("Stripe refunds the card's bank sends back", () => {
  const fullRefund = (id: string, reason: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/refund`,
      headers: { cookie: admin.cookie },
      payload: { requestId: randomUUID(), reason },
    });
  const refundedInTakings = async () => {
    const result = await t.db.db.execute(
      sql`select coalesce(sum(refunded_cents), 0)::int as cents from daily_takings`,
    );
    return (result as unknown as { rows: { cents: number }[] }).rows[0]!.cents;
  };
  /** The order's refund rows, largest first: those of one test share the clock's instant. */
  const refundRows = async (id: string) =>
    (await t.db.db.select().from(refunds).where(eq(refunds.submissionId, id)))
      .sort((a, b) => b.amountCents - a.amountCents)
      .map((r) => [r.amountCents, r.reason]);

  it('takes the refund back once, tells the applicant and the admins, and lets it be made again', async () => {
    const id = await paidOrder();
    const [order] = await paymentsOf(id);
    const intentId = order!.providerIntentId;
    const takingsBefore = await refundedInTakings();
    expect((await fullRefund(id, 'Late delivery')).statusCode).toBe(200);
    expect((await submission(id)).status).toBe('refunded');
    const made = stand.refunds.find((r) => r.payment_intent === intentId)!;

    // Stripe reports one failure twice, under two event types.
    const failed = failRefund(stand, made.id as string);
    expect((await deliver('refund.failed', failed)).statusCode).toBe(200);
    expect((await deliver('charge.refund.updated', failed)).statusCode).toBe(200);

    const [payment] = await paymentsOf(id);
    expect(payment).toMatchObject({ status: 'succeeded', refundedCents: 0 });
    expect(await refundRows(id)).toEqual([
      [order!.amountCents, 'Late delivery'],
      [-order!.amountCents, REFUND_FAILED_REASON],
    ]);
    // The money is ours again: the takings count no refund, and the order stays closed.
    expect(await refundedInTakings()).toBe(takingsBefore);
    expect((await submission(id)).status).toBe('refunded');
    const number = orderNumber(id);
    const toApplicant = await mailsTo(
      t.db.db,
      alice.user.email,
      `Your refund for order #${number} did not go through`,
    );
    expect(toApplicant).toHaveLength(1);
    expect(toApplicant[0]!.textBody).toContain('(expired or canceled card)');
    const toAdmin = await mailsTo(t.db.db, admin.user.email, `Refund failed for order #${number}`);
    expect(toAdmin).toHaveLength(1);
    expect(toAdmin[0]!.textBody).toContain('Refund it again from the order page');
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${id}`,
      headers: { cookie: admin.cookie },
    });
    expect(detail.json()).toMatchObject({ refundableCents: order!.amountCents });
    const takenBack = detail.json().refunds.find((r: { amountCents: number }) => r.amountCents < 0);
    expect(takenBack).toMatchObject({
      amountCents: -order!.amountCents,
      by: 'the payment provider',
    });

    expect((await fullRefund(id, 'Refund to the new card')).statusCode).toBe(200);
    expect(refundsAtStripe(intentId)).toEqual([order!.amountCents, order!.amountCents]);
    expect((await paymentsOf(id))[0]).toMatchObject({
      status: 'refunded',
      refundedCents: order!.amountCents,
    });
  });

  it("keeps a held charge's failed refund off a draft that opened another checkout since", async () => {
    const id = await draft([], 'core');
    const intentId = intentIdOf((await intent(id)).json().clientSecret);
    const short = { ...stand.intents.get(intentId)!, status: 'succeeded', amount_received: 9_900 };
    stand.intents.set(intentId, { ...short, latest_charge: 'ch_short' });
    expect((await deliverSucceeded(short)).statusCode).toBe(200);
    expect((await fullRefund(id, 'Wrong amount')).statusCode).toBe(200);
    const next = (await intent(id)).json();
    expect(intentIdOf(next.clientSecret)).not.toBe(intentId);

    const made = stand.refunds.find((r) => r.payment_intent === intentId)!;
    expect((await deliver('refund.failed', failRefund(stand, made.id as string))).statusCode).toBe(
      200,
    );
    // The draft keeps its one live order charge; the held money waits for the admins.
    expect((await paymentsOf(id)).map((p) => [p.status, p.refundedCents])).toEqual([
      ['refunded', 0],
      ['requires_payment', 0],
    ]);
    const toAdmin = await mailsTo(
      t.db.db,
      admin.user.email,
      `Refund failed for order #${orderNumber(id)}`,
    );
    expect(toAdmin).toHaveLength(1);
    expect(toAdmin[0]!.textBody).toContain('the order page cannot refund it again');
  });

  it('leaves a guarantee refund the bank sent back to the admins instead of refunding that card again', async () => {
    const id = await paidOrder();
    const [order] = await paymentsOf(id);
    const late = new Date(t.clock.clock().getTime() - GUARANTEE_GRACE_MS - 60_000);
    await t.db.db.update(submissions).set({ etaAt: late }).where(eq(submissions.id, id));
    const guarantee = async () =>
      refundMissedDeadlines({ ...t.deps, payments: await paymentProviderFor(t.deps.config) });
    expect(await guarantee()).toBe(1);
    const made = stand.refunds.find((r) => r.payment_intent === order!.providerIntentId)!;
    expect((await deliver('refund.failed', failRefund(stand, made.id as string))).statusCode).toBe(
      200,
    );

    expect(await guarantee()).toBe(0);
    expect(refundsAtStripe(order!.providerIntentId)).toEqual([order!.amountCents]);
    expect((await paymentsOf(id))[0]).toMatchObject({ status: 'succeeded', refundedCents: 0 });
    // Still open for the reviewer, and still the admins' to refund.
    expect((await submission(id)).status).toBe('queued');
    expect((await fullRefund(id, 'Refund to the new card')).statusCode).toBe(200);
  });

  it('takes nothing back for a failure that comes before its refund, whose late event then records nothing', async () => {
    const id = await paidOrder();
    const intentId = (await paymentsOf(id))[0]!.providerIntentId;
    const { refund, charge } = await refundInDashboard(stand, intentId, 5_000);
    const failed = failRefund(stand, refund.id);

    expect((await deliver('refund.failed', failed)).statusCode).toBe(200);
    expect((await deliver('charge.refunded', charge)).statusCode).toBe(200);
    expect(await refundRows(id)).toEqual([]);
    expect((await paymentsOf(id))[0]).toMatchObject({ status: 'succeeded', refundedCents: 0 });
    expect(
      await mailsTo(t.db.db, alice.user.email, `Refund issued for order #${orderNumber(id)}`),
    ).toEqual([]);
    expect(
      await mailsTo(t.db.db, admin.user.email, `Refund failed for order #${orderNumber(id)}`),
    ).toEqual([]);
  });

  it("still gives the guarantee's refund on a charge whose earlier goodwill refund the bank sent back", async () => {
    const id = await paidOrder();
    const [order] = await paymentsOf(id);
    const goodwill = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/refund`,
      headers: { cookie: admin.cookie },
      payload: { requestId: randomUUID(), amountCents: 5_000, reason: 'Goodwill' },
    });
    expect(goodwill.statusCode).toBe(200);
    const made = stand.refunds.find((r) => r.payment_intent === order!.providerIntentId)!;
    expect((await deliver('refund.failed', failRefund(stand, made.id as string))).statusCode).toBe(
      200,
    );

    const late = new Date(t.clock.clock().getTime() - GUARANTEE_GRACE_MS - 60_000);
    await t.db.db.update(submissions).set({ etaAt: late }).where(eq(submissions.id, id));
    expect(
      await refundMissedDeadlines({
        ...t.deps,
        payments: await paymentProviderFor(t.deps.config),
      }),
    ).toBe(1);
    expect(refundsAtStripe(order!.providerIntentId)).toEqual([5_000, order!.amountCents]);
    expect((await paymentsOf(id))[0]).toMatchObject({ refundedCents: order!.amountCents });
  });

  it("does not count a refund again when its event, sent again, arrives after the refund's failure", async () => {
    const id = await paidOrder();
    const [order] = await paymentsOf(id);
    const { refund, charge } = await refundInDashboard(stand, order!.providerIntentId, 5_000);
    expect((await deliver('charge.refunded', charge)).statusCode).toBe(200);
    expect((await deliver('refund.failed', failRefund(stand, refund.id))).statusCode).toBe(200);

    // Another event about that refund, sent before the failure and delivered after it, carries
    // a figure that predates the failure.
    expect((await deliver('charge.refunded', charge)).statusCode).toBe(200);
    expect((await paymentsOf(id))[0]).toMatchObject({ status: 'succeeded', refundedCents: 0 });
    expect(await refundRows(id)).toEqual([
      [5_000, PROVIDER_REFUND_REASON],
      [-5_000, REFUND_FAILED_REASON],
    ]);
  });

  it("keeps the admin's refund when a dashboard refund beside it fails before its own event came", async () => {
    const id = await paidOrder();
    const [order] = await paymentsOf(id);
    const requestId = randomUUID();
    const byAdmin = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/refund`,
      headers: { cookie: admin.cookie },
      payload: { requestId, amountCents: 5_000, reason: 'Late delivery' },
    });
    expect(byAdmin.statusCode).toBe(200);
    const rest = order!.amountCents - 5_000;
    const { refund, charge } = await refundInDashboard(stand, order!.providerIntentId, rest);

    expect((await deliver('refund.failed', failRefund(stand, refund.id))).statusCode).toBe(200);
    expect((await deliver('charge.refunded', charge)).statusCode).toBe(200);
    expect((await paymentsOf(id))[0]).toMatchObject({ status: 'succeeded', refundedCents: 5_000 });
    expect(await refundRows(id)).toEqual([[5_000, 'Late delivery']]);
    expect((await submission(id)).status).toBe('queued');
  });
});

describe('Stripe events out of order', () => {
  it("asks for a dashboard refund again when it comes before its payment's success", async () => {
    const id = await draft([], 'core');
    const paid = await confirmInBrowser(stand, intentIdOf((await intent(id)).json().clientSecret));
    const { charge: partial } = await refundInDashboard(stand, paid.id as string, 5_000);
    const early = await deliver('charge.refunded', partial);
    expect(early.statusCode).toBe(409);
    expect(await t.db.db.select().from(refunds).where(eq(refunds.submissionId, id))).toEqual([]);

    expect((await deliverSucceeded(paid)).statusCode).toBe(200);
    expect((await deliver('charge.refunded', partial)).statusCode).toBe(200);
    const [refund] = await t.db.db.select().from(refunds).where(eq(refunds.submissionId, id));
    // Given back from money taken, so revenue counts the payment less it.
    expect(refund).toMatchObject({ amountCents: 5_000, ofCaptured: true });
    expect((await submission(id)).status).toBe('queued');
  });
});

describe('Stripe in maintenance mode', () => {
  it('refuses the payment intent of an existing draft with 503', async () => {
    const id = await draft([], 'core');
    expect((await intent(id)).statusCode).toBe(200);
    await putSetting(t.db.db, 'maintenance_mode', true, admin.user.id);
    const response = await intent(id);
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(MAINTENANCE_MESSAGE);
  });
});
