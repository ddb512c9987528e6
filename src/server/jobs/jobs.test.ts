import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  deadlineAlerts,
  notifications,
  orderEvents,
  refunds,
  submissions,
} from '../db/schema/index.js';
import { putSetting } from '../domains/settings/settings.js';
import { revisionEtaFrom } from '../../shared/domain/turnaround.js';
import { orderNumber } from '../../shared/domain/order-number.js';
import { GUARANTEE_REASON } from '../domains/payments/refund-reasons.js';
import { testModeProvider } from '../domains/payments/providers/test-mode.js';
import { AppError } from '../../shared/errors.js';
import { signInAs } from '../../../tests/support/http.js';
import { holdRowLock } from '../../../tests/support/lock-waits.js';
import { seedOrder, seedPayment, seedReviewer } from '../../../tests/support/seed.js';
import { mailsTo } from '../../../tests/support/outbox.js';
import { useTestApp } from '../../../tests/support/test-app.js';
import { autoAssignOrders } from './auto-assign.js';
import { completeDeliveredOrders } from './auto-complete.js';
import { AT_RISK_LEVEL, OVERDUE_LEVEL, sendDeadlineAlerts } from './deadline-alerts.js';
import { refundMissedDeadlines } from './guarantee-refunds.js';

const t = useTestApp();
const HOUR = 3600_000;
type Session = Awaited<ReturnType<typeof signInAs>>;
let applicant: Session;
let admin: Session;

beforeAll(async () => {
  applicant = await signInAs(t.app, t.db.db, 'applicant');
  admin = await signInAs(t.app, t.db.db, 'admin');
});

/** Moves the test clock to an absolute instant. */
const setNow = (at: Date) => t.clock.advance(at.getTime() - t.clock.clock().getTime());
const row = async (id: string) =>
  (await t.db.db.select().from(submissions).where(eq(submissions.id, id)))[0]!;

