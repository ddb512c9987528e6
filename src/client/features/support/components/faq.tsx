import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { turnaroundTerms } from '#client/lib/format';

interface Question {
  question: string;
  answer: ReactNode;
}

interface Topic {
  title: string;
  questions: Question[];
}

const topics: Topic[] = [
  {
    title: 'The process',
    questions: [
      {
        question: 'How does a review work?',
        answer:
          'Choose a package, upload your statement (PDF or Word, up to 2 MB) and answer a short intake form about your target schools and goals, then pay by card. An attorney accepts your order, reviews it, and you download the reviewed statement and a summary memo from your dashboard.',
      },
      {
        question: 'Which package should I choose?',
        answer:
          'Basic gives you one pass of comments with 3-5 high-impact suggestions. Core adds line edits, a detailed memo and one revision cycle, and suits most applicants. Premium adds a diversity essay mini-review and a 30-minute coaching call.',
      },
      {
        question: 'Can I ask for changes after I get my feedback?',
        answer:
          'Core and Premium include one revision cycle: submit your revised draft and the same reviewer reads it again. Basic has no revisions. The Extra Revision add-on adds one more round to any package.',
      },
    ],
  },
  {
    title: 'Turnaround',
    questions: [
      {
        question: 'How fast will I get my review?',
        answer: `Within ${turnaroundTerms()}, counted from when your payment is confirmed. Your dashboard shows the exact deadline.`,
      },
      {
        question: 'Who will review my statement?',
        answer:
          'A licensed attorney from a top law school, approved by our team after checking their law school, graduation year and bar admission. Add T14 Reviewer Match to be paired with a graduate of a T14 school.',
      },
    ],
  },
  {
    title: 'Confidentiality',
    questions: [
      {
        question: 'Who can read my statement?',
        answer:
          'Only you, the reviewer assigned to your order and our administrators. Reviewers browsing open orders see only the package, target school, word count and deadline, never your name or your text.',
      },
      {
        question: 'Can I have my documents deleted?',
        answer: (
          <>
            Yes. Ask through the contact form below and we delete them and confirm by email. Our{' '}
            <Link href="/privacy">Privacy Policy</Link> explains what we keep and why.
          </>
        ),
      },
    ],
  },
  {
    title: 'Refunds',
    questions: [
      {
        question: 'What if my review is late?',
        answer: (
          <>
            If it is not delivered by its deadline and we cannot reassign it to another attorney
            within 24 hours, we refund you in full, automatically. See the{' '}
            <Link href="/refund-policy">Refund Policy</Link>.
          </>
        ),
      },
      {
        question: 'Is this legal advice? Does it guarantee admission?',
        answer:
          'Neither. Our reviewers are attorneys, but a statement review is editorial feedback on your writing. It creates no attorney-client relationship and cannot guarantee any admissions decision.',
      },
    ],
  },
];

/** Frequently asked questions, grouped by topic; each answer opens in place (no script needed). */
export function Faq() {
  return (
    <div className="grid gap-8">
      {topics.map((topic, index) => (
        <section key={topic.title} aria-labelledby={`faq-topic-${index}`}>
          <h2 id={`faq-topic-${index}`} className="font-serif text-xl font-semibold">
            {topic.title}
          </h2>
          <div className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {topic.questions.map((item) => (
              <details key={item.question} className="group px-5 py-4">
                <summary className="cursor-pointer list-none font-medium text-slate-900 marker:hidden [&::-webkit-details-marker]:hidden">
                  <span className="flex items-start justify-between gap-4">
                    {item.question}
                    <span
                      aria-hidden="true"
                      className="text-slate-500 transition-transform group-open:rotate-45"
                    >
                      +
                    </span>
                  </span>
                </summary>
                <p className="mt-2 text-sm text-slate-700">{item.answer}</p>
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
