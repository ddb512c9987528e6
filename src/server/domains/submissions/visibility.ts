import { and, desc, eq, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Role } from '../../../shared/domain/roles.js';
import type { Database } from '../../db/client.js';
import { submissions } from '../../db/schema/index.js';
import type { SessionUser } from '../auth/sessions.js';
import { inLiteralList } from '../../db/literal-list.js';

/**
 * Which submissions an actor may see, as a WHERE clause used by every read
 * (docs/product.md §5 Access): applicants their own; reviewers the open queue and their own
 * assignments; admins everything.
 */
export function visibleTo(actor: { role: Role; id: string | Placeholder }): SQL | undefined {
  switch (actor.role) {
    case 'admin':
      return undefined;
    case 'reviewer':
      return or(...reviewerSees(actor.id));
    default:
      return eq(submissions.applicantId, actor.id);
  }
}

/** What a reviewer sees, in two parts: their own orders, and the open queue. */
function reviewerSees(id: string | Placeholder): [SQL, SQL] {
  return [
    eq(submissions.reviewerId, id),
    and(inLiteralList(submissions.status, ['queued']), isNull(submissions.reviewerId))!,
  ];
}

/**
 * visibleTo for a newest-first list page of at most `limit` rows from `after` on (a cursor's
 * condition). A reviewer's two parts are each read newest first from their own index, at most
 * `limit` rows each, then merged: their OR read and sorted every row of both (2.6 ms for a busy
 * reviewer at 100,000 orders). The caller orders by (createdAt, id) desc and limits again.
 */
export function visibleNewestFirst(
  db: Database,
  actor: { role: Role; id: string | Placeholder },
  after: SQL | undefined,
  limit: Placeholder,
): SQL | undefined {
  if (actor.role !== 'reviewer') return and(visibleTo(actor), after);
  const newest = (part: SQL) =>
    db
      .select({ id: submissions.id })
      .from(submissions)
      .where(and(part, after))
      .orderBy(desc(submissions.createdAt), desc(submissions.id))
      .limit(limit);
  const [own, open] = reviewerSees(actor.id);
  return sql`${submissions.id} in (${newest(own)} union all ${newest(open)})`;
}

/** Whether the actor sees the full submission (text, intake, document) or only queue metadata. */
export function seesDetail(
  actor: SessionUser,
  row: { applicantId: string; reviewerId: string | null },
) {
  return actor.role === 'admin' || row.applicantId === actor.id || row.reviewerId === actor.id;
}
