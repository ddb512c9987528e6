import { Alert } from './alert';
import { Button } from './button';
import { Spinner } from './spinner';
import { errorMessage } from '#client/lib/api';

interface SectionErrorProps {
  /** What failed to load, e.g. 'the orders'. */
  what: string;
  error: unknown;
  onRetry: () => void;
}

/** A section that could not load: the server's reason and a way to try again. */
export function SectionError({ what, error, onRetry }: SectionErrorProps) {
  return (
    <Alert variant="destructive" role="alert" className="grid gap-3">
      <p>
        We could not load {what}: {errorMessage(error)} Try again; if it keeps failing, contact
        support.
      </p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={onRetry}
      >
        Try again
      </Button>
    </Alert>
  );
}

/** A small centred spinner for one card or list. */
export function SectionSpinner({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-6">
      <Spinner label={label} />
    </div>
  );
}

/** A list with nothing in it: what is missing and what would fill it. */
export function EmptyState({ title, hint }: { title: string; hint?: string }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 px-6 py-8 text-center">
      <p className="font-medium text-slate-900">{title}</p>
      {hint ? <p className="mt-1 text-sm text-slate-600">{hint}</p> : null}
    </div>
  );
}
