import { Star } from 'lucide-react';
import { cn } from '#client/lib/utils';
import { RUBRIC_MAX } from '#shared/domain/rubric.js';
import { scoreLabel } from '../lib/rubric';

/**
 * A read-only row of stars. The stars are decoration; screen readers hear '4 out of 5'
 * instead, and sighted readers see the number beside them.
 */
export function StarScore({ value, className }: { value: number; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <span className="inline-flex gap-0.5" aria-hidden="true">
        {Array.from({ length: RUBRIC_MAX }, (_, i) => (
          <Star
            key={i}
            className={cn(
              'size-4',
              i < value ? 'fill-amber-400 text-amber-500' : 'fill-transparent text-slate-300',
            )}
          />
        ))}
      </span>
      <span className="text-sm text-slate-600" aria-hidden="true">
        {value}/{RUBRIC_MAX}
      </span>
      <span className="sr-only">{scoreLabel(value)}</span>
    </span>
  );
}
