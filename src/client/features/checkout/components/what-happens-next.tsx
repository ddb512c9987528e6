import { Link } from 'wouter';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { formatDateTime } from '#client/lib/format';
import type { AddOnId } from '#shared/domain/add-ons.js';
import { deliveryHours, RUSH_HOURS } from '#shared/domain/turnaround.js';
import type { SubmissionDetail } from '#shared/schemas/submissions.js';
import type { Purchase } from '../lib/purchase';

interface Step {
  title: string;
  text: string;
}

const confirmation: Step = {
  title: 'Payment confirmation',
  text: 'You will receive a payment confirmation email with your receipt.',
};
const results: Step = {
  title: 'Download results',
  text: 'Download your reviewed statement and summary memo from your dashboard.',
};

/** An order being paid: reviewer, deadline from payment (docs/product.md §4 Deadlines), results. */
function orderSteps(order: SubmissionDetail): Step[] {
  return [
    confirmation,
    {
      title: 'Reviewer assignment',
      text: 'An attorney reviewer is assigned to your statement.',
    },
    {
      title: 'Expert review',
      text: `Your review is completed within ${deliveryHours(order.packageTier, order.addOns)} hours of payment.`,
    },
    results,
  ];
}

/**
 * Add-ons for an order already paid: its reviewer and deadline stay, but for what Rush does
 * (docs/product.md §3 Add-ons after payment).
 */
function addOnSteps(order: SubmissionDetail, addOns: readonly AddOnId[]): Step[] {
  const due = formatDateTime(order.etaAt);
  return [
    confirmation,
    {
      title: 'Added to your order',
      text: addOns.includes('extra_revision')
        ? 'The add-ons join your order once the payment goes through; Extra Revision adds a revision round.'
        : 'The add-ons join your order once the payment goes through.',
    },
    {
      title: 'Your deadline',
      text: addOns.includes('rush')
        ? `Rush moves your deadline to ${RUSH_HOURS} hours after payment if that is sooner than ${due}.`
        : `Your review stays due ${due}.`,
    },
    results,
  ];
}

/** 'What Happens Next' for what this checkout pays for. */
export function WhatHappensNext({
  order,
  purchase,
}: {
  order: SubmissionDetail;
  purchase: Purchase;
}) {
  const steps =
    purchase.kind === 'add_ons'
      ? addOnSteps(
          order,
          purchase.addOns.filter((id) => !order.addOns.includes(id)),
        )
      : orderSteps(order);
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="text-lg">What Happens Next</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-3 text-sm">
          {steps.map((step, index) => (
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
