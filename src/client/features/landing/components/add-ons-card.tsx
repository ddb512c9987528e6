import { addOns, type AddOnId } from '#shared/domain/add-ons.js';
import { formatUsd } from '#shared/domain/packages.js';

/*
 * The landing page words the add-ons for visitors; names and prices come from the shared
 * catalogue. Rush reads "24h turnaround" here: the 24-hour Rush deadline is the promise that
 * binds (docs/product.md §4 Deadlines).
 */
const landingDescriptions: Record<AddOnId, string> = {
  rush: '24h turnaround',
  extra_revision: 'An additional round of feedback on your revised draft',
  resume_review: 'Expert feedback on your law school resume',
  t14_reviewer: 'Matched with a reviewer who graduated from a T14 law school',
};

/** The add-ons card beside the packages; add-ons are chosen on the submit screen. */
export function AddOnsCard() {
  return (
    <section
      aria-labelledby="add-ons-title"
      className="mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h3 id="add-ons-title" className="text-lg font-semibold">
        Add-ons
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        Add any of these to a package when you submit your statement.
      </p>
      <ul className="mt-4 grid gap-x-8 gap-y-3 sm:grid-cols-2">
        {addOns.map((addOn) => (
          <li key={addOn.id} className="flex items-baseline justify-between gap-4">
            <span>
              <span className="block font-medium text-slate-900">{addOn.name}</span>
              <span className="block text-sm text-slate-600">{landingDescriptions[addOn.id]}</span>
            </span>
            <span className="font-semibold whitespace-nowrap text-slate-900">
              +{formatUsd(addOn.priceCents)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
