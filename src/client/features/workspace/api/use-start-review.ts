import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Workspace } from '#shared/schemas/reviews.js';
import { apiRequest } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

/**
 * POST /api/reviews/workspace/{id}/start, once, when an assigned order is opened: it moves to
 * in_review. A failure is harmless (the first saved draft starts the review too).
 */
export function useStartReview(workspace: Workspace | undefined) {
  const queryClient = useQueryClient();
  const started = useRef<string | null>(null);
  const id = workspace?.submission.id;
  const assigned = workspace?.submission.status === 'assigned';

  useEffect(() => {
    if (!id || !assigned || started.current === id) return;
    started.current = id;
    apiRequest('POST', `/api/reviews/workspace/${encodeURIComponent(id)}/start`)
      .then(() => {
        queryClient.setQueryData<Workspace>(queryKeys.workspace(id), (current) =>
          current && current.submission.status === 'assigned'
            ? { ...current, submission: { ...current.submission, status: 'in_review' } }
            : current,
        );
        return queryClient.invalidateQueries({ queryKey: queryKeys.submissions.all });
      })
      .catch(() => {
        // Saving a draft starts the review as well; nothing to tell the reviewer.
      });
  }, [id, assigned, queryClient]);
}
