import { turnaroundChoices, turnaroundRange } from '#client/lib/format';

const tiles = [
  {
    value: 'T14',
    label: 'Reviewer credential',
    detail: 'Ask for a graduate of a T14 law school with the T14 Reviewer Match add-on.',
  },
  {
    value: turnaroundRange(),
    label: 'Target turnaround',
    detail: `${turnaroundChoices()}.`,
  },
  {
    value: '100%',
    label: 'SLA guarantee',
    detail: 'A full refund if your review is late and we cannot reassign it within 24 hours.',
  },
  {
    value: '100%',
    label: 'Expert-reviewed writing',
    detail: 'Every statement is read by a licensed attorney. No automated feedback.',
  },
];

/** The landing page's four stat tiles, each with the plain fact behind the number. */
export function StatTiles() {
  return (
    <section aria-label="At a glance" className="border-b border-slate-200 bg-white">
      <dl className="mx-auto grid max-w-6xl gap-4 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        {tiles.map((tile) => (
          <div key={tile.label} className="flex flex-col rounded-xl bg-slate-50 p-5">
            <dt className="order-2 mt-1 font-semibold text-slate-900">{tile.label}</dt>
            <dd className="order-1 font-serif text-3xl font-semibold text-primary">{tile.value}</dd>
            <dd className="order-3 mt-1 text-sm text-slate-600">{tile.detail}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
