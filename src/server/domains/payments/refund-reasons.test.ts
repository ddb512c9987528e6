import { describe, expect, it } from 'vitest';
import { GUARANTEE_REASON, PROVIDER_REFUND_REASON, refundedBy } from './refund-reasons.js';

describe('who made a refund, as the order page says it', () => {
  it('names the admin, else the guarantee or the payment provider by their reason', () => {
    expect(refundedBy('Alex Admin', 'Goodwill')).toBe('Alex Admin');
    expect(refundedBy(null, GUARANTEE_REASON)).toBe('the guarantee (automatic)');
    expect(refundedBy(null, PROVIDER_REFUND_REASON)).toBe(
      "the payment provider (in Stripe's dashboard)",
    );
    expect(refundedBy(null, 'Goodwill')).toBe('an account deleted since');
  });
});
