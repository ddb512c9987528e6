import { Check } from 'lucide-react';
import { cn } from '#client/lib/utils';

const steps = ['Package Selected', 'Submit Statement', 'Payment & Confirmation'] as const;

/** The submit screen's 3-step header; step 2 is the current one. */
export function OrderSteps({ current = 2 }: { current?: 1 | 2 | 3 }) {
  return (
    <nav aria-label="Order progress" className="mb-6 sm:mb-8">
      <ol className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-0">
        {steps.map((label, index) => {
          const number = index + 1;
          const done = number < current;
          const isCurrent = number === current;
          return (
            <li
              key={label}
              aria-current={isCurrent ? 'step' : undefined}
              className="flex items-center gap-2 sm:flex-1"
            >
              <span
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold',
                  done && 'border-green-700 bg-green-700 text-white',
                  isCurrent && 'border-primary bg-primary text-primary-foreground',
                  !done && !isCurrent && 'border-slate-300 bg-white text-slate-500',
                )}
              >
                {done ? <Check className="size-4" aria-hidden="true" /> : number}
              </span>
              <span
                className={cn(
                  'text-sm',
                  isCurrent ? 'font-semibold text-slate-900' : 'text-slate-600',
                )}
              >
                {label}
                {done ? <span className="sr-only"> (done)</span> : null}
              </span>
              {number < steps.length ? (
                <span
                  aria-hidden="true"
                  className="mx-3 hidden h-px flex-1 bg-slate-300 sm:block"
                />
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
