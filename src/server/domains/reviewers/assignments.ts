import { and, asc, eq, sql } from 'drizzle-orm';
import { reviewingStatuses } from '../../../shared/domain/order-lifecycle.js';
import { afterPlaceholderPosition, placeholderPosition, toPage } from '../../db/page-cursor.js';
import { pageLimit, pageName, preparedPages } from '../../db/prepared-query.js';
import { submissions } from '../../db/schema/index.js';
import type { ActorContext } from '../../deps.js';
import { selectListed } from '../submissions/joined.js';
import { toListRow } from '../submissions/submission-view.js';
import { inLiteralList } from '../../db/literal-list.js';

// Soonest deadline first; an order under review always has one (set when paid), the creation
// time only keeps the order total for rows that somehow lack it.
const deadline = sql`coalesce(${submissions.etaAt}, ${submissions.createdAt})`;

const assignmentPages = preparedPages((db, page) =>
  selectListed(db)
    .where(
      and(
        eq(submissions.reviewerId, sql.placeholder('reviewer')),
        inLiteralList(submissions.status, reviewingStatuses),
        page.afterCursor
          ? afterPlaceholderPosition({ time: deadline, id: submissions.id }, 'soonest first')
          : undefined,
      ),
    )
    .orderBy(asc(deadline), asc(submissions.id))
    .limit(pageLimit(page))
    .prepare(pageName('assignments', page)),
);

/** The reviewer's own orders under review (Current Reviews), a page at a time. */
export async function myAssignments(ctx: ActorContext, page: { cursor?: string; limit: number }) {
  const rows = await assignmentPages(ctx.db, page).execute({
    reviewer: ctx.actor.id,
    ...placeholderPosition(page.cursor),
  });
  const { items, nextCursor } = toPage(rows, page.limit, ({ submission }) => ({
    createdAt: submission.etaAt ?? submission.createdAt,
    id: submission.id,
  }));
  return { items: items.map(toListRow), nextCursor };
}
