import { Link } from 'wouter';
import { reviewPackages } from '#shared/domain/packages.js';
import { REVISION_HOURS, RUSH_HOURS, turnaroundHours } from '#shared/domain/turnaround.js';
import { PolicyArticle, PolicyTable } from '#client/features/support/components/policy-article';
import { PublicPageFrame } from './public-page-frame';

// Read from the table that sets every order's deadline, so the policy states what is enforced.
const turnaroundRows = reviewPackages.map((pkg) => [
  pkg.name,
  `${turnaroundHours[pkg.id]} hours`,
  `${RUSH_HOURS} hours`,
]);

export function RefundPolicyPage() {
  return (
    <PublicPageFrame>
      <PolicyArticle
        title="Refund Policy"
        updated="November 21, 2026"
        summary={
          <p>
            <strong>Our guarantee:</strong> if your review is not delivered by its deadline and we
            cannot reassign it to another attorney within 24 hours, we refund your order in full,
            automatically. You do not need to ask.
          </p>
        }
      >
        <h2>Your deadline</h2>
        <p>
          The clock starts when your payment is confirmed, and the deadline is shown on your
          dashboard. Rush Delivery shortens any package to {RUSH_HOURS} hours.
        </p>
        <PolicyTable
          caption="Turnaround by package"
          head={['Package', 'Turnaround', 'With Rush Delivery']}
          rows={turnaroundRows}
        />
        <p>
          When you request a revision, the revised review gets a new deadline of {REVISION_HOURS}{' '}
          hours ({RUSH_HOURS} hours with Rush Delivery).
        </p>

        <h2>If we are late</h2>
        <ul>
          <li>
            At the deadline, if your review has not arrived, we have 24 hours to reassign it to
            another attorney and deliver it.
          </li>
          <li>
            If it is still not delivered 24 hours after the deadline, we refund the full amount you
            paid, package and add-ons, and email you to confirm.
          </li>
          <li>
            Your reviewer may still finish the work after the refund; if they do, you receive it at
            no charge.
          </li>
        </ul>

        <h2>Other refunds</h2>
        <p>
          Our administrators can refund any order at any time, for example if something went wrong
          with your order that the guarantee does not cover. If you think you should be refunded,
          write to us through <Link href="/support?topic=payment#contact">FAQ &amp; Support</Link>{' '}
          with your order number and we will look at it within one business day.
        </p>

        <h2>How refunds are paid</h2>
        <p>
          Refunds go back to the card you paid with, through our card processor. We issue them at
          once; your bank usually shows the money within 5 to 10 business days. A refunded order
          shows the status &ldquo;Refunded&rdquo; on your dashboard.
        </p>
      </PolicyArticle>
    </PublicPageFrame>
  );
}
