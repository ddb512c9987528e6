/**
 * Every query key of the client, in one place. The default query function GETs a key's parts
 * joined with '/', so most keys are also their address: [ADMIN, 'stats'] is GET /api/admin/stats.
 * Keys nest, and invalidating a prefix refreshes everything under it:
 *
 * - ['/api/submissions'] (the list of orders) covers the applicant's lists, each order, its
 *   results and its thread, and the reviewer's Current Reviews: whatever changes an order
 *   invalidates this one key.
 * - [ADMIN] covers every admin figure and list, pending reviewer applications included.
 */
const SUBMISSIONS = '/api/submissions';
const ADMIN = '/api/admin';

export const queryKeys = {
  /** The signed-in user (null when signed out); every auth mutation that changes it writes it. */
  currentUser: ['/api/auth/user'] as const,
  authOptions: ['/api/auth/options'] as const,
  notifications: ['/api/notifications'] as const,
  serviceStatus: ['/api/service-status'] as const,
  paymentConfig: ['/api/payments/config'] as const,
  paymentIntent: (submissionId: string) => ['/api/create-payment-intent', submissionId] as const,
  /** Outside the submissions key: refreshing the orders after payment must not ask again. */
  addOnIntent: (submissionId: string, addOns: readonly string[]) =>
    ['add-on-intent', submissionId, addOns.join(',')] as const,

  submissions: {
    all: [SUBMISSIONS] as const,
    pages: (limit: number) => [SUBMISSIONS, 'pages', { limit }] as const,
    detail: (id: string) => [SUBMISSIONS, id] as const,
    results: (id: string) => [SUBMISSIONS, id, 'results'] as const,
    messages: (id: string) => [SUBMISSIONS, id, 'messages'] as const,
    receipts: (id: string) => [SUBMISSIONS, id, 'receipts'] as const,
    /** The reviewer's Current Reviews (under SUBMISSIONS: any change to an order refreshes it). */
    myAssignments: [SUBMISSIONS, 'my-assignments'] as const,
  },

  reviewer: {
    queue: ['/api/reviewer/queue'] as const,
    stats: ['/api/reviewer/stats'] as const,
    availability: ['/api/reviewer/availability'] as const,
    earnings: ['/api/reviewer/earnings'] as const,
    myApplication: ['/api/reviewer-applications/mine'] as const,
  },

  workspace: (submissionId: string) => ['/api/reviews/workspace', submissionId] as const,
  documentName: (documentPath: string | null) =>
    ['workspace', 'document-name', documentPath] as const,

  admin: {
    all: [ADMIN] as const,
    stats: [ADMIN, 'stats'] as const,
    atRiskOrders: [ADMIN, 'at-risk-orders'] as const,
    financials: [ADMIN, 'financials'] as const,
    reviewerSummary: [ADMIN, 'reviewer-summary'] as const,
    settings: [ADMIN, 'settings'] as const,
    reviewers: [ADMIN, 'reviewers'] as const,
    /** The orders filter's reviewer search: a page of names for `q`, or one reviewer by `id`. */
    reviewerNames: (params: { q?: string; id?: string }) =>
      [ADMIN, 'reviewer-names', params] as const,
    /** Reviewer applications waiting for a decision. */
    pendingReviewers: [ADMIN, 'pending-reviewers'] as const,
    auditLog: [ADMIN, 'audit-log', 'pages'] as const,
    orders: (filters: object, limit: number) =>
      [ADMIN, 'orders', 'list', { ...filters, limit }] as const,
    order: (id: string) => [ADMIN, 'orders', encodeURIComponent(id)] as const,
    eligibleReviewers: (orderId: string) =>
      [ADMIN, 'orders', encodeURIComponent(orderId), 'eligible-reviewers'] as const,
  },
};
