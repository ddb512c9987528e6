import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  notifications,
  orderEvents,
  outboxEmails,
  payments,
  submissions,
} from '../../db/schema/index.js';
import { placeDraft, signInAs } from '../../../../tests/support/http.js';
import { mailsTo } from '../../../../tests/support/outbox.js';
import { useTestApp } from '../../../../tests/support/test-app.js';
import { MAINTENANCE_MESSAGE, putSetting } from '../settings/settings.js';
import { applyProviderEvent } from './apply-event.js';
import { HELD_PAYMENT_MESSAGE } from '../../../shared/domain/payment-messages.js';
import { orderNumber } from '../../../shared/domain/order-number.js';

const t = useTestApp({ publicUrl: 'http://app.test' });
type Session = Awaited<ReturnType<typeof signInAs>>;
let alice: Session;
let admin: Session;

beforeAll(async () => {
  alice = await signInAs(t.app, t.db.db, 'applicant');
  admin = await signInAs(t.app, t.db.db, 'admin');
});
afterEach(async () => {
  await putSetting(t.db.db, 'maintenance_mode', false, null);
});

const post = (url: string, payload: object, cookie = alice.cookie) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

const draft = (addOns: string[], tier: string) => placeDraft(t.app, alice.cookie, { addOns, tier });
const intent = (submissionId: string) =>
  post('/api/create-payment-intent', { packageTier: 'basic', addOns: [], submissionId });
const addOnIntent = (id: string, addOns: string[]) =>
  post(`/api/submissions/${id}/add-on-intent`, { addOns });
const pay = (clientSecret: string) =>
  post('/api/payments/test-mode/confirm', {
    clientSecret,
    cardNumber: '4242 4242 4242 4242',
    expiry: '12 / 34',
    cvc: '123',
  });
const submission = async (id: string) =>
  (await t.db.db.select().from(submissions).where(eq(submissions.id, id)))[0]!;
const paymentsOf = (id: string) =>
  t.db.db.select().from(payments).where(eq(payments.submissionId, id)).orderBy(payments.createdAt);
