import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from './button';
import { Dialog, DialogFooter } from './dialog';
import { FormField } from './form-field';
import { Textarea } from './textarea';

/** The form's one field, checked by the caller's schema (the API's own, so the rules agree). */
export type ReasonSchema = z.ZodType<{ reason?: string }, { reason: string }>;

interface ReasonDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  /** The field's label, e.g. 'Reason for rejection'. */
  label: string;
  /** Shown under the field until there is an error. */
  hint: string;
  rows?: number;
  /** The schema's limit, so typing stops there. */
  maxLength: number;
  schema: ReasonSchema;
  cancelLabel?: string;
  submitLabel: string;
  /** The submit button's text while the request runs, e.g. 'Rejecting...'. */
  pendingLabel: string;
  pending: boolean;
  /** The reason as the schema left it (trimmed). */
  onSubmit: (reason: string) => void;
}

/** A destructive decision that needs a written reason (reject an application, release an order). */
export function ReasonDialog({ open, onClose, title, description, ...form }: ReasonDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={title}
      description={description}
    >
      {/* Inside the dialog's content: closing unmounts it, so it opens empty again. */}
      <ReasonForm onClose={onClose} {...form} />
    </Dialog>
  );
}

type ReasonFormProps = Omit<ReasonDialogProps, 'open' | 'title' | 'description'>;

function ReasonForm({
  onClose,
  label,
  hint,
  rows = 3,
  maxLength,
  schema,
  cancelLabel = 'Cancel',
  submitLabel,
  pendingLabel,
  pending,
  onSubmit,
}: ReasonFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { reason: '' } });

  return (
    <form
      onSubmit={handleSubmit((values) => onSubmit(values.reason ?? ''))}
      noValidate
      className="grid gap-4"
    >
      <FormField label={label} hint={hint} error={errors.reason?.message}>
        <Textarea rows={rows} maxLength={maxLength} {...register('reason')} />
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          {cancelLabel}
        </Button>
        <Button type="submit" variant="destructive" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
