import { findAddOn, type AddOnId } from '../../../shared/domain/add-ons.js';
import { orderNumber, orderPagePath } from '../../../shared/domain/order-number.js';
import {
  formatUsd,
  formatUsdExact,
  packageOf,
  type PackageTier,
} from '../../../shared/domain/packages.js';
import { noticeDateTime as when } from '../notifications/email-dates.js';
import type { Notice } from '../notifications/notify.js';
import { GUARANTEE_REASON } from './refund-reasons.js';

/** The payment receipt for an order or for add-ons bought later. */
export function receiptNotice(input: {
  publicUrl: string;
  submissionId: string;
  tier: PackageTier;
  addOns: readonly AddOnId[];
  amountCents: number;
  etaAt: Date | null;
  forAddOns: boolean;
}): Notice {
  const number = orderNumber(input.submissionId);
  const lines = input.forAddOns
    ? input.addOns.map(
        (id) => `${findAddOn(id)?.name}: ${formatUsd(findAddOn(id)?.priceCents ?? 0)}`,
      )
    : [
        `${packageOf(input.tier).name} Review: ${formatUsd(packageOf(input.tier).priceCents)}`,
        ...input.addOns.map(
          (id) => `${findAddOn(id)?.name}: ${formatUsd(findAddOn(id)?.priceCents ?? 0)}`,
        ),
      ];
  return {
    email: {
      subject: `Payment received for order #${number}`,
      heading: `Thank you — payment received for order #${number}`,
      paragraphs: [
        ...lines,
        `Total charged: ${formatUsd(input.amountCents)}`,
        input.etaAt ? `Your review is due by ${when(input.etaAt)}.` : '',
        input.forAddOns
          ? 'Your add-ons are active on your order.'
          : "Your order is in the queue. We'll email you when a reviewer is assigned.",
      ].filter(Boolean),
      action: {
        label: 'Follow your order',
        url: `${input.publicUrl}${orderPagePath('applicant', input.submissionId)}`,
      },
    },
    inApp: {
      title: `Payment received for order #${number}`,
      body: `${formatUsd(input.amountCents)} charged.${input.etaAt ? ` Due ${when(input.etaAt)}.` : ''}`,
    },
  };
}

/** An admin's email's way to the order it is about. */
const adminOrderAction = (input: { publicUrl: string; submissionId: string }) => ({
  label: 'Open the order',
  url: `${input.publicUrl}${orderPagePath('admin', input.submissionId)}`,
});

/** What a notice of money given back, or refused, tells of. */
interface RefundNoticeInput {
  publicUrl: string;
  submissionId: string;
  amountCents: number;
  reason: string;
}

/** A refund, once for all the charges it gave back; the guarantee's says the review still comes. */
export function refundNotice(input: RefundNoticeInput): Notice {
  const number = orderNumber(input.submissionId);
  const guarantee = input.reason === GUARANTEE_REASON;
  return {
    email: {
      subject: `Refund issued for order #${number}`,
      heading: `We refunded ${formatUsd(input.amountCents)} for order #${number}`,
      paragraphs: [
        guarantee
          ? 'We missed the deadline of your review, so under our turnaround guarantee you get your money back. Your order stays open: the review is still written and delivered, at no charge.'
          : '',
        'The refund goes back to the card you paid with; banks usually show it within 5-10 business days.',
      ].filter(Boolean),
      action: {
        label: 'See your order',
        url: `${input.publicUrl}${orderPagePath('applicant', input.submissionId)}`,
      },
    },
    inApp: {
      title: `Refund issued for order #${number}`,
      body: `${formatUsd(input.amountCents)} is on its way back to your card.`,
    },
  };
}

/** To the reviewer of an order refunded in full before delivery: its review is closed. */
export function reviewClosedNotice(publicUrl: string, submissionId: string): Notice {
  const number = orderNumber(submissionId);
  return {
    email: {
      subject: `Order #${number} was refunded`,
      heading: `Order #${number} was refunded, so its review is closed`,
      paragraphs: [
        `Order #${number} was refunded in full. You no longer need to work on it, and your draft of its review is kept but cannot be delivered.`,
      ],
      // The workspace shows the order closed, with what was written.
      action: {
        label: 'Open the order',
        url: `${publicUrl}${orderPagePath('reviewer', submissionId)}`,
      },
    },
    inApp: {
      title: `Order #${number} refunded`,
      body: 'Its review is closed: you no longer need to work on it.',
    },
  };
}

