import { and, eq, isNull, or, type Placeholder, type SQL } from 'drizzle-orm';
import type { Role } from '../../../shared/domain/roles.js';
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
      return or(
        eq(submissions.reviewerId, actor.id),
        and(inLiteralList(submissions.status, ['queued']), isNull(submissions.reviewerId)),
      );
    default:
      return eq(submissions.applicantId, actor.id);
  }
}

/** Whether the actor sees the full submission (text, intake, document) or only queue metadata. */
export function seesDetail(
  actor: SessionUser,
  row: { applicantId: string; reviewerId: string | null },
) {
  return actor.role === 'admin' || row.applicantId === actor.id || row.reviewerId === actor.id;
}
