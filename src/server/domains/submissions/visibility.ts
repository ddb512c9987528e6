import { and, eq, isNull, or, type Placeholder, type SQL } from 'drizzle-orm';
import type { Role } from '../../../shared/domain/roles.js';
import { submissions } from '../../db/schema/index.js';
import type { SessionUser } from '../auth/sessions.js';
import { inLiteralList } from '../../db/literal-list.js';

type Actor = { role: Role; id: string | Placeholder };

/**
 * Which submissions an actor may see (docs/product.md §5 Access), in parts that each have their
 * own index and share no order (a list reads each and adds them up): applicants their own;
 * reviewers their own assignments and the open (unassigned) queue; admins everything (one part
 * without a condition).
 */
export function visibleParts(actor: Actor): (SQL | undefined)[] {
  switch (actor.role) {
    case 'admin':
      return [undefined];
    case 'reviewer':
      return [
        eq(submissions.reviewerId, actor.id),
        and(inLiteralList(submissions.status, ['queued']), isNull(submissions.reviewerId)),
      ];
    default:
      return [eq(submissions.applicantId, actor.id)];
  }
}

/** What an actor may see as one WHERE clause, used by every read of an order. */
export function visibleTo(actor: Actor): SQL | undefined {
  return or(...visibleParts(actor));
}

/** Whether the actor sees the full submission (text, intake, document) or only queue metadata. */
export function seesDetail(
  actor: SessionUser,
  row: { applicantId: string; reviewerId: string | null },
) {
  return actor.role === 'admin' || row.applicantId === actor.id || row.reviewerId === actor.id;
}
