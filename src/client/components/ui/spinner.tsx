import { LoaderCircle } from 'lucide-react';
import { cn } from '#client/lib/utils';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" className={cn('inline-flex text-primary', className)}>
      {/* Turned as an HTML box, which the browser animates off the main thread; an SVG
          element's own animation is repainted there on every frame. */}
      <span className="inline-flex animate-spin" aria-hidden="true">
        <LoaderCircle className="size-8" />
      </span>
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A spinner centred in the page area. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner />
    </div>
  );
}
