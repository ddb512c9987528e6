import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, messages, notifications, reviews, submissions } from '../../db/schema/index.js';
import { signInAs } from '../../../../tests/support/http.js';
import { holdRowLock } from '../../../../tests/support/lock-waits.js';
import { seedOrder, seedReviewer } from '../../../../tests/support/seed.js';
import { useTestApp } from '../../../../tests/support/test-app.js';

const t = useTestApp();
type Session = Awaited<ReturnType<typeof signInAs>>;
let applicant: Session;
let admin: Session;

beforeAll(async () => {
  applicant = await signInAs(t.app, t.db.db, 'applicant');
  admin = await signInAs(t.app, t.db.db, 'admin');
});

const call = (method: 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, payload });
const reassign = (orderId: string, reviewerId: string) =>
  call('POST', `/api/admin/orders/${orderId}/reassign`, admin.cookie, { reviewerId });
const rubric = { clarity: 4, structure: 3, voice: 5, authenticity: 4, ethics: 5 };
const orderRow = async (id: string) =>
  (await t.db.db.select().from(submissions).where(eq(submissions.id, id)))[0];
const contactReviewer = (orderId: string) =>
  call('POST', `/api/admin/orders/${orderId}/contact-reviewer`, admin.cookie, {
    message: 'Please send an update today.',
  });
const contactAudits = async (orderId: string) =>
  (await t.db.db.select().from(auditLog).where(eq(auditLog.targetId, orderId)))
    .filter((a) => a.action === 'order.contact_reviewer')
    .map((a) => a.details);
/** The bodies of the "New message" notices a person was given. */
const told = async (userId: string) =>
  (await t.db.db.select().from(notifications).where(eq(notifications.userId, userId)))
    .filter((n) => n.title.startsWith('New message'))
    .map((n) => n.body);

/** An order the first of two reviewers accepted. */
async function orderWithTwoReviewers() {
  const first = await seedReviewer(t.app, t.db.db, { weeklyCapacity: 7 });
  const second = await seedReviewer(t.app, t.db.db, { weeklyCapacity: 7 });
  const order = await seedOrder(t.db.db, { applicantId: applicant.user.id });
  expect((await call('POST', `/api/submissions/${order.id}/accept`, first.cookie)).statusCode).toBe(
    200,
  );
  return { order, first, second };
}

/**
 * Sends a request while the order's row is held, then makes `changeSql`'s change (a
 * reassignment's write) before letting the request go on: it sees the order as changed.
 */
async function sendWhileChanged(
  orderId: string,
  send: () => ReturnType<typeof call>,
  changeSql: string,
  params: unknown[],
) {
  const lock = await holdRowLock(t.db.url, 'select 1 from submissions where id = $1 for update', [
    orderId,
  ]);
  try {
    const sending = send();
    await lock.untilWaiting(1);
    await lock.holder.query(changeSql, params);
    await lock.release();
    return await sending;
  } finally {
    await lock.release();
  }
}

