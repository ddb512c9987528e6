import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { reviewingStatuses } from '../../../shared/domain/order-lifecycle.js';
import { afterAscendingPosition, toPage } from '../../db/page-cursor.js';
import { submissions } from '../../db/schema/index.js';
import type { ActorContext } from '../../deps.js';
import { selectListed } from '../submissions/joined.js';
import { toListRow } from '../submissions/submission-view.js';

// Soonest deadline first; an order under review always has one (set when paid), the creation
// time only keeps the order total for rows that somehow lack it.
const deadline = sql`coalesce(${submissions.etaAt}, ${submissions.createdAt})`;

/** The reviewer's own orders under review (Current Reviews), a page at a time. */
export async function myAssignments(ctx: ActorContext, page: { cursor?: string; limit: number }) {
  const rows = await selectListed(ctx.db)
    .where(
      and(
        eq(submissions.reviewerId, ctx.actor.id),
        inArray(submissions.status, [...reviewingStatuses]),
        afterAscendingPosition(page.cursor, { time: deadline, id: submissions.id }),
      ),
    )
    .orderBy(asc(deadline), asc(submissions.id))
    .limit(page.limit + 1);
  const { items, nextCursor } = toPage(rows, page.limit, ({ submission }) => ({
    createdAt: submission.etaAt ?? submission.createdAt,
    id: submission.id,
  }));
  return { items: items.map(toListRow), nextCursor };
}
