import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderStatusCounts, submissions } from '../../db/schema/index.js';
import { signInAs } from '../../../../tests/support/http.js';
import { seedOrder } from '../../../../tests/support/seed.js';
import { useTestApp } from '../../../../tests/support/test-app.js';

const t = useTestApp();
let applicantId: string;

beforeAll(async () => {
  applicantId = (await signInAs(t.app, t.db.db, 'applicant')).user.id;
});

/** Orders per status as the triggers keep them (summed over shards), checked against a count. */
async function statusCounts() {
  const kept = await t.db.db
    .select({
      status: orderStatusCounts.status,
      orders: sql<number>`sum(${orderStatusCounts.orders})`.mapWith(Number),
    })
    .from(orderStatusCounts)
    .groupBy(orderStatusCounts.status);
  const counted = await t.db.db
    .select({ status: submissions.status, orders: sql<number>`count(*)`.mapWith(Number) })
    .from(submissions)
    .groupBy(submissions.status);
  const asRecord = (rows: { status: string; orders: number }[]) =>
    Object.fromEntries(
      rows.filter((row) => row.orders !== 0).map((row) => [row.status, row.orders]),
    );
  expect(asRecord(kept)).toEqual(asRecord(counted));
  return asRecord(kept);
}

describe('order status counts', () => {
  it('follow orders as they are created, move between statuses and are deleted', async () => {
    const orders = await Promise.all(
      Array.from({ length: 40 }, () => seedOrder(t.db.db, { applicantId, status: 'queued' })),
    );
    const ids = orders.map((order) => order.id);
    const before = await statusCounts();
    expect(before.queued).toBeGreaterThanOrEqual(40);
    // Spread over the shards, so a shard's row is added to and taken from by its own orders.
    const [shards] = await t.db.db
      .select({
        n: sql<number>`count(distinct order_status_shard(${submissions.id}))`.mapWith(Number),
      })
      .from(submissions)
      .where(inArray(submissions.id, ids));
    expect(shards!.n).toBeGreaterThan(8);

    await t.db.db
      .update(submissions)
      .set({ status: 'assigned' })
      .where(inArray(submissions.id, ids.slice(0, 25)));
    await t.db.db
      .update(submissions)
      .set({ status: 'in_review' })
      .where(inArray(submissions.id, ids.slice(0, 10)));
    // A write that leaves the status alone changes no count.
    await t.db.db
      .update(submissions)
      .set({ round: 2 })
      .where(inArray(submissions.id, ids.slice(0, 5)));
    let now = await statusCounts();
    expect(now.queued).toBe(before.queued! - 25);
    expect(now.assigned).toBe((before.assigned ?? 0) + 15);
    expect(now.in_review).toBe((before.in_review ?? 0) + 10);

    // The recount a bulk load calls instead of the triggers (the bench seeder) agrees.
    await t.db.db.execute(sql`select order_status_counts_recount()`);
    expect(await statusCounts()).toEqual(now);

    await t.db.db.delete(submissions).where(inArray(submissions.id, ids.slice(5, 30)));
    now = await statusCounts();
    expect(now.queued).toBe(before.queued! - 30);
    expect(now.assigned ?? 0).toBe(before.assigned ?? 0);
    expect(now.in_review).toBe((before.in_review ?? 0) + 5);
    await t.db.db.delete(submissions).where(eq(submissions.applicantId, applicantId));
    await statusCounts();
  });
});
