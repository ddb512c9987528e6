import { lazy } from 'react';

/*
 * Pages load on demand so the landing page does not carry the forms, their validation and the
 * signed-in screens. Each page module has one named export.
 */
export const CheckoutPage = lazy(() =>
  import('../pages/checkout-page').then((m) => ({ default: m.CheckoutPage })),
);
export const DashboardPage = lazy(() =>
  import('../pages/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);
export const ForgotPasswordPage = lazy(() =>
  import('../pages/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })),
);
export const LoginPage = lazy(() =>
  import('../pages/login-page').then((m) => ({ default: m.LoginPage })),
);
export const ProfilePage = lazy(() =>
  import('../pages/profile-page').then((m) => ({ default: m.ProfilePage })),
);
export const RegisterPage = lazy(() =>
  import('../pages/register-page').then((m) => ({ default: m.RegisterPage })),
);
export const ResetPasswordPage = lazy(() =>
  import('../pages/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);
export const ReviewPage = lazy(() =>
  import('../pages/review-page').then((m) => ({ default: m.ReviewPage })),
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
