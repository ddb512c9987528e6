import type { SubmissionDetail } from '../../../../shared/schemas/submissions.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

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
                <dd className="mt-0.5 text-sm break-words whitespace-pre-wrap text-slate-800">
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
