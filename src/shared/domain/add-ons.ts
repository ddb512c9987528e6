import { packageOf, type PackageTier } from './packages.js';

/** The add-ons (docs/product.md §3 Money), prices in integer US cents. */
export const addOnIds = ['rush', 'extra_revision', 'resume_review', 't14_reviewer'] as const;
export type AddOnId = (typeof addOnIds)[number];

export interface AddOn {
  id: AddOnId;
  name: string;
  priceCents: number;
  /** As the submit screen and dashboard word it. */
  description: string;
}

export const addOns: readonly AddOn[] = [
  {
    id: 'rush',
    name: 'Rush Delivery',
    priceCents: 9_900,
    description: 'Get feedback in 24-48 hours',
  },
  {
    id: 'extra_revision',
    name: 'Extra Revision',
    priceCents: 12_900,
    description: 'Additional round of feedback',
  },
  {
    id: 'resume_review',
    name: 'Resume Review',
    priceCents: 9_900,
    description: 'Expert feedback on your law school resume',
  },
  {
    id: 't14_reviewer',
    name: 'T14 Reviewer Match',
    priceCents: 14_900,
    description: 'Matched with a reviewer from a T14 law school',
  },
];

export function findAddOn(id: string): AddOn | undefined {
  return addOns.find((addOn) => addOn.id === id);
}

/** Add-ons by name, as a sentence says them: 'Rush Delivery and Extra Revision'. */
export function addOnNames(ids: readonly string[]): string {
  return ids.map((id) => findAddOn(id)?.name ?? id).join(' and ');
}

/** The chosen add-ons (each counted once), in cents. */
export function addOnsTotalCents(chosen: readonly AddOnId[]): number {
  return [...new Set(chosen)].reduce((sum, id) => sum + (findAddOn(id)?.priceCents ?? 0), 0);
}

/** Total = package price plus the chosen add-ons (each counted once), in cents. */
export function orderTotalCents(tier: PackageTier, chosen: readonly AddOnId[]): number {
  return packageOf(tier).priceCents + addOnsTotalCents(chosen);
}
