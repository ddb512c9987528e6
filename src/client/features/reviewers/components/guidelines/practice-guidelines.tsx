import { Link } from 'wouter';
import { RUSH_HOURS, REVISION_HOURS, turnaroundHours } from '#shared/domain/turnaround.js';
import { SUPPORT_CONTACT_PATH } from '#shared/schemas/support.js';
import { GuidelineSection, sectionTitle } from './guideline-section';

const linkClass = 'font-medium text-primary underline underline-offset-4';

/** Confidentiality, deadlines and ethics: the rules every review follows. */
export function PracticeGuidelines() {
  return (
    <>
      <GuidelineSection id="confidentiality" title={sectionTitle('confidentiality')}>
        <p>
          An applicant trusts us with a personal story. Treat every statement as you would a client
          file.
        </p>
        <ul>
          <li>
            Until you accept an order you see only its school, package, length, payout and due date.
            The statement, intake answers and document open to you alone once it is yours.
          </li>
          <li>
            Do not share, quote or discuss a statement outside the order&apos;s workspace and its
            message thread, and never paste it into an AI tool or any other outside service.
          </li>
          <li>
            If you download the original, delete your copy once you have delivered the review.
          </li>
          <li>
            Contact the applicant only through the order&apos;s message thread, never off the
            platform.
          </li>
        </ul>
      </GuidelineSection>

      <GuidelineSection id="deadlines" title={sectionTitle('deadlines')}>
        <p>
          Every order shows its due date in the queue before you accept it. The deadline runs from
          payment: {turnaroundHours.basic} hours for Basic and Core, {turnaroundHours.premium} hours
          for Premium, and {RUSH_HOURS} hours for any rush order. A revision request gives you{' '}
          {REVISION_HOURS} hours ({RUSH_HOURS} with rush).
        </p>
        <p>
          Applicants are promised a full refund when the deadline is missed and the order cannot be
          reassigned within 24 hours. An order not delivered within 24 hours of its due date is
          refunded automatically.
        </p>
        <ul>
          <li>Accept only what you can deliver on time; your weekly capacity is a ceiling.</li>
          <li>
            If something comes up before you start, release the order from your dashboard with a
            reason, so another reviewer can take it straight away.
          </li>
          <li>
            Set your capacity to Unavailable (0) when you are away; the queue stops offering you
            orders.
          </li>
        </ul>
      </GuidelineSection>

      <GuidelineSection id="ethics" title={sectionTitle('ethics')}>
        <p>
          We coach applicants to write a better statement of their own. We never write it for them:
          admissions offices expect the statement to be the applicant&apos;s own work, and
          applicants certify that it is.
        </p>
        <ul>
          <li>
            No ghost-writing: do not draft new sentences, paragraphs or openings for the applicant.
            Line edits may fix grammar, trim and clarify, but the words and the story stay theirs.
          </li>
          <li>Do not use AI tools to write or rewrite any part of a review or a statement.</li>
          <li>
            If a statement appears not to be the applicant&apos;s own work, or contains claims you
            believe are untrue, say so plainly in the memo and reflect it in the Ethics score.
          </li>
          <li>
            Do not promise or predict admission outcomes, and do not offer services outside the
            platform.
          </li>
          <li>
            If you have a conflict of interest (you know the applicant, or you sit on an admissions
            committee of their target school), release the order before starting.
          </li>
        </ul>
      </GuidelineSection>
    </>
  );
}

/** A worked path through one review, and where reviewers get help. */
export function TrainingGuidelines() {
  return (
    <>
      <GuidelineSection id="training" title={sectionTitle('training')}>
        <p>A written walkthrough of one review, from the queue to delivery.</p>
        <ol>
          <li>
            On your dashboard, open <strong>View Details</strong> on an available assignment to
            check its due date and payout, then choose <strong>Accept Assignment</strong>. If
            someone else accepted it first, pick another.
          </li>
          <li>
            Under Current Reviews, choose <strong>Start Review</strong>. Read the statement twice
            and the intake answers once before you write anything.
          </li>
          <li>Add inline comments as you read the second time.</li>
          <li>Write the summary memo, then score the five rubric criteria.</li>
          <li>
            Use <strong>Save Draft</strong> as you go; your draft is kept on the server. Attach an
            annotated PDF or DOCX (up to 5 MB) if you marked up the document.
          </li>
          <li>
            <strong>Submit Review</strong> when you are done. The applicant is emailed, and the
            order counts toward your earnings from that moment.
          </li>
        </ol>
      </GuidelineSection>

      <GuidelineSection id="community" title={sectionTitle('community')}>
        <p>
          Unsure how to score a statement, how to handle a sensitive story, or how the platform
          works? Ask our reviewer team: write to us through the{' '}
          <Link href={SUPPORT_CONTACT_PATH} className={linkClass}>
            support contact form
          </Link>{' '}
          and we reply by email within one business day. Questions for the applicant belong in the
          order&apos;s message thread.
        </p>
        <p>
          The{' '}
          <Link href="/support" className={linkClass}>
            Support Center
          </Link>{' '}
          also answers the questions applicants ask most, which helps when they write to you.
        </p>
      </GuidelineSection>
    </>
  );
}
