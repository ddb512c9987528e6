import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AddOnId } from '../../../shared/domain/add-ons.js';
import { isAtRisk, slaAlertThresholds } from '../../../shared/domain/at-risk.js';
import type { SubmissionStatus } from '../../../shared/domain/order-status.js';
import { packageTiers } from '../../../shared/domain/packages.js';
import {
  deliveryHours,
  HOUR_MS,
  revisionHours,
  RUSH_HOURS,
} from '../../../shared/domain/turnaround.js';
import { submissions } from '../../db/schema/index.js';
import { signInAs, type Session } from '../../../../tests/support/http.js';
import { INTAKE_ANSWERS } from '../../../../tests/support/seed.js';
import { useTestApp } from '../../../../tests/support/test-app.js';
import { atRiskBounds, atRiskCondition } from './at-risk-query.js';

const t = useTestApp();
let applicant: Session;

beforeAll(async () => {
  applicant = await signInAs(t.app, t.db.db, 'applicant');
});

// Not on a whole second, so that a rounding anywhere would show.
const now = new Date('2026-11-02T10:00:00.123Z');
const statuses: SubmissionStatus[] = [
  'queued',
  'assigned',
  'in_review',
  'feedback_ready',
  'completed',
  'draft',
];
const addOnSets: AddOnId[][] = [[], ['rush'], ['rush', 'extra_revision']];
/** 700 microseconds, past the milliseconds JavaScript reads. */
const micros = (instant: Date) => sql`${instant}::timestamptz + interval '700 microseconds'`;

type Row = PgInsertValue<typeof submissions>;
type Instant = Date | SQL | null;

/** How far into a window of `windowMs` each age is: each threshold's boundary +- 1 ms, etc. */
function agesFor(windowMs: number): number[] {
  const boundaries = slaAlertThresholds.map((pct) => Math.ceil((windowMs * pct) / 100));
  return [
    HOUR_MS,
    ...boundaries.flatMap((b) => [b - 1, b, b + 1]),
    windowMs,
    windowMs + HOUR_MS,
    // Long past the deadline: overdue (and past the horizon's other side).
    windowMs * 3,
  ];
}

describe('atRiskCondition', () => {
  it('selects exactly the orders isAtRisk accepts, for each threshold', async () => {
    const rows: Row[] = [];
    const add = (fields: {
      status: SubmissionStatus;
      round: number;
      addOns: AddOnId[];
      packageTier: (typeof packageTiers)[number];
      roundStartedAt: Instant;
      etaAt: Instant;
    }) =>
      rows.push({
        applicantId: applicant.user.id,
        targetSchool: 'stanford',
        intakeAnswers: INTAKE_ANSWERS,
        ...fields,
      });

    for (const status of statuses) {
      for (const packageTier of packageTiers) {
        for (const addOns of addOnSets) {
          const base = { status, packageTier, addOns };
          // Round 1: the clock started at payment; the deadline is the package's (or Rush's).
          const firstWindow = deliveryHours(packageTier, addOns) * HOUR_MS;
          for (const age of agesFor(firstWindow)) {
            const paidAt = new Date(now.getTime() - age);
            const etaAt = new Date(paidAt.getTime() + firstWindow);
            add({ ...base, round: 1, roundStartedAt: paidAt, etaAt });
            // A deadline or payment written in SQL, with microseconds.
            add({ ...base, round: 1, roundStartedAt: paidAt, etaAt: micros(etaAt) });
            add({ ...base, round: 1, roundStartedAt: micros(paidAt), etaAt });
          }
          // Round 2: the clock started at the revision request.
          const revisionWindow = revisionHours(addOns) * HOUR_MS;
          for (const age of agesFor(revisionWindow)) {
            const requestedAt = new Date(now.getTime() - age);
            const etaAt = new Date(requestedAt.getTime() + revisionWindow);
            add({ ...base, round: 2, roundStartedAt: requestedAt, etaAt });
            add({ ...base, round: 2, roundStartedAt: requestedAt, etaAt: micros(etaAt) });
            add({ ...base, round: 3, roundStartedAt: requestedAt, etaAt });
          }
          // Rush bought halfway into a 72 h revision round: due a day after the purchase when
          // that is sooner, the clock still counted from the request.
          for (const age of agesFor(revisionHours([]) * HOUR_MS)) {
            const requestedAt = new Date(now.getTime() - age);
            const rushDue = requestedAt.getTime() + age / 2 + RUSH_HOURS * HOUR_MS;
            const due = requestedAt.getTime() + revisionHours([]) * HOUR_MS;
            add({
              ...base,
              round: 2,
              roundStartedAt: requestedAt,
              etaAt: new Date(Math.min(rushDue, due)),
            });
          }
          // No deadline, or no start (never paid): never at risk.
          const longAgo = new Date(now.getTime() - 10 * 24 * HOUR_MS);
          for (const round of [1, 2]) {
            add({ ...base, round, roundStartedAt: longAgo, etaAt: null });
            add({ ...base, round, roundStartedAt: null, etaAt: null });
          }
          add({
            ...base,
            round: 1,
            roundStartedAt: null,
            etaAt: new Date(now.getTime() + HOUR_MS),
          });
        }
      }
    }
    const inserted = await t.db.db.insert(submissions).values(rows).returning();
    const ids = inserted.map((row) => row.id);
    // As the server reads them: microseconds dropped.
    const orders = await t.db.db.select().from(submissions).where(inArray(submissions.id, ids));
    expect(orders).toHaveLength(rows.length);

    const counts = [];
    for (const threshold of slaAlertThresholds) {
      const expected = orders
        .filter((order) =>
          isAtRisk(
            { status: order.status, startAt: order.roundStartedAt, etaAt: order.etaAt },
            now,
            threshold,
          ),
        )
        .map((order) => order.id);
      const matched = await t.db.db
        .select({ id: submissions.id })
        .from(submissions)
        .where(and(inArray(submissions.id, ids), atRiskCondition(atRiskBounds(now, threshold))));
      expect(matched.map((row) => row.id).sort(), `threshold ${threshold}`).toEqual(
        expected.sort(),
      );
      counts.push(expected.length);
    }
    // The grid straddles each threshold: a higher one accepts fewer orders, and none accepts all.
    expect(counts[0]).toBeGreaterThan(counts[1]!);
    expect(counts[1]).toBeGreaterThan(counts[2]!);
    expect(counts[2]).toBeGreaterThan(0);
  });
});
