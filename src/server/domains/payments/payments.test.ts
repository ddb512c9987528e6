import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  notifications,
  orderEvents,
  outboxEmails,
  paymentEvents,
  payments,
  refunds,
  submissions,
} from '../../db/schema/index.js';
import { placeDraft, signInAs } from '../../../../tests/support/http.js';
import { seedReviewer } from '../../../../tests/support/seed.js';
import { useTestApp } from '../../../../tests/support/test-app.js';
import { applyProviderEvent } from './apply-event.js';
import { testModeProvider } from './providers/test-mode.js';
import { refundOrder } from './refund-order.js';

const t = useTestApp({ publicUrl: 'http://app.test' });
type Session = Awaited<ReturnType<typeof signInAs>>;
let alice: Session;
let bob: Session;

beforeAll(async () => {
  alice = await signInAs(t.app, t.db.db, 'applicant');
  bob = await signInAs(t.app, t.db.db, 'applicant');
});

const post = (cookie: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

const draft = (addOns: string[] = ['rush', 'extra_revision'], tier = 'premium') =>
  placeDraft(t.app, alice.cookie, { addOns, tier });

const intent = (id: string, cookie = alice.cookie) =>
  post(cookie, '/api/create-payment-intent', {
    packageTier: 'basic',
    addOns: [],
    submissionId: id,
    userId: 'x',
  });
const pay = (clientSecret: string, cardNumber = '4242 4242 4242 4242', expiry = '12 / 34') =>
  post(alice.cookie, '/api/payments/test-mode/confirm', {
    clientSecret,
    cardNumber,
    expiry,
    cvc: '123',
  });
const submission = async (id: string) =>
  (await t.db.db.select().from(submissions).where(eq(submissions.id, id)))[0]!;

describe('paying for an order in test mode', () => {
  it('prices from the stored submission and reuses one intent while unpaid', async () => {
    const id = await draft();
    const first = await intent(id);
    expect(first.statusCode).toBe(200);
    expect(first.json().amountCents).toBe(89_900 + 9_900 + 12_900);
    const again = await intent(id);
    expect(again.json().clientSecret).toBe(first.json().clientSecret);
    expect((await intent(id, bob.cookie)).statusCode).toBe(404);

    await post(alice.cookie, `/api/submissions/${id}/add-ons`, { addOn: 't14_reviewer' });
    const updated = await intent(id);
    expect(updated.json()).toEqual({
      clientSecret: first.json().clientSecret,
      amountCents: 127_600,
    });
  });

  it('edits an unpaid draft from the submit form, repricing its open checkout, until it is paid', async () => {
    const id = await draft();
    const first = (await intent(id)).json();
    const edited = {
      packageTier: 'basic',
      targetSchool: 'stanford',
      wordCount: 512,
      pastedText: 'My second thoughts.',
      intakeAnswers: { background: 'b2', goals: 'g2', highlights: 'h2' },
      addOns: ['rush'],
    };
    const edit = (body: object, cookie = alice.cookie) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/submissions/${id}`,
        headers: { cookie },
        payload: body,
      });

    // What the draft buys, as the event log keeps it: placed, then each change the applicant made.
    const draftEvents = async () =>
      (
        await t.db.db
          .select()
          .from(orderEvents)
          .where(and(eq(orderEvents.submissionId, id), eq(orderEvents.toStatus, 'draft')))
          .orderBy(orderEvents.createdAt)
      ).map((event) => [event.fromStatus, event.actorId, event.note]);

    t.clock.advance(60_000);
    const response = await edit(edited);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      ...edited,
      id,
      status: 'draft',
      totalCents: 9_900 + 9_900,
    });
    const placedAndChanged = [
      [null, alice.user.id, null],
      [
        'draft',
        alice.user.id,
        'Changed by the applicant before payment: Basic, with Rush Delivery; total $198.00.',
      ],
    ];
    expect(await draftEvents()).toEqual(placedAndChanged);
    // The checkout already open charges the new total.
    expect((await intent(id)).json()).toEqual({
      clientSecret: first.clientSecret,
      amountCents: 9_900 + 9_900,
    });

    expect((await edit({ ...edited, pastedText: '' })).json()).toEqual({
      message: 'Please upload a file or paste your text.',
    });
    expect((await edit(edited, bob.cookie)).statusCode).toBe(404);

    expect((await pay(first.clientSecret)).statusCode).toBe(200);
    const late = await edit({ ...edited, packageTier: 'premium' });
    expect([late.statusCode, late.json()]).toEqual([
      409,
      { message: 'This order is already paid. You can follow it on your dashboard.' },
    ]);
    expect((await submission(id)).packageTier).toBe('basic');
    // The refused edits changed nothing, so the log has no entry for them.
    expect(await draftEvents()).toEqual(placedAndChanged);
  });

  it('queues the order on success with deadline, receipt and event log, and never charges twice', async () => {
    const id = await draft(['extra_revision'], 'premium');
    const { clientSecret } = (await intent(id)).json();
    const paidAt = t.clock.clock();
    expect((await pay(clientSecret)).statusCode).toBe(200);

    const row = await submission(id);
    expect(row.status).toBe('queued');
    expect(row.submittedAt).toEqual(paidAt);
    expect(row.etaAt).toEqual(new Date(paidAt.getTime() + 48 * 3600_000));
    const receipts = await t.db.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, alice.user.email));
    const receipt = receipts.find((m) => m.subject.includes(`#${id.slice(-4).toUpperCase()}`))!;
    expect(receipt.textBody).toContain('Total charged: $1,028');
    // The receipt links to the order it is about, not to a dashboard that may show another one.
    expect(receipt.textBody).toContain(`http://app.test/orders/${id}`);
    const inApp = await t.db.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, alice.user.id));
    expect(inApp.some((n) => n.title.includes(id.slice(-4).toUpperCase()))).toBe(true);
    expect(inApp.map((n) => n.link)).toContain(`/orders/${id}`);
    const events = await t.db.db.select().from(orderEvents).where(eq(orderEvents.submissionId, id));
    expect(events.map((e) => [e.fromStatus, e.toStatus])).toEqual([
      [null, 'draft'],
      ['draft', 'queued'],
    ]);

    expect((await intent(id)).statusCode).toBe(409);
    expect((await pay(clientSecret)).statusCode).toBe(409);
  });

  it('sets a 24-hour deadline with rush', async () => {
    const id = await draft(['rush'], 'basic');
    await pay((await intent(id)).json().clientSecret);
    const row = await submission(id);
    expect(row.etaAt!.getTime() - row.submittedAt!.getTime()).toBe(24 * 3600_000);
  });

  it.each([
    ['4000 0000 0000 0002', '12 / 34', 'Your card was declined.'],
    ['4000 0000 0000 9995', '12 / 34', 'Your card has insufficient funds.'],
    ['4000 0000 0000 0069', '12 / 34', 'Your card has expired.'],
    ['4000 0000 0000 0127', '12 / 34', "Your card's security code is incorrect."],
    ['4242 4242 4242 4241', '12 / 34', 'Your card number is invalid.'],
    ['4242 4242 4242 4242', '01 / 20', 'Your card has expired.'],
  ])('declines %s (%s) with 402 "%s" and leaves a draft', async (card, expiry, message) => {
    const id = await draft();
    const { clientSecret } = (await intent(id)).json();
    const response = await pay(clientSecret, card, expiry);
    expect(response.statusCode).toBe(402);
    expect(response.json().message).toBe(message);
    expect((await submission(id)).status).toBe('draft');
    expect((await pay(clientSecret)).statusCode).toBe(200);
  });

  it('charges only with the whole secret of one of your own intents', async () => {
    const id = await draft();
    const { clientSecret } = (await intent(id)).json();
    const forged = `${clientSecret.slice(0, clientSecret.lastIndexOf('_secret'))}_secret_0`;
    for (const [cookie, secret] of [
      [alice.cookie, forged],
      [alice.cookie, 'no-intent-here'],
      [bob.cookie, clientSecret],
    ]) {
      const response = await post(cookie!, '/api/payments/test-mode/confirm', {
        clientSecret: secret,
        cardNumber: '4242 4242 4242 4242',
        expiry: '12 / 34',
        cvc: '123',
      });
      expect(response.statusCode).toBe(404);
    }
    expect((await submission(id)).status).toBe('draft');
    expect((await pay(clientSecret)).statusCode).toBe(200);
  });

  it('answers 400 with a message for a malformed card form', async () => {
    const response = await post(alice.cookie, '/api/payments/test-mode/confirm', {
      clientSecret: 'pi_test_whatever_secret',
      cardNumber: '4242',
      expiry: '1234',
      cvc: '12',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Enter the expiration date as MM / YY.');
  });
});

describe('provider events', () => {
  it('applies a replayed event once', async () => {
    const id = await draft();
    await intent(id);
    const [payment] = await t.db.db.select().from(payments).where(eq(payments.submissionId, id));
    const event = {
      id: 'evt_replayed_1',
      type: 'payment_succeeded' as const,
      intentId: payment!.providerIntentId,
      amountReceivedCents: payment!.amountCents,
    };
    expect(await applyProviderEvent(t.deps, { provider: 'test', event: event })).toBe('applied');
    expect(await applyProviderEvent(t.deps, { provider: 'test', event: event })).toBe('duplicate');
    expect(
      await applyProviderEvent(t.deps, { provider: 'test', event: { ...event, id: 'evt_other' } }),
    ).toBe('duplicate');
    const events = await t.db.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.submissionId, id), eq(orderEvents.toStatus, 'queued')));
    expect(events).toHaveLength(1);
  });

  it('does not remember an event for a payment it does not know, so a retry can apply it', async () => {
    const early = {
      id: 'evt_early',
      type: 'payment_succeeded' as const,
      intentId: 'pi_unknown',
      amountReceivedCents: 9_900,
    };
    expect(await applyProviderEvent(t.deps, { provider: 'test', event: early })).toBe(
      'unknown_payment',
    );
    const stored = await t.db.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, 'evt_early'));
    expect(stored).toHaveLength(0);
  });

  it('marks a fully refunded, undelivered order refunded and emails the applicant', async () => {
    const id = await draft([], 'core');
    await pay((await intent(id)).json().clientSecret);
    const [payment] = await t.db.db.select().from(payments).where(eq(payments.submissionId, id));
    await applyProviderEvent(t.deps, {
      provider: 'test',
      event: {
        id: 'evt_refund_1',
        type: 'charge_refunded',
        intentId: payment!.providerIntentId,
        amountRefundedCents: 29_900,
      },
    });
    expect((await submission(id)).status).toBe('refunded');
    const mails = await t.db.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, alice.user.email));
    expect(
      mails.some((m) =>
        m.subject.startsWith(`Refund issued for order #${id.slice(-4).toUpperCase()}`),
      ),
    ).toBe(true);
  });
});

