import { and, eq, lte, sql } from 'drizzle-orm';
import { atRiskDeadlineHorizon, isAtRisk, isOverdue } from '../../shared/domain/at-risk.js';
import { orderNumber } from '../../shared/domain/order-number.js';
import { isUndelivered, undeliveredStatuses } from '../../shared/domain/order-lifecycle.js';
import { deadlineAlerts, submissions } from '../db/schema/index.js';
import { withDb, type Deps } from '../deps.js';
import { noticeDateTime } from '../domains/notifications/email-dates.js';
import { notifyAdmins } from '../domains/notifications/notify-admins.js';
import { findRecipient, notifyUser, type Notice } from '../domains/notifications/notify.js';
import { guaranteeRefunded } from '../domains/payments/refund-reasons.js';
import { getSetting } from '../domains/settings/settings.js';
import type { SubmissionRow } from '../domains/submissions/submission-view.js';
import { correlated } from '../db/correlated.js';
import { inLiteralList } from '../db/literal-list.js';

/**
 * The alert levels recorded: "at risk" whatever the SLA threshold was when it was sent (an admin
 * changing the threshold must not alert the same order again), and "past the deadline".
 */
export const AT_RISK_LEVEL = 1;
export const OVERDUE_LEVEL = 100;

function alertNotice(
  order: SubmissionRow,
  level: number,
  threshold: number,
  publicUrl: string,
  forReviewer: boolean,
  guaranteeGiven: boolean,
): Notice {
  const number = orderNumber(order.id);
  const due = noticeDateTime(order.etaAt!);
  const what =
    level === OVERDUE_LEVEL ? `is past its deadline (${due})` : `is due ${due} and at risk`;
  return {
    email: {
      subject: `Order #${number} ${level === OVERDUE_LEVEL ? 'is overdue' : 'is at risk of missing its deadline'}`,
      heading: `Order #${number} ${what}`,
      paragraphs: [
        level !== OVERDUE_LEVEL
          ? `${threshold}% of the time to its deadline has passed.`
          : guaranteeGiven
            ? 'The turnaround guarantee has already refunded this order (once per order); it stays open for delivery.'
            : 'Undelivered 24 hours after the deadline, the order is refunded in full automatically.',
      ],
      action: forReviewer
        ? { label: 'Open the workspace', url: `${publicUrl}/review/${order.id}` }
        : { label: 'Open the order', url: `${publicUrl}/admin/orders/${order.id}` },
    },
    inApp: {
      title: `Order #${number} ${level === OVERDUE_LEVEL ? 'overdue' : 'at risk'}`,
      body: `Due ${due}.`,
    },
  };
}

/** What deciding an order's alerts reads of it. */
type DeadlineFields = Pick<SubmissionRow, 'status' | 'roundStartedAt' | 'etaAt'>;

/** The alerts an order is due now: at risk, overdue, both or none. */
function dueLevels(order: DeadlineFields, now: Date, threshold: number): number[] {
  const levels: number[] = [];
  if (
    isAtRisk(
      { status: order.status, startAt: order.roundStartedAt, etaAt: order.etaAt },
      now,
      threshold,
    )
  ) {
    levels.push(AT_RISK_LEVEL);
  }
  if (isUndelivered(order.status) && isOverdue(order.etaAt, now)) levels.push(OVERDUE_LEVEL);
  return levels;
}

/**
 * Alerts the reviewer and the admins once per order, round and level (at risk at the SLA
 * threshold, then overdue): a revision round's own deadline is alerted too. The alert row's
 * unique key decides which process sends it: exactly one.
 */
export async function sendDeadlineAlerts(deps: Deps): Promise<number> {
  const now = deps.clock();
  const threshold = await getSetting(deps.db, 'sla_alert_threshold');
  const open = await deps.db
    .select({
      id: submissions.id,
      status: submissions.status,
      round: submissions.round,
      roundStartedAt: submissions.roundStartedAt,
      etaAt: submissions.etaAt,
      // The levels already alerted in the order's round: most open orders near their deadline
      // have had theirs, and each due one costs a transaction and a lock on the order.
      sent: correlated(sql<number[]>`array(select ${deadlineAlerts.threshold}
        from ${deadlineAlerts} where ${deadlineAlerts.submissionId} = ${submissions.id}
        and ${deadlineAlerts.round} = ${submissions.round})`),
    })
    .from(submissions)
    .where(
      and(
        inLiteralList(submissions.status, undeliveredStatuses),
        lte(submissions.etaAt, atRiskDeadlineHorizon(now, threshold)),
      ),
    );
  let sent = 0;
  for (const listed of open) {
    for (const level of dueLevels(listed, now, threshold)) {
      if (listed.sent.includes(level)) continue;
      const claimed = await deps.db.transaction(async (tx) => {
        // The order as it is now, held still until the alert is recorded: one reassigned,
        // delivered, moved to another round or given a later deadline since the list was read
        // is alerted as it is (to its new reviewer) or not at all.
        const [order] = await tx
          .select()
          .from(submissions)
          .where(eq(submissions.id, listed.id))
          .for('share');
        if (
          !order ||
          order.round !== listed.round ||
          !dueLevels(order, now, threshold).includes(level)
        ) {
          return false;
        }
        const [row] = await tx
          .insert(deadlineAlerts)
          .values({ submissionId: order.id, round: order.round, threshold: level, createdAt: now })
          .onConflictDoNothing()
          .returning();
        if (!row) return false;
        // The guarantee refunds an order once: a revision round overdue after it promises none.
        const guaranteeGiven = level === OVERDUE_LEVEL && (await guaranteeRefunded(tx, order.id));
        if (order.reviewerId) {
          await notifyUser(
            tx,
            await findRecipient(tx, order.reviewerId),
            alertNotice(order, level, threshold, deps.config.publicUrl, true, guaranteeGiven),
            now,
          );
        }
        await notifyAdmins(
          withDb(deps, tx),
          alertNotice(order, level, threshold, deps.config.publicUrl, false, guaranteeGiven),
        );
        return true;
      });
      if (claimed) sent++;
    }
  }
  return sent;
}
