import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { revisionBody } from '#shared/schemas/reviews.js';
import { MAX_STATEMENT_CHARS } from '#shared/schemas/submissions.js';
import type { z } from 'zod';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Textarea } from '#client/components/ui/textarea';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';
import { useRequestRevision } from '../api/use-request-revision';
import { countOf } from '#client/lib/format';

type RevisionValues = z.input<typeof revisionBody>;

interface RevisionRequestProps {
  submissionId: string;
  revisionsLeft: number;
  /** The draft the latest round reviewed: the next draft starts from it. */
  latestDraft: string;
}

/** 'Request revision' with a note for the reviewer, or why no revision is possible. */
export function RevisionRequest(props: RevisionRequestProps) {
  const { revisionsLeft } = props;
  if (revisionsLeft <= 0) {
    return (
      <p className="text-sm text-slate-700">
        Your package has no revision rounds left, so this round is final. If anything is unclear,
        ask your reviewer in the messages below, then accept the feedback.
      </p>
    );
  }
  return <RevisionRequestForm {...props} />;
}

function RevisionRequestForm({ submissionId, revisionsLeft, latestDraft }: RevisionRequestProps) {
  const request = useRequestRevision(submissionId);
  const [, navigate] = useLocation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RevisionValues, unknown, z.output<typeof revisionBody>>({
    resolver: zodResolver(revisionBody),
    defaultValues: { note: '', draftText: latestDraft },
  });

  const onSubmit = handleSubmit((body) =>
    request.mutate(body, {
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
  const draftError = errors.draftText?.message ?? null;

  return (
    <form noValidate aria-label="Request a revision" className="grid gap-3" onSubmit={onSubmit}>
      <p className="text-sm text-slate-700">
        You have {countOf(revisionsLeft, 'revision round')} left. Your reviewer reviews your revised
        draft next, with your note in mind.
      </p>
      <FormField
        label="Your revised draft"
        hint="It starts as the draft your reviewer just read: make your changes here."
        error={draftError}
      >
        <Textarea rows={10} maxLength={MAX_STATEMENT_CHARS} {...register('draftText')} />
      </FormField>
      <FormField
        label="What should your reviewer look at in the next round?"
        error={error}
        alertError
      >
        <Textarea rows={3} maxLength={5_000} {...register('note')} />
      </FormField>
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
