import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderNumber } from '../../../shared/domain/order-number.js';
import {
  auditLog,
  messages,
  notifications,
  outboxEmails,
  payments,
  reviews,
  submissions,
} from '../../db/schema/index.js';
import { signInAs } from '../../../../tests/support/http.js';
import { seedOrder, seedPayment, seedReviewer } from '../../../../tests/support/seed.js';
import { mailsTo } from '../../../../tests/support/outbox.js';
import { useTestApp } from '../../../../tests/support/test-app.js';

const t = useTestApp();
type Session = Awaited<ReturnType<typeof signInAs>>;
let admin: Session;
let applicant: Session;

beforeAll(async () => {
  admin = await signInAs(t.app, t.db.db, 'admin');
  applicant = await signInAs(t.app, t.db.db, 'applicant');
});

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie: admin.cookie }, payload });
const reassign = (orderId: string, reviewerId: string) =>
  post(`/api/admin/orders/${orderId}/reassign`, { reviewerId });
const newOrder = (input: Partial<Parameters<typeof seedOrder>[1]> = {}) =>
  seedOrder(t.db.db, { applicantId: applicant.user.id, ...input });

const lastAudit = async (targetId: string) =>
  (await t.db.db.select().from(auditLog).where(eq(auditLog.targetId, targetId))).at(-1);

const titlesFor = async (userId: string) =>
  (await t.db.db.select().from(notifications).where(eq(notifications.userId, userId))).map(
    (n) => n.title,
  );

