import type { FieldErrors } from 'react-hook-form';
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

/**
 * A form without fields that can be wrong could still not be checked: its checks did not load
 * (resolverOnFirstCheck's root error). The same toast, with that reason.
 */
export function toastUncheckedForm(title: string, errors: FieldErrors): void {
  if (errors.root?.message)
    toast({ title, description: errors.root.message, variant: 'destructive' });
}
