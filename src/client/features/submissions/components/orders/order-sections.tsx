import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { findAddOn } from '#shared/domain/add-ons.js';
import { formatUsd } from '#shared/domain/packages.js';
import { formatFileSize } from '#shared/domain/uploads.js';
import { countWords } from '#shared/domain/word-count.js';
import type { SubmissionDetail } from '#shared/schemas/submissions.js';
import { buttonVariants } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import {
  countOf,
  formatDate,
  formatDateTime,
  packageLabel,
  schoolLabel,
  wordCountLabel,
} from '#client/lib/format';
import { fullName } from '#shared/domain/names.js';
import { intakeQuestions } from '../../lib/intake-questions';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-3">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="text-sm font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** Package, add-ons, price, school and the order's dates. */
export function OrderFacts({ order }: { order: SubmissionDetail }) {
  const addOnNames = order.addOns.map((id) => {
    const addOn = findAddOn(id);
    return addOn ? `${addOn.name} (${formatUsd(addOn.priceCents)})` : id;
  });
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="text-lg">Order</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3">
          <Fact label="Package">{packageLabel(order.packageTier)}</Fact>
          <Fact label="Add-ons">{addOnNames.length ? addOnNames.join(', ') : 'None'}</Fact>
          <Fact label="Total">{formatUsd(order.totalCents)}</Fact>
          <Fact label="Target School">{schoolLabel(order.targetSchool)}</Fact>
          <Fact label="Submitted">{formatDateTime(order.submittedAt, 'Draft')}</Fact>
          <Fact label="ETA">{formatDateTime(order.etaAt, 'TBD')}</Fact>
          <Fact label="Reviewer">
            {order.reviewerId ? fullName(order.reviewer) || 'Assigned' : 'Not assigned yet'}
          </Fact>
          <Fact label="Created">{formatDate(order.createdAt, '')}</Fact>
        </dl>
      </CardContent>
    </Card>
  );
}

/** The statement as sent: the uploaded file and/or the pasted text, with their lengths. */
export function StatementFacts({ order }: { order: SubmissionDetail }) {
  const pasted = order.pastedText ?? '';
  const pastedWords = countWords(pasted);
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="text-lg">Statement</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-3">
          <Fact label="Word Count">{wordCountLabel(order.wordCount)}</Fact>
          <Fact label="Uploaded file">
            {order.document
              ? `${order.document.fileName} (${formatFileSize(order.document.sizeBytes)}${
                  order.document.wordCount
                    ? `, ${wordCountLabel(order.document.wordCount)} words`
                    : ''
                })`
              : 'None'}
          </Fact>
          <Fact label="Pasted text">
            {pasted
              ? `${countOf(pastedWords, 'word')}, ${countOf(pasted.length, 'character')}`
              : 'None'}
          </Fact>
        </dl>
        {order.documentUrl ? (
          <a
            href={`${order.documentUrl}/download`}
            className={buttonVariants({ variant: 'outline', className: 'justify-self-start' })}
          >
            <Download aria-hidden="true" />
            Download Original Statement
          </a>
        ) : null}
        {pasted ? (
          <details className="rounded-md border border-slate-200 p-3">
            <summary className="cursor-pointer text-sm font-medium text-primary">
              Show pasted text
            </summary>
            <p className="mt-3 text-sm whitespace-pre-wrap [overflow-wrap:anywhere] text-slate-800">
              {pasted}
            </p>
          </details>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** The five intake answers, labelled as the submit screen asked them. */
export function IntakeAnswersSection({ answers }: { answers: SubmissionDetail['intakeAnswers'] }) {
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="text-lg">Intake Answers</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4">
          {intakeQuestions.map((question) => (
            <div key={question.key} className="grid gap-1">
              <dt className="text-sm font-medium text-slate-900">{question.label}</dt>
              <dd className="text-sm whitespace-pre-wrap [overflow-wrap:anywhere] text-slate-700">
                {answers[question.key] || <span className="text-slate-500">Not answered</span>}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
