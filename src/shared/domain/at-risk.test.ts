import { describe, expect, it } from 'vitest';
import {
  alertAt,
  deadlineWindowStart,
  isAtRisk,
  isOverdue,
  riskLabel,
  slaCompliance,
  slaCompliancePercent,
} from './at-risk.js';

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

  it('starts a revision round at its request (deadline minus 72 h, or 24 h with rush)', () => {
    const revision = { round: 2, submittedAt: paid, etaAt: at('2026-11-12T10:00:00Z') };
    expect(deadlineWindowStart({ ...revision, addOns: [] })?.toISOString()).toBe(
      '2026-11-09T10:00:00.000Z',
    );
    expect(deadlineWindowStart({ ...revision, addOns: ['rush'] })?.toISOString()).toBe(
      '2026-11-11T10:00:00.000Z',
    );
    expect(deadlineWindowStart({ ...revision, round: 1, addOns: [] })).toBe(paid);
    // Round 2, 72 h window from 9 Nov 10:00: 80 % is 57 h 36 min later, 11 Nov 19:36.
    const window = {
      status: 'in_review',
      startAt: deadlineWindowStart({ ...revision, addOns: [] }),
      etaAt: revision.etaAt,
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

describe('SLA compliance', () => {
  const now = at('2026-11-30T12:00:00Z');
  const delivery = (deliveredAt: string, etaAt: string | null) => ({
    deliveredAt: at(deliveredAt),
    etaAt: etaAt ? at(etaAt) : null,
  });

  it('is 100 when nothing was delivered', () => {
    expect(slaCompliance([], now)).toBe(100);
    expect(slaCompliancePercent(0, 0)).toBe(100);
  });

  it('rounds on-time / all to one decimal', () => {
    expect(slaCompliancePercent(2, 3)).toBe(66.7);
    expect(slaCompliancePercent(1, 8)).toBe(12.5);
    expect(slaCompliancePercent(5, 7)).toBe(71.4);
    expect(slaCompliancePercent(49, 52)).toBe(94.2);
    expect(slaCompliancePercent(3, 3)).toBe(100);
  });

  it('counts a delivery exactly at the deadline as on time and ignores older than 30 days', () => {
    const deliveries = [
      delivery('2026-11-20T10:00:00Z', '2026-11-20T10:00:00Z'), // on the dot: on time
      delivery('2026-11-21T10:00:01Z', '2026-11-21T10:00:00Z'), // one second late
      delivery('2026-11-22T09:00:00Z', '2026-11-23T09:00:00Z'), // early
      delivery('2026-10-31T12:00:00Z', '2026-10-30T12:00:00Z'), // late, exactly 30 days ago: out
      delivery('2026-10-31T12:00:01Z', '2026-11-01T00:00:00Z'), // just inside the window
      delivery('2026-12-01T00:00:00Z', '2026-11-01T00:00:00Z'), // in the future: out
    ];
    // Counted: 4 deliveries, 3 on time -> 75 %.
    expect(slaCompliance(deliveries, now)).toBe(75);
  });
});
