import { and, asc, eq, inArray, sum, type SQL } from 'drizzle-orm';
import { formatUsdExact } from '../../../shared/domain/packages.js';
import { moneyTakenStatuses } from '../../../shared/domain/payment-status.js';
import { NOTHING_TO_REFUND_MESSAGE } from '../../../shared/domain/payment-messages.js';
import { AppError } from '../../../shared/errors.js';
import { payments, refunds, submissions } from '../../db/schema/index.js';
import { withDb } from '../../deps.js';
import { notifyUser } from '../notifications/notify.js';
import { findOrderWithApplicant } from '../submissions/with-applicant.js';
import { recordRefund } from './apply-event.js';
import { refundNotice } from './notices.js';
import type { PaymentDeps } from './payments-context.js';
import { refundableCents } from './refundable.js';
import { openedElsewhere, payableElsewhere } from './open-charge.js';

export interface RefundRequest {
  submissionId: string;
  /** Omitted: everything still refundable (a full refund). */
  amountCents?: number;
  reason: string;
  /** The admin who asked, or null for the automatic guarantee. */
  actorId: string | null;
  keepOrderOpen?: boolean;
  /** Which of the order's charges may be refunded (the guarantee's: guaranteeCoversCharge). */
  chargesWhere?: SQL;
  /** An admin's request id (adminRefundBody): a repeat of a request already made refunds nothing. */
  requestId?: string;
  /**
   * The guarantee's: a charge the processor does not refund (disputed, say) is passed over and
   * the others are refunded, instead of the whole refund failing on it at every run.
   */
  passOverRefusedCharges?: boolean;
}

/** A charge whose refund the processor said no to (a disputed charge, say), and its reason. */
export interface RefusedCharge {
  payment: typeof payments.$inferSelect;
  error: AppError;
}

export interface RefundOutcome {
  refundedCents: number;
  /** The request's refunds were made before: this was a repeat, and nothing more was refunded. */
  repeat: boolean;
  /** With passOverRefusedCharges: each charge passed over, and why it was not refunded. */
  refused: RefusedCharge[];
}

/** The processor said no to a refund (a disputed charge, say): `PaymentProvider.refund`'s 409. */
const isRefusal = (error: unknown): error is AppError =>
  error instanceof AppError && error.code === 'conflict';

export const alreadyMadeMessage = (made: number) =>
  `This refund was already made, for ${formatUsdExact(made)}. Close the dialog and open it again to refund more.`;

/** What an admin's refund request has given back on its order so far. */
async function madeUnder(
  db: PaymentDeps['db'],
  submissionId: string,
  requestId: string,
): Promise<number> {
  const [made] = await db
    .select({ cents: sum(refunds.amountCents).mapWith(Number) })
    .from(refunds)
    .where(and(eq(refunds.requestId, requestId), eq(refunds.submissionId, submissionId)));
  return made?.cents ?? 0;
}

/**
 * Gives money back through the payment provider: held charges first, then the order's charge,
 * then add-on charges. The payments stay locked meanwhile, so two refunds cannot both take the same money.
 */