describe('the deadline guarantee', () => {
  /** A Core order paid now, under review by the reviewer. */
  async function paidOrderInReview(reviewerId: string) {
    const order = await seedOrder(t.db.db, {
      applicantId: applicant.user.id,
      paidAt: new Date(t.clock.clock().getTime()),
      status: 'in_review',
      reviewerId,
    });
    await seedPayment(t.db.db, order.id, 29_900);
    return order;
  }

  it('refunds an undelivered order at etaAt + 24 h, not a minute earlier, once, and keeps it open', async () => {
    const reviewer = await seedReviewer(t.app, t.db.db);
    const order = await paidOrderInReview(reviewer.user.id);
    const provider = testModeProvider();
    setNow(new Date(order.etaAt!.getTime() + 24 * HOUR - 60_000));
    expect(await refundMissedDeadlines({ ...t.deps, payments: provider })).toBe(0);
    t.clock.advance(60_000);
    expect(await refundMissedDeadlines({ ...t.deps, payments: provider })).toBe(1);
    expect(await refundMissedDeadlines({ ...t.deps, payments: provider })).toBe(0);
    const given = await t.db.db.select().from(refunds).where(eq(refunds.submissionId, order.id));
    expect(given.map((r) => r.amountCents)).toEqual([29_900]);
    // The applicant learns why, and that the review still comes.
    const [told] = await mailsTo(
      t.db.db,
      applicant.user.email,
      `Refund issued for order #${orderNumber(order.id)}`,
    );
    expect(told?.textBody).toContain('under our turnaround guarantee');
    expect(told?.textBody).toContain('the review is still written and delivered, at no charge');
    expect((await row(order.id)).status).toBe('in_review');
    const delivered = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: { cookie: reviewer.cookie },
      payload: {
        submissionId: order.id,
        summaryMemo: 'Late but here',
        rubricScores: { clarity: 3, structure: 3, voice: 3, authenticity: 3, ethics: 3 },
      },
    });
    expect(delivered.statusCode).toBe(201);
  });

  it('refunds the other orders when one refund fails, and tries that one again next run', async () => {
    const reviewer = await seedReviewer(t.app, t.db.db);
    const orders: Awaited<ReturnType<typeof seedOrder>>[] = [];
    for (let i = 0; i < 3; i++) orders.push(await paidOrderInReview(reviewer.user.id));
    const [down, ...others] = orders;
    const working = testModeProvider();
    const failing = {
      ...working,
      async refund(input: Parameters<typeof working.refund>[0]) {
        if (input.intentId === `pi_test_seed_${down!.id}`) throw new Error('processor down');
        return working.refund(input);
      },
    };
    setNow(new Date(down!.etaAt!.getTime() + 25 * HOUR));
    await expect(refundMissedDeadlines({ ...t.deps, payments: failing })).rejects.toThrow(
      `The guarantee refund failed for ${down!.id}; the next run tries again.`,
    );
    const refunded = async () =>
      (await t.db.db.select().from(refunds)).filter((r) =>
        orders.some((o) => o.id === r.submissionId),
      );
    expect((await refunded()).map((r) => r.submissionId).sort()).toEqual(
      others.map((o) => o.id).sort(),
    );
    expect(await refundMissedDeadlines({ ...t.deps, payments: working })).toBe(1);
    expect(await refunded()).toHaveLength(3);
  });

  it("refunds an order's other charges when the processor refuses one, and keeps none after a timeout", async () => {
    const reviewer = await seedReviewer(t.app, t.db.db);
    const order = await paidOrderInReview(reviewer.user.id);
    const addOnIntent = `pi_test_add_ons_${order.id}`;
    await seedPayment(t.db.db, order.id, 4_900, {
      purpose: 'add_ons',
      providerIntentId: addOnIntent,
      clientSecret: `${addOnIntent}_secret`,
    });
    const working = testModeProvider();
    // As the Stripe provider answers a refund of a disputed charge.
    const disputed = {
      ...working,
      async refund(input: Parameters<typeof working.refund>[0]) {
        if (input.intentId === addOnIntent) {
          throw new AppError('conflict', 'Stripe refused the refund: Charge has been disputed.');
        }
        return working.refund(input);
      },
    };
    const given = async () =>
      (await t.db.db.select().from(refunds).where(eq(refunds.submissionId, order.id)))
        .map((r) => r.amountCents)
        .sort((a, b) => a - b);
    setNow(new Date(order.etaAt!.getTime() + 25 * HOUR));

    await expect(refundMissedDeadlines({ ...t.deps, payments: disputed })).rejects.toThrow(
      `The guarantee refund failed for ${order.id}; the next run tries again.`,
    );
    expect(await given()).toEqual([29_900]);
    const subject = `Refund issued for order #${orderNumber(order.id)}`;
    const [told] = await mailsTo(t.db.db, applicant.user.email, subject);
    expect(told?.textBody).toContain('We refunded $299 for');
    // The admins hear of the refusal once, however many runs meet it; the event log keeps it.
    await expect(refundMissedDeadlines({ ...t.deps, payments: disputed })).rejects.toThrow(
      `The guarantee refund failed for ${order.id}`,
    );
    const refusals = await mailsTo(
      t.db.db,
      admin.user.email,
      `Guarantee refund refused for order #${orderNumber(order.id)}`,
    );
    expect(refusals).toHaveLength(1);
    expect(refusals[0]!.textBody).toContain(
      'The payment provider refused it: Stripe refused the refund: Charge has been disputed.',
    );
    const events = await t.db.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.submissionId, order.id));
    expect(events.filter((e) => e.note?.includes('could not refund $49.00'))).toHaveLength(1);

    expect(await refundMissedDeadlines({ ...t.deps, payments: working })).toBe(1);
    expect(await given()).toEqual([4_900, 29_900]);
    expect(await refundMissedDeadlines({ ...t.deps, payments: working })).toBe(0);

    // A refund that failed without a refusal may have been made: nothing of that run is kept,
    // so the processor's webhook finds the guarantee's refund still to record.
    const another = await paidOrderInReview(reviewer.user.id);
    await seedPayment(t.db.db, another.id, 4_900, {
      purpose: 'add_ons',
      providerIntentId: `pi_test_add_ons_${another.id}`,
      clientSecret: `pi_test_add_ons_${another.id}_secret`,
    });
    const timingOut = {
      ...working,
      async refund(input: Parameters<typeof working.refund>[0]) {
        if (input.intentId === `pi_test_seed_${another.id}`) throw new Error('Request timed out');
        return working.refund(input);
      },
    };
    setNow(new Date(another.etaAt!.getTime() + 25 * HOUR));
    await expect(refundMissedDeadlines({ ...t.deps, payments: timingOut })).rejects.toThrow(
      `The guarantee refund failed for ${another.id}; the next run tries again.`,
    );
    expect(
      await t.db.db.select().from(refunds).where(eq(refunds.submissionId, another.id)),
    ).toEqual([]);
  });
});