describe('reassign', () => {
  it('assigns a queued order to an eligible reviewer: assigned, logged, audited, told', async () => {
    const reviewer = await seedReviewer(t.app, t.db.db);
    const order = await newOrder();
    const response = await reassign(order.id, reviewer.user.id);
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    expect(detail.order).toMatchObject({ status: 'assigned', reviewerId: reviewer.user.id });
    expect(detail.order.assignedAt).toBe(t.clock.clock().toISOString());
    expect(detail.events.at(-1)).toMatchObject({
      fromStatus: 'queued',
      toStatus: 'assigned',
      note: 'assigned by an admin to Test reviewer',
      actorName: 'Test admin',
    });
    expect(await lastAudit(order.id)).toMatchObject({
      actorId: admin.user.id,
      action: 'order.reassign',
      targetType: 'submission',
      details: { fromReviewerId: null, toReviewerId: reviewer.user.id, status: 'assigned' },
    });
    const number = orderNumber(order.id);
    expect(await titlesFor(reviewer.user.id)).toContain(`Order #${number} assigned to you`);
    expect(await titlesFor(applicant.user.id)).toContain(`Reviewer assigned to order #${number}`);
    // The package by its name and the deadline as every notice writes them.
    const [told] = await mailsTo(
      t.db.db,
      reviewer.user.email,
      `You were assigned order #${number}`,
    );
    expect(told?.textBody).toContain(`order #${number} (Core package).`);
    expect(told?.textBody).toMatch(
      /It is due \w+day, \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M UTC\./,
    );
    // To the dashboard, where the order can still be released: the workspace starts the review.
    expect(told?.textBody).toContain(`${t.deps.config.publicUrl}/dashboard`);
    expect(told?.textBody).not.toContain('/review/');
  });

  it('keeps a started order in review, hands over the draft and tells both reviewers', async () => {
    const first = await seedReviewer(t.app, t.db.db);
    const second = await seedReviewer(t.app, t.db.db, { t14: true });
    const order = await newOrder({ status: 'in_review', reviewerId: first.user.id });
    await t.db.db.insert(reviews).values({
      submissionId: order.id,
      reviewerId: first.user.id,
      round: 1,
      summaryMemo: 'Half done',
      rubricScores: { clarity: 3, structure: 3, voice: 3, authenticity: 3, ethics: 3 },
    });
    const detail = (await reassign(order.id, second.user.id)).json();
    expect(detail.order).toMatchObject({ status: 'in_review', reviewerId: second.user.id });
    expect(detail.events.at(-1)).toMatchObject({
      fromStatus: 'in_review',
      toStatus: 'in_review',
      note: 'reassigned by an admin from Test reviewer to Test reviewer',
    });
    const [draft] = await t.db.db.select().from(reviews).where(eq(reviews.submissionId, order.id));
    expect(draft).toMatchObject({ reviewerId: second.user.id, summaryMemo: 'Half done' });
    const number = orderNumber(order.id);
    expect(await titlesFor(first.user.id)).toContain(`Order #${number} reassigned`);
    // Not a link to an order no longer theirs, nor to a dashboard.
    const [away] = await t.db.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, first.user.id),
          eq(notifications.title, `Order #${number} reassigned`),
        ),
      );
    expect(away?.link).toBeNull();
    expect(await titlesFor(second.user.id)).toContain(`Order #${number} assigned to you`);
    // Started already, it cannot be released: the new reviewer goes straight to the workspace.
    const [told] = await mailsTo(t.db.db, second.user.email, `You were assigned order #${number}`);
    expect(told?.textBody).toContain(`${t.deps.config.publicUrl}/review/${order.id}`);
    expect(told?.textBody).not.toContain('release');
  });

  it('refuses ineligible reviewers with a clear message and changes nothing', async () => {
    const full = await seedReviewer(t.app, t.db.db, { weeklyCapacity: 3 });
    for (let i = 0; i < 3; i++) await newOrder({ status: 'assigned', reviewerId: full.user.id });
    const unavailable = await seedReviewer(t.app, t.db.db, { weeklyCapacity: 0 });
    const premiumOnly = await seedReviewer(t.app, t.db.db, { premiumOnly: true });
    const noRush = await seedReviewer(t.app, t.db.db, { acceptRush: false });
    const notT14 = await seedReviewer(t.app, t.db.db, { t14: false });
    const inactive = await seedReviewer(t.app, t.db.db, { active: false });
    const core = await newOrder({ packageTier: 'core' });
    const rush = await newOrder({ packageTier: 'premium', addOns: ['rush'] });
    const t14 = await newOrder({ packageTier: 'premium', addOns: ['t14_reviewer'] });
    const cases: [string, string, string][] = [
      [core.id, full.user.id, 'has no spare capacity this week (3 of 3 taken).'],
      [core.id, unavailable.user.id, 'is set to Unavailable this week.'],
      [core.id, premiumOnly.user.id, 'takes premium orders only.'],
      [rush.id, noRush.user.id, 'does not take rush orders.'],
      [t14.id, notT14.user.id, 'This order asked for a T14 reviewer'],
      [core.id, inactive.user.id, 'is deactivated and takes no new orders.'],
      [core.id, applicant.user.id, 'Choose an approved reviewer.'],
    ];
    for (const [orderId, reviewerId, message] of cases) {
      const response = await reassign(orderId, reviewerId);
      expect({ reviewerId, status: response.statusCode }).toEqual({ reviewerId, status: 400 });
      expect(response.json().message).toContain(message);
    }
    const untouched = await t.db.db.select().from(submissions).where(eq(submissions.id, core.id));
    expect(untouched[0]).toMatchObject({ status: 'queued', reviewerId: null });
    // Already theirs; already delivered.
    const mine = await newOrder({ status: 'assigned', reviewerId: premiumOnly.user.id });
    expect((await reassign(mine.id, premiumOnly.user.id)).json().message).toContain(
      'already assigned',
    );
    const delivered = await newOrder({ status: 'feedback_ready' });
    expect((await reassign(delivered.id, noRush.user.id)).statusCode).toBe(409);
  });

  it('lists the reviewers who could take an order, most spare capacity first', async () => {
    const roomy = await seedReviewer(t.app, t.db.db, { weeklyCapacity: 7, t14: true });
    const busy = await seedReviewer(t.app, t.db.db, { weeklyCapacity: 5, t14: true });
    await newOrder({ status: 'in_review', reviewerId: busy.user.id });
    const plain = await seedReviewer(t.app, t.db.db, { weeklyCapacity: 7 });
    const order = await newOrder({ packageTier: 'premium', addOns: ['t14_reviewer'] });
    const list = (
      await t.app.inject({
        url: `/api/admin/orders/${order.id}/eligible-reviewers`,
        headers: { cookie: admin.cookie },
      })
    ).json();
    const ids = list.map((r: { id: string }) => r.id);
    expect(ids).toContain(roomy.user.id);
    expect(ids).not.toContain(plain.user.id);
    expect(ids.indexOf(roomy.user.id)).toBeLessThan(ids.indexOf(busy.user.id));
    expect(list.find((r: { id: string }) => r.id === busy.user.id)).toEqual({
      id: busy.user.id,
      name: 'Test reviewer',
      spareCapacity: 4,
      t14: true,
      activeLoad: 1,
    });
  });
});

