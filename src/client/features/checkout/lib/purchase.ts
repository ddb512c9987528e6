import { addOnIds, findAddOn } from '#shared/domain/add-ons.js';
import type { AddOnId } from '#shared/domain/add-ons.js';
import { findPackage } from '#shared/domain/packages.js';
import type { SubmissionDetail } from '#shared/schemas/submissions.js';
export { orderLabel } from '#shared/domain/order-number.js';

/**
 * What this checkout pays for: the order itself (a draft), or add-ons bought later for a paid,
 * undelivered order (/checkout/{tier}?submissionId=...&addOns=rush,extra_revision).
 */
export type Purchase = { kind: 'order' } | { kind: 'add_ons'; addOns: AddOnId[] };

/** The addOns query parameter: absent for an order; known ids only, each once, in catalogue order. */
export function parsePurchase(addOnsParam: string | null): Purchase {
  if (addOnsParam === null) return { kind: 'order' };
  const asked = new Set(addOnsParam.split(',').map((id) => id.trim()));
  return { kind: 'add_ons', addOns: addOnIds.filter((id) => asked.has(id)) };
}

export interface SummaryLine {
  key: string;
  label: string;
  cents: number;
}

/**
 * The lines of the order summary: the package and each add-on stored on the order, or, for a
 * later purchase, only the add-ons being bought (less any the order already has). The total is
 * not summed here: it is the server's amount for the payment intent.
 */
export function summaryLines(order: SubmissionDetail, purchase: Purchase): SummaryLine[] {
  const addOnLine = (id: AddOnId): SummaryLine => {
    const addOn = findAddOn(id);
    return { key: id, label: addOn?.name ?? id, cents: addOn?.priceCents ?? 0 };
  };
  if (purchase.kind === 'add_ons') {
    return purchase.addOns.filter((id) => !order.addOns.includes(id)).map(addOnLine);
  }
  const pkg = findPackage(order.packageTier);
  return [
    {
      key: order.packageTier,
      label: `${pkg?.name ?? order.packageTier} Review`,
      cents: pkg?.priceCents ?? 0,
    },
    ...order.addOns.map(addOnLine),
  ];
}
