import { z } from 'zod';
import { formatUsdExact } from '#shared/domain/packages.js';
import { adminRefundChoice } from '#shared/schemas/admin.js';

export type RefundKind = 'full' | 'partial';

/** What the Issue Refund dialog holds: the amount as typed, in dollars. */
export interface RefundFormValues {
  kind: RefundKind;
  amount: string;
  reason: string;
}

export interface RefundFormErrors {
  amount?: string;
  reason?: string;
}

export type RefundFormResult =
  | { ok: true; body: { amountCents?: number; reason: string }; amountCents: number }
  | { ok: false; errors: RefundFormErrors };

export const emptyRefundForm: RefundFormValues = { kind: 'full', amount: '', reason: '' };

/** '49.50', '$1,049' -> cents; null when it is not a dollar amount with at most 2 decimals. */
export function dollarsToCents(input: string): number | null {
  const text = input.trim().replace(/^\$/, '').replaceAll(',', '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

/**
 * Checks the dialog against the API's own refund schema (adminRefundChoice) and the amount still
 * refundable. A full refund omits the amount: the server refunds everything left.
 */
export function parseRefundForm(
  values: RefundFormValues,
  refundableCents: number,
): RefundFormResult {
  const errors: RefundFormErrors = {};
  let amountCents: number | undefined;
  if (values.kind === 'partial') {
    if (!values.amount.trim()) errors.amount = 'Enter the amount to refund.';
    else {
      const cents = dollarsToCents(values.amount);
      if (cents === null) errors.amount = 'Enter an amount in dollars, e.g. 49.50.';
      else amountCents = cents;
    }
  }
  const parsed = adminRefundChoice.safeParse({ amountCents, reason: values.reason });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === 'amountCents' ? 'amount' : 'reason';
      errors[field] ??= issue.message;
    }
  }
  if (amountCents !== undefined && amountCents > refundableCents && !errors.amount) {
    errors.amount = `At most ${formatUsdExact(refundableCents)} can be refunded on this order.`;
  }
  if (!parsed.success || errors.amount || errors.reason) return { ok: false, errors };
  return { ok: true, body: parsed.data, amountCents: amountCents ?? refundableCents };
}

/** parseRefundForm as a schema for the form's resolver: each error lands on its field. */
export function refundFormSchema(refundableCents: number) {
  return z
    .object({ kind: z.enum(['full', 'partial']), amount: z.string(), reason: z.string() })
    .transform((values, ctx) => {
      const result = parseRefundForm(values, refundableCents);
      if (result.ok) return { body: result.body, amountCents: result.amountCents };
      for (const [field, message] of Object.entries(result.errors)) {
        ctx.addIssue({ code: 'custom', path: [field], message });
      }
      return z.NEVER;
    });
}