describe('contact reviewer', () => {
  it("posts in the order's thread, emails the reviewer and audits", async () => {
    const reviewer = await seedReviewer(t.app, t.db.db);
    const order = await newOrder({ status: 'assigned', reviewerId: reviewer.user.id });
    const url = `/api/admin/orders/${order.id}/contact-reviewer`;
    const response = await post(url, { message: 'Are you on track for the deadline?' });
    expect(response.statusCode).toBe(200);
    expect(response.json().messages.at(-1)).toMatchObject({
      body: 'Are you on track for the deadline?',
      authorRole: 'admin',
    });
    const mail = await t.db.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, reviewer.user.email));
    expect(mail.map((m) => m.subject)).toContainEqual(
      expect.stringMatching(`^New message on order #${orderNumber(order.id)}`),
    );
    expect(await lastAudit(order.id)).toMatchObject({
      action: 'order.contact_reviewer',
      details: { reviewerId: reviewer.user.id },
    });
    const unassigned = await newOrder();
    const refused = await post(`/api/admin/orders/${unassigned.id}/contact-reviewer`, {
      message: 'Hello?',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'No reviewer is assigned to this order yet. Assign one first.',
    );
    expect(
      await t.db.db.select().from(messages).where(eq(messages.submissionId, unassigned.id)),
    ).toEqual([]);
  });

  it("audits an admin's message posted straight to the thread; a participant's is not", async () => {
    const order = await newOrder();
    const thread = `/api/submissions/${order.id}/messages`;
    expect((await post(thread, { body: 'We are finding you a reviewer.' })).statusCode).toBe(201);
    expect(await lastAudit(order.id)).toMatchObject({
      action: 'order.message',
      actorId: admin.user.id,
      targetType: 'submission',
      details: { message: 'We are finding you a reviewer.' },
    });
    const reply = await t.app.inject({
      method: 'POST',
      url: thread,
      headers: { cookie: applicant.cookie },
      payload: { body: 'Thank you.' },
    });
    expect(reply.statusCode).toBe(201);
    const audits = await t.db.db.select().from(auditLog).where(eq(auditLog.targetId, order.id));
    expect(audits.map((a) => a.action)).toEqual(['order.message']);
  });
});

describe('messages sent again', () => {
  it('posts a message sent again under its request id once, and tells and audits it once', async () => {
    const reviewer = await seedReviewer(t.app, t.db.db);
    const order = await newOrder({ status: 'assigned', reviewerId: reviewer.user.id });
    const send = (body: string, requestId: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/submissions/${order.id}/messages`,
        headers: { cookie: applicant.cookie },
        payload: { body, requestId },
      });
    const requestId = randomUUID();
    const first = await send('Is the ending clear?', requestId);
    const again = await send('Is the ending clear?', requestId);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json().map((m: { body: string }) => m.body)).toEqual(['Is the ending clear?']);
    expect(await titlesFor(reviewer.user.id)).toEqual([
      `New message on order #${orderNumber(order.id)}`,
    ]);
    // Another message is another id.
    expect((await send('And the opening?', randomUUID())).json()).toHaveLength(2);
    // Contact Reviewer's too: sent twice, written and audited once.
    const contact = () =>
      post(`/api/admin/orders/${order.id}/contact-reviewer`, {
        message: 'Please reply today.',
        requestId: contactId,
      });
    const contactId = randomUUID();
    expect([(await contact()).statusCode, (await contact()).statusCode]).toEqual([200, 200]);
    const audits = await t.db.db.select().from(auditLog).where(eq(auditLog.targetId, order.id));
    expect(audits.map((a) => a.action)).toEqual(['order.contact_reviewer']);
    const refused = await send('Hello', 'not-an-id');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('The message needs an id');
  });
});

