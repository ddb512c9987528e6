import { PROCESSOR_UNAVAILABLE_MESSAGE } from '../../../../shared/domain/payment-messages.js';
import { AppError } from '../../../../shared/errors.js';
import type { PaymentProvider } from './provider.js';

/**
 * The provider with at most `limit` calls waiting on the processor at once; past it, a call is
 * refused at once (503) without reaching the processor. Each call is made inside a database
 * transaction and holds one of the pool's connections until the processor answers (up to its
 * timeout and retries): without a limit, a slow processor would take every connection, and
 * screens that never touch money would fail with it.
 */
export function limitProviderCalls(provider: PaymentProvider, limit: number): PaymentProvider {
  let waiting = 0;
  const limited =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      if (waiting >= limit) throw new AppError('unavailable', PROCESSOR_UNAVAILABLE_MESSAGE);
      waiting += 1;
      try {
        return await call(...args);
      } finally {
        waiting -= 1;
      }
    };
  return {
    name: provider.name,
    publicConfig: provider.publicConfig,
    parseWebhook: provider.parseWebhook?.bind(provider),
    createIntent: limited(provider.createIntent.bind(provider)),
    updateIntentAmount: limited(provider.updateIntentAmount.bind(provider)),
    cancelIntent: limited(provider.cancelIntent.bind(provider)),
    refund: limited(provider.refund.bind(provider)),
    refundedInAll: provider.refundedInAll && limited(provider.refundedInAll.bind(provider)),
  };
}
