import { z } from 'zod';
import { cursorParam, limitParam, optionalParam, pageOf } from './page.js';
import { addOnIds } from '../domain/add-ons.js';
import { slaAlertThresholds } from '../domain/at-risk.js';
import { submissionStatuses } from '../domain/order-status.js';
import { packageTiers } from '../domain/packages.js';
import { paymentStatuses } from '../domain/payment-status.js';
import { roles } from '../domain/roles.js';
import { MAX_REFUND_REASON_CHARS, tooLong } from '../domain/text-limits.js';
import { weeklyCapacityOptions } from '../domain/capacity.js';
import { messageRequestId, messageText, reviewRound, threadMessage } from './reviews.js';
import { submissionDetail } from './submissions.js';

const isoDate = z.iso.datetime({ offset: true });
/** A search box's text, trimmed. */
const searchParam = optionalParam(z.string().trim().max(200, tooLong('search', 200)));

/** The admin stats (docs/product.md §7 Screens): exactly these four; monthlyRevenue in dollars. */
export const adminStats = z.object({
  activeOrders: z.number().int(),
  slaCompliance: z.number(),
  pendingReviews: z.number().int(),
  monthlyRevenue: z.number(),
});
export type AdminStats = z.infer<typeof adminStats>;

export const atRiskOrder = z.object({
  id: z.string(),
  applicantName: z.string().nullable(),
  packageTier: z.enum(packageTiers),
  etaAt: isoDate.nullable(),
  reviewerName: z.string().nullable(),
  overdue: z.boolean(),
  status: z.enum(submissionStatuses),
});
export type AtRiskOrder = z.infer<typeof atRiskOrder>;

export const atRiskOrdersQuery = z.object({ cursor: cursorParam(), limit: limitParam(20) });
export type AtRiskOrdersQuery = z.infer<typeof atRiskOrdersQuery>;

/** A page of the orders at risk, soonest deadline first, and how many are at risk in all. */
export const atRiskOrderPage = pageOf(atRiskOrder).extend({ total: z.number().int() });
export type AtRiskOrderPage = z.infer<typeof atRiskOrderPage>;

/** Filters shared by the orders list and its CSV export. */
export const adminOrderFilters = z.object({
  status: optionalParam(z.enum(submissionStatuses, 'Unknown order status.')),
  package: optionalParam(z.enum(packageTiers, 'Choose a package: basic, core or premium.')),
  applicantId: optionalParam(z.uuid('Unknown applicant.')),
  reviewerId: optionalParam(z.uuid('Unknown reviewer.')),
  q: searchParam,
});
export type AdminOrderFilters = z.infer<typeof adminOrderFilters>;

export const adminOrdersQuery = adminOrderFilters.extend({
  cursor: cursorParam(),
  limit: limitParam(20),
});

export const adminOrderRow = z.object({
  id: z.string(),
  orderNumber: z.string(),
  applicantName: z.string().nullable(),
  applicantEmail: z.string(),
  applicantId: z.string(),
  packageTier: z.enum(packageTiers),
  addOns: z.array(z.enum(addOnIds)),
  status: z.enum(submissionStatuses),
  reviewerName: z.string().nullable(),
  reviewerId: z.string().nullable(),
  etaAt: isoDate.nullable(),
  submittedAt: isoDate.nullable(),
  totalCents: z.number().int(),
  createdAt: isoDate,
});
export type AdminOrderRow = z.infer<typeof adminOrderRow>;

export const adminOrderPage = pageOf(adminOrderRow);
export type AdminOrderPage = z.infer<typeof adminOrderPage>;

const person = z.object({ id: z.string(), name: z.string().nullable(), email: z.string() });

export const adminRefund = z.object({
  id: z.string(),
  paymentId: z.string(),
  amountCents: z.number().int(),
  reason: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  /** Who made it, as the order page says: the admin, the guarantee or the payment provider. */
  by: z.string(),
  createdAt: isoDate,
});

