import { Button } from '#client/components/ui/button';
import { toast } from '#client/components/ui/use-toast';
import { toastFailure } from '#client/lib/toast-failure';
import type { AdminReviewer } from '#shared/schemas/admin.js';
import { useSetReviewerActive } from '../../api/use-set-reviewer-active';
import { Dialog, DialogFooter } from '#client/components/ui/dialog';

interface ActiveToggleDialogProps {
  reviewer: AdminReviewer;
  onClose: () => void;
}

/** Confirms deactivating (or reactivating) a reviewer; they are emailed either way. */
export function ActiveToggleDialog({ reviewer, onClose }: ActiveToggleDialogProps) {
  const setActive = useSetReviewerActive();
  const activate = !reviewer.active;

  function confirm() {
    setActive.mutate(
      { reviewerId: reviewer.id, active: activate },
      {
        onSuccess: () => {
          toast({
            title: activate ? 'Reviewer Activated' : 'Reviewer Deactivated',
            description: activate
              ? `${reviewer.name} can accept new orders again.`
              : `${reviewer.name} gets no new orders and keeps the ${reviewer.activeLoad} in progress.`,
          });
          onClose();
        },
        onError: (error) => toastFailure('Not Saved', error),
      },
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={activate ? `Activate ${reviewer.name}?` : `Deactivate ${reviewer.name}?`}
      description={
        activate
          ? 'They will see the queue and can accept orders again, within their weekly capacity. They are emailed.'
          : `They keep the ${reviewer.activeLoad} order(s) in progress but get no new ones, by queue or by auto-assignment. They are emailed.`
      }
    >
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button
          type="button"
          variant={activate ? 'default' : 'destructive'}
          disabled={setActive.isPending}
          onClick={confirm}
        >
          {setActive.isPending ? 'Saving...' : activate ? 'Activate' : 'Deactivate'}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
