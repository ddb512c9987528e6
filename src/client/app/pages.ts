import { lazy } from 'react';

/*
 * Pages load on demand so the landing page does not carry the forms, their validation and the
 * signed-in screens. Each page module has one named export. The landing page itself is one of
 * them: a fresh visit to / gets the prerendered landing.html, so the app renders it only after a
 * client-side navigation and need not ship it in the first bundle.
 */
export const AdminApplicationsPage = lazy(() =>
  import('../pages/admin-applications-page').then((m) => ({ default: m.AdminApplicationsPage })),
);
export const AdminAtRiskPage = lazy(() =>
  import('../pages/admin-at-risk-page').then((m) => ({ default: m.AdminAtRiskPage })),
);
export const AdminAuditPage = lazy(() =>
  import('../pages/admin-audit-page').then((m) => ({ default: m.AdminAuditPage })),
);
export const AdminOrderPage = lazy(() =>
  import('../pages/admin-order-page').then((m) => ({ default: m.AdminOrderPage })),
);
export const AdminOrdersPage = lazy(() =>
  import('../pages/admin-orders-page').then((m) => ({ default: m.AdminOrdersPage })),
);
export const AdminReviewersPage = lazy(() =>
  import('../pages/admin-reviewers-page').then((m) => ({ default: m.AdminReviewersPage })),
);
export const BecomeReviewerPage = lazy(() =>
  import('../pages/become-reviewer-page').then((m) => ({ default: m.BecomeReviewerPage })),
);
export const CheckoutPage = lazy(() =>
  import('../pages/checkout-page').then((m) => ({ default: m.CheckoutPage })),
);
export const DashboardPage = lazy(() =>
  import('../pages/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);
export const ForgotPasswordPage = lazy(() =>
  import('../pages/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })),
);
export const LandingPage = lazy(() =>
  import('../pages/landing-page').then((m) => ({ default: m.LandingPage })),
);
export const LoginPage = lazy(() =>
  import('../pages/login-page').then((m) => ({ default: m.LoginPage })),
);
export const OrderPage = lazy(() =>
  import('../pages/order-page').then((m) => ({ default: m.OrderPage })),
);
export const OrdersPage = lazy(() =>
  import('../pages/orders-page').then((m) => ({ default: m.OrdersPage })),
);
export const PrivacyPage = lazy(() =>
  import('../pages/privacy-page').then((m) => ({ default: m.PrivacyPage })),
);
export const ProfilePage = lazy(() =>
  import('../pages/profile-page').then((m) => ({ default: m.ProfilePage })),
);
export const RegisterPage = lazy(() =>
  import('../pages/register-page').then((m) => ({ default: m.RegisterPage })),
);
export const RefundPolicyPage = lazy(() =>
  import('../pages/refund-policy-page').then((m) => ({ default: m.RefundPolicyPage })),
);
export const ResetPasswordPage = lazy(() =>
  import('../pages/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);
export const ResultsPage = lazy(() =>
  import('../pages/results-page').then((m) => ({ default: m.ResultsPage })),
);
export const ReviewPage = lazy(() =>
  import('../pages/review-page').then((m) => ({ default: m.ReviewPage })),
);
export const ReviewerGuidelinesPage = lazy(() =>
  import('../pages/reviewer-guidelines-page').then((m) => ({ default: m.ReviewerGuidelinesPage })),
);
export const SettingsPage = lazy(() =>
  import('../pages/settings-page').then((m) => ({ default: m.SettingsPage })),
);
export const SetupAdminPage = lazy(() =>
  import('../pages/setup-admin-page').then((m) => ({ default: m.SetupAdminPage })),
);
export const SubmitPage = lazy(() =>
  import('../pages/submit-page').then((m) => ({ default: m.SubmitPage })),
);
export const SupportPage = lazy(() =>
  import('../pages/support-page').then((m) => ({ default: m.SupportPage })),
);
export const TermsPage = lazy(() =>
  import('../pages/terms-page').then((m) => ({ default: m.TermsPage })),
);
