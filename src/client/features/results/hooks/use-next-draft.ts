import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { FieldErrors, Resolver, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { applySuggestions } from '#shared/domain/drafts.js';
import type { RevisionBody, revisionBody } from '#shared/schemas/reviews.js';
import { resolverOnFirstCheck } from '#client/lib/resolver-on-first-check';
import {
  appliedSuggestionIds,
  applyToEditedDraft,
  withdrawFromEditedDraft,
  type DraftSuggestion,
} from '../lib/drafts';

/** How the applicant gives the next draft. */
export type DraftSource = 'revise' | 'paste' | 'upload';

export interface NextDraftValues {
  source: DraftSource;
  note: string;
  /** "Start from my last draft": the draft the latest round read, ticked suggestions applied. */
  draftText: string;
  /** "Paste": a new draft, pasted into an empty field. */
  pastedText: string;
  /** "Upload": the file stored through the upload flow. */
  document: { documentPath: string; fileName: string } | null;
}

export type RevisionRequestBody = z.output<typeof revisionBody>;

/** The request the form sends: the note and the draft from the chosen source only. */
export function revisionBodyOf(values: NextDraftValues): RevisionBody {
  switch (values.source) {
    case 'upload':
      return { note: values.note, documentUrl: values.document?.documentPath ?? null };
    case 'paste':
      return { note: values.note, draftText: values.pastedText };
    default:
      return { note: values.note, draftText: values.draftText };
  }
}

/** revisionBody checks what would be sent; a missing draft shows on the chosen source's field. */
const checkWith =
  (schema: typeof revisionBody): Resolver<NextDraftValues, unknown, RevisionRequestBody> =>
  (values) => {
    const parsed = schema.safeParse(revisionBodyOf(values));
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: FieldErrors<NextDraftValues> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === 'note' ? 'note' : 'draftText';
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors };
  };
const revisionChecks = resolverOnFirstCheck(() =>
  import('#shared/schemas/reviews.js').then((m) => checkWith(m.revisionBody)),
);

/** Whether a ticked suggestion made it into the draft ('changed': its passage is gone). */
export type SuggestionOutcome = 'applied' | 'changed';

export interface NextDraft {
  form: UseFormReturn<NextDraftValues, unknown, RevisionRequestBody>;
  /** Starts loading the form's checks, as the applicant turns to the form. */
  preloadChecks: () => void;
  /** The latest round's suggested wordings. */
  suggestions: DraftSuggestion[];
  /** Ids of the suggestions ticked "Apply to my next draft". */
  chosen: ReadonlySet<string>;
  /** For each ticked suggestion, whether it is in the draft. */
  outcomes: ReadonlyMap<string, SuggestionOutcome>;
  toggle: (id: string, apply: boolean) => void;
  /** Back to the last draft with the ticked suggestions applied, dropping the edits. */
  startOver: () => void;
}

/**
 * The next draft as the applicant prepares it: the revision form's fields and the suggestions
 * ticked in the latest round. Ticking applies a suggestion to the draft at once
 * (applySuggestions); once the applicant has edited the draft, a ticked suggestion goes in where
 * its passage now sits, and unticking puts the passage back.
 */
export function useNextDraft(lastDraft: string, suggestions: DraftSuggestion[]): NextDraft {
  const form = useForm<NextDraftValues, unknown, RevisionRequestBody>({
    resolver: revisionChecks.resolver,
    defaultValues: {
      source: 'revise',
      note: '',
      draftText: lastDraft,
      pastedText: '',
      document: null,
    },
  });
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  const [outcomes, setOutcomes] = useState<ReadonlyMap<string, SuggestionOutcome>>(() => new Map());
  // The draft as the ticks last made it: while the field still holds it, it is unedited.
  const prepared = useRef(lastDraft);

  const setDraft = (text: string) =>
    form.setValue('draftText', text, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });

  const prepare = (ids: ReadonlySet<string>) => {
    const picked = suggestions.filter((suggestion) => ids.has(suggestion.id));
    const text = applySuggestions(lastDraft, picked);
    const applied = appliedSuggestionIds(lastDraft, picked);
    prepared.current = text;
    setDraft(text);
    setOutcomes(new Map(picked.map((s) => [s.id, applied.has(s.id) ? 'applied' : 'changed'])));
  };

  const toggle = (id: string, apply: boolean) => {
    const suggestion = suggestions.find((s) => s.id === id);
    if (!suggestion || chosen.has(id) === apply) return;
    const next = new Set(chosen);
    if (apply) next.add(id);
    else next.delete(id);
    setChosen(next);

    const current = form.getValues('draftText');
    if (current === prepared.current) {
      prepare(next);
      return;
    }
    const outcome = outcomes.get(id);
    const nextOutcomes = new Map(outcomes);
    if (apply) {
      const text = applyToEditedDraft(current, suggestion);
      if (text !== null) setDraft(text);
      nextOutcomes.set(id, text === null ? 'changed' : 'applied');
    } else {
      const text = outcome === 'applied' ? withdrawFromEditedDraft(current, suggestion) : null;
      if (text !== null) setDraft(text);
      nextOutcomes.delete(id);
    }
    setOutcomes(nextOutcomes);
  };

  return {
    form,
    preloadChecks: revisionChecks.preload,
    suggestions,
    chosen,
    outcomes,
    toggle,
    startOver: () => prepare(chosen),
  };
}