// A held row lock makes each pair of requests meet in one order (holdRowLock): PostgreSQL only.
describe.runIf(process.env.TEST_DB_KIND === 'postgres')('requests beside a reassignment', () => {
  it('an accept: both answer, neither with a deadlock, when the admin gives the order to the reviewer accepting it', async () => {
    const reviewer = await seedReviewer(t.app, t.db.db, { weeklyCapacity: 7 });
    const order = await seedOrder(t.db.db, { applicantId: applicant.user.id });
    const lock = await holdRowLock(
      t.db.url,
      'select 1 from reviewer_profiles where user_id = $1 for update',
      [reviewer.user.id],
    );
    try {
      const accepting = call('POST', `/api/submissions/${order.id}/accept`, reviewer.cookie);
      await lock.untilWaiting(1);
      const reassigning = reassign(order.id, reviewer.user.id);
      await lock.untilWaiting(2);
      await lock.release();
      const answers = await Promise.all([accepting, reassigning]);
      for (const answer of answers) expect(answer.statusCode, answer.body).toBeLessThan(500);
    } finally {
      await lock.release();
    }
    expect(await orderRow(order.id)).toMatchObject({
      status: 'assigned',
      reviewerId: reviewer.user.id,
    });
  });

  it('a message: the reviewer the order was given to meanwhile is told, not the one it left', async () => {
    const { order, first, second } = await orderWithTwoReviewers();
    const posted = await sendWhileChanged(
      order.id,
      () =>
        call('POST', `/api/submissions/${order.id}/messages`, applicant.cookie, {
          body: 'Could you look at my second paragraph first?',
        }),
      'update submissions set reviewer_id = $1 where id = $2',
      [second.user.id, order.id],
    );
    expect(posted.statusCode).toBe(201);
    expect(await told(first.user.id)).toEqual([]);
    expect(await told(second.user.id)).toEqual(['Could you look at my second paragraph first?']);
  });

  it('contact reviewer: the audit names the reviewer the order was given to meanwhile, who is the one told', async () => {
    const { order, first, second } = await orderWithTwoReviewers();
    const contacted = await sendWhileChanged(
      order.id,
      () => contactReviewer(order.id),
      'update submissions set reviewer_id = $1 where id = $2',
      [second.user.id, order.id],
    );
    expect(contacted.statusCode, contacted.body).toBe(200);
    expect(await contactAudits(order.id)).toEqual([
      { reviewerId: second.user.id, message: 'Please send an update today.' },
    ]);
    expect(await told(first.user.id)).toEqual([]);
    expect(await told(second.user.id)).toEqual(['Please send an update today.']);
  });

  it('contact reviewer: an order unassigned while the message waits is refused, with nothing written', async () => {
    const { order } = await orderWithTwoReviewers();
    const refused = await sendWhileChanged(
      order.id,
      () => contactReviewer(order.id),
      "update submissions set reviewer_id = null, status = 'queued' where id = $1",
      [order.id],
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'No reviewer is assigned to this order yet. Assign one first.',
    );
    expect(
      await t.db.db.select().from(messages).where(eq(messages.submissionId, order.id)),
    ).toEqual([]);
    expect(await contactAudits(order.id)).toEqual([]);
  });

  it("a delivery: the old reviewer's round is not delivered once the order was given to another", async () => {
    const { order, first, second } = await orderWithTwoReviewers();
    const round = { submissionId: order.id, summaryMemo: 'Draft memo', rubricScores: rubric };
    expect((await call('PUT', '/api/reviews/draft', first.cookie, round)).statusCode).toBe(200);

    const lock = await holdRowLock(
      t.db.url,
      'select 1 from reviews where submission_id = $1 for update',
      [order.id],
    );
    try {
      const reassigning = reassign(order.id, second.user.id);
      await lock.untilWaiting(1);
      const delivering = call('POST', '/api/reviews', first.cookie, {
        ...round,
        summaryMemo: 'Final memo',
      });
      await lock.untilWaiting(2);
      await lock.release();
      const [reassigned, delivered] = await Promise.all([reassigning, delivering]);
      expect(reassigned.statusCode, reassigned.body).toBe(200);
      expect(delivered.statusCode, delivered.body).toBe(404);
    } finally {
      await lock.release();
    }
    expect(await orderRow(order.id)).toMatchObject({
      status: 'in_review',
      reviewerId: second.user.id,
    });
    const rounds = await t.db.db.select().from(reviews).where(eq(reviews.submissionId, order.id));
    expect(rounds.map((r) => r.submittedAt)).toEqual([null]);
  });
});

describe.runIf(process.env.TEST_DB_KIND === 'postgres')('two admins on one reviewer', () => {
  it('pausing a reviewer twice at once pauses and tells them once', async () => {
    const reviewer = await seedReviewer(t.app, t.db.db, { weeklyCapacity: 7 });
    const otherAdmin = await signInAs(t.app, t.db.db, 'admin');
    const lock = await holdRowLock(
      t.db.url,
      'select 1 from reviewer_profiles where user_id = $1 for update',
      [reviewer.user.id],
    );
    const pause = (cookie: string) =>
      call('POST', `/api/admin/reviewers/${reviewer.user.id}/deactivate`, cookie);
    try {
      const first = pause(admin.cookie);
      await lock.untilWaiting(1);
      const second = pause(otherAdmin.cookie);
      await lock.untilWaiting(2);
      await lock.release();
      for (const answer of await Promise.all([first, second])) expect(answer.statusCode).toBe(200);
    } finally {
      await lock.release();
    }
    const told = await t.db.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, reviewer.user.id));
    expect(told.filter((n) => n.title === 'Reviewer account paused')).toHaveLength(1);
    const audits = await t.db.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, reviewer.user.id));
    expect(audits.map((a) => a.details)).toEqual([
      { from: { active: true }, to: { active: false } },
      { from: { active: false }, to: { active: false } },
    ]);
  });
});
