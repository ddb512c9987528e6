import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentConfig } from '#shared/schemas/payments.js';
import { queryKeys } from '#client/lib/query-keys';

/** GET /api/payments/config: which card form to show (test mode, or Stripe with its key). */
export const paymentConfigQueryOptions = queryOptions<PaymentConfig>({
  queryKey: queryKeys.paymentConfig,
});

export function usePaymentConfig() {
  return useQuery(paymentConfigQueryOptions);
}
