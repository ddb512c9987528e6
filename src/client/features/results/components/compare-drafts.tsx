import { useId, useMemo, useState } from 'react';
import { changeCounts, compareDrafts } from '#shared/domain/drafts.js';
import { DraftDiff } from '#client/components/draft-diff';
import type { StatementDraft } from '#shared/schemas/reviews.js';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { Label } from '#client/components/ui/label';
import { Select } from '#client/components/ui/select';
import { countOf } from '#client/lib/format';

/**
 * Any two drafts side by side in one text: words added in the later choice are marked <ins>
 * (green, underlined), words removed <del> (red, struck through).
 */
export function CompareDrafts({ drafts }: { drafts: StatementDraft[] }) {
  const numbers = drafts.map((draft) => draft.number);
  const [from, setFrom] = useState(numbers[numbers.length - 2] ?? 1);
  const [to, setTo] = useState(numbers[numbers.length - 1] ?? 1);
  const ids = { from: useId(), to: useId() };
  const fromDraft = drafts.find((draft) => draft.number === from);
  const toDraft = drafts.find((draft) => draft.number === to);
  const changes = useMemo(
    () => (fromDraft && toDraft ? compareDrafts(fromDraft.text, toDraft.text) : []),
    [fromDraft, toDraft],
  );
  const counts = changeCounts(changes);

  const picker = (id: string, label: string, value: number, onChange: (n: number) => void) => (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} value={String(value)} onChange={(e) => onChange(Number(e.target.value))}>
        {numbers.map((n) => (
          <option key={n} value={n}>
            Draft {n}
          </option>
        ))}
      </Select>
    </div>
  );

  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="text-lg">Compare drafts</CardTitle>
        <p className="text-sm text-slate-600">
          Pick two drafts to see what changed, word by word: added words are green and underlined,
          removed words red and struck through.
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-3 sm:grid-cols-2">
          {picker(ids.from, 'Earlier draft', from, setFrom)}
          {picker(ids.to, 'Later draft', to, setTo)}
        </div>
        {from === to ? (
          <p className="text-sm text-slate-700">Choose two different drafts to compare.</p>
        ) : (
          <>
            <p className="text-sm text-slate-700" aria-live="polite">
              From draft {from} to draft {to}: {countOf(counts.added, 'word')} added,{' '}
              {countOf(counts.removed, 'word')} removed.
            </p>
            <DraftDiff
              changes={changes}
              label={`Changes from draft ${from} to draft ${to}`}
              className="max-h-[32rem] overflow-y-auto rounded-lg border border-slate-200 bg-white p-4 text-base sm:p-6"
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
