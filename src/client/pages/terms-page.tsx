import { Link } from 'wouter';
import { PolicyArticle } from '#client/features/support/components/policy-article';
import { turnaroundTerms } from '#client/lib/format';
import { PublicPageFrame } from './public-page-frame';

export function TermsPage() {
  return (
    <PublicPageFrame>
      <PolicyArticle
        title="Terms of Service"
        updated="November 21, 2026"
        summary={
          <p>
            In short: you pay for a written review of your personal statement by an attorney, we
            deliver it by the deadline shown at checkout or refund you as our{' '}
            <Link href="/refund-policy">Refund Policy</Link> describes, your writing stays yours,
            and our feedback is advice on writing, not legal advice and not a promise of admission.
          </p>
        }
      >
        <h2>1. The service</h2>
        <p>
          Counsel Review connects law school applicants with licensed attorneys who review personal
          statements and related application writing. You choose a package, submit your statement
          with a short intake form, pay by card, and receive written feedback: comments, line edits
          and a summary memo, depending on the package you chose.
        </p>

        <h2>2. Your account</h2>
        <ul>
          <li>
            You must be at least 18 years old, or have a parent or guardian agree to these terms.
          </li>
          <li>
            Give accurate information and keep your password to yourself. You are responsible for
            what happens under your account.
          </li>
          <li>
            Tell us at once through <Link href="/support#contact">FAQ &amp; Support</Link> if you
            think someone else has used it.
          </li>
        </ul>

        <h2>3. Orders and payment</h2>
        <p>
          Prices are shown in US dollars on the pricing page and at checkout, and the total you
          approve at checkout is the amount charged. Payment is taken by our card processor when you
          place the order; we never see or store your full card number. Your order enters the review
          queue once the payment is confirmed.
        </p>

        <h2>4. Turnaround, revisions and refunds</h2>
        <p>
          Each order has a deadline set from the moment your payment is confirmed:{' '}
          {turnaroundTerms()}. If your review is not delivered by its deadline and we cannot
          reassign it to another attorney within 24 hours, we refund the order in full
          automatically. Core and Premium include one revision cycle, and each Extra Revision add-on
          adds one more. The <Link href="/refund-policy">Refund Policy</Link> gives the details.
        </p>

        <h2>5. Your writing</h2>
        <p>
          You keep all rights in what you submit. You give us and your assigned reviewer permission
          to store, read, copy and annotate it only to deliver your review, and you confirm that it
          is your own work. We do not publish your statement, sell it, or use it to train software.
          See our <Link href="/privacy">Privacy Policy</Link> for who can see it.
        </p>

        <h2>6. What feedback is, and is not</h2>
        <ul>
          <li>
            Reviews are editorial advice on your writing. No review can guarantee admission to any
            school or any scholarship.
          </li>
          <li>
            Reviewers are attorneys, but reviewing a statement is not legal advice, and using the
            service creates no attorney-client relationship.
          </li>
          <li>
            Admissions decisions and your final text are yours. Use the feedback you agree with.
          </li>
        </ul>

        <h2>7. Fair use of the service</h2>
        <p>
          Do not submit writing that is not yours, content that is unlawful or abusive, or files
          meant to harm our systems. Do not contact reviewers outside the service to avoid paying
          for a review. We may suspend accounts that break these rules, and will refund any order we
          cancel for a reason that is not your fault.
        </p>

        <h2>8. Liability</h2>
        <p>
          We do our best to deliver careful, timely reviews. To the extent the law allows, our total
          liability for any order is limited to the amount you paid for it, and we are not liable
          for indirect losses such as an admissions outcome. Nothing here limits rights you have as
          a consumer that cannot be limited by agreement.
        </p>

        <h2>9. Changes and contact</h2>
        <p>
          When we change these terms, we update the date above, and the new terms apply to orders
          placed after that date. Orders already paid for keep the terms in force when they were
          placed. Questions? Write to us through{' '}
          <Link href="/support#contact">FAQ &amp; Support</Link>.
        </p>
      </PolicyArticle>
    </PublicPageFrame>
  );
}
