import { addOns, orderTotalCents } from '#shared/domain/add-ons.js';
import type { AddOnId } from '#shared/domain/add-ons.js';
import { findPackage, formatUsd } from '#shared/domain/packages.js';
import type { PackageTier } from '#shared/domain/packages.js';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { cn } from '#client/lib/utils';

interface OrderSummaryProps {
  packageTier: PackageTier;
  chosenAddOns: readonly AddOnId[];
  onToggleAddOn: (id: AddOnId, chosen: boolean) => void;
}

/**
 * The sidebar's order summary: the package line, one line per chosen add-on and the total
 * (package price plus add-ons, docs/product.md §3 Money), with the add-on checkboxes under it.
 */
export function OrderSummary({ packageTier, chosenAddOns, onToggleAddOn }: OrderSummaryProps) {
  const pkg = findPackage(packageTier);
  const chosen = addOns.filter((addOn) => chosenAddOns.includes(addOn.id));
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="text-lg">Order Summary</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        <dl className="grid gap-2 text-sm">
          <SummaryLine label={`${pkg?.name ?? packageTier} Review`} cents={pkg?.priceCents ?? 0} />
          {chosen.map((addOn) => (
            <SummaryLine key={addOn.id} label={addOn.name} cents={addOn.priceCents} />
          ))}
          <SummaryLine
            label="Total"
            cents={orderTotalCents(packageTier, chosenAddOns)}
            className="mt-2 border-t border-slate-200 pt-3 text-base font-semibold"
          />
        </dl>
        <fieldset className="grid gap-3">
          <legend className="mb-2 text-sm font-semibold text-slate-900">Add-ons</legend>
          {addOns.map((addOn) => (
            <label
              key={addOn.id}
              className="flex items-start gap-3 rounded-md border border-slate-200 p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5"
            >
              <input
                type="checkbox"
                name="addOns"
                value={addOn.id}
                checked={chosenAddOns.includes(addOn.id)}
                onChange={(event) => onToggleAddOn(addOn.id, event.target.checked)}
                className="mt-0.5 size-4 shrink-0 accent-primary"
              />
              <span className="grid flex-1 gap-0.5">
                <span className="flex justify-between gap-2 font-medium text-slate-900">
                  {addOn.name}
                  <span>+{formatUsd(addOn.priceCents)}</span>
                </span>
                <span className="text-slate-600">{addOn.description}</span>
              </span>
            </label>
          ))}
        </fieldset>
      </CardContent>
    </Card>
  );
}

function SummaryLine({
  label,
  cents,
  className,
}: {
  label: string;
  cents: number;
  className?: string;
}) {
  return (
    <div className={cn('flex justify-between gap-4', className)}>
      <dt>{label}</dt>
      <dd>{formatUsd(cents)}</dd>
    </div>
  );
}