/** To the reviewer holding an order whose applicant bought Rush: the deadline moved nearer. */
export function rushedNotice(input: {
  publicUrl: string;
  submissionId: string;
  etaAt: Date;
}): Notice {
  const number = orderNumber(input.submissionId);
  return {
    email: {
      subject: `Order #${number} is now due ${when(input.etaAt)}`,
      heading: `Order #${number} was upgraded to Rush Delivery`,
      paragraphs: [`Its review is now due by ${when(input.etaAt)}.`],
      action: {
        label: 'Open the workspace',
        url: `${input.publicUrl}${orderPagePath('reviewer', input.submissionId)}`,
      },
    },
    inApp: {
      title: `Order #${number} upgraded to Rush`,
      body: `Now due ${when(input.etaAt)}.`,
    },
  };
}

/** The admins' side of a held payment: what was taken, why it waits, where to settle it. */
export function heldPaymentAdminNotice(input: {
  publicUrl: string;
  submissionId: string;
  problem: string;
}): Notice {
  const number = orderNumber(input.submissionId);
  return {
    email: {
      subject: `Payment held for order #${number}`,
      heading: `A payment for order #${number} is held, not applied`,
      paragraphs: [
        `${input.problem}.`,
        'The payer was told not to pay again and that we will contact them: complete the order with them or refund the payment.',
      ],
      action: adminOrderAction(input),
    },
    inApp: {
      title: `Payment held for order #${number}`,
      body: 'It could not be applied to the order as it stands. Contact the payer or refund it.',
    },
  };
}

/** A payment the processor took that could not be applied as it was (see holdPayment). */
export function heldPaymentNotice(input: { publicUrl: string; submissionId: string }): Notice {
  const number = orderNumber(input.submissionId);
  return {
    email: {
      subject: `We are checking your payment for order #${number}`,
      heading: `Your payment for order #${number} needs a check by our team`,
      paragraphs: [
        'We received a payment that we cannot apply to this order as it stands, so we have not applied it yet.',
        'Our team has been alerted and will contact you to complete the order or refund the payment. Please do not pay again.',
      ],
      action: {
        label: 'See your order',
        url: `${input.publicUrl}${orderPagePath('applicant', input.submissionId)}`,
      },
    },
    inApp: {
      title: `Payment for order #${number} is being checked`,
      body: 'It could not be applied to the order as it stands. We will contact you; please do not pay again.',
    },
  };
}

/** A refund the card's bank did not take: the money came back to us, not to the applicant. */
export function failedRefundNotices(input: {
  publicUrl: string;
  submissionId: string;
  amountCents: number;
  why: string;
  /** False for a held charge whose draft has a newer checkout: the order page cannot refund it. */
  refundableAgain: boolean;
}): { applicant: Notice; admins: Notice } {
  const number = orderNumber(input.submissionId);
  const amount = formatUsdExact(input.amountCents);
  return {
    applicant: {
      email: {
        subject: `Your refund for order #${number} did not go through`,
        heading: `Your card's bank did not accept our refund of ${amount}`,
        paragraphs: [
          `The bank or card issuer returned it to us (${input.why}), so it will not reach your card.`,
          'Nothing is lost: our team will contact you to give it back another way.',
        ],
        action: {
          label: 'See your order',
          url: `${input.publicUrl}${orderPagePath('applicant', input.submissionId)}`,
        },
      },
      inApp: {
        title: `Refund for order #${number} did not go through`,
        body: `Your bank returned the ${amount}. We will contact you to give it back another way.`,
      },
    },
    admins: {
      email: {
        subject: `Refund failed for order #${number}`,
        heading: `A refund of ${amount} on order #${number} failed at the payment provider`,
        paragraphs: [
          `The card's bank did not take it (${input.why}), and the money is back in our balance.`,
          input.refundableAgain
            ? 'The applicant was told we will contact them. Refund it again from the order page if their card works now, or give it back another way.'
            : "The applicant was told we will contact them. Give it back another way (from Stripe's dashboard, say): the order page cannot refund it again, as the draft has a newer checkout.",
        ],
        action: adminOrderAction(input),
      },
      inApp: {
        title: `Refund failed for order #${number}`,
        body: `${amount} came back from the card's bank. Contact the applicant, or refund it again.`,
      },
    },
  };
}

/** To the admins, once per charge and reason: the guarantee owes a refund the processor refuses. */
export function guaranteeRefusedAdminNotice(input: RefundNoticeInput): Notice {
  const number = orderNumber(input.submissionId);
  const amount = formatUsdExact(input.amountCents);
  return {
    email: {
      subject: `Guarantee refund refused for order #${number}`,
      heading: `The turnaround guarantee could not refund ${amount} on order #${number}`,
      paragraphs: [
        `The payment provider refused it: ${input.reason}`,
        'The guarantee tries again every run. Settle the charge with the provider (a dispute, say) or give the money back another way.',
      ],
      action: adminOrderAction(input),
    },
    inApp: {
      title: `Guarantee refund refused for order #${number}`,
      body: `${amount} could not be refunded: ${input.reason}`,
    },
  };
}
