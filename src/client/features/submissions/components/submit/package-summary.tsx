import { useId, useRef, useState } from 'react';
import { Check } from 'lucide-react';
import { findPackage, formatUsd, reviewPackages } from '#shared/domain/packages.js';
import type { PackageTier } from '#shared/domain/packages.js';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { cn } from '#client/lib/utils';

interface PackageSummaryProps {
  value: PackageTier;
  onChange: (tier: PackageTier) => void;
}

/** The chosen package (tier, price, turnaround) and 'Change Package', which opens the choice here. */
export function PackageSummary({ value, onChange }: PackageSummaryProps) {
  const [choosing, setChoosing] = useState(false);
  const choiceId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const pkg = findPackage(value) ?? reviewPackages[1]!;

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <CardTitle className="text-lg">Selected Package</CardTitle>
          <p className="text-base font-medium text-slate-900">
            {pkg.name} Review{' '}
            <span className="font-semibold text-primary">{formatUsd(pkg.priceCents)}</span>
          </p>
          <p className="text-sm text-slate-600">Turnaround: {pkg.turnaround}</p>
        </div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          ref={toggle}
          aria-expanded={choosing}
          aria-controls={choiceId}
          onClick={() => setChoosing((open) => !open)}
        >
          Change Package
        </Button>
      </CardHeader>
      {choosing ? (
        <CardContent id={choiceId}>
          <fieldset>
            <legend className="mb-3 text-sm font-medium text-slate-800">Choose a package</legend>
            <div className="grid gap-3 md:grid-cols-3">
              {reviewPackages.map((option) => (
                <label
                  key={option.id}
                  className={cn(
                    'flex cursor-pointer flex-col gap-2 rounded-lg border p-4 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                    option.id === value
                      ? 'border-primary bg-primary/5 ring-1 ring-primary'
                      : 'border-slate-200 hover:border-slate-400',
                  )}
                >
                  <span className="flex items-center justify-between gap-2">
                    <span className="flex items-center gap-2 font-semibold">
                      <input
                        type="radio"
                        name="packageTier"
                        aria-labelledby={`${choiceId}-${option.id}-name`}
                        aria-describedby={`${choiceId}-${option.id}-details`}
                        value={option.id}
                        checked={option.id === value}
                        onChange={() => onChange(option.id)}
                        className="size-4 accent-primary"
                      />
                      <span id={`${choiceId}-${option.id}-name`}>{option.name}</span>
                    </span>
                    {option.recommended ? (
                      <Badge className="bg-primary text-primary-foreground">Recommended</Badge>
                    ) : null}
                  </span>
                  <span id={`${choiceId}-${option.id}-details`} className="grid gap-1">
                    <span className="text-lg font-bold">{formatUsd(option.priceCents)}</span>
                    <span className="text-slate-600">Turnaround: {option.turnaround}</span>
                  </span>
                  <ul className="grid gap-1 text-slate-700">
                    {option.contents.map((item) => (
                      <li key={item} className="flex gap-1.5">
                        <Check
                          className="mt-0.5 size-3.5 shrink-0 text-green-700"
                          aria-hidden="true"
                        />
                        {item}
                      </li>
                    ))}
                  </ul>
                </label>
              ))}
            </div>
          </fieldset>
          <Button
            type="button"
            size="sm"
            className="mt-4"
            onClick={() => {
              setChoosing(false);
              // Done goes away with the choice: keyboard focus returns to where it opened.
              toggle.current?.focus();
            }}
          >
            Done
          </Button>
        </CardContent>
      ) : null}
    </Card>
  );
}
