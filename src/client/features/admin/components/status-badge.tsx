import { Badge } from '../../../components/ui/badge';
import { statusBadgeClass, statusLabel } from '../../../../shared/domain/order-status.js';

/** SPEC section 4's status badge: label and colour from the shared table. */
export function StatusBadge({ status }: { status: string }) {
  return <Badge className={statusBadgeClass(status)}>{statusLabel(status)}</Badge>;
}