describe('add-ons bought after ordering', () => {
  it('charges for rush separately and moves the deadline to at most 24 hours from payment', async () => {
    const id = await draft([], 'core');
    await pay((await intent(id)).json().clientSecret);
    const reviewer = await seedReviewer(t.app, t.db.db);
    await t.db.db
      .update(submissions)
      .set({ status: 'assigned', reviewerId: reviewer.user.id })
      .where(eq(submissions.id, id));
    t.clock.advance(3600_000);
    const response = await post(alice.cookie, `/api/submissions/${id}/add-on-intent`, {
      addOns: ['rush'],
    });
    expect(response.json().amountCents).toBe(9_900);
    const paidAt = t.clock.clock();
    expect((await pay(response.json().clientSecret)).statusCode).toBe(200);
    const row = await submission(id);
    expect(row.addOns).toEqual(['rush']);
    expect(row.etaAt).toEqual(new Date(paidAt.getTime() + 24 * 3600_000));
    // The reviewer holding it hears of the nearer deadline.
    const told = await t.db.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, reviewer.user.id));
    expect(told.map((n) => n.title)).toContain(
      `Order #${id.slice(-4).toUpperCase()} upgraded to Rush`,
    );

    const again = await post(alice.cookie, `/api/submissions/${id}/add-on-intent`, {
      addOns: ['rush'],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'This order already has Rush Delivery, so it cannot be bought again.',
    );
  });

  it('is refused for unpaid drafts', async () => {
    const id = await draft([]);
    const response = await post(alice.cookie, `/api/submissions/${id}/add-on-intent`, {
      addOns: ['extra_revision'],
    });
    expect(response.statusCode).toBe(409);
  });
});

