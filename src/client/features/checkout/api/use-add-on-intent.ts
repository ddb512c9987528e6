import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AddOnId } from '#shared/domain/add-ons.js';
import type { PaymentIntentResponse } from '#shared/schemas/payments.js';
import { apiJson } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

/**
 * POST /api/submissions/{id}/add-on-intent: a second, server-priced payment for add-ons bought
 * on a paid, undelivered order. Keyed outside '/api/submissions' so that refreshing the orders
 * after payment does not ask for (and be refused) a new intent.
 */
export function addOnIntentQueryOptions(submissionId: string, addOns: readonly AddOnId[]) {
  return queryOptions({
    queryKey: queryKeys.addOnIntent(submissionId, addOns),
    queryFn: () =>
      apiJson<PaymentIntentResponse>(
        'POST',
        `/api/submissions/${encodeURIComponent(submissionId)}/add-on-intent`,
        { addOns },
      ),
    gcTime: 0,
  });
}

export function useAddOnIntent(submissionId: string, addOns: readonly AddOnId[], enabled: boolean) {
  return useQuery({ ...addOnIntentQueryOptions(submissionId, addOns), enabled });
}
