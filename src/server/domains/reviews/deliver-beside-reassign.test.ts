import { eq } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { reviews, submissions } from '../../db/schema/index.js';
import { signInAs } from '../../../../tests/support/http.js';
import { untilWaitingOnLocks } from '../../../../tests/support/lock-waits.js';
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
const rubric = { clarity: 4, structure: 3, voice: 5, authenticity: 4, ethics: 5 };

// Another connection holds the round's row so that the two requests meet: PGlite has one.
describe.runIf(process.env.TEST_DB_KIND === 'postgres')('a delivery beside a reassignment', () => {
  it("does not deliver the old reviewer's round once an admin has given the order to another", async () => {
    const first = await seedReviewer(t.app, t.db.db, { weeklyCapacity: 7 });
    const second = await seedReviewer(t.app, t.db.db, { weeklyCapacity: 7 });
    const order = await seedOrder(t.db.db, { applicantId: applicant.user.id });
    expect(
      (await call('POST', `/api/submissions/${order.id}/accept`, first.cookie)).statusCode,
    ).toBe(200);
    const round = { submissionId: order.id, summaryMemo: 'Draft memo', rubricScores: rubric };
    expect((await call('PUT', '/api/reviews/draft', first.cookie, round)).statusCode).toBe(200);

    const holder = new pg.Client({ connectionString: t.db.url });
    const watcher = new pg.Client({ connectionString: t.db.url });
    await Promise.all([holder.connect(), watcher.connect()]);
    try {
      await holder.query('begin');
      await holder.query('select 1 from reviews where submission_id = $1 for update', [order.id]);
      const reassigning = call('POST', `/api/admin/orders/${order.id}/reassign`, admin.cookie, {
        reviewerId: second.user.id,
      });
      await untilWaitingOnLocks(watcher, 1);
      const delivering = call('POST', '/api/reviews', first.cookie, {
        ...round,
        summaryMemo: 'Final memo',
      });
      await untilWaitingOnLocks(watcher, 2);
      await holder.query('commit');
      const [reassigned, delivered] = await Promise.all([reassigning, delivering]);
      expect(reassigned.statusCode, reassigned.body).toBe(200);
      expect(delivered.statusCode, delivered.body).toBe(404);
    } finally {
      await Promise.all([holder.end(), watcher.end()]);
    }
    const [row] = await t.db.db.select().from(submissions).where(eq(submissions.id, order.id));
    expect(row).toMatchObject({ status: 'in_review', reviewerId: second.user.id });
    const rounds = await t.db.db.select().from(reviews).where(eq(reviews.submissionId, order.id));
    expect(rounds.map((r) => r.submittedAt)).toEqual([null]);
  });
});
