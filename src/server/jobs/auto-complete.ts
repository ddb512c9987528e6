import { and, eq, lte } from 'drizzle-orm';
import { submissions } from '../db/schema/index.js';
import type { Deps } from '../deps.js';
import { transitionSubmission } from '../domains/submissions/transition.js';

export const AUTO_COMPLETE_AFTER_MS = 14 * 24 * 60 * 60 * 1000;

/** Delivered feedback the applicant neither accepted nor questioned for 14 days is complete. */
export async function completeDeliveredOrders(deps: Deps): Promise<number> {
  const now = deps.clock();
  const due = await deps.db
    .select({ id: submissions.id, round: submissions.round })
    .from(submissions)
    .where(
      and(
        eq(submissions.status, 'feedback_ready'),
        lte(submissions.deliveredAt, new Date(now.getTime() - AUTO_COMPLETE_AFTER_MS)),
      ),
    );
  let completed = 0;
  for (const { id, round } of due) {
    // The conditional update makes this safe when several processes run it together; the round
    // keeps it from completing a later round, delivered since the list was read.
    const moved = await transitionSubmission(deps.db, {
      submissionId: id,
      from: 'feedback_ready',
      to: 'completed',
      roundStill: round,
      actorId: null,
      at: now,
      note: 'completed automatically 14 days after delivery',
    });
    if (moved) completed++;
  }
  return completed;
}
