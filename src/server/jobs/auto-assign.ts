import { and, asc, isNull, lte } from 'drizzle-orm';
import { orderNumber } from '../../shared/domain/order-number.js';
import { submissions } from '../db/schema/index.js';
import { withDb, type Deps } from '../deps.js';
import { lockReviewerRoom, notifyAssigned } from '../domains/reviewers/accept.js';
import { orderSuits } from '../domains/reviewers/eligibility.js';
import { rankedEligibleReviewers } from '../domains/admin/eligible.js';
import { getSetting } from '../domains/settings/settings.js';
import { findRecipient, notifyUser } from '../domains/notifications/notify.js';
import { transitionSubmission } from '../domains/submissions/transition.js';
import { inLiteralList } from '../db/literal-list.js';
import { newAssignmentEnding } from '../domains/reviewers/assignment-notice.js';

/** A queued order nobody accepted within this long is assigned automatically. */
export const AUTO_ASSIGN_AFTER_MS = 60 * 60 * 1000;

/**
 * Assigns queued orders waiting over an hour (admin setting, on by default). Each order is
 * claimed with FOR UPDATE SKIP LOCKED, so N processes never assign the same one twice.
 */
export async function autoAssignOrders(deps: Deps): Promise<number> {
  if (!(await getSetting(deps.db, 'auto_assignment'))) return 0;
  const now = deps.clock();
  const waitingSince = new Date(now.getTime() - AUTO_ASSIGN_AFTER_MS);
  const skipped = new Set<string>();
  let assigned = 0;
  for (;;) {
    const outcome = await deps.db.transaction(async (tx) => {
      const candidates = await tx
        .select({
          id: submissions.id,
          applicantId: submissions.applicantId,
          packageTier: submissions.packageTier,
          addOns: submissions.addOns,
          reviewerId: submissions.reviewerId,
        })
        .from(submissions)
        .where(
          and(
            inLiteralList(submissions.status, ['queued']),
            isNull(submissions.reviewerId),
            lte(submissions.queuedAt, waitingSince),
          ),
        )
        .orderBy(asc(submissions.etaAt))
        .limit(skipped.size + 1)
        .for('update', { skipLocked: true });
      const order = candidates.find((c) => !skipped.has(c.id));
      if (!order) return 'none' as const;
      const reviewerId = (await rankedEligibleReviewers(tx, order, now))[0]?.id;
      if (!reviewerId) {
        skipped.add(order.id);
        return 'skipped' as const;
      }
      // An accept, an admin's change or the reviewer's own new preferences that landed after
      // the ranking was read may have left no room, or made the order one they do not take:
      // rank again.
      const room = await lockReviewerRoom(tx, reviewerId, now);
      if (!room?.spare || !orderSuits(room.profile, order)) return 'raced' as const;
      await transitionSubmission(tx, {
        submissionId: order.id,
        from: 'queued',
        to: 'assigned',
        actorId: null,
        at: now,
        set: { reviewerId, assignedAt: now },
        reviewerStill: null,
        note: 'assigned automatically after an hour in the queue',
      });
      const reviewer = await findRecipient(tx, reviewerId);
      await notifyAssigned(withDb(deps, tx), { submissionId: order.id, reviewer });
      const number = orderNumber(order.id);
      const ending = newAssignmentEnding(deps.config.publicUrl, {
        id: order.id,
        status: 'assigned',
      });
      await notifyUser(
        tx,
        reviewer,
        {
          email: {
            subject: `Order #${number} was assigned to you`,
            heading: 'A new review is assigned to you',
            paragraphs: [
              `Order #${number} waited an hour in the queue and matches your availability.`,
              ...ending.paragraphs,
            ],
            action: ending.action,
          },
          inApp: {
            title: `Order #${number} assigned to you`,
            body: 'Assigned automatically from the queue.',
          },
        },
        now,
      );
      return 'assigned' as const;
    });
    if (outcome === 'none') return assigned;
    if (outcome === 'assigned') assigned++;
  }
}