/** An order paid at `paidAt` and taken by a new reviewer, with a reader of its alerts' rows. */
async function orderWithReviewer(paidAt: Date, status: 'assigned' | 'in_review') {
  const reviewer = await seedReviewer(t.app, t.db.db);
  const order = await seedOrder(t.db.db, {
    applicantId: applicant.user.id,
    paidAt,
    status,
    reviewerId: reviewer.user.id,
  });
  const alertRows = () =>
    t.db.db.select().from(deadlineAlerts).where(eq(deadlineAlerts.submissionId, order.id));
  return { reviewer, order, alertRows };
}

describe('deadline alerts', () => {
  it('alert the reviewer and admins once at the SLA threshold, then once when overdue', async () => {
    const paidAt = new Date(t.clock.clock().getTime() + 1000 * HOUR);
    const { reviewer, order, alertRows } = await orderWithReviewer(paidAt, 'assigned');
    const levels = async () => (await alertRows()).map((a) => a.threshold).sort((a, b) => a - b);
    // 70 % of 72 h is 50 h 24 min.
    setNow(new Date(paidAt.getTime() + 50.4 * HOUR - 1));
    await sendDeadlineAlerts(t.deps);
    expect(await levels()).toEqual([]);
    t.clock.advance(1);
    await sendDeadlineAlerts(t.deps);
    await sendDeadlineAlerts(t.deps);
    expect(await levels()).toEqual([AT_RISK_LEVEL]);
    const forReviewer = await t.db.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, reviewer.user.id));
    expect(forReviewer.filter((n) => n.title.includes('at risk'))).toHaveLength(1);

    setNow(new Date(order.etaAt!.getTime() + 1));
    await sendDeadlineAlerts(t.deps);
    await sendDeadlineAlerts(t.deps);
    expect(await levels()).toEqual([AT_RISK_LEVEL, OVERDUE_LEVEL]);
    const forAdmin = await t.db.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, admin.user.id));
    expect(forAdmin.filter((n) => n.title.includes(order.id.slice(-4).toUpperCase()))).toHaveLength(
      2,
    );
  });

  it('alert a revision round afresh, against its own deadline', async () => {
    const paidAt = new Date(t.clock.clock().getTime() + 1500 * HOUR);
    const { reviewer, order, alertRows } = await orderWithReviewer(paidAt, 'in_review');
    const alerts = async () => (await alertRows()).map((a) => `${a.round}:${a.threshold}`).sort();
    setNow(new Date(order.etaAt!.getTime() + 1));
    await sendDeadlineAlerts(t.deps);
    expect(await alerts()).toEqual([`1:${AT_RISK_LEVEL}`, `1:${OVERDUE_LEVEL}`]);

    // Delivered late, then a revision asked for: round 2 with a deadline of its own.
    const etaAt = revisionEtaFrom(t.clock.clock(), []);
    await t.db.db
      .update(submissions)
      .set({ round: 2, roundStartedAt: t.clock.clock(), etaAt })
      .where(eq(submissions.id, order.id));
    setNow(new Date(etaAt.getTime() - 60_000));
    await sendDeadlineAlerts(t.deps);
    await sendDeadlineAlerts(t.deps);
    expect(await alerts()).toEqual([
      `1:${AT_RISK_LEVEL}`,
      `1:${OVERDUE_LEVEL}`,
      `2:${AT_RISK_LEVEL}`,
    ]);

    // The guarantee refunded the first round's lateness (once per order): round 2 overdue
    // promises no second refund.
    const payment = await seedPayment(t.db.db, order.id);
    await t.db.db.insert(refunds).values({
      paymentId: payment.id,
      submissionId: order.id,
      amountCents: 29_900,
      reason: GUARANTEE_REASON,
    });
    setNow(new Date(etaAt.getTime() + 1));
    await sendDeadlineAlerts(t.deps);
    const overdue = await mailsTo(
      t.db.db,
      reviewer.user.email,
      `Order #${orderNumber(order.id)} is overdue`,
    );
    expect(overdue.map((m) => m.textBody.includes('refunded in full automatically'))).toEqual([
      true,
      false,
    ]);
    expect(overdue[1]?.textBody).toContain('The turnaround guarantee has already refunded');
  });

  it('follow the admin threshold setting (90 %)', async () => {
    await putSetting(t.db.db, 'sla_alert_threshold', 90, admin.user.id);
    const paidAt = new Date(t.clock.clock().getTime() + 2000 * HOUR);
    const order = await seedOrder(t.db.db, { applicantId: applicant.user.id, paidAt });
    setNow(new Date(paidAt.getTime() + 0.8 * 72 * HOUR));
    await sendDeadlineAlerts(t.deps);
    const none = await t.db.db
      .select()
      .from(deadlineAlerts)
      .where(eq(deadlineAlerts.submissionId, order.id));
    expect(none).toHaveLength(0);
    setNow(new Date(paidAt.getTime() + 0.9 * 72 * HOUR));
    await sendDeadlineAlerts(t.deps);
    const one = await t.db.db
      .select()
      .from(deadlineAlerts)
      .where(eq(deadlineAlerts.submissionId, order.id));
    expect(one.map((a) => a.threshold)).toEqual([AT_RISK_LEVEL]);
    const told = async () =>
      (
        await t.db.db.select().from(notifications).where(eq(notifications.userId, admin.user.id))
      ).filter((n) => n.title === `Order #${order.id.slice(-4).toUpperCase()} at risk`).length;
    expect(await told()).toBe(1);
    // Changing the threshold does not alert the same order again.
    await putSetting(t.db.db, 'sla_alert_threshold', 70, admin.user.id);
    await sendDeadlineAlerts(t.deps);
    await putSetting(t.db.db, 'sla_alert_threshold', 80, admin.user.id);
    await sendDeadlineAlerts(t.deps);
    expect(await told()).toBe(1);
    await putSetting(t.db.db, 'sla_alert_threshold', 70, admin.user.id);
  });
});

