import { statusBadgeClass, statusLabel } from '#shared/domain/order-status.js';
import { roleBadgeClass, roleLabel } from '#shared/domain/roles.js';
import { cn } from '#client/lib/utils';
import { Badge } from './ui/badge';

/**
 * The badges every screen shows the same way. Their words and colours are rules in
 * src/shared/domain; Tailwind scans that folder for the classes (styles.css).
 */

/** An order's status: 'Feedback Ready' in purple, and so on (docs/product.md §2 Orders). */
export function StatusBadge({ status, className }: { status: string; className?: string }) {
  return <Badge className={cn(statusBadgeClass(status), className)}>{statusLabel(status)}</Badge>;
}

/** A person's role: 'Admin' in red, 'Reviewer' in blue, 'Applicant' in green. */
export function RoleBadge({ role, className }: { role: string; className?: string }) {
  return <Badge className={cn(roleBadgeClass(role), className)}>{roleLabel(role)}</Badge>;
}
