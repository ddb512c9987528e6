import { Check } from 'lucide-react';
import { progressSteps } from '#shared/domain/order-status.js';
import { cn } from '#client/lib/utils';

/** The progress bar (docs/product.md §7 Screens): Submitted, In Review, Feedback Ready. */
export function ReviewProgress({ status }: { status: string }) {
  const steps = progressSteps(status);
  const done = steps.filter((step) => step.done).length;
  return (
    <div>
      <div
        role="progressbar"
        aria-label="Review progress"
        aria-valuemin={0}
        aria-valuemax={steps.length}
        aria-valuenow={done}
        aria-valuetext={`${done} of ${steps.length} steps done`}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-primary transition-all"
          style={{ width: `${(done / steps.length) * 100}%` }}
        />
      </div>
      <ol className="mt-3 grid grid-cols-3 gap-2 text-xs sm:text-sm">
        {steps.map((step, index) => (
          <li
            key={step.label}
            data-done={step.done}
            className={cn(
              'flex items-center gap-1.5',
              index === 1 && 'justify-center',
              index === 2 && 'justify-end',
              step.done ? 'font-medium text-slate-900' : 'text-slate-500',
            )}
          >
            <span
              className={cn(
                'flex size-5 shrink-0 items-center justify-center rounded-full border',
                step.done
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-slate-300 bg-white',
              )}
              aria-hidden="true"
            >
              {step.done ? <Check className="size-3" /> : null}
            </span>
            {step.label}
            <span className="sr-only">{step.done ? ' (done)' : ' (not yet)'}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