describe('auto-assignment', () => {
  it('assigns after an hour to the eligible reviewer with the most spare capacity', async () => {
    const start = new Date(t.clock.clock().getTime() + 3000 * HOUR);
    setNow(start);
    const small = await seedReviewer(t.app, t.db.db, { weeklyCapacity: 3 });
    const large = await seedReviewer(t.app, t.db.db, { weeklyCapacity: 7 });
    const premiumOnly = await seedReviewer(t.app, t.db.db, {
      weeklyCapacity: 7,
      premiumOnly: true,
    });
    const t14 = await seedReviewer(t.app, t.db.db, { weeklyCapacity: 3, t14: true });
    const order = await seedOrder(t.db.db, { applicantId: applicant.user.id, paidAt: start });
    const t14Order = await seedOrder(t.db.db, {
      applicantId: applicant.user.id,
      paidAt: start,
      addOns: ['t14_reviewer'],
    });

    setNow(new Date(start.getTime() + HOUR - 1000));
    await autoAssignOrders(t.deps);
    expect((await row(order.id)).reviewerId).toBeNull();
    setNow(new Date(start.getTime() + HOUR));
    await putSetting(t.db.db, 'auto_assignment', false, admin.user.id);
    expect(await autoAssignOrders(t.deps)).toBe(0);
    expect((await row(order.id)).reviewerId).toBeNull();
    await putSetting(t.db.db, 'auto_assignment', true, admin.user.id);
    expect(await autoAssignOrders(t.deps)).toBeGreaterThanOrEqual(2);
    expect((await row(order.id)).reviewerId).toBe(large.user.id);
    expect((await row(t14Order.id)).reviewerId).toBe(t14.user.id);
    expect([small.user.id, premiumOnly.user.id]).not.toContain((await row(order.id)).reviewerId);
    const events = await t.db.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.submissionId, order.id));
    expect(events.map((e) => [e.fromStatus, e.toStatus, e.actorId])).toEqual([
      ['queued', 'assigned', null],
    ]);
    // The email sends them to their dashboard, where they may still release it: the workspace
    // would start the review on opening.
    const number = orderNumber(order.id);
    const [told] = await mailsTo(t.db.db, large.user.email, `Order #${number} was assigned to you`);
    expect(told?.textBody).toContain('or release the order there if you cannot take it on.');
    expect(told?.textBody).toContain(`${t.deps.config.publicUrl}/dashboard`);
    expect(told?.textBody).not.toContain('/review/');
  });

  it('gives the order to the lighter load when two reviewers have the same spare capacity', async () => {
    const start = new Date(t.clock.clock().getTime() + 3500 * HOUR);
    setNow(start);
    // More spare capacity than any reviewer the other tests leave, so the two tie for first.
    const [busy, free] = (
      await Promise.all([
        seedReviewer(t.app, t.db.db, { weeklyCapacity: 40 }),
        seedReviewer(t.app, t.db.db, { weeklyCapacity: 40 }),
      ])
    ).sort((a, b) => a.user.id.localeCompare(b.user.id));
    // An order under review, taken before this week: a load, not a take this week.
    await seedOrder(t.db.db, {
      applicantId: applicant.user.id,
      status: 'in_review',
      reviewerId: busy!.user.id,
      assignedAt: new Date(start.getTime() - 10 * 24 * HOUR),
    });
    const order = await seedOrder(t.db.db, { applicantId: applicant.user.id, paidAt: start });

    setNow(new Date(start.getTime() + HOUR));
    expect(await autoAssignOrders(t.deps)).toBeGreaterThanOrEqual(1);
    expect((await row(order.id)).reviewerId).toBe(free!.user.id);
  });

  it('counts the hour from when the order was queued, not from an add-on bought meanwhile', async () => {
    const start = new Date(t.clock.clock().getTime() + 200 * HOUR);
    setNow(start);
    const buyer = await signInAs(t.app, t.db.db, 'applicant');
    const order = await seedOrder(t.db.db, { applicantId: buyer.user.id, paidAt: start });
    setNow(new Date(start.getTime() + HOUR / 2));
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: { cookie: buyer.cookie }, payload });
    const checkout = await post(`/api/submissions/${order.id}/add-on-intent`, { addOns: ['rush'] });
    expect(checkout.statusCode).toBe(200);
    const paid = await post('/api/payments/test-mode/confirm', {
      clientSecret: checkout.json().clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12 / 34',
      cvc: '123',
    });
    expect(paid.statusCode).toBe(200);
    expect((await row(order.id)).addOns).toEqual(['rush']);

    setNow(new Date(start.getTime() + HOUR));
    expect(await autoAssignOrders(t.deps)).toBeGreaterThanOrEqual(1);
    expect((await row(order.id)).reviewerId).not.toBeNull();
  });
});