describe('refund', () => {
  async function paidOrder(input: Partial<Parameters<typeof seedOrder>[1]> = {}) {
    const order = await newOrder({ status: 'assigned', ...input });
    await t.db.db.insert(payments).values({
      submissionId: order.id,
      purpose: 'order',
      amountCents: 29_900,
      provider: 'test',
      providerIntentId: `pi_refund_${order.id}`,
      clientSecret: 'secret',
      status: 'succeeded',
      succeededAt: new Date('2026-11-02T09:00:00Z'),
    });
    return order;
  }

  it('refunds in full through the provider: order refunded, applicant emailed, audited', async () => {
    const order = await paidOrder();
    const response = await post(`/api/admin/orders/${order.id}/refund`, {
      requestId: randomUUID(),
      reason: 'Deadline missed',
    });
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    expect(detail.order.status).toBe('refunded');
    expect(detail.refunds).toEqual([
      expect.objectContaining({
        amountCents: 29_900,
        reason: 'Deadline missed',
        actorName: 'Test admin',
      }),
    ]);
    expect(detail.refundableCents).toBe(0);
    expect(await lastAudit(order.id)).toMatchObject({
      action: 'order.refund',
      details: { amountCents: 29_900, kind: 'full', reason: 'Deadline missed' },
    });
    const mail = await mailsTo(
      t.db.db,
      applicant.user.email,
      `Refund issued for order #${orderNumber(order.id)}`,
    );
    expect(mail).toHaveLength(1);
    const again = await post(`/api/admin/orders/${order.id}/refund`, {
      requestId: randomUUID(),
      reason: 'again',
    });
    expect(again.statusCode).toBe(409);
  });

  it('tells the reviewer at work on an order refunded in full that its review is closed', async () => {
    const reviewer = await seedReviewer(t.app, t.db.db);
    const order = await paidOrder({ status: 'in_review', reviewerId: reviewer.user.id });
    const number = orderNumber(order.id);
    const partial = await post(`/api/admin/orders/${order.id}/refund`, {
      requestId: randomUUID(),
      amountCents: 5_000,
      reason: 'Goodwill',
    });
    expect(partial.statusCode).toBe(200);
    expect(await titlesFor(reviewer.user.id)).not.toContain(`Order #${number} refunded`);

    const rest = await post(`/api/admin/orders/${order.id}/refund`, {
      requestId: randomUUID(),
      reason: 'Withdrawn',
    });
    expect(rest.json().order.status).toBe('refunded');
    expect(await titlesFor(reviewer.user.id)).toContain(`Order #${number} refunded`);
    const [told] = await mailsTo(t.db.db, reviewer.user.email, `Order #${number} was refunded`);
    expect(told?.textBody).toContain('You no longer need to work on it');
    expect(told?.textBody).toContain(`${t.deps.config.publicUrl}/review/${order.id}`);
  });

  it('tells the applicant once, with the total, when a refund gives back several charges', async () => {
    const order = await paidOrder();
    await seedPayment(t.db.db, order.id, 9_900, {
      purpose: 'add_ons',
      addOns: ['rush'],
      providerIntentId: `pi_rush_${order.id}`,
      clientSecret: 'rush-secret',
    });
    const response = await post(`/api/admin/orders/${order.id}/refund`, {
      requestId: randomUUID(),
      reason: 'Withdrawn',
    });
    expect(response.json().refunds).toHaveLength(2);
    const subject = `Refund issued for order #${orderNumber(order.id)}`;
    const mail = await mailsTo(t.db.db, applicant.user.email, subject);
    expect(mail.map((m) => m.textBody)).toEqual([expect.stringContaining('We refunded $398')]);
    const told = await t.db.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, applicant.user.id), eq(notifications.title, subject)));
    expect(told.map((n) => n.body)).toEqual(['$398 is on its way back to your card.']);
  });

  it('refunds once when the same request comes again after its answer was lost', async () => {
    const order = await paidOrder();
    const url = `/api/admin/orders/${order.id}/refund`;
    const body = { requestId: randomUUID(), amountCents: 5_000, reason: 'Goodwill' };
    const [first, second] = await Promise.all([post(url, body), post(url, body)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const again = await post(url, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().refundableCents).toBe(24_900);
    expect(again.json().refunds).toHaveLength(1);
    const audits = await t.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, order.id), eq(auditLog.action, 'order.refund')));
    expect(audits).toHaveLength(1);

    // Another request (the dialog opened again) is another refund.
    const next = await post(url, { ...body, requestId: randomUUID() });
    expect(next.json().refundableCents).toBe(19_900);
    // The same request changed since (another amount, or the full refund) is refused: the
    // dialog's first confirmation was made.
    for (const changed of [{ amountCents: 2_000 }, { amountCents: undefined }]) {
      const refused = await post(url, { ...body, ...changed });
      expect([refused.statusCode, refused.json().message]).toEqual([
        409,
        'This refund was already made, for $50.00. Close the dialog and open it again to refund more.',
      ]);
    }
    // An id already used on one order does not stand for a refund of another.
    const other = await paidOrder();
    const reused = await post(`/api/admin/orders/${other.id}/refund`, body);
    expect(reused.json().refundableCents).toBe(24_900);
  });

  it('refunds part of the charge without closing the order, and validates the request', async () => {
    const order = await paidOrder();
    const url = `/api/admin/orders/${order.id}/refund`;
    const partial = (
      await post(url, { requestId: randomUUID(), amountCents: 5_000, reason: 'Goodwill' })
    ).json();
    expect(partial.order.status).toBe('assigned');
    expect(partial.refundableCents).toBe(24_900);
    expect((await lastAudit(order.id))?.details).toMatchObject({ kind: 'partial' });
    const tooMuch = await post(url, {
      requestId: randomUUID(),
      amountCents: 30_000,
      reason: 'Too much',
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe('At most $249.00 can still be refunded on this order.');
    expect(
      (await post(url, { requestId: randomUUID(), amountCents: 100 })).json().message,
    ).toContain('reason');
    const noRequest = await post(url, { amountCents: 100, reason: 'Goodwill' });
    expect(noRequest.statusCode).toBe(400);
    expect(noRequest.json().message).toContain('reload the page');
    const unpaid = await newOrder();
    expect(
      (
        await post(`/api/admin/orders/${unpaid.id}/refund`, {
          requestId: randomUUID(),
          reason: 'x',
        })
      ).statusCode,
    ).toBe(409);
  });
});
