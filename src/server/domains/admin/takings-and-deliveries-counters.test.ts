import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  dailyTakings,
  hourlyDeliveries,
  payments,
  refunds,
  submissions,
} from '../../db/schema/index.js';
import { signInAs } from '../../../../tests/support/http.js';
import { seedOrder, seedPayment } from '../../../../tests/support/seed.js';
import { useTestApp } from '../../../../tests/support/test-app.js';
import { sumOf } from '../../db/sql-aggregates.js';

const t = useTestApp();
let applicantId: string;
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  applicantId = (await signInAs(t.app, t.db.db, 'applicant')).user.id;
});

const rowsOf = async (query: ReturnType<typeof sql>) =>
  ((await t.db.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

/**
 * What the triggers keep (summed over the shards) and the same recounted from the tables,
 * emptied counters left out.
 */
async function takings() {
  const kept = (
    await t.db.db
      .select({
        day: dailyTakings.day,
        capturedCents: sumOf(dailyTakings.capturedCents),
        refundedCents: sumOf(dailyTakings.refundedCents),
      })
      .from(dailyTakings)
      .groupBy(dailyTakings.day)
  )
    .filter((row) => row.capturedCents !== 0 || row.refundedCents !== 0)
    .map((row) => `${row.day} ${row.capturedCents} ${row.refundedCents}`)
    .sort();
  const counted = (
    await rowsOf(sql`select day || ' ' || sum(captured) || ' ' || sum(refunded) as line from (
        select (succeeded_at at time zone 'UTC')::date as day, amount_cents as captured, 0 as refunded
          from payments where succeeded_at is not null
        union all
        select (created_at at time zone 'UTC')::date, 0, amount_cents from refunds
          where of_captured) a
      group by day`)
  )
    .map((row) => String(row.line))
    .sort();
  expect(kept).toEqual(counted);
  return kept;
}

async function deliveries() {
  const kept = (
    await t.db.db
      .select({
        hour: hourlyDeliveries.hour,
        delivered: sumOf(hourlyDeliveries.delivered),
        onTime: sumOf(hourlyDeliveries.onTime),
      })
      .from(hourlyDeliveries)
      .groupBy(hourlyDeliveries.hour)
  )
    .filter((row) => row.delivered !== 0 || row.onTime !== 0)
    .map((row) => `${new Date(row.hour * 3600_000).toISOString()} ${row.delivered} ${row.onTime}`)
    .sort();
  const counted = (
    await rowsOf(sql`select to_char(hour, 'YYYY-MM-DD"T"HH24:MI:SS.000"Z"') || ' ' || count(*) || ' ' ||
          count(*) filter (where eta_at is null or delivered_at <= eta_at) as line
        from (select date_trunc('hour', delivered_at at time zone 'UTC') as hour, delivered_at, eta_at
          from submissions where delivered_at is not null) d group by hour`)
  )
    .map((row) => String(row.line))
    .sort();
  expect(kept).toEqual(counted);
  return kept;
}

describe('daily takings', () => {
  it('follow payments and refunds as they succeed, change, move and go', async () => {
    const order = await seedOrder(t.db.db, { applicantId, status: 'completed' });
    const payment = await seedPayment(t.db.db, order.id, 29_900, {
      status: 'requires_payment',
      succeededAt: null,
    });
    const paymentId = payment.id;
    expect(await takings()).toEqual([]);

    // Succeeds in the last millisecond of a UTC day, then is moved across midnight.
    const setPayment = (change: Partial<typeof payments.$inferInsert>) =>
      t.db.db.update(payments).set(change).where(eq(payments.id, paymentId));
    await setPayment({ status: 'succeeded', succeededAt: at('2026-10-31T23:59:59.999Z') });
    expect(await takings()).toEqual(['2026-10-31 29900 0']);
    await setPayment({ succeededAt: at('2026-11-01T00:00:00Z'), amountCents: 30_000 });
    expect(await takings()).toEqual(['2026-11-01 30000 0']);

    const [refund] = await t.db.db
      .insert(refunds)
      .values({
        paymentId,
        submissionId: order.id,
        amountCents: 5_000,
        reason: 'test',
        createdAt: at('2026-11-02T09:00:00Z'),
      })
      .returning();
    expect(await takings()).toEqual(['2026-11-01 30000 0', '2026-11-02 0 5000']);
    await t.db.db.update(refunds).set({ amountCents: 7_000 }).where(eq(refunds.id, refund!.id));
    expect(await takings()).toEqual(['2026-11-01 30000 0', '2026-11-02 0 7000']);
    // The recount a bulk load calls instead of the triggers (the bench seeder) agrees.
    await t.db.db.execute(sql`select daily_takings_recount()`);
    expect(await takings()).toEqual(['2026-11-01 30000 0', '2026-11-02 0 7000']);

    // An order deleted takes its payments and refunds (and their amounts) with it.
    await t.db.db.delete(submissions).where(eq(submissions.id, order.id));
    expect(await takings()).toEqual([]);
  });

  it('leave out the refund of a held payment, as they left out the payment', async () => {
    const alice = await signInAs(t.app, t.db.db, 'applicant');
    const admin = await signInAs(t.app, t.db.db, 'admin');
    const draft = await seedOrder(t.db.db, { applicantId: alice.user.id, status: 'draft' });
    await seedPayment(t.db.db, draft.id, 29_900, {
      status: 'needs_attention',
      succeededAt: null,
      receivedCents: 9_900,
    });
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${draft.id}/refund`,
      headers: { cookie: admin.cookie },
      payload: { requestId: randomUUID(), reason: 'Held payment returned' },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const [given] = await t.db.db.select().from(refunds).where(eq(refunds.submissionId, draft.id));
    expect(given).toMatchObject({ amountCents: 9_900, ofCaptured: false });
    expect(await takings()).toEqual([]);
    await t.db.db.execute(sql`select daily_takings_recount()`);
    expect(await takings()).toEqual([]);
    await t.db.db.delete(submissions).where(eq(submissions.id, draft.id));
  });
});

describe('hourly deliveries', () => {
  it('follow deliveries and deadlines as orders are delivered, revised and deleted', async () => {
    const order = await seedOrder(t.db.db, {
      applicantId,
      status: 'in_review',
      etaAt: at('2026-11-02T12:00:00Z'),
    });
    const setOrder = (change: Partial<typeof submissions.$inferInsert>) =>
      t.db.db.update(submissions).set(change).where(eq(submissions.id, order.id));
    expect(await deliveries()).toEqual([]);

    await setOrder({ status: 'feedback_ready', deliveredAt: at('2026-11-02T11:59:59Z') });
    expect(await deliveries()).toEqual(['2026-11-02T11:00:00.000Z 1 1']);
    // The deadline moves before the delivery: late now.
    await setOrder({ etaAt: at('2026-11-02T11:00:00Z') });
    expect(await deliveries()).toEqual(['2026-11-02T11:00:00.000Z 1 0']);
    // A revision round: a new deadline, then a new delivery in another hour.
    await setOrder({ status: 'in_review', etaAt: at('2026-11-05T12:00:00Z') });
    await setOrder({ status: 'feedback_ready', deliveredAt: at('2026-11-05T12:00:00Z') });
    expect(await deliveries()).toEqual(['2026-11-05T12:00:00.000Z 1 1']);
    // No deadline: cannot be late.
    await setOrder({ etaAt: null, deliveredAt: at('2026-11-06T00:30:00Z') });
    expect(await deliveries()).toEqual(['2026-11-06T00:00:00.000Z 1 1']);
    await t.db.db.execute(sql`select hourly_deliveries_recount()`);
    expect(await deliveries()).toEqual(['2026-11-06T00:00:00.000Z 1 1']);

    await t.db.db.delete(submissions).where(eq(submissions.id, order.id));
    expect(await deliveries()).toEqual([]);
  });
});

describe.runIf(process.env.TEST_DB_KIND === 'postgres')('counter shards', () => {
  it('let two transactions add to the same day, hour and month without waiting', async () => {
    // Two connections whose shards differ (a backend's shard is its process id's low bits).
    const clients: pg.Client[] = [];
    const byShard = new Map<number, pg.Client>();
    try {
      while (byShard.size < 2 && clients.length < 64) {
        const client = new pg.Client({ connectionString: t.db.url });
        clients.push(client);
        await client.connect();
        const { rows } = await client.query('select counter_shard() as shard');
        byShard.set(rows[0].shard, client);
      }
      const [first, second] = [...byShard.values()];
      const add = `select daily_takings_add($1, 100, 0),
        hourly_deliveries_add($1, $1, 1), monthly_deliveries_add('2026-11-01', 'core', 1)`;
      const at = '2026-11-24T10:30:00Z';
      await first!.query('begin');
      await first!.query(add, [at]);
      // Without shards the second would wait for the first's row locks until it commits.
      await second!.query("set lock_timeout = '2s'");
      await second!.query(add, [at]);
      await first!.query('commit');
      const [day] = await t.db.db
        .select({ captured: sumOf(dailyTakings.capturedCents) })
        .from(dailyTakings)
        .where(eq(dailyTakings.day, '2026-11-24'));
      expect(day?.captured).toBe(200);
    } finally {
      await Promise.all(clients.map((client) => client.end()));
    }
  });
});
