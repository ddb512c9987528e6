import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addOnIds } from './add-ons.js';
import {
  alertAt,
  atRiskDeadlineHorizon,
  isAtRisk,
  isOverdue,
  riskLabel,
  slaCompliancePercent,
} from './at-risk.js';
import { packageTiers } from './packages.js';
import { etaFrom, revisionEtaFrom } from './turnaround.js';

const paid = new Date('2026-11-02T10:00:00Z');
const eta = new Date('2026-11-05T10:00:00Z'); // 72 h later
const at = (iso: string) => new Date(iso);
const order = (status = 'assigned') => ({ status, startAt: paid, etaAt: eta });

describe('at risk', () => {
  // 72 h window: 70 % = 50 h 24 min, 80 % = 57 h 36 min, 90 % = 64 h 48 min after payment.
  it('flags an order once the threshold share of its window has elapsed (70/80/90)', () => {
    expect(isAtRisk(order(), at('2026-11-04T12:23:59Z'), 70)).toBe(false);
    expect(isAtRisk(order(), at('2026-11-04T12:24:00Z'), 70)).toBe(true);
    expect(isAtRisk(order(), at('2026-11-04T19:35:59Z'), 80)).toBe(false);
    expect(isAtRisk(order(), at('2026-11-04T19:36:00Z'), 80)).toBe(true);
    expect(isAtRisk(order(), at('2026-11-05T02:47:59Z'), 90)).toBe(false);
    expect(isAtRisk(order(), at('2026-11-05T02:48:00Z'), 90)).toBe(true);
  });

  it('gives the alert instant for each threshold', () => {
    expect(alertAt(paid, eta, 70).toISOString()).toBe('2026-11-04T12:24:00.000Z');
    expect(alertAt(paid, eta, 80).toISOString()).toBe('2026-11-04T19:36:00.000Z');
    expect(alertAt(paid, eta, 90).toISOString()).toBe('2026-11-05T02:48:00.000Z');
  });

  it('uses the window of a 24 h rush order: 70 % is 16 h 48 min', () => {
    const rush = { status: 'queued', startAt: paid, etaAt: at('2026-11-03T10:00:00Z') };
    expect(isAtRisk(rush, at('2026-11-03T02:47:00Z'), 70)).toBe(false);
    expect(isAtRisk(rush, at('2026-11-03T02:48:00Z'), 70)).toBe(true);
  });

  it('counts only paid, undelivered orders with a deadline', () => {
    const late = at('2026-11-06T00:00:00Z');
    expect(isAtRisk(order('queued'), late, 70)).toBe(true);
    expect(isAtRisk(order('in_review'), late, 70)).toBe(true);
    for (const status of ['draft', 'feedback_ready', 'completed', 'refunded']) {
      expect(isAtRisk(order(status), late, 70)).toBe(false);
    }
    expect(isAtRisk({ status: 'queued', startAt: null, etaAt: null }, late, 70)).toBe(false);
  });

  it('counts a revision round from its request, however its deadline later moved', () => {
    // Requested 9 Nov 10:00 with 72 h; Rush bought 11 Nov 10:00 leaves the deadline, which is
    // sooner than a day from then. 80 % of the 72 h is 57 h 36 min: 11 Nov 19:36.
    const window = {
      status: 'in_review',
      startAt: at('2026-11-09T10:00:00Z'),
      etaAt: at('2026-11-12T10:00:00Z'),
    };
    expect(isAtRisk(window, at('2026-11-11T19:35:59Z'), 80)).toBe(false);
    expect(isAtRisk(window, at('2026-11-11T19:36:00Z'), 80)).toBe(true);
  });

  it('is overdue only strictly after the deadline, and labels it', () => {
    expect(isOverdue(eta, eta)).toBe(false);
    expect(riskLabel(eta, eta)).toBe('Due Soon');
    expect(isOverdue(eta, at('2026-11-05T10:00:00.001Z'))).toBe(true);
    expect(riskLabel(eta, at('2026-11-05T10:00:01Z'))).toBe('Overdue');
    // The server's verdict stands even when this clock is behind.
    expect(riskLabel(eta, eta, true)).toBe('Overdue');
    expect(isOverdue(null, eta)).toBe(false);
    // Overdue orders are at risk whatever the threshold.
    expect(isAtRisk(order(), at('2026-11-05T10:00:01Z'), 90)).toBe(true);
  });
});

describe('at-risk deadline horizon', () => {
  it('never leaves out an at-risk order, whatever its package, add-ons, round or age', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...packageTiers),
        fc.subarray([...addOnIds]),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 10 * 24 * 60 }),
        fc.option(fc.integer({ min: 0, max: 4 * 24 * 60 })),
        fc.constantFrom(70, 80, 90),
        (tier, addOns, round, minutesSinceStart, rushBoughtAfter, threshold) => {
          const start = paid;
          const due = round === 1 ? etaFrom(start, tier, addOns) : revisionEtaFrom(start, addOns);
          // Rush bought later in the round: due a day from the purchase, if that is sooner.
          const rushDue =
            rushBoughtAfter === null
              ? due
              : revisionEtaFrom(new Date(start.getTime() + rushBoughtAfter * 60_000), ['rush']);
          const etaAt = rushDue < due ? rushDue : due;
          const now = new Date(start.getTime() + minutesSinceStart * 60_000);
          const window = { status: 'in_review', startAt: start, etaAt };
          if (isAtRisk(window, now, threshold)) {
            expect(etaAt.getTime()).toBeLessThanOrEqual(
              atRiskDeadlineHorizon(now, threshold).getTime(),
            );
          }
        },
      ),
    );
  });

  it('reaches the unelapsed share of the longest round: 30 % of 72 h at 70 %', () => {
    expect(atRiskDeadlineHorizon(paid, 70)).toEqual(at('2026-11-03T07:36:00Z'));
    expect(atRiskDeadlineHorizon(paid, 90)).toEqual(at('2026-11-02T17:12:00Z'));
  });
});

describe('SLA compliance', () => {
  it('is 100 when nothing was delivered', () => {
    expect(slaCompliancePercent(0, 0)).toBe(100);
  });

  it('rounds on-time / all to one decimal', () => {
    expect(slaCompliancePercent(2, 3)).toBe(66.7);
    expect(slaCompliancePercent(1, 8)).toBe(12.5);
    expect(slaCompliancePercent(5, 7)).toBe(71.4);
    expect(slaCompliancePercent(49, 52)).toBe(94.2);
    expect(slaCompliancePercent(3, 3)).toBe(100);
  });
});
