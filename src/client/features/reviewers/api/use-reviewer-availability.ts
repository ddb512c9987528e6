import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Availability } from '../../../../shared/schemas/reviewers.js';

export const availabilityQueryKey = ['/api/reviewer/availability'] as const;

/** GET /api/reviewer/availability: weekly capacity, rush and premium-only preferences. */
export function availabilityQueryOptions() {
  return queryOptions<Availability>({ queryKey: availabilityQueryKey });
}

export function useReviewerAvailability() {
  return useQuery(availabilityQueryOptions());
}
