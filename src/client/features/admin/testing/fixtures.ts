import type {
  AdminOrderDetail,
  AdminOrderRow,
  AdminReviewer,
  AdminSettings,
  AdminStats,
  AtRiskOrder,
  AtRiskOrderPage,
  EligibleReviewer,
  Financials,
  ReviewerSummary,
} from '#shared/schemas/admin.js';
import { jsonResponse } from '#client/testing/render';

export const ORDER_ID = '6f1c2d3e-0000-4000-8000-00000000ab12';
export const REVIEWER_ID = '7a1c2d3e-0000-4000-8000-0000000000r1';
export const APPLICANT_ID = '5b1c2d3e-0000-4000-8000-0000000000a1';
const hour = 60 * 60 * 1000;
export const inHours = (hours: number) => new Date(Date.now() + hours * hour).toISOString();

export function makeStats(overrides: Partial<AdminStats> = {}): AdminStats {
  return {
    activeOrders: 3,
    slaCompliance: 100,
    pendingReviews: 2,
    monthlyRevenue: 1_297,
    ...overrides,
  };
}

export function makeAtRisk(overrides: Partial<AtRiskOrder> = {}): AtRiskOrder {
  return {
    id: ORDER_ID,
    applicantName: 'Jordan Lee',
    packageTier: 'core',
    etaAt: inHours(5),
    reviewerName: 'Riley Reviewer',
    overdue: false,
    status: 'assigned',
    ...overrides,
  };
}

/** A page of the orders at risk, as GET /api/admin/at-risk-orders answers it. */
export function atRiskPage(
  items: AtRiskOrder[],
  total = items.length,
  nextCursor: string | null = null,
): AtRiskOrderPage {
  return { items, nextCursor, total };
}

export function makeOrderRow(overrides: Partial<AdminOrderRow> = {}): AdminOrderRow {
  return {
    id: ORDER_ID,
    orderNumber: 'AB12',
    applicantName: 'Jordan Lee',
    applicantEmail: 'jordan@example.com',
    applicantId: APPLICANT_ID,
    packageTier: 'core',
    addOns: [],
    status: 'queued',
    reviewerName: null,
    reviewerId: null,
    etaAt: '2026-11-24T12:00:00.000Z',
    submittedAt: '2026-11-21T12:00:00.000Z',
    totalCents: 29_900,
    createdAt: '2026-11-21T11:55:00.000Z',
    ...overrides,
  };
}

export function makeSummary(overrides: Partial<ReviewerSummary> = {}): ReviewerSummary {
  return { active: 4, availableNow: 3, atCapacity: 1, pendingApplications: 0, ...overrides };
}

export function makeSettings(overrides: Partial<AdminSettings> = {}): AdminSettings {
  return { autoAssignment: true, slaAlertThreshold: 70, maintenanceMode: false, ...overrides };
}

export function makeFinancials(): Financials {
  return {
    thisMonth: {
      month: '2026-11',
      revenueCents: 129_700,
      refundsCents: 29_900,
      netCents: 99_800,
      payoutsOwedCents: 8_900,
    },
    lastMonth: {
      month: '2026-10',
      revenueCents: 89_900,
      refundsCents: 0,
      netCents: 89_900,
      payoutsOwedCents: 17_900,
    },
  };
}

export function makeEligible(overrides: Partial<EligibleReviewer> = {}): EligibleReviewer {
  return {
    id: REVIEWER_ID,
    name: 'Morgan Counsel',
    spareCapacity: 3,
    t14: true,
    activeLoad: 0,
    ...overrides,
  };
}

export function makeReviewer(overrides: Partial<AdminReviewer> = {}): AdminReviewer {
  return {
    id: REVIEWER_ID,
    name: 'Morgan Counsel',
    email: 'morgan@example.com',
    lawSchool: 'Yale Law School',
    t14: true,
    weeklyCapacity: 3,
    takenThisWeek: 1,
    activeLoad: 1,
    avgRating: 4.5,
    completed: 12,
    active: true,
    acceptRush: true,
    premiumOnly: false,
    adoptedPercent: null,
    ...overrides,
  };
}

export function makeDetail(overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  const row = makeOrderRow();
  return {
    order: {
      id: row.id,
      status: 'assigned',
      packageTier: 'core',
      addOns: [],
      targetSchool: 'yale',
      wordCount: 640,
      reviewerId: REVIEWER_ID,
      submittedAt: row.submittedAt,
      etaAt: row.etaAt,
      createdAt: row.createdAt,
      applicantId: 'applicant-1',
      reviewer: { firstName: 'Morgan', lastName: 'Counsel' },
      pastedText: 'I grew up translating court notices.',
      intakeAnswers: {
        background: 'Interpreter',
        goals: 'Access to justice',
        highlights: null,
        concerns: null,
        whySchool: null,
      },
      documentUrl: null,
      document: null,
      totalCents: 29_900,
      roundsDelivered: 0,
      orderNumber: 'AB12',
      round: 1,
      assignedAt: row.submittedAt,
      deliveredAt: null,
      updatedAt: row.submittedAt!,
    },
    applicant: { id: 'applicant-1', name: 'Jordan Lee', email: 'jordan@example.com' },
    reviewer: {
      id: REVIEWER_ID,
      name: 'Morgan Counsel',
      email: 'morgan@example.com',
      lawSchool: 'Yale Law School',
    },
    events: [],
    payments: [],
    refunds: [],
    refundableCents: 29_900,
    messages: [],
    documents: [],
    reviews: [],
    voice: [],
    ...overrides,
  };
}

type Routes = Record<string, (body: unknown) => Response>;

/** Every call the dashboard makes, answered with the fixtures (or the overrides). */
export function dashboardRoutes(
  data: {
    stats?: unknown;
    atRisk?: AtRiskOrder[];
    orders?: AdminOrderRow[];
    pending?: unknown[];
    summary?: ReviewerSummary;
    settings?: AdminSettings;
  } = {},
): Routes {
  return {
    'GET /api/admin/stats': () => jsonResponse(data.stats ?? makeStats()),
    'GET /api/admin/at-risk-orders?limit=2': () =>
      jsonResponse(atRiskPage((data.atRisk ?? []).slice(0, 2), data.atRisk?.length)),
    'GET /api/admin/orders?limit=8': () =>
      jsonResponse({ items: data.orders ?? [], nextCursor: null }),
    'GET /api/admin/pending-reviewers': () => jsonResponse(data.pending ?? []),
    'GET /api/admin/reviewer-summary': () => jsonResponse(data.summary ?? makeSummary()),
    'GET /api/admin/settings': () => jsonResponse(data.settings ?? makeSettings()),
    'GET /api/admin/financials': () => jsonResponse(makeFinancials()),
  };
}
