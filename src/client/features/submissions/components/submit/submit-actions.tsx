import { LoaderCircle, TriangleAlert } from 'lucide-react';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';

interface ServicePausedAlertProps {
  message: string;
  onCheckAgain: () => void;
  checking: boolean;
}

/** Shown at the top of the submit screen while new orders are refused (maintenance mode). */
export function ServicePausedAlert({ message, onCheckAgain, checking }: ServicePausedAlertProps) {
  return (
    <Alert variant="destructive" role="alert" className="mb-6 flex flex-wrap gap-3 text-base">
      <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="grid flex-1 gap-1">
        <p className="font-semibold">New orders are paused</p>
        <p>{message}</p>
      </div>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="self-start"
        onClick={onCheckAgain}
        disabled={checking}
      >
        {checking ? 'Checking...' : 'Check again'}
      </Button>
    </Alert>
  );
}

interface ContinueButtonProps {
  /** New orders are refused right now (maintenance). */
  paused: boolean;
  pending: boolean;
  /** The server's explanation of the last failed attempt. */
  sendError: string | null;
}

/** 'Continue to Payment', its pending state, and why it is unavailable or did not work. */
export function ContinueButton({ paused, pending, sendError }: ContinueButtonProps) {
  return (
    <div className="grid min-w-0 content-start gap-3 lg:col-start-1">
      {sendError ? (
        <Alert variant="destructive" role="alert">
          Your submission was not sent: {sendError} Everything you entered is still here.
        </Alert>
      ) : null}
      <Button
        type="submit"
        size="lg"
        className="w-full sm:w-auto sm:justify-self-end"
        disabled={paused || pending}
        aria-describedby={paused ? 'continue-paused-note' : undefined}
      >
        {pending ? (
          <>
            <LoaderCircle className="animate-spin" aria-hidden="true" />
            Saving your submission...
          </>
        ) : (
          'Continue to Payment'
        )}
      </Button>
      {paused ? (
        <p id="continue-paused-note" className="text-sm text-slate-600 sm:text-right">
          Continue to Payment is unavailable while new orders are paused. Your answers are kept on
          this device, so you can come back and continue later.
        </p>
      ) : null}
    </div>
  );
}
