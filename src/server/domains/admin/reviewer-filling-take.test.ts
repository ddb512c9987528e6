import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, reviewerProfiles, submissions } from '../../db/schema/index.js';
import { signInAs, type Session } from '../../../../tests/support/http.js';
import { seedOrder, seedReviewer } from '../../../../tests/support/seed.js';
import { useTestApp } from '../../../../tests/support/test-app.js';
import { capacityWindowStart, spareCapacity } from '../reviewers/eligibility.js';
import { RELEASE_ACTION, takenThisWeek } from '../reviewers/queue.js';
import { recordAudit } from './audit.js';
import { takesOrdersWhere, weekIsFullWhere } from './reviewer-loads.js';

const t = useTestApp();
const DAY = 24 * 3600_000;
let applicant: Session;

beforeAll(async () => {
  applicant = await signInAs(t.app, t.db.db, 'applicant');
});

const ago = (ms: number) => new Date(t.clock.clock().getTime() - ms);

/**
 * Each reviewer's room this week as the reviewer summary reads it (their filling take), checked
 * against counting their takes as accepting an order does; returns the summary's answers.
 */
async function roomThisWeek(ids: string[]): Promise<Record<string, boolean>> {
  const now = t.clock.clock();
  const rows = await t.db.db
    .select({
      id: reviewerProfiles.userId,
      active: reviewerProfiles.active,
      weeklyCapacity: reviewerProfiles.weeklyCapacity,
      // As the summary counts them: among those who take orders, those whose week is not full.
      room: sql<boolean>`${takesOrdersWhere(reviewerProfiles)} and not ${weekIsFullWhere(
        reviewerProfiles,
        capacityWindowStart(now),
      )}`,
    })
    .from(reviewerProfiles)
    .where(inArray(reviewerProfiles.userId, ids));
  const fromProfiles = Object.fromEntries(rows.map((row) => [row.id, row.room]));
  const counted: Record<string, boolean> = {};
  for (const row of rows) {
    counted[row.id] = spareCapacity(row, await takenThisWeek(t.db.db, row.id, now)) > 0;
  }
  expect(fromProfiles).toEqual(counted);
  return fromProfiles;
}

/** The filling takes as kept, checked against the recount a bulk load calls (the bench seeder). */
async function fillingTakesMatchRecount() {
  const read = () =>
    t.db.db
      .select({ id: reviewerProfiles.userId, at: reviewerProfiles.fillingTakeAt })
      .from(reviewerProfiles)
      .orderBy(reviewerProfiles.userId)
      .then((rows) => rows.map((row) => `${row.id} ${row.at?.toISOString() ?? 'none'}`));
  const kept = await read();
  await t.db.db.execute(sql`select reviewer_filling_take_recount()`);
  expect(await read()).toEqual(kept);
  return kept;
}

const release = (reviewerId: string, at: Date) =>
  recordAudit(t.db.db, {
    actorId: reviewerId,
    action: RELEASE_ACTION,
    targetType: 'submission',
    targetId: null,
    at,
  });

