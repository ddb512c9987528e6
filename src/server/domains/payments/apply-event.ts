import { and, eq, sql, TransactionRollbackError } from 'drizzle-orm';
import type { AddOnId } from '../../../shared/domain/add-ons.js';
import { canTransition, isUndelivered } from '../../../shared/domain/order-lifecycle.js';
import { isPayable } from '../../../shared/domain/payment-status.js';
import { AppError } from '../../../shared/errors.js';
import { etaFrom, RUSH_HOURS } from '../../../shared/domain/turnaround.js';
import { preparedPerDatabase } from '../../db/prepared-query.js';
import { paymentEvents, payments, refunds, submissions, users } from '../../db/schema/index.js';
import { withDb, type Deps } from '../../deps.js';
import { findRecipient, notifyUser } from '../notifications/notify.js';
import { transitionSubmission } from '../submissions/transition.js';
import { findOrderWithApplicant, type OrderWithApplicant } from '../submissions/with-applicant.js';
import { recordFailedRefund } from './failed-refund.js';
import { holdPayment, payerProblem, settlementProblem } from './hold-payment.js';
import { retireCharge } from './open-charge.js';
import { receiptNotice, refundNotice, reviewClosedNotice, rushedNotice } from './notices.js';
import type { PaymentProvider, ProviderEvent } from './providers/provider.js';
import {
  GUARANTEE_REASON,
  guaranteeRefunded,
  isOwedGuarantee,
  PROVIDER_REFUND_REASON,
} from './refund-reasons.js';
import { receivedCents } from './refundable.js';

type Payment = typeof payments.$inferSelect;
/** needs_attention: money was taken but held back from the order (see holdPayment). */
export type ApplyResult =
  'applied' | 'duplicate' | 'unknown_payment' | 'ignored' | 'needs_attention';

/** Answered (409) to a refund of a payment whose success has not arrived yet. */
export const REFUND_BEFORE_PAYMENT =
  'This refund came before its payment succeeded here. Send it again later.';

const placeholder = sql.placeholder;

/** The statements of settling every provider event, prepared once. */
const settlement = preparedPerDatabase((db) => ({
  record: db
    .insert(paymentEvents)
    .values({
      provider: placeholder('provider'),
      eventId: placeholder('eventId'),
      type: placeholder('type'),
      receivedAt: placeholder('at'),
    })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId })
    .prepare('payment_event_record'),
  // The order the intent pays for, locked, with its applicant, and the payment's id: found and
  // locked in one statement.
  lockOrder: db
    .select({
      paymentId: payments.id,
      submission: submissions,
      user: { id: users.id, email: users.email },
    })
    .from(payments)
    .innerJoin(submissions, eq(submissions.id, payments.submissionId))
    .innerJoin(users, eq(users.id, submissions.applicantId))
    .where(
      and(
        eq(payments.provider, placeholder('provider')),
        eq(payments.providerIntentId, placeholder('intent')),
      ),
    )
    .for('update', { of: submissions })
    .prepare('payment_order_lock'),
  lockPayment: db
    .select()
    .from(payments)
    .where(eq(payments.id, placeholder('payment')))
    .for('update')
    .prepare('payment_lock'),
  succeeded: db
    .update(payments)
    // Placeholders stand for values here; drizzle encodes each as its column when run.
    .set({
      status: 'succeeded',
      succeededAt: placeholder('at'),
      failureMessage: null,
      amountCents: placeholder('received'),
      receivedCents: placeholder('received'),
    } as unknown as Partial<Payment>)
    .where(eq(payments.id, placeholder('payment')))
    .returning()
    .prepare('payment_succeeded'),
}));

