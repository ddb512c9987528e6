import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Availability } from '#shared/schemas/reviewers.js';
import { queryKeys } from '#client/lib/query-keys';

/** GET /api/reviewer/availability: weekly capacity, rush and premium-only preferences. */
export function availabilityQueryOptions() {
  return queryOptions<Availability>({ queryKey: queryKeys.reviewer.availability });
}

export function useReviewerAvailability() {
  return useQuery(availabilityQueryOptions());
}