export const adminOrderDetail = z.object({
  order: submissionDetail.extend({
    orderNumber: z.string(),
    round: z.number().int(),
    assignedAt: isoDate.nullable(),
    deliveredAt: isoDate.nullable(),
    updatedAt: isoDate,
  }),
  applicant: person,
  reviewer: person.extend({ lawSchool: z.string().nullable() }).nullable(),
  events: z.array(
    z.object({
      id: z.string(),
      fromStatus: z.enum(submissionStatuses).nullable(),
      toStatus: z.enum(submissionStatuses),
      note: z.string().nullable(),
      actorId: z.string().nullable(),
      actorName: z.string().nullable(),
      createdAt: isoDate,
    }),
  ),
  payments: z.array(
    z.object({
      id: z.string(),
      purpose: z.enum(['order', 'add_ons']),
      addOns: z.array(z.enum(addOnIds)),
      amountCents: z.number().int(),
      refundedCents: z.number().int(),
      status: z.enum(paymentStatuses),
      provider: z.enum(['test', 'stripe']),
      createdAt: isoDate,
      succeededAt: isoDate.nullable(),
      refunds: z.array(adminRefund),
    }),
  ),
  refunds: z.array(adminRefund),
  /** What a refund may still give back (captured minus refunded), in cents. */
  refundableCents: z.number().int(),
  messages: z.array(threadMessage),
  documents: z.array(
    z.object({
      /** The order's statement (draft 1), a later draft's file, or a round's annotated file. */
      kind: z.enum(['statement', 'draft', 'annotation']),
      url: z.string(),
      fileName: z.string(),
      sizeBytes: z.number().int(),
      /** The draft's number, or the annotated round's; null for the statement. */
      round: z.number().int().nullable(),
    }),
  ),
  reviews: z.array(reviewRound),
  /** The voice measure of each draft after the first. */
  voice: z.array(
    z.object({
      draft: z.number().int(),
      ownPercent: z.number().int(),
      adoptedWords: z.number().int(),
      totalWords: z.number().int(),
    }),
  ),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetail>;

export const reassignBody = z.object({ reviewerId: z.uuid('Choose a reviewer.') });

export const eligibleReviewer = z.object({
  id: z.string(),
  name: z.string(),
  spareCapacity: z.number().int(),
  t14: z.boolean(),
  activeLoad: z.number().int(),
});
export type EligibleReviewer = z.infer<typeof eligibleReviewer>;

/** "Contact Reviewer"; `requestId` as in messageBody: a retry does not post it twice. */
export const contactReviewerBody = z.object({
  message: messageText,
  requestId: messageRequestId,
});

/** What the admin chooses in the refund dialog. */
export const adminRefundChoice = z.object({
  /** Omitted: a full refund of everything still refundable. */
  amountCents: z
    .number('The amount must be a number of cents.')
    .int('The amount must be a whole number of cents.')
    .positive('The amount must be more than zero.')
    .optional(),
  reason: z
    .string({ error: 'Give a reason for the refund.' })
    .trim()
    .min(1, 'Give a reason for the refund.')
    .max(MAX_REFUND_REASON_CHARS, tooLong('the reason', MAX_REFUND_REASON_CHARS)),
});

/**
 * POST /api/admin/orders/{id}/refund. `requestId` is made once per opening of the refund dialog
 * and sent again by a retry: a request whose refunds were already made answers the order as it
 * stands and refunds nothing more.
 */
export const adminRefundBody = adminRefundChoice.extend({
  requestId: z.uuid('The refund request needs an id: reload the page and try again.'),
});

export const adminReviewer = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  lawSchool: z.string(),
  t14: z.boolean(),
  weeklyCapacity: z.number().int(),
  takenThisWeek: z.number().int(),
  activeLoad: z.number().int(),
  avgRating: z.number().nullable(),
  completed: z.number().int(),
  active: z.boolean(),
  acceptRush: z.boolean(),
  premiumOnly: z.boolean(),
  /**
   * Of the words in revised drafts on this reviewer's orders, the share taken word for word
   * from their suggestions, comments and memo (0-100); null before any revised draft.
   */
  adoptedPercent: z.number().int().nullable(),
});
export type AdminReviewer = z.infer<typeof adminReviewer>;

/** Manage Reviewers a page at a time, alphabetical; a page's cursor holds a name. */
export const adminReviewersQuery = z.object({ cursor: cursorParam(1000), limit: limitParam(50) });
export const adminReviewerPage = pageOf(adminReviewer);
export type AdminReviewerPage = z.infer<typeof adminReviewerPage>;

/** An approved reviewer's name: the orders list's reviewer filter. */
export const reviewerName = z.object({ id: z.string(), name: z.string() });
export type ReviewerName = z.infer<typeof reviewerName>;

