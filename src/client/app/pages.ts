import { lazy } from 'react';
import { resultsApiPath } from '#client/features/results/api/use-results';
import { fetchEarly } from '#client/lib/api';

/*
 * Pages load on demand so the landing page does not carry the forms, their validation and the
 * signed-in screens. Each page module has one named export. The landing page itself is one of
 * them: a fresh visit to / gets the prerendered landing.html, so the app renders it only after a
 * client-side navigation and need not ship it in the first bundle.
 */
export const AdminApplicationsPage = lazy(() =>
  import('#client/pages/admin-applications-page').then((m) => ({
    default: m.AdminApplicationsPage,
  })),
);
export const AdminAtRiskPage = lazy(() =>
  import('#client/pages/admin-at-risk-page').then((m) => ({ default: m.AdminAtRiskPage })),
);
export const AdminAuditPage = lazy(() =>
  import('#client/pages/admin-audit-page').then((m) => ({ default: m.AdminAuditPage })),
);
export const AdminOrderPage = lazy(() =>
  import('#client/pages/admin-order-page').then((m) => ({ default: m.AdminOrderPage })),
);
export const AdminOrdersPage = lazy(() =>
  import('#client/pages/admin-orders-page').then((m) => ({ default: m.AdminOrdersPage })),
);
export const AdminOutboxPage = lazy(() =>
  import('#client/pages/admin-outbox-page').then((m) => ({ default: m.AdminOutboxPage })),
);
export const AdminReviewersPage = lazy(() =>
  import('#client/pages/admin-reviewers-page').then((m) => ({ default: m.AdminReviewersPage })),
);
export const BecomeReviewerPage = lazy(() =>
  import('#client/pages/become-reviewer-page').then((m) => ({ default: m.BecomeReviewerPage })),
);
const loadCheckoutPage = () => import('#client/pages/checkout-page');
export const CheckoutPage = lazy(() =>
  loadCheckoutPage().then((m) => ({ default: m.CheckoutPage })),
);
const loadDashboardPage = () => import('#client/pages/dashboard-page');
export const DashboardPage = lazy(() =>
  loadDashboardPage().then((m) => ({ default: m.DashboardPage })),
);
export const ForgotPasswordPage = lazy(() =>
  import('#client/pages/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })),
);
export const LandingPage = lazy(() =>
  import('#client/pages/landing-page').then((m) => ({ default: m.LandingPage })),
);
export const LoginPage = lazy(() =>
  import('#client/pages/login-page').then((m) => ({ default: m.LoginPage })),
);
export const OrderPage = lazy(() =>
  import('#client/pages/order-page').then((m) => ({ default: m.OrderPage })),
);
export const OrdersPage = lazy(() =>
  import('#client/pages/orders-page').then((m) => ({ default: m.OrdersPage })),
);
export const PrivacyPage = lazy(() =>
  import('#client/pages/privacy-page').then((m) => ({ default: m.PrivacyPage })),
);
export const ProfilePage = lazy(() =>
  import('#client/pages/profile-page').then((m) => ({ default: m.ProfilePage })),
);
export const RegisterPage = lazy(() =>
  import('#client/pages/register-page').then((m) => ({ default: m.RegisterPage })),
);
export const RefundPolicyPage = lazy(() =>
  import('#client/pages/refund-policy-page').then((m) => ({ default: m.RefundPolicyPage })),
);
export const ResetPasswordPage = lazy(() =>
  import('#client/pages/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);
const loadResultsPage = () => import('#client/pages/results-page');
export const ResultsPage = lazy(() => loadResultsPage().then((m) => ({ default: m.ResultsPage })));
const loadReviewPage = () => import('#client/pages/review-page');
export const ReviewPage = lazy(() => loadReviewPage().then((m) => ({ default: m.ReviewPage })));
export const ReviewerGuidelinesPage = lazy(() =>
  import('#client/pages/reviewer-guidelines-page').then((m) => ({
    default: m.ReviewerGuidelinesPage,
  })),
);
export const SettingsPage = lazy(() =>
  import('#client/pages/settings-page').then((m) => ({ default: m.SettingsPage })),
);
export const SetupAdminPage = lazy(() =>
  import('#client/pages/setup-admin-page').then((m) => ({ default: m.SetupAdminPage })),
);
const loadSubmitPage = () => import('#client/pages/submit-page');
export const SubmitPage = lazy(() => loadSubmitPage().then((m) => ({ default: m.SubmitPage })));
export const SupportPage = lazy(() =>
  import('#client/pages/support-page').then((m) => ({ default: m.SupportPage })),
);
export const TermsPage = lazy(() =>
  import('#client/pages/terms-page').then((m) => ({ default: m.TermsPage })),
);

/*
 * The signed-in screens people open straight from a link or a bookmark (routes.tsx): on such a
 * fresh load their chunk is fetched beside the session check instead of after it, and so is the
 * data a page shows first where its address names it (docs/decisions/010-page-budgets.md).
 */
const freshLoads: [RegExp, () => Promise<unknown>, ((id: string) => string)?][] = [
  [/^\/dashboard\/?$/, loadDashboardPage],
  [/^\/submit\/?$/, loadSubmitPage],
  [/^\/checkout\/[^/]+\/?$/, loadCheckoutPage],
  [/^\/results\/([^/]+)\/?$/, loadResultsPage, resultsApiPath],
  [/^\/review\/[^/]+\/?$/, loadReviewPage],
];

/** The path segment as the router hands it to the page, or null if it is malformed. */
function decodedSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Starts fetching the page `pathname` shows, and its first data, if it is one of the screens above. */
export function preloadPageFor(pathname: string): void {
  for (const [path, loadPage, firstData] of freshLoads) {
    const match = path.exec(pathname);
    if (!match) continue;
    // Nothing to do here: the page's own lazy load meets the same failure and reports it.
    loadPage().catch(() => {});
    const id = match[1] === undefined ? null : decodedSegment(match[1]);
    if (firstData && id !== null) fetchEarly(firstData(id));
    return;
  }
}