describe('refunding an order', () => {
  it('refunds part, then the rest; the order becomes refunded when fully refunded', async () => {
    const id = await draft(['extra_revision'], 'core');
    await pay((await intent(id)).json().clientSecret);
    const provider = testModeProvider();
    const base = { submissionId: id, reason: 'Goodwill', actorId: null };
    expect(
      await refundOrder({ ...t.deps, payments: provider }, { ...base, amountCents: 10_000 }),
    ).toEqual({ refundedCents: 10_000, repeat: false, refused: [] });
    expect((await submission(id)).status).toBe('queued');
    await expect(
      refundOrder({ ...t.deps, payments: provider }, { ...base, amountCents: 40_000 }),
    ).rejects.toThrow('At most $328.00 can still be refunded on this order.');
    expect(await refundOrder({ ...t.deps, payments: provider }, base)).toEqual({
      refundedCents: 32_800,
      repeat: false,
      refused: [],
    });
    expect((await submission(id)).status).toBe('refunded');
    const rows = await t.db.db.select().from(refunds).where(eq(refunds.submissionId, id));
    expect(rows.map((r) => r.amountCents)).toEqual([10_000, 32_800]);
    await expect(refundOrder({ ...t.deps, payments: provider }, base)).rejects.toThrow(
      'Nothing is left to refund',
    );
  });
});
