import { describe, expect, it } from 'vitest';
import {
  activeStatuses,
  canBuyAddOnsAfterPayment,
  canTransition,
  isAssigned,
  isDelivered,
  isLateAddOn,
  isReviewing,
  isUndelivered,
  orderTransitions,
} from './order-lifecycle.js';
import { progressSteps, submissionStatuses } from './order-status.js';

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
});
