import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { findAddOn, orderTotalCents, type AddOnId } from '../../../shared/domain/add-ons.js';
import { orderNumber } from '../../../shared/domain/cards.js';
import { findPackage } from '../../../shared/domain/packages.js';
import { AppError } from '../../../shared/errors.js';
import { payments, submissions } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import type { SessionUser } from '../auth/sessions.js';
import type { PaymentProvider } from './providers/provider.js';

/** Add-ons that can still be bought once an order is paid (the dashboard's card). */
export const LATE_ADD_ONS: readonly AddOnId[] = ['rush', 'extra_revision'];
const UNDELIVERED = ['queued', 'assigned', 'in_review'] as const;

async function ownSubmission(deps: Deps, actor: SessionUser, submissionId: string) {
  const [row] = await deps.db
    .select()
    .from(submissions)
    .where(and(eq(submissions.id, submissionId), eq(submissions.applicantId, actor.id)));
  if (!row) throw new AppError('not_found', 'This order does not exist or is not yours.');
  return row;
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
}

/**
 * The payment intent for an unpaid order, priced by the server from the stored submission
 * (never from the browser). Asking again returns the same intent, with its amount brought
 * up to date if the draft's add-ons changed.
 */
export async function orderIntent(
  deps: Deps,
  provider: PaymentProvider,
  actor: SessionUser,
  submissionId: string,
): Promise<{ clientSecret: string; amountCents: number }> {
  const submission = await ownSubmission(deps, actor, submissionId);
  if (submission.status !== 'draft') {
    throw new AppError(
      'conflict',
      'This order is already paid. You can follow it on your dashboard.',
    );
  }
  const amountCents = orderTotalCents(submission.packageTier, submission.addOns);
  const [existing] = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.submissionId, submissionId), eq(payments.purpose, 'order')));
  if (existing) {
    if (existing.amountCents !== amountCents) {
      await provider.updateIntentAmount(existing.providerIntentId, amountCents);
      await deps.db.update(payments).set({ amountCents }).where(eq(payments.id, existing.id));
    }
    return { clientSecret: existing.clientSecret, amountCents };
  }
  const paymentId = randomUUID();
  const intent = await provider.createIntent({
    amountCents,
    currency: 'usd',
    paymentId,
    submissionId,
    description: `Counsel Review ${findPackage(submission.packageTier)?.name} review, order #${orderNumber(submissionId)}`,
  });
  try {
    await deps.db.insert(payments).values({
      id: paymentId,
      submissionId,
      purpose: 'order',
      amountCents,
      provider: provider.name,
      providerIntentId: intent.intentId,
      clientSecret: intent.clientSecret,
      createdAt: deps.clock(),
    });
  } catch (error) {
    // A simultaneous request stored its intent first: answer with that one.
    if (!isUniqueViolation(error)) throw error;
    return orderIntent(deps, provider, actor, submissionId);
  }
  return { clientSecret: intent.clientSecret, amountCents };
}

/** A second, server-priced charge for add-ons bought after the order was paid. */
export async function addOnIntent(
  deps: Deps,
  provider: PaymentProvider,
  actor: SessionUser,
  submissionId: string,
  wanted: AddOnId[],
): Promise<{ clientSecret: string; amountCents: number }> {
  const submission = await ownSubmission(deps, actor, submissionId);
  if (!(UNDELIVERED as readonly string[]).includes(submission.status)) {
    throw new AppError(
      'conflict',
      'Add-ons can be bought while the order is paid and not yet delivered.',
    );
  }
  const addOns = [...new Set(wanted)].filter((id) => !submission.addOns.includes(id));
  if (addOns.length === 0 || addOns.some((id) => !LATE_ADD_ONS.includes(id))) {
    throw new AppError(
      'validation',
      'Choose Rush Delivery or Extra Revision that this order does not have yet.',
    );
  }
  const amountCents = addOns.reduce((sum, id) => sum + findAddOn(id)!.priceCents, 0);
  const [open] = await deps.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.submissionId, submissionId),
        eq(payments.purpose, 'add_ons'),
        inArray(payments.status, ['requires_payment', 'failed']),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (open && open.addOns.join() === addOns.join()) {
    return { clientSecret: open.clientSecret, amountCents };
  }
  const paymentId = randomUUID();
  const intent = await provider.createIntent({
    amountCents,
    currency: 'usd',
    paymentId,
    submissionId,
    description: `Counsel Review add-ons for order #${orderNumber(submissionId)}`,
  });
  await deps.db.insert(payments).values({
    id: paymentId,
    submissionId,
    purpose: 'add_ons',
    addOns,
    amountCents,
    provider: provider.name,
    providerIntentId: intent.intentId,
    clientSecret: intent.clientSecret,
    createdAt: deps.clock(),
  });
  return { clientSecret: intent.clientSecret, amountCents };
}
