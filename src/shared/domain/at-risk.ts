import { isUndelivered } from './order-lifecycle.js';
import { HOUR_MS, LONGEST_ROUND_HOURS } from './turnaround.js';

/**
 * Deadline maths for the admin dashboard (docs/product.md §4 Deadlines): which orders are at risk
 * of missing their deadline, which are overdue, and the SLA compliance figure. Pure: the server
 * queries the rows, these functions decide.
 */

/** The admin's SLA alert setting: alert at 70, 80 or 90 % of the time to the deadline. */
export const slaAlertThresholds = [70, 80, 90] as const;
export type SlaAlertThreshold = (typeof slaAlertThresholds)[number];
export const DEFAULT_SLA_ALERT_THRESHOLD: SlaAlertThreshold = 70;

export interface DeadlineWindow {
  status: string;
  /** When the round's clock started (the order's roundStartedAt): payment, or the revision request. */
  startAt: Date | null;
  etaAt: Date | null;
}

/** Past the deadline: now is strictly after etaAt. */
export function isOverdue(etaAt: Date | null, now: Date): boolean {
  return etaAt !== null && now.getTime() > etaAt.getTime();
}

/** The at-risk label (docs/product.md §4 Deadlines). */
export function riskLabel(
  etaAt: Date | null,
  now: Date,
  /** The server already found it overdue (by its clock). */
  overdue = false,
): 'Overdue' | 'Due Soon' {
  return overdue || isOverdue(etaAt, now) ? 'Overdue' : 'Due Soon';
}

/** The instant at which `thresholdPercent` of the window has elapsed. */
export function alertAt(startAt: Date, etaAt: Date, thresholdPercent: number): Date {
  const window = etaAt.getTime() - startAt.getTime();
  return new Date(startAt.getTime() + Math.ceil((window * thresholdPercent) / 100));
}

/**
 * At risk: paid, not yet delivered, and elapsed >= threshold % of (etaAt - startAt).
 * Compared in whole milliseconds times 100, so 70 % of 72 h is exactly 50 h 24 min.
 */
export function isAtRisk(order: DeadlineWindow, now: Date, thresholdPercent: number): boolean {
  if (!isUndelivered(order.status) || !order.startAt || !order.etaAt) return false;
  const elapsed = now.getTime() - order.startAt.getTime();
  const window = order.etaAt.getTime() - order.startAt.getTime();
  return elapsed * 100 >= window * thresholdPercent;
}

/**
 * The latest deadline an at-risk order can have: once threshold % of its window has gone, at
 * most (100 - threshold) % of the longest window is left. Queries fetch only orders due by then
 * and isAtRisk decides, so the admin screen reads a few rows at any volume.
 */
export function atRiskDeadlineHorizon(now: Date, thresholdPercent: number): Date {
  const remaining = Math.ceil((LONGEST_ROUND_HOURS * HOUR_MS * (100 - thresholdPercent)) / 100);
  return new Date(now.getTime() + remaining);
}

/** SLA compliance counts deliveries of the last 30 days. */
export const SLA_WINDOW_DAYS = 30;

export function slaWindowStart(now: Date): Date {
  return new Date(now.getTime() - SLA_WINDOW_DAYS * 24 * 60 * 60 * 1000);
}

/** on-time / all as a percentage rounded to one decimal; 100 when there is nothing to count. */
export function slaCompliancePercent(onTime: number, total: number): number {
  if (total <= 0) return 100;
  return Math.round((onTime / total) * 1000) / 10;
}
