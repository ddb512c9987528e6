import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Receipt } from '#shared/schemas/payments.js';
import { apiJson } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

/** GET /api/submissions/{id}/receipts: the charges taken for the applicant's own order. */
export function receiptsQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.submissions.receipts(id),
    queryFn: () => apiJson<Receipt[]>('GET', `/api/submissions/${encodeURIComponent(id)}/receipts`),
  });
}

export function useReceipts(id: string) {
  return useQuery(receiptsQueryOptions(id));
}
