import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { revisionBody } from '../../../../shared/schemas/reviews.js';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/utils';
import { useRequestRevision } from '../api/use-request-revision';
import { revisionRounds } from '../lib/format';

type RevisionValues = z.input<typeof revisionBody>;

interface RevisionRequestProps {
  submissionId: string;
  revisionsLeft: number;
}

/** 'Request revision' with a note for the reviewer, or why no revision is possible. */
export function RevisionRequest({ submissionId, revisionsLeft }: RevisionRequestProps) {
  if (revisionsLeft <= 0) {
    return (
      <p className="text-sm text-slate-700">
        Your package has no revision rounds left, so this round is final. If anything is unclear,
        ask your reviewer in the messages below, then accept the feedback.
      </p>
    );
  }
  return <RevisionRequestForm submissionId={submissionId} revisionsLeft={revisionsLeft} />;
}

function RevisionRequestForm({ submissionId, revisionsLeft }: RevisionRequestProps) {
  const request = useRequestRevision(submissionId);
  const [, navigate] = useLocation();
  const noteId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RevisionValues, unknown, z.output<typeof revisionBody>>({
    resolver: zodResolver(revisionBody),
    defaultValues: { note: '' },
  });

  const onSubmit = handleSubmit(({ note }) =>
    request.mutate(note, {
      onSuccess: () => {
        toast({
          title: 'Revision Requested',
          description:
            "Your reviewer has your note and is working on the next round. We'll email you when it is ready.",
        });
        navigate('/dashboard');
      },
    }),
  );
  const error = errors.note?.message ?? (request.isError ? errorMessage(request.error) : null);

  return (
    <form noValidate aria-label="Request a revision" className="grid gap-3" onSubmit={onSubmit}>
      <p className="text-sm text-slate-700">
        You have {revisionRounds(revisionsLeft)} left. Your reviewer will revise with your note in
        mind.
      </p>
      <div className="grid gap-2">
        <Label htmlFor={noteId}>What should your reviewer look at in the next round?</Label>
        <textarea
          id={noteId}
          rows={3}
          maxLength={5_000}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${noteId}-error` : undefined}
          className={cn(
            'min-h-20 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none sm:text-sm',
            error && 'border-red-600',
          )}
          {...register('note')}
        />
        {error ? (
          <p id={`${noteId}-error`} role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <Button
        type="submit"
        variant="outline"
        className="justify-self-start"
        disabled={request.isPending}
      >
        {request.isPending ? 'Requesting...' : 'Request revision'}
      </Button>
    </form>
  );
}
