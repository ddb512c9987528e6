import { Link } from 'wouter';
import { PolicyArticle } from '#client/features/support/components/policy-article';
import { PublicPageFrame } from './public-page-frame';

export function PrivacyPage() {
  return (
    <PublicPageFrame>
      <PolicyArticle
        title="Privacy Policy"
        updated="November 21, 2026"
        summary={
          <p>
            Your personal statement is private. Only you, the attorney assigned to your order and
            our administrators can open it. Files are stored encrypted at rest by our storage
            provider, we never sell your data, and we delete your documents when you ask.
          </p>
        }
      >
        <h2>What we collect</h2>
        <ul>
          <li>
            <strong>Account details:</strong> your name, email address and password (stored only as
            a one-way hash), or the identity your sign-in provider shares with us.
          </li>
          <li>
            <strong>Your order:</strong> the statement you upload or paste, your intake answers
            (such as target schools), the package and add-ons you chose, and the messages you
            exchange with your reviewer.
          </li>
          <li>
            <strong>Your review:</strong> the memo, comments, scores and annotated document your
            reviewer writes.
          </li>
          <li>
            <strong>Payments:</strong> the amount, date and status of each payment. Card details go
            straight to our card processor; we do not store card numbers.
          </li>
          <li>
            <strong>Technical data:</strong> a sign-in cookie and the request logs any web server
            keeps (IP address, time, page), used for security and fixing problems.
          </li>
        </ul>

        <h2>Who can see your documents</h2>
        <ul>
          <li>
            <strong>You</strong>, when signed in to your account.
          </li>
          <li>
            <strong>Your assigned reviewer</strong>, once they accept your order, and only for the
            orders assigned to them. Before accepting, reviewers see only an order&apos;s package,
            target school, word count and deadline: not your name and not your statement.
          </li>
          <li>
            <strong>Our administrators</strong>, to assign orders, handle support requests and
            resolve problems. Administrative actions are recorded in an audit log.
          </li>
        </ul>
        <p>
          Nobody else. Downloads work only through short-lived links issued to a signed-in person
          who is allowed to see the file.
        </p>

        <h2>How we keep it safe</h2>
        <p>
          Documents are stored encrypted at rest by our storage provider. Passwords are hashed with
          a memory-hard algorithm, sessions are kept on our servers behind a secure cookie, and
          access is checked on every request, not only in the app&apos;s screens.
        </p>

        <h2>How we use your information</h2>
        <ul>
          <li>To deliver and support your review, and to take payment for it.</li>
          <li>
            To email you about your order: receipts, reviewer assignment, feedback ready, new
            messages and refunds.
          </li>
          <li>To keep the service secure and working.</li>
        </ul>
        <p>
          We do not sell or rent your information, we show no advertising, and we do not use
          advertising or tracking cookies.
        </p>

        <h2>Service providers</h2>
        <p>
          We rely on a few providers to run the service: hosting and file storage, a card processor
          for payments, and an email delivery service. They process data only on our instructions
          and only to provide their service to us.
        </p>

        <h2>How long we keep it, and deleting it</h2>
        <p>
          We keep your account and orders while your account is open, and payment records as long as
          tax and accounting law requires. You can ask us at any time to delete your documents or
          your whole account through <Link href="/support#contact">FAQ &amp; Support</Link>; we
          confirm by email once it is done.
        </p>

        <h2>Your choices and rights</h2>
        <p>
          You can see and correct your name in your profile, download your documents and reviews,
          and ask us for a copy of the information we hold about you or to correct or delete it.
          Depending on where you live, you may have further rights under local law; we honour them.
          Questions about privacy go through <Link href="/support#contact">FAQ &amp; Support</Link>{' '}
          with the topic &ldquo;Something else&rdquo;.
        </p>
      </PolicyArticle>
    </PublicPageFrame>
  );
}
