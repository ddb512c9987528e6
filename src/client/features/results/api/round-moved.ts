import { isRoundMovedMessage } from '#shared/domain/round-decisions.js';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage, errorStatus } from '#client/lib/api';

/**
 * A decision refused because the order moved on (round-decisions.ts): the refresh that follows
 * takes the decision's form or dialog off the page, so a toast says why. Passed as a mutation's
 * own onError, which runs even once the component that sent it is gone.
 */
export function toastIfRoundMoved(error: unknown): void {
  const message = errorMessage(error);
  if (errorStatus(error) !== 409 || !isRoundMovedMessage(message)) return;
  toast({ title: 'Order Updated', description: message, variant: 'destructive' });
}