const adminDetail = async (id: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${id}`,
      headers: { cookie: admin.cookie },
    })
  ).json();

async function paidOrder() {
  const id = await draft([], 'core');
  expect((await pay((await intent(id)).json().clientSecret)).statusCode).toBe(200);
  return id;
}

describe('the amount charged is the order total', () => {
  it('charges the full total when the intent made before adding add-ons is paid', async () => {
    const id = await draft([], 'basic');
    const old = (await intent(id)).json();
    expect(old.amountCents).toBe(9_900);
    for (const addOn of ['rush', 'extra_revision', 'resume_review', 't14_reviewer']) {
      expect((await post(`/api/submissions/${id}/add-ons`, { addOn })).statusCode).toBe(200);
    }

    expect((await pay(old.clientSecret)).json()).toEqual({ status: 'succeeded' });
    expect((await submission(id)).status).toBe('queued');
    const [payment] = await paymentsOf(id);
    expect(payment).toMatchObject({
      status: 'succeeded',
      amountCents: 57_500,
      receivedCents: 57_500,
    });
    const receipt = (
      await t.db.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, alice.user.email))
    ).find((m) =>
      m.subject.startsWith(`Payment received for order #${id.slice(-4).toUpperCase()}`),
    );
    expect(receipt?.textBody).toContain('Total charged: $575');
  });

  it('holds a success for less than the order total: not queued, logged, shown to the admin', async () => {
    const id = await draft(['rush'], 'core');
    await intent(id);
    const [payment] = await paymentsOf(id);
    const result = await applyProviderEvent(t.deps, {
      provider: 'test',
      event: {
        id: `evt_short_${id}`,
        type: 'payment_succeeded',
        intentId: payment!.providerIntentId,
        amountReceivedCents: 9_900,
      },
    });

    expect(result).toBe('needs_attention');
    expect((await submission(id)).status).toBe('draft');
    expect((await paymentsOf(id))[0]).toMatchObject({
      status: 'needs_attention',
      amountCents: 39_800,
      receivedCents: 9_900,
      succeededAt: null,
    });
    const detail = await adminDetail(id);
    // The admin sees what was taken, the same amount that is left to refund.
    expect(detail.payments[0]).toMatchObject({ status: 'needs_attention', amountCents: 9_900 });
    expect(detail.refundableCents).toBe(9_900);
    const held = detail.events.find((e: { note: string | null }) => e.note?.includes('held'));
    expect(held).toMatchObject({ fromStatus: 'draft', toStatus: 'draft' });
    expect(held.note).toContain('$99.00 was received but the order total $398.00');
    const told = await t.db.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, alice.user.id));
    expect(told.some((n) => n.title.includes('is being checked'))).toBe(true);
    // The payer is told our team will be in touch: every admin hears of it, with the reason.
    const adminTold = await t.db.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, admin.user.id));
    expect(
      adminTold.filter((n) => n.title === `Payment held for order #${orderNumber(id)}`),
    ).toHaveLength(1);
    const [adminMail] = await mailsTo(
      t.db.db,
      admin.user.email,
      `Payment held for order #${orderNumber(id)}`,
    );
    expect(adminMail?.textBody).toContain('$99.00 was received but the order total $398.00');

    // The payer is not asked to pay again, and a replay changes nothing.
    const again = await intent(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(HELD_PAYMENT_MESSAGE);
    expect((await pay(payment!.clientSecret)).statusCode).toBe(409);
    expect(
      await applyProviderEvent(t.deps, {
        provider: 'test',
        event: {
          id: `evt_full_${id}`,
          type: 'payment_succeeded',
          intentId: payment!.providerIntentId,
          amountReceivedCents: 39_800,
        },
      }),
    ).toBe('duplicate');
    expect((await submission(id)).status).toBe('draft');

    // The admin gives the held money back.
    const refund = await post(
      `/api/admin/orders/${id}/refund`,
      { requestId: randomUUID(), reason: 'Held payment returned' },
      admin.cookie,
    );
    expect(refund.statusCode).toBe(200);
    expect(refund.json().refundableCents).toBe(0);
    expect((await paymentsOf(id))[0]).toMatchObject({ status: 'refunded', refundedCents: 9_900 });

    // With the money back, the draft can be paid again, through a new charge.
    const fresh = await intent(id);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toMatchObject({ amountCents: 39_800 });
    expect(fresh.json().clientSecret).not.toBe(payment!.clientSecret);
    expect((await pay(fresh.json().clientSecret)).statusCode).toBe(200);
    expect((await submission(id)).status).toBe('queued');
    expect((await paymentsOf(id)).map((p) => p.status)).toEqual(['refunded', 'succeeded']);
  });
});