async function onSucceeded(
  ctx: Deps,
  paid: { payment: Payment; applicant: OrderWithApplicant; at: Date },
) {
  const { db } = ctx;
  const { payment, at: now } = paid;
  const { submission, user } = paid.applicant;
  let etaAt = submission.etaAt;
  if (payment.purpose === 'order') {
    etaAt = etaFrom(now, submission.packageTier, submission.addOns);
    // Only a draft becomes queued: the order is paid once, whatever the provider repeats.
    const moved = await transitionSubmission(db, {
      submissionId: submission.id,
      from: 'draft',
      to: 'queued',
      actorId: null,
      at: now,
      set: { submittedAt: now, roundStartedAt: now, etaAt },
      note: `paid ${payment.provider} ${payment.providerIntentId}`,
    });
    if (!moved) return;
  } else {
    const rushDue = new Date(now.getTime() + RUSH_HOURS * 3600_000);
    const rushed = payment.addOns.includes('rush') && (!etaAt || etaAt > rushDue);
    if (rushed) etaAt = rushDue;
    await db
      .update(submissions)
      .set({
        addOns: [...new Set([...submission.addOns, ...payment.addOns])],
        etaAt,
        updatedAt: now,
      })
      .where(eq(submissions.id, submission.id));
    // The reviewer holding the order learns of a nearer deadline from us, not from an alert.
    if (rushed && submission.reviewerId) {
      await notifyUser(
        db,
        await findRecipient(db, submission.reviewerId),
        rushedNotice({
          publicUrl: ctx.config.publicUrl,
          submissionId: submission.id,
          etaAt: rushDue,
        }),
        now,
      );
    }
  }
  await notifyUser(
    db,
    user,
    receiptNotice({
      publicUrl: ctx.config.publicUrl,
      submissionId: submission.id,
      tier: submission.packageTier,
      addOns: (payment.purpose === 'order' ? submission.addOns : payment.addOns) as AddOnId[],
      amountCents: payment.amountCents,
      etaAt,
      forAddOns: payment.purpose === 'add_ons',
    }),
    now,
  );
}

/**
 * Records money given back on a payment: the refund row, the payment's refunded total, the
 * order's move to `refunded` once its charge is fully refunded, and the applicant's notice.
 * `totalRefundedCents` is the payment's new total, so repeating a report changes nothing.
 * Answers the cents it recorded.
 */
export async function recordRefund(
  ctx: Deps,
  refund: {
    payment: Payment;
    totalRefundedCents: number;
    reason: string;
    actorId: string | null;
    /** The guarantee refunds but lets the reviewer still deliver (docs/product.md §3 Money). */
    keepOrderOpen?: boolean;
    /** The admin's refund request it belongs to (refundOrder). */
    requestId?: string;
    /** False when the caller tells the applicant itself, once for a refund of several charges. */
    notify?: boolean;
    at: Date;
  },
) {
  const { db } = ctx;
  const { payment, at: now } = refund;
  const newlyRefunded = refund.totalRefundedCents - payment.refundedCents;
  if (newlyRefunded <= 0) return 0;
  const full = refund.totalRefundedCents >= receivedCents(payment);
  await db
    .update(payments)
    .set({ refundedCents: refund.totalRefundedCents, status: full ? 'refunded' : payment.status })
    .where(eq(payments.id, payment.id));
  await db.insert(refunds).values({
    paymentId: payment.id,
    submissionId: payment.submissionId,
    amountCents: newlyRefunded,
    reason: refund.reason,
    actorId: refund.actorId,
    createdAt: now,
    ofCaptured: payment.succeededAt !== null,
    requestId: refund.requestId,
  });
  const { submission, user } = (await findOrderWithApplicant(db, payment.submissionId))!;
  const closes = full && payment.purpose === 'order' && !refund.keepOrderOpen;
  if (closes && canTransition(submission.status, 'refunded')) {
    const closed = await transitionSubmission(db, {
      submissionId: submission.id,
      from: submission.status,
      to: 'refunded',
      actorId: refund.actorId,
      at: now,
      note: refund.reason,
    });
    // A reviewer at work on it would learn only from a refused save.
    if (closed && submission.reviewerId && isUndelivered(submission.status)) {
      const reviewer = await findRecipient(db, submission.reviewerId);
      await notifyUser(db, reviewer, reviewClosedNotice(ctx.config.publicUrl, submission.id), now);
    }
  }
  if (refund.notify === false) return newlyRefunded;
  await notifyUser(
    db,
    user,
    refundNotice({
      publicUrl: ctx.config.publicUrl,
      submissionId: submission.id,
      amountCents: newlyRefunded,
      reason: refund.reason,
    }),
    now,
  );
  return newlyRefunded;
}

/**
 * Applies one provider event exactly once: the event id is recorded in the same transaction
 * as its effects, so a replayed or duplicated webhook changes nothing.
 */
