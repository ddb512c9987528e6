import { toast } from '#client/components/ui/use-toast';
import { errorMessage, isUnauthorizedError } from './api';

/**
 * A call failed: a destructive toast with the server's reason. Not for a lost session: the query
 * client already says 'Unauthorized' and sends the user to sign in (docs/product.md §5 Access).
 */
export function toastFailure(title: string, error: unknown): void {
  if (isUnauthorizedError(error)) return;
  toast({ title, description: errorMessage(error), variant: 'destructive' });
}
