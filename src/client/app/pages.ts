import { lazy } from 'react';

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
export const CheckoutPage = lazy(() =>
  import('#client/pages/checkout-page').then((m) => ({ default: m.CheckoutPage })),
);
export const DashboardPage = lazy(() =>
  import('#client/pages/dashboard-page').then((m) => ({ default: m.DashboardPage })),
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
export const ResultsPage = lazy(() =>
  import('#client/pages/results-page').then((m) => ({ default: m.ResultsPage })),
);
export const ReviewPage = lazy(() =>
  import('#client/pages/review-page').then((m) => ({ default: m.ReviewPage })),
);
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
export const SubmitPage = lazy(() =>
  import('#client/pages/submit-page').then((m) => ({ default: m.SubmitPage })),
);
export const SupportPage = lazy(() =>
  import('#client/pages/support-page').then((m) => ({ default: m.SupportPage })),
);
export const TermsPage = lazy(() =>
  import('#client/pages/terms-page').then((m) => ({ default: m.TermsPage })),
);