/**
 * Runs a job while another session holds a row it needs (`lock`, a select ... for update of
 * `id`): once the job waits for the row, that session writes `change` and lets go. PostgreSQL
 * only (PGlite has one connection).
 */
async function whileJobWaits(
  job: () => Promise<unknown>,
  lock: string,
  change: string,
  id: string,
) {
  const writer = await holdRowLock(t.db.url, lock, [id]);
  try {
    const running = job();
    await writer.untilWaiting(1);
    await writer.holder.query(change, [id]);
    await writer.release();
    await running;
  } finally {
    await writer.release();
  }
}

const PROFILE_ROW = 'select 1 from reviewer_profiles where user_id = $1 for update';

// A held row lock stands for an admin editing the reviewer while the job chooses: PostgreSQL only.
describe.runIf(process.env.TEST_DB_KIND === 'postgres')('auto-assignment beside an admin', () => {
  it('assigns another reviewer when the chosen one was set to Unavailable while the job chose', async () => {
    const start = new Date(t.clock.clock().getTime() + 3800 * HOUR);
    setNow(start);
    const first = await seedReviewer(t.app, t.db.db, { weeklyCapacity: 60 });
    const order = await seedOrder(t.db.db, { applicantId: applicant.user.id, paidAt: start });
    setNow(new Date(start.getTime() + HOUR));

    // The job has ranked the reviewers when it waits for this row.
    await whileJobWaits(
      () => autoAssignOrders(t.deps),
      PROFILE_ROW,
      'update reviewer_profiles set weekly_capacity = 0 where user_id = $1',
      first.user.id,
    );
    const { reviewerId } = await row(order.id);
    expect(reviewerId).not.toBeNull();
    expect(reviewerId).not.toBe(first.user.id);
  });

  it('does not give a Rush order to a reviewer who turned Rush off while the job chose', async () => {
    const start = new Date(t.clock.clock().getTime() + 3900 * HOUR);
    setNow(start);
    const first = await seedReviewer(t.app, t.db.db, { weeklyCapacity: 80 });
    const order = await seedOrder(t.db.db, {
      applicantId: applicant.user.id,
      paidAt: start,
      addOns: ['rush'],
    });
    setNow(new Date(start.getTime() + HOUR));

    await whileJobWaits(
      () => autoAssignOrders(t.deps),
      PROFILE_ROW,
      'update reviewer_profiles set accept_rush = false where user_id = $1',
      first.user.id,
    );
    expect((await row(order.id)).reviewerId).not.toBe(first.user.id);
  });
});

