import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { Button } from '#client/components/ui/button';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';
import { useAcceptFeedback } from '../api/use-accept-feedback';
import { countOf } from '#client/lib/format';

interface AcceptFeedbackDialogProps {
  submissionId: string;
  /** The round the page shows, the one accepted. */
  round: number;
  revisionsLeft: number;
}

/** 'Accept feedback', confirmed in a dialog: the order is then complete. */
export function AcceptFeedbackDialog({
  submissionId,
  round,
  revisionsLeft,
}: AcceptFeedbackDialogProps) {
  const accept = useAcceptFeedback(submissionId);
  const [open, setOpen] = useState(false);

  /*
   * mutateAsync, not mutate's callbacks: the order's refetch, once it is complete, unmounts this
   * dialog, and mutate's callbacks do not run for an unmounted component (no toast, at random).
   */
  async function confirm() {
    try {
      await accept.mutateAsync({ round });
    } catch {
      return; // The refusal shows in the dialog (accept.isError).
    }
    setOpen(false);
    toast({
      title: 'Feedback Accepted',
      description: 'Your review is complete. Thank you for choosing Counsel Review.',
    });
  }

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) accept.reset();
      }}
    >
      <AlertDialog.Trigger asChild>
        <Button type="button">Accept feedback</Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl bg-white p-6 text-slate-900 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold">
            Accept this feedback?
          </AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-slate-700">
            Your order will be marked complete and stays available to read and download.
            {revisionsLeft > 0
              ? ` You still have ${countOf(revisionsLeft, 'revision round')} left; accepting gives up further revisions.`
              : ''}
          </AlertDialog.Description>
          {accept.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {errorMessage(accept.error)}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </AlertDialog.Cancel>
            <Button type="button" onClick={confirm} disabled={accept.isPending}>
              {accept.isPending ? 'Accepting...' : 'Yes, accept feedback'}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
