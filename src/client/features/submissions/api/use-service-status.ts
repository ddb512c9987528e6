import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ServiceStatus } from '#shared/schemas/submissions.js';
import { queryKeys } from '#client/lib/query-keys';

/**
 * GET /api/service-status: whether new orders are accepted (false with a message during
 * maintenance). Checked again each time the submit screen opens.
 */
export function serviceStatusQueryOptions() {
  return queryOptions<ServiceStatus>({ queryKey: queryKeys.serviceStatus, staleTime: 0 });
}

export function useServiceStatus() {
  return useQuery(serviceStatusQueryOptions());
}
