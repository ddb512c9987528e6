import type {
  Availability,
  EarningsReport,
  QueueItem,
  ReviewerStats,
} from '#shared/schemas/reviewers.js';
import type { SubmissionDetail } from '#shared/schemas/submissions.js';
import { jsonResponse } from '#client/testing/render';

export const REVIEWER_ID = 'reviewer-1';

/** An open order as GET /api/reviewer/queue answers it: a Core order for Harvard. */
export function makeQueueItem(overrides: Partial<QueueItem> = {}): QueueItem {
  return {
    id: 'a1b2c3d4-0000-4000-8000-00000000q001',
    packageTier: 'core',
    targetSchool: 'harvard',
    wordCount: 640,
    rush: false,
    t14: false,
    payoutCents: 8_900,
    etaAt: '2026-11-05T12:00:00.000Z',
    submittedAt: '2026-11-02T12:00:00.000Z',
    ...overrides,
  };
}

export function makeStats(overrides: Partial<ReviewerStats> = {}): ReviewerStats {
  return {
    activeReviews: 0,
    completed: 0,
    avgRating: null,
    thisWeekCents: 0,
    thisMonthCents: 0,
    pendingCents: 0,
    nextPayoutDate: '2026-11-15T00:00:00.000Z',
    ...overrides,
  };
}

/** One of my orders, in full, as GET /api/submissions answers it. */
export function makeAssignment(overrides: Partial<SubmissionDetail> = {}): SubmissionDetail {
  return {
    id: 'a1b2c3d4-0000-4000-8000-00000000a001',
    status: 'assigned',
    packageTier: 'premium',
    addOns: [],
    targetSchool: 'yale',
    wordCount: 700,
    reviewerId: REVIEWER_ID,
    reviewer: { firstName: 'Riley', lastName: 'Reviewer' },
    submittedAt: '2026-11-01T09:00:00.000Z',
    etaAt: '2099-11-03T09:00:00.000Z',
    createdAt: '2026-11-01T08:00:00.000Z',
    applicantId: 'applicant-1',
    pastedText: 'My grandmother ran a corner shop.',
    intakeAnswers: {
      background: 'Grew up above the shop.',
      goals: 'Small-business law.',
      highlights: null,
      concerns: null,
      whySchool: null,
    },
    documentUrl: null,
    document: null,
    totalCents: 89_900,
    roundsDelivered: 0,
    ...overrides,
  };
}

export const defaultAvailability: Availability = {
  weeklyCapacity: 3,
  acceptRush: true,
  premiumOnly: false,
};

interface DashboardData {
  stats?: ReviewerStats;
  /** The open orders, as the server answers them (one page). */
  queue?: QueueItem[];
  /** The reviewer's own orders under review, as the server answers them (one page). */
  assignments?: SubmissionDetail[];
  availability?: Availability;
  report?: EarningsReport;
}

/**
 * GET /api/reviewer/queue's answer: the last page of the given open orders, and why the reviewer
 * may take none of them now (null: they may).
 */
export const queuePage = (items: QueueItem[], takeRefusal: string | null = null) =>
  jsonResponse({ items, nextCursor: null, takeRefusal });

/** GET /api/reviewer/assignments's answer: the last page of the given orders. */
export const assignmentsPage = (items: SubmissionDetail[]) =>
  jsonResponse({ items, nextCursor: null });

/** fakeApi routes for the reviewer dashboard's GET calls. */
export function dashboardRoutes(data: DashboardData = {}) {
  return {
    'GET /api/reviewer/stats': () => jsonResponse(data.stats ?? makeStats()),
    'GET /api/reviewer/queue?limit=20': () => queuePage(data.queue ?? []),
    'GET /api/reviewer/assignments?limit=20': () => assignmentsPage(data.assignments ?? []),
    'GET /api/reviewer/availability': () => jsonResponse(data.availability ?? defaultAvailability),
    'GET /api/reviewer/earnings?limit=20': () =>
      jsonResponse(data.report ?? { items: [], nextCursor: null, payouts: [] }),
  };
}
