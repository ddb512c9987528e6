import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { submitPagePath } from '#shared/domain/order-number.js';
import type { PackageTier } from '#shared/domain/packages.js';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage, errorStatus, isUnauthorizedError } from '#client/lib/api';
import { paymentConflictTitle } from '#shared/domain/payment-messages.js';
import { useAddOnIntent } from '../api/use-add-on-intent';
import { useCreatePaymentIntent } from '../api/use-create-payment-intent';
import { invalidatePaidOrder } from '../lib/paid-order-keys';
import type { Purchase } from '../lib/purchase';

interface CheckoutIntentInput {
  packageTier: PackageTier;
  submissionId: string;
  userId: string;
  purchase: Purchase;
}

/** The payment intent this checkout confirms: the order's, or one for add-ons bought later. */
export function useCheckoutIntent({
  packageTier,
  submissionId,
  userId,
  purchase,
}: CheckoutIntentInput) {
  const isOrder = purchase.kind === 'order';
  const order = useCreatePaymentIntent({ packageTier, addOns: [], submissionId, userId }, isOrder);
  const addOns = useAddOnIntent(submissionId, isOrder ? [] : purchase.addOns, !isOrder);
  return isOrder ? order : addOns;
}

/**
 * Leaves checkout when it cannot start (docs/product.md §7 Screens): 'Error' / 'Failed to
 * initialize payment. Please try again.' and back to /submit, with the order in the form to send
 * again (unless it was not found), so trying again does not place a second one. An order that is
 * already paid, or whose payment is held or under way, is not a failure: say which and show it on
 * the dashboard. Add-ons are bought from the dashboard, so that is where a refused add-on purchase
 * returns, with the server's reason when it gives one.
 */
export function useLeaveWhenCheckoutFails(
  error: Error | null,
  purchase: Purchase,
  submissionId: string,
) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const forAddOns = purchase.kind === 'add_ons';

  useEffect(() => {
    // A signed-out session already shows 'Unauthorized' and leaves for sign-in.
    if (!error || isUnauthorizedError(error)) return;
    const status = errorStatus(error);
    const conflict = status === 409;
    // The dashboard it returns to must show why: the order as it is now, not as it was cached.
    if (forAddOns || conflict) invalidatePaidOrder(queryClient);
    if (!forAddOns && conflict) {
      const message = errorMessage(error);
      toast({ title: paymentConflictTitle(message), description: message });
      navigate('/dashboard', { replace: true });
      return;
    }
    // 503: new orders are paused for maintenance, or the card processor is not answering, and
    // the server's message says so.
    const explained =
      (forAddOns && status >= 400 && status < 500 && status !== 404) || status === 503;
    toast({
      title: 'Error',
      description: explained
        ? errorMessage(error)
        : 'Failed to initialize payment. Please try again.',
      variant: 'destructive',
    });
    const back = status === 404 ? '/submit' : submitPagePath({ editing: submissionId });
    navigate(forAddOns ? '/dashboard' : back, { replace: true });
  }, [error, forAddOns, navigate, queryClient, submissionId]);
}