describe("reviewers' filling takes", () => {
  it('follow takes, releases, reassignments, deletions, capacity and time', async () => {
    const reviewer = async (weeklyCapacity: number, active = true) =>
      (await seedReviewer(t.app, t.db.db, { weeklyCapacity, active })).user.id;
    const one = await reviewer(1);
    const three = await reviewer(3);
    const five = await reviewer(5);
    const none = await reviewer(0);
    const resting = await reviewer(2, false);
    const all = [one, three, five, none, resting];
    const take = (reviewerId: string, assignedAt: Date) =>
      seedOrder(t.db.db, {
        applicantId: applicant.user.id,
        status: 'assigned',
        reviewerId,
        assignedAt,
      });

    expect(await roomThisWeek(all)).toEqual({
      [one]: true,
      [three]: true,
      [five]: true,
      [none]: false,
      [resting]: false,
    });

    // Two of three this week (one older), then the third; one's only take is a week and more old.
    const recent = await take(three, ago(DAY));
    await take(three, ago(2 * DAY));
    await take(three, ago(8 * DAY));
    await take(one, ago(10 * DAY));
    await take(resting, ago(DAY));
    await take(resting, ago(DAY));
    expect(await roomThisWeek(all)).toMatchObject({ [three]: true, [one]: true });
    await take(three, ago(3 * DAY));
    expect(await roomThisWeek(all)).toMatchObject({ [three]: false, [one]: true });

    // A release keeps counting; a take exactly a week old is still inside the window.
    await release(one, ago(7 * DAY));
    expect(await roomThisWeek(all)).toMatchObject({ [one]: false });

    // Reassigned: the order counts for its new reviewer only.
    await t.db.db
      .update(submissions)
      .set({ reviewerId: five, assignedAt: ago(DAY / 2) })
      .where(eq(submissions.id, recent.id));
    expect(await roomThisWeek(all)).toMatchObject({ [three]: true, [five]: true });

    // Given back: no longer held, but its release counts.
    const held = await take(five, ago(DAY));
    expect(await roomThisWeek(all)).toMatchObject({ [five]: true });
    await t.db.db
      .update(submissions)
      .set({ reviewerId: null, assignedAt: null })
      .where(eq(submissions.id, held.id));
    await release(five, ago(DAY / 4));
    await fillingTakesMatchRecount();

    // Capacity changed: down to what was taken, then up again.
    const capacity = (userId: string, weeklyCapacity: number) =>
      t.db.db
        .update(reviewerProfiles)
        .set({ weeklyCapacity })
        .where(eq(reviewerProfiles.userId, userId));
    await capacity(three, 2);
    expect(await roomThisWeek(all)).toMatchObject({ [three]: false });
    await capacity(five, 3);
    await take(five, ago(DAY / 8));
    expect(await roomThisWeek(all)).toMatchObject({ [five]: false });
    await capacity(five, 4);
    expect(await roomThisWeek(all)).toMatchObject({ [five]: true });
    await capacity(none, 1);
    expect(await roomThisWeek(all)).toMatchObject({ [none]: true });

    // Deleted takes count no more.
    await t.db.db.delete(auditLog).where(eq(auditLog.actorId, one));
    expect(await roomThisWeek(all)).toMatchObject({ [one]: true });
    await fillingTakesMatchRecount();

    // A week on, everyone active with a capacity has room again, with nothing written.
    t.clock.advance(8 * DAY);
    expect(await roomThisWeek(all)).toEqual({
      [one]: true,
      [three]: true,
      [five]: true,
      [none]: true,
      [resting]: false,
    });
    // Kept, not recounted: some were set along the way and some cleared.
    const kept = await fillingTakesMatchRecount();
    expect(kept.filter((line) => line.endsWith('none')).length).toBeGreaterThan(0);
    expect(kept.filter((line) => !line.endsWith('none')).length).toBeGreaterThan(0);
  });

  it('count the reviewer summary', async () => {
    await t.db.db.delete(reviewerProfiles);
    const full = await seedReviewer(t.app, t.db.db, { weeklyCapacity: 2 });
    await seedReviewer(t.app, t.db.db, { weeklyCapacity: 2 });
    for (const days of [1, 2]) {
      await seedOrder(t.db.db, {
        applicantId: applicant.user.id,
        status: 'assigned',
        reviewerId: full.user.id,
        assignedAt: ago(days * DAY),
      });
    }
    const admin = await signInAs(t.app, t.db.db, 'admin');
    const summary = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/reviewer-summary',
          headers: { cookie: admin.cookie },
        })
      ).json();
    expect(await summary()).toMatchObject({ active: 2, availableNow: 1, atCapacity: 1 });
    // The older take leaves the window: room again without a write.
    t.clock.advance(6 * DAY);
    expect(await summary()).toMatchObject({ active: 2, availableNow: 2, atCapacity: 0 });
  });
});

describe.runIf(process.env.TEST_DB_KIND === 'postgres')("reviewers' filling takes at once", () => {
  it('count both of two takes committed side by side', async () => {
    const reviewerId = (await seedReviewer(t.app, t.db.db, { weeklyCapacity: 2 })).user.id;
    const orders = await Promise.all(
      [0, 1].map(() => seedOrder(t.db.db, { applicantId: applicant.user.id, status: 'queued' })),
    );
    const [first, second] = await Promise.all(
      [0, 1].map(async () => {
        const client = new pg.Client({ connectionString: t.db.url });
        await client.connect();
        return client;
      }),
    );
    try {
      const assign = (client: pg.Client, orderId: string, at: Date) =>
        client.query(`update submissions set reviewer_id = $1, assigned_at = $2 where id = $3`, [
          reviewerId,
          at,
          orderId,
        ]);
      await first!.query('begin');
      await assign(first!, orders[0]!.id, ago(2 * DAY));
      // The second waits for the first's lock on the profile, then reads its take.
      await second!.query('begin');
      const waiting = assign(second!, orders[1]!.id, ago(DAY));
      await new Promise((resolve) => setTimeout(resolve, 200));
      await first!.query('commit');
      await waiting;
      await second!.query('commit');
    } finally {
      await Promise.all([first!.end(), second!.end()]);
    }
    const [profile] = await t.db.db
      .select()
      .from(reviewerProfiles)
      .where(eq(reviewerProfiles.userId, reviewerId));
    expect(profile?.fillingTakeAt).toEqual(ago(2 * DAY));
    expect(await roomThisWeek([reviewerId])).toEqual({ [reviewerId]: false });
  });
});
