import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ServiceStatus } from '../../../../shared/schemas/submissions.js';

export const serviceStatusQueryKey = ['/api/service-status'] as const;

/**
 * GET /api/service-status: whether new orders are accepted (false with a message during
 * maintenance). Checked again each time the submit screen opens.
 */
export function serviceStatusQueryOptions() {
  return queryOptions<ServiceStatus>({ queryKey: serviceStatusQueryKey, staleTime: 0 });
}

export function useServiceStatus() {
  return useQuery(serviceStatusQueryOptions());
}
