import { findPackage, formatUsd } from '#shared/domain/packages.js';
import type { SubmissionDetail } from '#shared/schemas/submissions.js';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#client/components/ui/card';
import { cn } from '#client/lib/utils';
import { orderLabel, summaryLines } from '../lib/purchase';
import type { Purchase } from '../lib/purchase';

interface CheckoutOrderSummaryProps {
  order: SubmissionDetail;
  purchase: Purchase;
  /** The server's amount for the payment intent: what the card is charged. */
  amountCents: number;
}

/**
 * What is being paid for: the package and each add-on stored on the order (or only the add-ons
 * bought now), and the total the server will charge.
 */
export function CheckoutOrderSummary({ order, purchase, amountCents }: CheckoutOrderSummaryProps) {
  const pkg = findPackage(order.packageTier);
  const forAddOns = purchase.kind === 'add_ons';
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="text-lg">Order Summary</CardTitle>
        <CardDescription>
          {orderLabel(order.id)}
          {forAddOns ? ` · add-ons for your ${pkg?.name ?? order.packageTier} Review` : null}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!forAddOns && pkg ? (
          <div className="text-sm">
            <p className="font-medium text-slate-900">{pkg.name} Review</p>
            <ul className="mt-1 list-disc pl-5 text-slate-600">
              {pkg.contents.map((item) => (
                <li key={item}>{item}</li>
              ))}
              <li>Turnaround: {pkg.turnaround}</li>
            </ul>
          </div>
        ) : null}
        <dl className="grid gap-2 text-sm">
          {summaryLines(order, purchase).map((line) => (
            <Line key={line.key} label={line.label} cents={line.cents} />
          ))}
          <Line
            label="Total"
            cents={amountCents}
            className="mt-2 border-t border-slate-200 pt-3 text-base font-semibold"
          />
        </dl>
      </CardContent>
    </Card>
  );
}

function Line({ label, cents, className }: { label: string; cents: number; className?: string }) {
  return (
    <div className={cn('flex justify-between gap-4', className)}>
      <dt>{label}</dt>
      <dd>{formatUsd(cents)}</dd>
    </div>
  );
}
