import { Redirect, useSearch } from 'wouter';
import { submitPagePath } from '#shared/domain/order-number.js';
import type { ReviewPackage } from '#shared/domain/packages.js';
import { useSignedInUser } from '#client/features/auth/api/use-auth';
import { CheckoutScreen } from '#client/features/checkout/components/checkout-screen';
import { parsePurchase } from '#client/features/checkout/lib/purchase';
import type { Purchase } from '#client/features/checkout/lib/purchase';
import { useSubmission } from '#client/features/submissions/api/use-submission';
import { OrderSteps } from '#client/features/submissions/components/submit/order-steps';

/**
 * /checkout/{tier}?submissionId=... pays for a saved order; &addOns=rush,extra_revision buys
 * add-ons for a paid one. Without a submission, the statement comes first.
 */
export function CheckoutPage({ pkg }: { pkg: ReviewPackage }) {
  const search = new URLSearchParams(useSearch());
  const submissionId = search.get('submissionId');
  if (!submissionId) return <Redirect to={submitPagePath({ package: pkg.id })} replace />;
  return (
    <Checkout
      pkg={pkg}
      submissionId={submissionId}
      purchase={parsePurchase(search.get('addOns'))}
    />
  );
}

function Checkout({
  pkg,
  submissionId,
  purchase,
}: {
  pkg: ReviewPackage;
  submissionId: string;
  purchase: Purchase;
}) {
  const user = useSignedInUser();
  const order = useSubmission(submissionId);
  return (
    <CheckoutScreen
      packageTier={pkg.id}
      submissionId={submissionId}
      userId={user.id}
      purchase={purchase}
      order={{ data: order.data, error: order.error }}
      steps={<OrderSteps current={3} />}
    />
  );
}
