import { Link } from 'wouter';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';

const steps = (turnaroundHours: number) => [
  {
    title: 'Payment confirmation',
    text: 'You will receive a payment confirmation email with your receipt.',
  },
  {
    title: 'Reviewer assignment',
    text: 'An attorney reviewer is assigned to your statement.',
  },
  {
    title: 'Expert review',
    text: `Your review is completed within ${turnaroundHours} hours of payment.`,
  },
  {
    title: 'Download results',
    text: 'Download your reviewed statement and summary memo from your dashboard.',
  },
];

/** 'What Happens Next', with the deadline this order will have (docs/product.md §4 Deadlines). */
export function WhatHappensNext({ turnaroundHours }: { turnaroundHours: number }) {
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="text-lg">What Happens Next</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-3 text-sm">
          {steps(turnaroundHours).map((step, index) => (
            <li key={step.title} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary/10 text-xs font-semibold text-primary"
              >
                {index + 1}
              </span>
              <span>
                <span className="font-medium text-slate-900">{step.title}.</span>{' '}
                <span className="text-slate-600">{step.text}</span>
              </span>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

/** The refund note: the deadline guarantee (docs/product.md §3 Money) and where the policy is. */
export function RefundNote() {
  return (
    <p className="text-sm text-slate-600">
      Covered by our turnaround guarantee: if we miss your deadline and cannot reassign your order
      within 24 hours, you get a full refund. Read our{' '}
      <Link href="/refund-policy" className="font-medium text-primary underline">
        refund policy
      </Link>
      .
    </p>
  );
}
