import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PackageTier } from '#shared/domain/packages.js';
import type { PaymentIntentResponse } from '#shared/schemas/payments.js';
import { apiJson } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

/** addOns is sent empty: the server prices the stored order (docs/product.md §3 Money). */
export interface CreatePaymentIntentBody {
  packageTier: PackageTier;
  addOns: [];
  submissionId: string;
  userId: string;
}

/**
 * POST /api/create-payment-intent, requested when checkout opens. A query rather than a mutation
 * so that it runs once per visit (the server answers the same intent while the order is unpaid);
 * not kept after checkout closes, so a later visit asks again.
 */
export function createPaymentIntentQueryOptions(body: CreatePaymentIntentBody) {
  return queryOptions({
    queryKey: queryKeys.paymentIntent(body.submissionId),
    queryFn: () => apiJson<PaymentIntentResponse>('POST', '/api/create-payment-intent', body),
    gcTime: 0,
  });
}

export function useCreatePaymentIntent(body: CreatePaymentIntentBody, enabled: boolean) {
  return useQuery({ ...createPaymentIntentQueryOptions(body), enabled });
}
