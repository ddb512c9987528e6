import { useState } from 'react';
import { REVIEWER_NAMES_PAGE_SIZE, type ReviewerName } from '#shared/schemas/admin.js';
import { Combobox, type ComboboxOption } from '#client/components/ui/combobox';
import { FormField } from '#client/components/ui/form-field';
import { errorMessage } from '#client/lib/api';
import { useDebouncedValue } from '#client/lib/use-debounced-value';
import { useReviewerNames } from '../../api/use-reviewer-names';

const allReviewers: ComboboxOption = { value: '', label: 'All reviewers' };
const typingPauseMs = 250;

interface ReviewerFilterProps {
  /** The reviewer the orders are filtered by; '' for all. */
  reviewerId: string;
  onChange: (reviewerId: string) => void;
}

/**
 * The orders list's Reviewer filter: a search over approved reviewers by name or email (the
 * server answers 20 at a time, however many there are), and "All reviewers" to clear it. A
 * reviewer id from the address is shown by the name the server gives for it.
 */
export function ReviewerFilter({ reviewerId, onChange }: ReviewerFilterProps) {
  const [open, setOpen] = useState(false);
  /** What is being typed; null while the box shows the choice. */
  const [typed, setTyped] = useState<string | null>(null);
  const [chosen, setChosen] = useState<ReviewerName | null>(null);
  const term = (typed ?? '').trim();
  const settledTerm = useDebouncedValue(term, typingPauseMs);
  const results = useReviewerNames({ q: settledTerm }, { enabled: open });
  const known = chosen?.id === reviewerId ? chosen : undefined;
  const byId = useReviewerNames({ id: reviewerId }, { enabled: reviewerId !== '' && !known });
  const name = reviewerId ? (known?.name ?? byId.data?.[0]?.name) : undefined;

  // Names found for an earlier text are not offered while the new one is being searched.
  const searching = term !== settledTerm || results.isPending;
  const found = searching ? undefined : results.data;
  const options = [
    allReviewers,
    ...(found ?? []).map((reviewer) => ({ value: reviewer.id, label: reviewer.name })),
  ];
  const status = results.isError
    ? null
    : searching
      ? 'Searching reviewers…'
      : found?.length === 0 && settledTerm
        ? `No reviewer matches “${settledTerm}”.`
        : found?.length === REVIEWER_NAMES_PAGE_SIZE
          ? 'Type more of a name or email to find others.'
          : null;

  const error = results.isError
    ? `Could not load the reviewers. ${errorMessage(results.error)}`
    : byId.isError
      ? `Could not load this reviewer's name. ${errorMessage(byId.error)}`
      : null;

  return (
    <FormField label="Reviewer" hint="Name or email." error={error} alertError>
      <Combobox
        text={typed ?? name ?? ''}
        placeholder={
          !reviewerId ? 'All reviewers' : byId.isPending ? 'Loading reviewer…' : 'Unknown reviewer'
        }
        onTextChange={setTyped}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setTyped(null);
        }}
        options={options}
        listLabel="Reviewers"
        status={status}
        onChoose={(option) => {
          setTyped(null);
          setChosen(option.value ? { id: option.value, name: option.label } : null);
          onChange(option.value);
        }}
      />
    </FormField>
  );
}