export async function refundOrder(
  ctx: PaymentDeps,
  request: RefundRequest,
): Promise<RefundOutcome> {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    // The order first, then its payments: the order in which settling takes them too.
    await tx
      .select({ id: submissions.id })
      .from(submissions)
      .where(eq(submissions.id, request.submissionId))
      .for('update');
    // Under the order's lock: a repeat racing its first request waits for it, then sees it.
    const made = request.requestId
      ? await madeUnder(tx, request.submissionId, request.requestId)
      : 0;
    const paid = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.submissionId, request.submissionId),
          inArray(payments.status, moneyTakenStatuses),
          request.chargesWhere,
        ),
      )
      .orderBy(asc(payments.createdAt))
      .for('update');
    const refundable = paid.reduce((sum, p) => sum + refundableCents(p), 0);
    if (made > 0) {
      // The same refund asked again answers as it stands; a request changed since (another
      // amount, or a full refund where part was made) is not this refund, and is not made.
      const same =
        request.amountCents === undefined ? refundable === 0 : request.amountCents === made;
      if (same) return { refundedCents: made, repeat: true, refused: [] };
      throw new AppError('conflict', alreadyMadeMessage(made));
    }
    if (refundable === 0) throw new AppError('conflict', NOTHING_TO_REFUND_MESSAGE);
    const wanted = request.amountCents ?? refundable;
    if (wanted > refundable) {
      throw new AppError(
        'validation',
        `At most ${formatUsdExact(refundable)} can still be refunded on this order.`,
      );
    }
    if (paid.some((payment) => refundableCents(payment) > 0 && payableElsewhere(ctx, payment))) {
      throw new AppError(
        'unavailable',
        'This order was paid through Stripe, and this server runs in test mode now. Set the Stripe keys again to refund it.',
      );
    }
    let left = wanted;
    let recorded = 0;
    const refused: RefusedCharge[] = [];
    let step = 0;
    // Held money first (it was never applied to the order), then the order's charge, so a full
    // refund of it moves the order to refunded, then add-on charges.
    const rank = (p: (typeof paid)[number]) =>
      p.status === 'needs_attention' ? 0 : p.purpose === 'order' ? 1 : 2;
    const ordered = [...paid].sort((a, b) => rank(a) - rank(b));
    for (const payment of ordered) {
      const part = Math.min(left, refundableCents(payment));
      if (part <= 0) continue;
      // The admin's request names its refunds by their order, not by charge: a retry whose
      // plan changed (a webhook recorded a charge's refund meanwhile) reuses a key with other
      // parameters, which the processor refuses instead of refunding another charge. For the
      // guarantee, what was refunded before names this step of the payment's refunds.
      const idempotencyKey = request.requestId
        ? `refund-${request.requestId}-${step++}`
        : `refund-${payment.id}-${payment.refundedCents}-${part}`;
      // A test-mode charge after the switch to Stripe took no money: its refund is recorded
      // without asking Stripe, which never saw it.
      let refundedInAll: number | null | undefined;
      if (!openedElsewhere(ctx, payment)) {
        try {
          refundedInAll = await ctx.payments.refund({
            intentId: payment.providerIntentId,
            amountCents: part,
            idempotencyKey,
          });
        } catch (error) {
          // Only a refusal is known not to have refunded: after a timeout the processor may
          // have, and its webhook must then find this refund the guarantee's, so all rolls back.
          if (!request.passOverRefusedCharges || !isRefusal(error)) throw error;
          refused.push({ payment, error });
          continue;
        }
      }
      recorded += await recordRefund(withDb(ctx, tx), {
        payment,
        // A retry whose first try the processor made while ours failed gets that first answer:
        // if its webhook recorded the money meanwhile, the payment counts it already and this
        // records nothing. Refunds made elsewhere are left to their own webhooks.
        totalRefundedCents: Math.min(
          refundedInAll ?? Number.POSITIVE_INFINITY,
          payment.refundedCents + part,
        ),
        reason: request.reason,
        actorId: request.actorId,
        keepOrderOpen: request.keepOrderOpen,
        requestId: request.requestId,
        notify: false,
        at: now,
      });
      left -= part;
    }
    // One notice for the refund, however many charges it gave back; none where the processor's
    // webhook recorded (and told) all of it before this retry.
    if (recorded > 0) {
      const { user } = (await findOrderWithApplicant(tx, request.submissionId))!;
      await notifyUser(
        tx,
        user,
        refundNotice({
          publicUrl: ctx.config.publicUrl,
          submissionId: request.submissionId,
          amountCents: recorded,
          reason: request.reason,
        }),
        now,
      );
    }
    return { refundedCents: wanted - left, repeat: false, refused };
  });
}
