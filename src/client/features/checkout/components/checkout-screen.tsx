import { usePrefetchQuery } from '@tanstack/react-query';
import { ArrowLeft, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { submitPagePath } from '#shared/domain/order-number.js';
import type { PackageTier } from '#shared/domain/packages.js';
import type { SubmissionDetail } from '#shared/schemas/submissions.js';
import { buttonVariants } from '#client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#client/components/ui/card';
import { PageContainer, PageHeader } from '#client/components/ui/page';
import { PageSpinner } from '#client/components/ui/spinner';
import { paymentConfigQueryOptions } from '../api/use-payment-config';
import { useCheckoutIntent, useLeaveWhenCheckoutFails } from '../hooks/use-checkout-intent';
import { usePaymentOutcome } from '../hooks/use-payment-outcome';
import { orderLabel } from '../lib/purchase';
import type { Purchase } from '../lib/purchase';
import { CheckoutOrderSummary } from './checkout-order-summary';
import { PaymentForm } from './payment-form';
import { RefundNote, WhatHappensNext } from './what-happens-next';

interface CheckoutScreenProps {
  /** The package in the address, sent in the payment-intent request's body. */
  packageTier: PackageTier;
  submissionId: string;
  userId: string;
  purchase: Purchase;
  /** The stored order (GET /api/submissions/{id}), loaded by the page. */
  order: { data: SubmissionDetail | undefined; error: Error | null };
  /** The order progress header, step 3 current. */
  steps: ReactNode;
}

/**
 * Checkout (docs/product.md §7 Screens): the payment intent is requested on load, and a spinner
 * shows until it and the order's description are both there; then the card form, the order summary,
 * what happens next and the refund note. Leaves with an error toast when checkout cannot start.
 */
export function CheckoutScreen(props: CheckoutScreenProps) {
  const { submissionId, purchase, order, steps } = props;
  const intent = useCheckoutIntent(props);
  const outcome = usePaymentOutcome(submissionId, purchase);
  // Asked for beside the intent: asked for by the card form, it came after the page had drawn
  // and the form grew from a spinner under the summary's feet (a layout shift).
  usePrefetchQuery(paymentConfigQueryOptions);
  useLeaveWhenCheckoutFails(intent.error ?? order.error, purchase, submissionId);

  if (!intent.data || !order.data) return <PageSpinner />;

  const forAddOns = purchase.kind === 'add_ons';
  const purpose = forAddOns
    ? 'add to your review'
    : 'complete your payment to send your statement to a reviewer';
  return (
    <PageContainer>
      {steps}
      <Link
        href={forAddOns ? '/dashboard' : submitPagePath({ editing: submissionId })}
        className={buttonVariants({ variant: 'ghost', className: 'mb-4 -ml-3' })}
      >
        <ArrowLeft aria-hidden="true" />
        {forAddOns ? 'Back to Dashboard' : 'Back to Submission'}
      </Link>
      <PageHeader title="Checkout" description={`${orderLabel(submissionId)}: ${purpose}.`} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <Card className="min-w-0 self-start">
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-lg">
              <Lock className="size-5 text-slate-500" aria-hidden="true" />
              Payment Details
            </CardTitle>
            <CardDescription>Your card is charged once, when you complete payment.</CardDescription>
          </CardHeader>
          <CardContent>
            <PaymentForm
              clientSecret={intent.data.clientSecret}
              amountCents={intent.data.amountCents}
              outcome={outcome}
            />
          </CardContent>
        </Card>
        <aside
          aria-label="Order summary and next steps"
          className="grid min-w-0 content-start gap-6"
        >
          <CheckoutOrderSummary
            order={order.data}
            purchase={purchase}
            amountCents={intent.data.amountCents}
          />
          <WhatHappensNext order={order.data} purchase={purchase} />
          <RefundNote />
        </aside>
      </div>
    </PageContainer>
  );
}