// A held row lock stands for a reassignment landing while the job works: PostgreSQL only.
describe.runIf(process.env.TEST_DB_KIND === 'postgres')('deadline alerts beside an admin', () => {
  it('alerts the reviewer an order was reassigned to while the job was at it, not the old one', async () => {
    const paidAt = new Date(t.clock.clock().getTime() + 4200 * HOUR);
    const before = await seedReviewer(t.app, t.db.db);
    const after = await seedReviewer(t.app, t.db.db);
    const order = await seedOrder(t.db.db, {
      applicantId: applicant.user.id,
      paidAt,
      status: 'assigned',
      reviewerId: before.user.id,
    });
    setNow(new Date(order.etaAt!.getTime() - HOUR));

    // The job has listed the order when it waits for this row.
    await whileJobWaits(
      () => sendDeadlineAlerts(t.deps),
      'select 1 from submissions where id = $1 for update',
      `update submissions set reviewer_id = '${after.user.id}' where id = $1`,
      order.id,
    );
    const toldAbout = async (userId: string) =>
      (await t.db.db.select().from(notifications).where(eq(notifications.userId, userId))).filter(
        (n) => n.title.includes(orderNumber(order.id)),
      );
    expect(await toldAbout(before.user.id)).toEqual([]);
    expect((await toldAbout(after.user.id)).map((n) => n.title)).toEqual([
      `Order #${orderNumber(order.id)} at risk`,
    ]);
  });

  it('passes over an order already alerted in its round without waiting for its row', async () => {
    const paidAt = new Date(t.clock.clock().getTime() + 4300 * HOUR);
    const { order, alertRows } = await orderWithReviewer(paidAt, 'in_review');
    setNow(new Date(order.etaAt!.getTime() + HOUR));
    await sendDeadlineAlerts(t.deps);
    expect((await alertRows()).map((a) => a.threshold).sort((a, b) => a - b)).toEqual([
      AT_RISK_LEVEL,
      OVERDUE_LEVEL,
    ]);

    // The reviewer's autosave, say, holds the row: the next run has nothing to send for it.
    const writer = await holdRowLock(
      t.db.url,
      'select 1 from submissions where id = $1 for update',
      [order.id],
    );
    try {
      const waited = new Promise((resolve) => setTimeout(resolve, 5_000, 'waited on the row'));
      await expect(Promise.race([sendDeadlineAlerts(t.deps), waited])).resolves.toBeTypeOf(
        'number',
      );
    } finally {
      await writer.release();
    }
  });
});

describe('completion of delivered orders', () => {
  it('completes feedback left unanswered for 14 days', async () => {
    const deliveredAt = new Date(t.clock.clock().getTime() + 4000 * HOUR);
    const order = await seedOrder(t.db.db, {
      applicantId: applicant.user.id,
      status: 'feedback_ready',
    });
    await t.db.db.update(submissions).set({ deliveredAt }).where(eq(submissions.id, order.id));
    setNow(new Date(deliveredAt.getTime() + 14 * 24 * HOUR - 1000));
    await completeDeliveredOrders(t.deps);
    expect((await row(order.id)).status).toBe('feedback_ready');
    t.clock.advance(1000);
    await completeDeliveredOrders(t.deps);
    expect((await row(order.id)).status).toBe('completed');
  });

  // The held row lock stands for a revision round requested and delivered while the job works.
  it.runIf(process.env.TEST_DB_KIND === 'postgres')(
    'leaves a round delivered after the job listed the order for its own 14 days',
    async () => {
      const deliveredAt = t.clock.clock();
      const order = await seedOrder(t.db.db, {
        applicantId: applicant.user.id,
        status: 'feedback_ready',
      });
      await t.db.db.update(submissions).set({ deliveredAt }).where(eq(submissions.id, order.id));
      t.clock.advance(14 * 24 * HOUR);
      await whileJobWaits(
        () => completeDeliveredOrders(t.deps),
        'select 1 from submissions where id = $1 for update',
        'update submissions set round = round + 1, delivered_at = now() where id = $1',
        order.id,
      );
      expect(await row(order.id)).toMatchObject({ status: 'feedback_ready', round: 2 });
    },
  );
});