/** How many names the reviewer filter's search answers when it sends no limit. */
export const REVIEWER_NAMES_PAGE_SIZE = 20;

/**
 * The reviewer filter's search: the first `limit` approved reviewers alphabetically, those whose
 * name or email holds `q`, or the one whose id is `id` (a filter opened from an address).
 */
export const reviewerNamesQuery = z.object({
  q: searchParam,
  limit: limitParam(REVIEWER_NAMES_PAGE_SIZE, 50),
  id: optionalParam(z.uuid('Unknown reviewer: the id must be a reviewer id (a UUID).')),
});
export type ReviewerNamesQuery = z.infer<typeof reviewerNamesQuery>;

/** At most `limit` reviewer names, alphabetical. */
export const reviewerNameList = z.array(reviewerName);
export type ReviewerNameList = z.infer<typeof reviewerNameList>;

export const reviewerSummary = z.object({
  active: z.number().int(),
  availableNow: z.number().int(),
  atCapacity: z.number().int(),
  pendingApplications: z.number().int(),
});
export type ReviewerSummary = z.infer<typeof reviewerSummary>;

export const capacityBody = z.object({
  weeklyCapacity: z.union(
    weeklyCapacityOptions.map((n) => z.literal(n)),
    'Weekly capacity must be 3, 5 or 7 reviews, or 0 (unavailable).',
  ),
});

export const adminSettings = z.object({
  autoAssignment: z.boolean('Auto-assignment must be on or off.'),
  slaAlertThreshold: z.union(
    slaAlertThresholds.map((n) => z.literal(n)),
    'The SLA alert threshold must be 70, 80 or 90 percent.',
  ),
  maintenanceMode: z.boolean('Maintenance mode must be on or off.'),
});
export type AdminSettings = z.infer<typeof adminSettings>;

/**
 * Save Settings sends only what the admin changed, so a setting another admin changed meanwhile
 * is not put back to what this screen showed.
 */
export const adminSettingsChange = adminSettings
  .partial()
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    message: 'Change a setting before saving.',
  });
export type AdminSettingsChange = z.infer<typeof adminSettingsChange>;

const monthFigures = z.object({
  /** The calendar month (UTC), 'YYYY-MM'. */
  month: z.string(),
  revenueCents: z.number().int(),
  refundsCents: z.number().int(),
  netCents: z.number().int(),
  payoutsOwedCents: z.number().int(),
});
export const financials = z.object({ thisMonth: monthFigures, lastMonth: monthFigures });
export type Financials = z.infer<typeof financials>;

export const auditLogQuery = z.object({ cursor: cursorParam(), limit: limitParam(50) });

/** Someone an audit entry names (its actor, target or a person in its details). */
export const auditPerson = z.object({
  name: z.string().nullable(),
  email: z.string(),
  role: z.enum(roles),
});
export type AuditPerson = z.infer<typeof auditPerson>;

export const auditEntry = z.object({
  id: z.string(),
  /** Who did it: null for the system or a deleted account; else named in the page's people. */
  actorId: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  /** 'Order #AB12' for an order, the person's name for a reviewer or an application; else null. */
  targetLabel: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: isoDate,
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditLogPage = pageOf(auditEntry).extend({
  /** Everyone the page's entries name by id (actors, targets, people in details), by user id. */
  people: z.record(z.string(), auditPerson),
});
export type AuditLogPage = z.infer<typeof auditLogPage>;

export const outboxQuery = z.object({ cursor: cursorParam(), limit: limitParam(20) });

/**
 * How a queued email stands: sent; queued (not tried yet, or being tried); failed (the last
 * try failed: it is tried again later, until delivered).
 */
export const outboxStatuses = ['queued', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

export const outboxEmail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(outboxStatuses),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  /** How it left: 'smtp', or 'log' when no SMTP server was configured; null until sent. */
  transport: z.string().nullable(),
  createdAt: isoDate,
  sentAt: isoDate.nullable(),
  /** When it is tried next; null once sent. */
  nextAttemptAt: isoDate.nullable(),
  /** The plain-text body; one-time links show as a placeholder, never as a working link. */
  textBody: z.string(),
});
export type OutboxEmail = z.infer<typeof outboxEmail>;
export const outboxPage = pageOf(outboxEmail);
export type OutboxPage = z.infer<typeof outboxPage>;