export async function applyProviderEvent(
  ctx: Deps & { payments?: PaymentProvider },
  input: { provider: 'test' | 'stripe'; event: ProviderEvent },
): Promise<ApplyResult> {
  const { provider, event } = input;
  /**
   * What the processor counts refunded on the intent, read under the order's lock (no refund of
   * ours can be under way meanwhile): an event's own figure may predate a refund's failure.
   * Where the processor cannot be asked (test mode), the event's figure.
   */
  const refundedNow = (intentId: string, reported: number) =>
    ctx.payments?.refundedInAll ? ctx.payments.refundedInAll(intentId) : reported;
  if (event.type === 'ignored') return 'ignored';
  const now = ctx.clock();
  const result = await ctx.db
    .transaction(async (tx) => {
      const txCtx = withDb(ctx, tx);
      const statements = settlement(tx);
      /** Whether a key (the event's id, or its refund's) is applied for the first time. */
      const isFirst = async (key: string) => {
        const recorded = await statements.record.execute({
          provider,
          eventId: key,
          type: event.type,
          at: now,
        });
        return recorded.length > 0;
      };
      if (!(await isFirst(event.id))) return 'duplicate';
      // The order first (read with its applicant), then its payment: the order in which
      // repricing takes them too.
      const [locked] = await statements.lockOrder.execute({ provider, intent: event.intentId });
      if (!locked) {
        // An intent this app did not make (another app on the same account): the event id is
        // not kept, and the route answers 200 and logs it. None of ours can be missing here:
        // each is recorded before its client secret reaches a browser that could pay it.
        return tx.rollback();
      }
      const applicant = { submission: locked.submission, user: locked.user };
      const [payment] = await statements.lockPayment.execute({ payment: locked.paymentId });
      if (!payment) return tx.rollback();

      if (event.type === 'payment_succeeded') {
        if (!isPayable(payment.status) && payment.status !== 'canceled') return 'duplicate';
        const received = event.amountReceivedCents;
        const problem =
          settlementProblem(payment, applicant.submission, received) ??
          (await payerProblem(tx, applicant.submission.applicantId));
        if (problem) {
          await holdPayment(txCtx, {
            ...applicant,
            payment,
            receivedCents: received,
            problem,
            at: now,
          });
          return 'needs_attention' as const;
        }
        const [paid] = await statements.succeeded.execute({
          at: now,
          received,
          payment: payment.id,
        });
        await onSucceeded(txCtx, { payment: paid!, applicant, at: now });
      } else if (event.type === 'payment_canceled') {
        // Ours are retired as we cancel them; one cancelled in Stripe's dashboard is retired
        // here, so the next checkout opens a new charge instead of handing back a dead one.
        if (!isPayable(payment.status)) return 'duplicate';
        await retireCharge(tx, payment.id);
      } else if (event.type === 'payment_failed') {
        if (!isPayable(payment.status)) return 'duplicate';
        await tx
          .update(payments)
          .set({ status: 'failed', failureMessage: event.failureMessage })
          .where(eq(payments.id, payment.id));
      } else if (event.type === 'refund_failed') {
        // One failure comes as several events (refund.failed, charge.refund.updated): it is
        // taken back once, keyed by the refund's id, which no event id can equal.
        if (!(await isFirst(event.refundId))) return 'duplicate';
        await recordFailedRefund(txCtx, {
          payment,
          applicant,
          amountCents: event.amountCents,
          refundedInAll: await refundedNow(
            event.intentId,
            Math.max(0, payment.refundedCents - event.amountCents),
          ),
          failureReason: event.failureReason,
          at: now,
        });
      } else {
        // Stripe does not send events in order: a refund (made in its dashboard) can come
        // before the success of its payment. Recorded now, it would count as given back from
        // money never taken, and revenue would keep it. Refused, its event is forgotten with
        // the rest of this transaction, and Stripe sends it again (for days) after the success.
        if (isPayable(payment.status)) throw new AppError('conflict', REFUND_BEFORE_PAYMENT);
        // The guarantee's refund whose recording failed on our side after the provider made it
        // arrives here: on an order the guarantee owes and has not refunded yet, the order's
        // charge refunded in full is the guarantee's, and the order stays open for the reviewer
        // (docs/product.md §3 Money). Any later refund is someone else's.
        const total = await refundedNow(event.intentId, event.amountRefundedCents);
        const guarantee =
          payment.purpose === 'order' &&
          total >= receivedCents(payment) &&
          isOwedGuarantee(applicant.submission, now) &&
          !(await guaranteeRefunded(tx, applicant.submission.id));
        await recordRefund(txCtx, {
          payment,
          totalRefundedCents: total,
          reason: guarantee ? GUARANTEE_REASON : PROVIDER_REFUND_REASON,
          keepOrderOpen: guarantee,
          actorId: null,
          at: now,
        });
      }
      return 'applied' as const;
    })
    .catch((error: unknown) => {
      if (error instanceof TransactionRollbackError) return 'unknown_payment' as const;
      throw error;
    });
  return result;
}