describe('add-ons bought after ordering are charged once', () => {
  it('cancels the open add-on checkout when another is opened: paying both charges rush once', async () => {
    const id = await paidOrder();
    const first = await addOnIntent(id, ['rush']);
    const second = await addOnIntent(id, ['rush', 'extra_revision']);
    expect(second.json().amountCents).toBe(9_900 + 12_900);
    expect(second.json().clientSecret).not.toBe(first.json().clientSecret);
    const addOnPayments = (await paymentsOf(id)).filter((p) => p.purpose === 'add_ons');
    expect(addOnPayments.map((p) => p.status)).toEqual(['canceled', 'requires_payment']);

    const stale = await pay(first.json().clientSecret);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/replaced by a newer one/);
    expect((await pay(second.json().clientSecret)).statusCode).toBe(200);

    const rows = await paymentsOf(id);
    const rushCharges = rows.filter((p) => p.status === 'succeeded' && p.addOns.includes('rush'));
    expect(rushCharges).toHaveLength(1);
    expect((await submission(id)).addOns).toEqual(['rush', 'extra_revision']);
    const again = await addOnIntent(id, ['rush']);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'This order already has Rush Delivery, so it cannot be bought again.',
    );
  });

  it('leaves one open add-on checkout when two are asked for at the same moment', async () => {
    const id = await paidOrder();
    const answers = await Promise.all([
      addOnIntent(id, ['rush']),
      addOnIntent(id, ['rush', 'extra_revision']),
      addOnIntent(id, ['extra_revision']),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const open = (await paymentsOf(id)).filter(
      (p) => p.purpose === 'add_ons' && p.status === 'requires_payment',
    );
    expect(open).toHaveLength(1);
  });

  it('holds a success for add-ons the order already has', async () => {
    const id = await paidOrder();
    await addOnIntent(id, ['rush']);
    const open = (await paymentsOf(id)).find((p) => p.purpose === 'add_ons')!;
    // Rush arrived meanwhile by another payment.
    await t.db.db
      .update(submissions)
      .set({ addOns: ['rush'] })
      .where(eq(submissions.id, id));
    const result = await applyProviderEvent(t.deps, {
      provider: 'test',
      event: {
        id: `evt_twice_${id}`,
        type: 'payment_succeeded',
        intentId: open.providerIntentId,
        amountReceivedCents: 9_900,
      },
    });
    expect(result).toBe('needs_attention');
    expect((await submission(id)).addOns).toEqual(['rush']);
    const events = await t.db.db.select().from(orderEvents).where(eq(orderEvents.submissionId, id));
    const held = events.find((e) => e.note?.includes('held'));
    expect(held).toMatchObject({ fromStatus: 'queued', toStatus: 'queued' });
    expect(held?.note).toContain('the order already has Rush Delivery');
  });
  it('holds add-ons paid for through a checkout opened before the order was refunded', async () => {
    const id = await paidOrder();
    const checkout = (await addOnIntent(id, ['rush'])).json();
    const refund = await post(
      `/api/admin/orders/${id}/refund`,
      { requestId: randomUUID(), reason: 'Goodwill' },
      admin.cookie,
    );
    expect(refund.statusCode).toBe(200);
    expect((await submission(id)).status).toBe('refunded');

    const paid = await pay(checkout.clientSecret);
    expect(paid.json()).toEqual({ status: 'needs_attention', message: HELD_PAYMENT_MESSAGE });
    expect(await submission(id)).toMatchObject({ status: 'refunded', addOns: [] });
    const addOnPayment = (await paymentsOf(id)).find((p) => p.purpose === 'add_ons');
    expect(addOnPayment).toMatchObject({ status: 'needs_attention', receivedCents: 9_900 });
    const events = await t.db.db.select().from(orderEvents).where(eq(orderEvents.submissionId, id));
    expect(events.find((e) => e.note?.includes('held'))?.note).toContain(
      'add-ons were paid for while the order was refunded',
    );
  });
});

describe('maintenance mode', () => {
  it('refuses paying an existing draft with 503, for the intent and the card alike', async () => {
    const id = await draft(['rush'], 'core');
    const { clientSecret } = (await intent(id)).json();
    await putSetting(t.db.db, 'maintenance_mode', true, admin.user.id);

    const opened = await intent(id);
    expect(opened.statusCode).toBe(503);
    expect(opened.json().message).toBe(MAINTENANCE_MESSAGE);
    const paid = await pay(clientSecret);
    expect(paid.statusCode).toBe(503);
    expect(paid.json().message).toBe(MAINTENANCE_MESSAGE);
    expect((await submission(id)).status).toBe('draft');
    expect((await paymentsOf(id))[0]!.status).toBe('requires_payment');

    await putSetting(t.db.db, 'maintenance_mode', false, admin.user.id);
    expect((await pay(clientSecret)).statusCode).toBe(200);
  });

  it('lets paid orders buy add-ons, as they carry on as normal', async () => {
    const id = await paidOrder();
    await putSetting(t.db.db, 'maintenance_mode', true, admin.user.id);
    const addOns = await addOnIntent(id, ['rush']);
    expect(addOns.statusCode).toBe(200);
    expect((await pay(addOns.json().clientSecret)).statusCode).toBe(200);
  });
});
