import { describe, expect, it } from 'vitest';
import { PROCESSOR_UNAVAILABLE_MESSAGE } from '../../../../shared/domain/payment-messages.js';
import { limitProviderCalls } from './call-limit.js';
import type { PaymentProvider } from './provider.js';

/** A processor whose every call waits until the test answers it, or fails it. */
function slowProcessor() {
  const pending: { answer: () => void; fail: () => void }[] = [];
  let calls = 0;
  const wait = <T>(value: T) =>
    new Promise<T>((resolve, reject) => {
      calls += 1;
      pending.push({
        answer: () => resolve(value),
        fail: () => reject(new Error('The processor timed out.')),
      });
    });
  const provider: PaymentProvider = {
    name: 'stripe',
    publicConfig: { provider: 'stripe', publishableKey: 'pk_test' },
    createIntent: () => wait({ intentId: 'pi_1', clientSecret: 'pi_1_secret' }),
    updateIntentAmount: () => wait('done' as const),
    cancelIntent: () => wait('done' as const),
    refund: () => wait(100),
  };
  return { provider, pending, calls: () => calls };
}

const intentInput = {
  amountCents: 29_900,
  currency: 'usd',
  paymentId: 'pay-1',
  submissionId: 'order-1',
  description: 'Counsel Review Core review',
};

describe('limitProviderCalls', () => {
  it('refuses a call past the limit at once, without reaching the processor', async () => {
    const slow = slowProcessor();
    const limited = limitProviderCalls(slow.provider, 2);
    const first = limited.createIntent(intentInput);
    const second = limited.refund({ intentId: 'pi_1', amountCents: 100, idempotencyKey: 'k' });

    await expect(limited.updateIntentAmount('pi_1', 100)).rejects.toMatchObject({
      status: 503,
      message: PROCESSOR_UNAVAILABLE_MESSAGE,
    });
    await expect(limited.cancelIntent('pi_1')).rejects.toMatchObject({ status: 503 });
    expect(slow.calls()).toBe(2);

    slow.pending[0]!.answer();
    slow.pending[1]!.answer();
    await expect(first).resolves.toEqual({ intentId: 'pi_1', clientSecret: 'pi_1_secret' });
    await expect(second).resolves.toBe(100);
  });

  it('frees a place when a call is answered or fails', async () => {
    const slow = slowProcessor();
    const limited = limitProviderCalls(slow.provider, 1);
    const failed = limited.cancelIntent('pi_1');
    slow.pending[0]!.fail();
    await expect(failed).rejects.toThrow('The processor timed out.');

    const answered = limited.cancelIntent('pi_1');
    expect(slow.calls()).toBe(2);
    slow.pending[1]!.answer();
    await expect(answered).resolves.toBe('done');

    const next = limited.updateIntentAmount('pi_1', 100);
    expect(slow.calls()).toBe(3);
    slow.pending[2]!.answer();
    await expect(next).resolves.toBe('done');
  });

  it('keeps what is not a call to the processor as it was', () => {
    const slow = slowProcessor();
    const limited = limitProviderCalls(slow.provider, 1);
    expect(limited.name).toBe('stripe');
    expect(limited.publicConfig).toBe(slow.provider.publicConfig);
    expect(limited.parseWebhook).toBeUndefined();
  });
});
