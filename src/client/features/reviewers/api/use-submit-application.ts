import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewerApplication, ReviewerApplicationBody } from '#shared/schemas/reviewers.js';
import { apiJson } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

/** POST /api/reviewer-applications: 201 with the application; 409 when one is pending. */
export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewerApplicationBody) =>
      apiJson<ReviewerApplication>('POST', '/api/reviewer-applications', body),
    onSuccess: (created) => queryClient.setQueryData(queryKeys.reviewer.myApplication, created),
  });
}
