import { Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { orderPagePath, resultsPagePath } from '#shared/domain/order-number.js';
import { findPackage } from '#shared/domain/packages.js';
import { PageSpinner, Spinner } from '#client/components/ui/spinner';
import { useAuth } from '#client/features/auth/api/use-auth';
import { NotFoundPage } from '#client/pages/not-found-page';
import { ForwardToLogin, RoleOnly, SignedInOnly, SignedOutOnly } from './guards';
import {
  AdminApplicationsPage,
  AdminAtRiskPage,
  AdminAuditPage,
  AdminOrderPage,
  AdminOrdersPage,
  AdminOutboxPage,
  AdminReviewersPage,
  BecomeReviewerPage,
  CheckoutPage,
  DashboardPage,
  ForgotPasswordPage,
  LandingPage,
  LoginPage,
  OrderPage,
  OrdersPage,
  PrivacyPage,
  ProfilePage,
  RefundPolicyPage,
  RegisterPage,
  ResetPasswordPage,
  ResultsPage,
  ReviewPage,
  ReviewerGuidelinesPage,
  SettingsPage,
  SetupAdminPage,
  SubmitPage,
  SupportPage,
  TermsPage,
} from './pages';

/**
 * /orders/{id}, where the applicant's emails about an order link. Someone else following such a
 * link (an admin, or whoever placed the order and became a reviewer since) is taken to where
 * their role reads the order: the admin's order page, or else its results, read-only.
 */
function OrderPageForRole({ id }: { id: string }) {
  const { user } = useAuth();
  if (user?.role === 'applicant') return <OrderPage id={id} />;
  const page = user?.role === 'admin' ? orderPagePath('admin', id) : resultsPagePath(id);
  return <Redirect to={page} replace />;
}

/**
 * The client's pages (docs/product.md §7 Screens). Signed-out visitors reach the landing page,
 * checkout (which forwards them to sign in), the auth pages, and the policy and help pages linked
 * from the landing page's footer; every other known page needs an account.
 */
export function AppRoutes() {
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) return <SessionCheckSpinner />;

  return (
    <Suspense fallback={<PageSpinner />}>
      <Switch>
        <Route path="/">
          {isAuthenticated ? <Redirect to="/dashboard" replace /> : <LandingPage />}
        </Route>

        <Route path="/login">
          <SignedOutOnly>
            <LoginPage />
          </SignedOutOnly>
        </Route>
        <Route path="/register">
          <SignedOutOnly>
            <RegisterPage />
          </SignedOutOnly>
        </Route>
        <Route path="/forgot-password" component={ForgotPasswordPage} />
        <Route path="/reset-password" component={ResetPasswordPage} />
        <Route path="/setup-admin" component={SetupAdminPage} />

        <Route path="/terms" component={TermsPage} />
        <Route path="/privacy" component={PrivacyPage} />
        <Route path="/refund-policy" component={RefundPolicyPage} />
        <Route path="/support" component={SupportPage} />
        <Route path="/become-a-reviewer" component={BecomeReviewerPage} />
        <Route path="/reviewer/guidelines" component={ReviewerGuidelinesPage} />

        <Route path="/checkout/:tier">
          {({ tier }) => {
            const pkg = findPackage(tier);
            if (!pkg) return <NotFoundPage />;
            return isAuthenticated ? <CheckoutPage pkg={pkg} /> : <ForwardToLogin />;
          }}
        </Route>

        <Route path="/landing">
          <SignedInOnly>
            <LandingPage />
          </SignedInOnly>
        </Route>
        <Route path="/dashboard">
          <SignedInOnly>
            <DashboardPage />
          </SignedInOnly>
        </Route>
        <Route path="/submit">
          <SignedInOnly>
            <RoleOnly roles={['applicant']} deniedMessage="Only applicants can submit statements.">
              <SubmitPage />
            </RoleOnly>
          </SignedInOnly>
        </Route>
        <Route path="/orders">
          <SignedInOnly>
            <RoleOnly roles={['applicant']} deniedMessage="Only applicants have review orders.">
              <OrdersPage />
            </RoleOnly>
          </SignedInOnly>
        </Route>
        <Route path="/orders/:id">
          {({ id }) => (
            <SignedInOnly>
              <OrderPageForRole id={id} />
            </SignedInOnly>
          )}
        </Route>
        <Route path="/results/:submissionId">
          {({ submissionId }) => (
            <SignedInOnly>
              {/* Every role: the API answers only the order's applicant, its reviewer and admins. */}
              <ResultsPage submissionId={submissionId} />
            </SignedInOnly>
          )}
        </Route>
        <Route path="/review/:submissionId">
          <SignedInOnly>
            <RoleOnly roles={['reviewer']} deniedMessage="Only reviewers can access this page.">
              <ReviewPage />
            </RoleOnly>
          </SignedInOnly>
        </Route>
        <Route path="/admin/applications">
          <SignedInOnly>
            <AdminApplicationsPage />
          </SignedInOnly>
        </Route>
        <Route path="/admin/orders">
          <SignedInOnly>
            <AdminOrdersPage />
          </SignedInOnly>
        </Route>
        <Route path="/admin/orders/:id">
          {({ id }) => (
            <SignedInOnly>
              <AdminOrderPage id={id} />
            </SignedInOnly>
          )}
        </Route>
        <Route path="/admin/at-risk">
          <SignedInOnly>
            <AdminAtRiskPage />
          </SignedInOnly>
        </Route>
        <Route path="/admin/reviewers">
          <SignedInOnly>
            <AdminReviewersPage />
          </SignedInOnly>
        </Route>
        <Route path="/admin/audit">
          <SignedInOnly>
            <AdminAuditPage />
          </SignedInOnly>
        </Route>
        <Route path="/admin/outbox">
          <SignedInOnly>
            <AdminOutboxPage />
          </SignedInOnly>
        </Route>
        <Route path="/profile">
          <SignedInOnly>
            <ProfilePage />
          </SignedInOnly>
        </Route>
        <Route path="/settings">
          <SignedInOnly>
            <SettingsPage />
          </SignedInOnly>
        </Route>

        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}

/**
 * The spinner while the session is checked stands out of the flow, where a signed-in page's own
 * spinner stands below the header (h-16 and its border), so the header's arrival moves nothing:
 * in the flow, it was pushed down on every signed-in page (a layout shift of 0.046 on a phone).
 */
function SessionCheckSpinner() {
  return (
    <div className="fixed inset-x-0 top-[calc(4rem+1px)] flex h-[50vh] items-center justify-center">
      <Spinner />
    </div>
  );
}
