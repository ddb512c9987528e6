import { BookOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { SubmissionDetail } from '#shared/schemas/submissions.js';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#client/components/ui/card';
import type { WorkspaceSlots } from './slots';

/* The cards beside the statement and the review form. */

/**
 * The column beside the statement that holds the comments; on wide screens it stays in view
 * while the statement scrolls, on phones it follows the statement.
 */
export function CommentsAside({ count, children }: { count: number; children: ReactNode }) {
  return (
    <aside
      aria-label="Comments on passages"
      className="lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:overflow-y-auto"
    >
      <Card>
        <CardHeader className="pb-3">
          <CardTitle className="text-base">Comments ({count})</CardTitle>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </aside>
  );
}

interface ThreadCardProps {
  submissionId: string;
  renderThread: WorkspaceSlots['renderThread'];
}

/** The message thread with the applicant, in the workspace's sidebar. */
export function ThreadCard({ submissionId, renderThread }: ThreadCardProps) {
  if (!renderThread) return null;
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">Messages</CardTitle>
        <CardDescription>
          Between you and the applicant; their revision requests appear here too.
        </CardDescription>
      </CardHeader>
      <CardContent>{renderThread({ submissionId })}</CardContent>
    </Card>
  );
}

/** The guidelines text beside the review form. */
export function GuidelinesCard() {
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2 text-base">
          <BookOpen className="size-4 text-primary" aria-hidden="true" />
          Review Guidelines
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm text-slate-700">
        <ul className="grid list-disc gap-1.5 pl-5">
          <li>Read the whole statement once before you comment.</li>
          <li>Attach comments to passages: say what to change and why, in plain words.</li>
          <li>Open the memo with what works, then the two or three changes that matter most.</li>
          <li>Score each criterion from 1 to 5; 3 means solid but improvable.</li>
          <li>Suggest; never rewrite the statement in your own voice.</li>
          <li>Keep everything you read confidential.</li>
        </ul>
        <Link
          href="/reviewer/guidelines"
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          Read the full reviewer guidelines
        </Link>
      </CardContent>
    </Card>
  );
}

const questions: { key: keyof SubmissionDetail['intakeAnswers']; label: string }[] = [
  { key: 'background', label: 'Background' },
  { key: 'goals', label: 'Goals in law' },
  { key: 'highlights', label: 'What to highlight' },
  { key: 'concerns', label: 'Concerns about the draft' },
  { key: 'whySchool', label: 'Why this school' },
];

/** What the applicant told us in the intake questionnaire: context for the review. */
export function IntakeCard({ answers }: { answers: SubmissionDetail['intakeAnswers'] }) {
  const given = questions.filter(({ key }) => answers[key]?.trim());
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">Applicant’s Intake</CardTitle>
      </CardHeader>
      <CardContent>
        {given.length ? (
          <dl className="grid gap-3">
            {given.map(({ key, label }) => (
              <div key={key}>
                <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
                  {label}
                </dt>
                <dd className="mt-0.5 text-sm whitespace-pre-wrap [overflow-wrap:anywhere] text-slate-800">
                  {answers[key]}
                </dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="text-sm text-slate-600">The applicant left the intake questions empty.</p>
        )}
      </CardContent>
    </Card>
  );
}
