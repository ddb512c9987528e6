/** A provider event, reduced to what the app acts on. */
export type ProviderEvent =
  | { id: string; type: 'payment_succeeded'; intentId: string; amountReceivedCents: number }
  | { id: string; type: 'payment_failed'; intentId: string; failureMessage: string }
  | { id: string; type: 'payment_canceled'; intentId: string }
  | { id: string; type: 'charge_refunded'; intentId: string; amountRefundedCents: number }
  | {
      id: string;
      type: 'refund_failed';
      intentId: string;
      /** The processor's id of the refund: one failure can be reported by several events. */
      refundId: string;
      amountCents: number;
      /** The processor's word for why, or null when it gives none. */
      failureReason: string | null;
    }
  | { id: string; type: 'ignored' };

export interface CreatedIntent {
  intentId: string;
  clientSecret: string;
}

/**
 * The answer to changing an unpaid intent: `too_late` when the processor has it paid or being
 * paid, so it can no longer be repriced or cancelled; `canceled` when it was cancelled at the
 * processor (in its dashboard, say), so it can never be paid and a new one must be opened.
 */
export type IntentChange = 'done' | 'too_late' | 'canceled';

/** The card processor behind one small interface: test mode by default, Stripe when configured. */
export interface PaymentProvider {
  readonly name: 'test' | 'stripe';
  /** What the browser needs to show the card form. */
  readonly publicConfig: { provider: 'test' | 'stripe'; publishableKey: string | null };
  createIntent(input: {
    amountCents: number;
    currency: string;
    paymentId: string;
    submissionId: string;
    description: string;
  }): Promise<CreatedIntent>;
  updateIntentAmount(intentId: string, amountCents: number): Promise<IntentChange>;
  /** An intent cancelled already is what was asked for: 'done'. */
  cancelIntent(intentId: string): Promise<Exclude<IntentChange, 'canceled'>>;
  /**
   * The same key for the same money: a retry after a failure part-way (the provider refunded, our
   * transaction did not commit) gets the first refund back instead of making a second one.
   * Answers what the charge had refunded in all once that refund was made, as the processor
   * counts it (a retry gets the figure of its first answer), or null where nobody else counts
   * (test mode). A refund the processor refuses (a disputed charge, say) throws AppError
   * 'conflict' with its reason; any other failure leaves open whether the refund was made.
   */
  refund(input: {
    intentId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<number | null>;
  /**
   * What the intent's charge has refunded in all now, as the processor counts it: refunds the
   * card's bank sent back are not counted. A webhook's own figure is a snapshot from when it was
   * sent, which a retried one carries past a refund's failure. Stripe only.
   */
  refundedInAll?(intentId: string): Promise<number>;
  /** Verifies and decodes a webhook; throws on a bad signature. Stripe only. */
  parseWebhook?(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}
