import { Tabs } from 'radix-ui';
import { ClipboardPaste, FilePen, Upload } from 'lucide-react';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useLocation } from 'wouter';
import { MAX_REVISION_NOTE_CHARS, MAX_STATEMENT_CHARS } from '#shared/domain/text-limits.js';
import { STATEMENT_CUT_MESSAGE, useCutPaste } from '#client/lib/use-cut-paste';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Textarea } from '#client/components/ui/textarea';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';
import { countOf } from '#client/lib/format';
import { useRequestRevision } from '../api/use-request-revision';
import type { DraftSource, NextDraft } from '../hooks/use-next-draft';
import type { DraftSuggestion } from '../lib/drafts';

/** Handed to the page's upload control (features do not import each other; the page composes). */
export interface DraftUploadSlotProps {
  initial: { documentPath: string; fileName: string } | null;
  onUploaded: (document: { documentPath: string; fileName: string }) => void;
  onRemoved: () => void;
}

export type RenderDraftUpload = (props: DraftUploadSlotProps) => ReactNode;

interface RevisionRequestProps {
  submissionId: string;
  /** The round the page shows, the one a revision is asked of. */
  round: number;
  revisionsLeft: number;
  /** The next draft's fields and the suggestions ticked in the latest round. */
  nextDraft: NextDraft;
  /** The upload control for a revised draft file; without it, the draft is typed or pasted. */
  renderUpload?: RenderDraftUpload;
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

const tabClass =
  'inline-flex items-center justify-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-slate-600 transition-colors hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm [&_svg]:size-4 [&_svg]:shrink-0';
const panelClass = 'grid gap-3 data-[state=inactive]:hidden';

function RevisionRequestForm({
  submissionId,
  round,
  revisionsLeft,
  nextDraft,
  renderUpload,
}: RevisionRequestProps) {
  const request = useRequestRevision(submissionId);
  const [, navigate] = useLocation();
  const { form, preloadChecks } = nextDraft;
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors },
  } = form;
  const [source, document] = useWatch({ control, name: ['source', 'document'] });

  // Awaited rather than an onSuccess option: the refreshed results (now in review) can take
  // this form off the page before mutate's own callbacks would run.
  const onSubmit = handleSubmit(async (body) => {
    try {
      await request.mutateAsync({ ...body, round });
    } catch {
      return; // Shown from request.error.
    }
    toast({
      title: 'Revision Requested',
      description:
        "Your reviewer has your note and is working on the next round. We'll email you when it is ready.",
    });
    navigate('/dashboard');
  });
  const error =
    errors.note?.message ??
    errors.root?.message ??
    (request.isError ? errorMessage(request.error) : null);
  const draftError = errors.draftText?.message ?? null;
  const paste = useCutPaste(MAX_STATEMENT_CHARS);

  return (
    <form
      noValidate
      aria-label="Request a revision"
      className="grid gap-4"
      onFocus={preloadChecks}
      onSubmit={onSubmit}
    >
      <p className="text-sm text-slate-700">
        You have {countOf(revisionsLeft, 'revision round')} left. Your reviewer reviews your revised
        draft next, with your note in mind.
      </p>
      <Tabs.Root
        value={source}
        onValueChange={(next) => setValue('source', next as DraftSource)}
        className="grid gap-3"
      >
        <Tabs.List
          aria-label="Ways to hand in your next draft"
          className="grid gap-1 rounded-lg bg-slate-100 p-1 sm:grid-flow-col sm:auto-cols-fr"
        >
          <Tabs.Trigger value="revise" className={tabClass}>
            <FilePen aria-hidden="true" />
            Start from my last draft
          </Tabs.Trigger>
          <Tabs.Trigger value="paste" className={tabClass}>
            <ClipboardPaste aria-hidden="true" />
            Paste a new draft
          </Tabs.Trigger>
          {renderUpload ? (
            <Tabs.Trigger value="upload" className={tabClass}>
              <Upload aria-hidden="true" />
              Upload a file
            </Tabs.Trigger>
          ) : null}
        </Tabs.List>
        {/* Every panel stays mounted: an upload in progress survives switching tabs. */}
        <Tabs.Content value="revise" forceMount className={panelClass}>
          <FormField
            label="Your revised draft"
            hint="It starts as the draft your reviewer just read, with the suggestions you ticked applied: make your changes here."
            error={source === 'revise' ? draftError : null}
          >
            <Textarea rows={12} maxLength={MAX_STATEMENT_CHARS} {...register('draftText')} />
          </FormField>
          <AppliedSuggestions nextDraft={nextDraft} />
        </Tabs.Content>
        <Tabs.Content value="paste" forceMount className={panelClass}>
          <FormField
            label="Your new draft"
            hint="Paste the full text of your revised statement."
            error={
              source === 'paste' ? (draftError ?? (paste.cut ? STATEMENT_CUT_MESSAGE : null)) : null
            }
          >
            <Textarea
              rows={12}
              maxLength={MAX_STATEMENT_CHARS}
              onPaste={paste.onPaste}
              {...register('pastedText')}
            />
          </FormField>
        </Tabs.Content>
        {renderUpload ? (
          <Tabs.Content value="upload" forceMount className={panelClass}>
            <p className="text-sm text-slate-700">
              Upload your revised statement as a PDF or DOCX; your reviewer reads the text in it.
            </p>
            {renderUpload({
              initial: document,
              onUploaded: ({ documentPath, fileName }) =>
                setValue('document', { documentPath, fileName }, { shouldDirty: true }),
              onRemoved: () => setValue('document', null, { shouldDirty: true }),
            })}
            {source === 'upload' && draftError ? (
              <p role="alert" className="text-sm text-red-700">
                {draftError}
              </p>
            ) : null}
          </Tabs.Content>
        ) : null}
      </Tabs.Root>
      <FormField
        label="What should your reviewer look at in the next round?"
        error={error}
        alertError
      >
        <Textarea rows={3} maxLength={MAX_REVISION_NOTE_CHARS} {...register('note')} />
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

function SuggestionLine({ suggestion }: { suggestion: DraftSuggestion }) {
  return (
    <>
      “{suggestion.quote}” <span aria-hidden="true">→</span>
      <span className="sr-only"> becomes</span> “{suggestion.suggestion}”
    </>
  );
}

/** Which ticked suggestions are in the draft, and which could not go in. */
function AppliedSuggestions({ nextDraft }: { nextDraft: NextDraft }) {
  const { suggestions, outcomes, startOver } = nextDraft;
  if (suggestions.length === 0) return null;
  const applied = suggestions.filter((s) => outcomes.get(s.id) === 'applied');
  const changed = suggestions.filter((s) => outcomes.get(s.id) === 'changed');
  return (
    <div className="grid gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
      {applied.length ? (
        <div className="grid gap-1">
          <p className="font-medium text-slate-900">Suggestions applied to this draft:</p>
          <ul aria-label="Suggestions applied" className="grid list-disc gap-1 pl-5">
            {applied.map((s) => (
              <li key={s.id} className="[overflow-wrap:anywhere]">
                <SuggestionLine suggestion={s} />
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p>
          No suggestions applied yet. Tick “Apply to my next draft” beside a suggested wording in
          the latest round to put it into this draft.
        </p>
      )}
      {changed.length ? (
        <div className="grid gap-1">
          <p className="font-medium text-slate-900">
            Not applied, because the passage is no longer in your draft word for word:
          </p>
          <ul aria-label="Suggestions not applied" className="grid list-disc gap-1 pl-5">
            {changed.map((s) => (
              <li key={s.id} className="[overflow-wrap:anywhere]">
                <SuggestionLine suggestion={s} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="h-auto py-1.5 whitespace-normal"
          onClick={startOver}
        >
          Start over from my last draft
        </Button>
        <span className="text-xs text-slate-500">
          Your edits here are replaced; the ticked suggestions stay applied.
        </span>
      </div>
    </div>
  );
}
