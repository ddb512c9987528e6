import { eq } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { submissions } from '../../db/schema/index.js';
import { signInAs } from '../../../../tests/support/http.js';
import { seedOrder, seedReviewer } from '../../../../tests/support/seed.js';
import { untilWaitingOnLocks } from '../../../../tests/support/lock-waits.js';
import { useTestApp } from '../../../../tests/support/test-app.js';

const t = useTestApp();
type Session = Awaited<ReturnType<typeof signInAs>>;
let applicant: Session;
let admin: Session;

beforeAll(async () => {
  applicant = await signInAs(t.app, t.db.db, 'applicant');
  admin = await signInAs(t.app, t.db.db, 'admin');
});

const post = (url: string, cookie: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

// Another connection holds the reviewer's profile so that the two requests meet: PGlite has one.
describe.runIf(process.env.TEST_DB_KIND === 'postgres')('an accept beside a reassignment', () => {
  it('both answer, neither with a deadlock, when an admin gives the order to the reviewer accepting it', async () => {
    const reviewer = await seedReviewer(t.app, t.db.db, { weeklyCapacity: 7 });
    const order = await seedOrder(t.db.db, { applicantId: applicant.user.id });
    const holder = new pg.Client({ connectionString: t.db.url });
    const watcher = new pg.Client({ connectionString: t.db.url });
    await Promise.all([holder.connect(), watcher.connect()]);
    try {
      await holder.query('begin');
      await holder.query('select 1 from reviewer_profiles where user_id = $1 for update', [
        reviewer.user.id,
      ]);
      const accepting = post(`/api/submissions/${order.id}/accept`, reviewer.cookie);
      await untilWaitingOnLocks(watcher, 1);
      const reassigning = post(`/api/admin/orders/${order.id}/reassign`, admin.cookie, {
        reviewerId: reviewer.user.id,
      });
      await untilWaitingOnLocks(watcher, 2);
      await holder.query('commit');
      const answers = await Promise.all([accepting, reassigning]);
      for (const answer of answers) expect(answer.statusCode, answer.body).toBeLessThan(500);
    } finally {
      await Promise.all([holder.end(), watcher.end()]);
    }
    const [row] = await t.db.db.select().from(submissions).where(eq(submissions.id, order.id));
    expect(row).toMatchObject({ status: 'assigned', reviewerId: reviewer.user.id });
  });
});
