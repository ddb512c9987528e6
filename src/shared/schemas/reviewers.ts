import { z } from 'zod';
import { weeklyCapacityOptions } from '../domain/capacity.js';
import { packageTiers } from '../domain/packages.js';
import { MAX_BIO_CHARS, MAX_REASON_CHARS, tooLong } from '../domain/text-limits.js';
import { pageOf } from './page.js';
import { submissionListRow } from './submissions.js';
import { documentPathOf } from './uploads.js';

const thisYear = new Date().getFullYear();
const year = (label: string) =>
  z
    .number(`${label} must be a year.`)
    .int(`${label} must be a year.`)
    .min(1950, `${label} must be 1950 or later.`)
    .max(thisYear + 1, `${label} cannot be in the future.`);
const text = (label: string, max: number) =>
  z
    .string({ error: `Enter your ${label}.` })
    .trim()
    .min(1, `Enter your ${label}.`)
    .max(max, tooLong(label, max));

export const reviewerApplicationBody = z.object({
  lawSchool: text('law school', 200),
  graduationYear: year('Graduation year'),
  barState: text('bar admission state', 100),
  barYear: year('Bar admission year'),
  practiceArea: text('practice area', 200),
  t14: z.boolean('Say whether your law school is in the T14.'),
  bio: z
    .string({ error: 'Write a short bio.' })
    .trim()
    .min(50, 'Write a short bio of at least 50 characters.')
    .max(MAX_BIO_CHARS, tooLong('bio', MAX_BIO_CHARS)),
  cvDocumentUrl: documentPathOf('The uploaded CV was not recognised. Upload it again.').nullish(),
});
export type ReviewerApplicationBody = z.input<typeof reviewerApplicationBody>;

export const reviewerApplication = z.object({
  id: z.string(),
  userId: z.string(),
  applicantName: z.string(),
  email: z.string(),
  lawSchool: z.string(),
  graduationYear: z.number(),
  barState: z.string(),
  barYear: z.number(),
  practiceArea: z.string(),
  t14: z.boolean(),
  bio: z.string(),
  cvDocumentUrl: z.string().nullable(),
  status: z.enum(['pending', 'approved', 'rejected']),
  decisionReason: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  decidedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type ReviewerApplication = z.infer<typeof reviewerApplication>;

export const applicationDecisionBody = z
  .object({
    decision: z.enum(['approve', 'reject'], 'Choose approve or reject.'),
    reason: z.string().trim().max(MAX_REASON_CHARS, tooLong('reason', MAX_REASON_CHARS)).optional(),
  })
  .refine((body) => body.decision === 'approve' || (body.reason && body.reason.length > 0), {
    message: 'Give the applicant a reason for the rejection.',
    path: ['reason'],
  });

export const availabilityBody = z.object({
  weeklyCapacity: z.union(
    weeklyCapacityOptions.map((n) => z.literal(n)),
    'Weekly capacity must be 3, 5 or 7 reviews, or 0 (unavailable).',
  ),
  acceptRush: z.boolean(),
  premiumOnly: z.boolean(),
});
export type Availability = z.infer<typeof availabilityBody>;

/** An order in the reviewer queue: metadata only (docs/product.md §5 Access). */
export const queueItem = z.object({
  id: z.string(),
  packageTier: z.enum(packageTiers),
  targetSchool: z.string().nullable(),
  wordCount: z.number().nullable(),
  rush: z.boolean(),
  t14: z.boolean(),
  payoutCents: z.number(),
  etaAt: z.iso.datetime({ offset: true }).nullable(),
  submittedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type QueueItem = z.infer<typeof queueItem>;

/** GET /api/reviewer/queue: the open orders a reviewer may take, soonest deadline first. */
export const queuePage = pageOf(queueItem).extend({
  /** Why the reviewer can accept none of these now (paused, Unavailable, at capacity), or null. */
  takeRefusal: z.string().nullable(),
});
export type QueuePage = z.infer<typeof queuePage>;

export const releaseBody = z.object({
  reason: z
    .string({ error: 'Say why you are releasing this order.' })
    .trim()
    .min(5, 'Say why you are releasing this order.')
    .max(MAX_REASON_CHARS, tooLong('reason', MAX_REASON_CHARS)),
});

/** GET /api/reviewer/stats: the dashboard's stat cards and Earnings card, from data. */
export const reviewerStats = z.object({
  /** My orders in status assigned or in_review. */
  activeReviews: z.number().int(),
  /** Orders I delivered (counted once each). */
  completed: z.number().int(),
  /** Mean applicant rating of my delivered reviews; null before the first rating. */
  avgRating: z.number().nullable(),
  thisWeekCents: z.number().int(),
  thisMonthCents: z.number().int(),
  /** Delivered but not yet paid out (paid on the next payout date). */
  pendingCents: z.number().int(),
  nextPayoutDate: z.iso.datetime({ offset: true }),
});
export type ReviewerStats = z.infer<typeof reviewerStats>;

/** One order the reviewer delivered, with the payout it earns and when it is paid. */
export const earningsDelivery = z.object({
  submissionId: z.string(),
  packageTier: z.enum(packageTiers),
  targetSchool: z.string().nullable(),
  deliveredAt: z.iso.datetime({ offset: true }),
  payoutCents: z.number().int(),
  payoutDate: z.iso.datetime({ offset: true }),
  paid: z.boolean(),
});
export type EarningsDelivery = z.infer<typeof earningsDelivery>;

/**
 * GET /api/reviewer/earnings: a page of deliveries, newest first, and every payout by date
 * (all of them on each page: a few rows whatever the page).
 */
export const earningsReport = pageOf(earningsDelivery).extend({
  payouts: z.array(
    z.object({
      date: z.iso.datetime({ offset: true }),
      orders: z.number().int(),
      totalCents: z.number().int(),
      paid: z.boolean(),
    }),
  ),
});
export type EarningsReport = z.infer<typeof earningsReport>;

/** GET /api/reviewer/assignments: the reviewer's own orders under review, soonest deadline first. */
export const assignmentsPage = pageOf(submissionListRow);
export type AssignmentsPage = z.infer<typeof assignmentsPage>;
