import { roleBadgeClass, roleLabel } from '../../../shared/domain/roles.js';
import { Badge } from '../../components/ui/badge';
import { cn } from '../../lib/utils';

export function RoleBadge({ role, className }: { role: string; className?: string }) {
  return <Badge className={cn(roleBadgeClass(role), className)}>{roleLabel(role)}</Badge>;
}
