import { describe, expect, it } from 'vitest';
import {
  activeStatuses,
  attentionRank,
  byAttention,
  canBuyAddOnsAfterPayment,
  canTransition,
  hasResults,
  isAssigned,
  isDelivered,
  isLateAddOn,
  isReviewing,
  isUndelivered,
  orderTransitions,
  roundsDelivered,
} from './order-lifecycle.js';
import { progressSteps, submissionStatuses } from './order-status.js';
import type { SubmissionStatus } from './order-status.js';

describe('order lifecycle', () => {
  it('names the status groups the rules use', () => {
    expect(submissionStatuses.filter(isUndelivered)).toEqual(['queued', 'assigned', 'in_review']);
    expect(submissionStatuses.filter(isReviewing)).toEqual(['assigned', 'in_review']);
    expect(submissionStatuses.filter(isDelivered)).toEqual(['feedback_ready', 'completed']);
    expect(activeStatuses).toEqual(['queued', 'assigned', 'in_review', 'feedback_ready']);
    expect(submissionStatuses.filter(isAssigned)).toEqual([
      'assigned',
      'in_review',
      'feedback_ready',
      'completed',
    ]);
  });

  it('counts the delivered rounds: the current once delivered, and every one before it', () => {
    const delivered = new Date('2026-01-05T12:00:00Z');
    expect(roundsDelivered({ round: 1, deliveredAt: null })).toBe(0);
    expect(roundsDelivered({ round: 1, deliveredAt: delivered })).toBe(1);
    // A revision request starts round 2 and clears the delivery time: round 1 stays readable.
    expect(roundsDelivered({ round: 2, deliveredAt: null })).toBe(1);
    expect(roundsDelivered({ round: 2, deliveredAt: delivered })).toBe(2);
    expect(hasResults({ roundsDelivered: 0 })).toBe(false);
    expect(hasResults({ roundsDelivered: 1 })).toBe(true);
  });

  it('allows the moves the server makes and no others', () => {
    expect(canTransition('draft', 'queued')).toBe(true);
    expect(canTransition('queued', 'assigned')).toBe(true);
    expect(canTransition('assigned', 'queued')).toBe(true);
    expect(canTransition('assigned', 'assigned')).toBe(true);
    expect(canTransition('in_review', 'feedback_ready')).toBe(true);
    expect(canTransition('feedback_ready', 'in_review')).toBe(true);
    expect(canTransition('feedback_ready', 'completed')).toBe(true);
    expect(canTransition('draft', 'refunded')).toBe(false);
    expect(canTransition('completed', 'in_review')).toBe(false);
    expect(canTransition('queued', 'feedback_ready')).toBe(false);
    expect(orderTransitions.refunded).toEqual([]);
    const refundable = submissionStatuses.filter((status) => canTransition(status, 'refunded'));
    expect(refundable).toEqual(['queued', 'assigned', 'in_review', 'feedback_ready', 'completed']);
  });

  it('sells rush and extra revision after payment, until delivery', () => {
    expect(['rush', 'extra_revision', 'resume_review', 't14_reviewer'].filter(isLateAddOn)).toEqual(
      ['rush', 'extra_revision'],
    );
    expect(submissionStatuses.filter(canBuyAddOnsAfterPayment)).toEqual([
      'queued',
      'assigned',
      'in_review',
    ]);
  });

  it("marks the applicant's progress steps", () => {
    const done = (status: string) => progressSteps(status).map((step) => step.done);
    expect(done('queued')).toEqual([true, false, false]);
    expect(done('in_review')).toEqual([true, true, false]);
    expect(done('completed')).toEqual([true, true, true]);
  });

  it('ranks the orders that need the applicant first, and finished orders last', () => {
    const ranked = [...submissionStatuses].sort((a, b) => attentionRank(a) - attentionRank(b));
    expect(ranked).toEqual([
      'feedback_ready',
      'assigned',
      'in_review',
      'queued',
      'draft',
      'completed',
      'refunded',
    ]);
    expect(attentionRank('assigned')).toBe(attentionRank('in_review'));
    expect(attentionRank('completed')).toBe(attentionRank('refunded'));
  });

  it('sorts by attention, newest first within a rank', () => {
    const order = (id: string, status: SubmissionStatus, createdAt: string) => ({
      id,
      status,
      createdAt,
    });
    const orders = [
      order('refunded-new', 'refunded', '2025-03-09T00:00:00.000Z'),
      order('draft-new', 'draft', '2025-03-08T00:00:00.000Z'),
      order('completed-old', 'completed', '2025-01-01T00:00:00.000Z'),
      order('queued', 'queued', '2025-03-07T00:00:00.000Z'),
      order('in-review-old', 'in_review', '2025-02-01T00:00:00.000Z'),
      order('draft-old', 'draft', '2025-02-02T00:00:00.000Z'),
      order('assigned-new', 'assigned', '2025-03-06T00:00:00.000Z'),
      order('ready', 'feedback_ready', '2025-01-15T00:00:00.000Z'),
      // Dec 31, 20:00 UTC: older than completed-old although its text sorts after it.
      order('completed-offset', 'completed', '2025-01-01T05:00:00.000+09:00'),
    ];
    expect(orders.sort(byAttention).map((o) => o.id)).toEqual([
      'ready',
      'assigned-new',
      'in-review-old',
      'queued',
      'draft-new',
      'draft-old',
      'refunded-new',
      'completed-old',
      'completed-offset',
    ]);
  });
});
