import { FileText, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { byAttention } from '#shared/domain/order-lifecycle.js';
import { Alert } from '#client/components/ui/alert';
import { Button, buttonVariants } from '#client/components/ui/button';
import { PageContainer, PageHeader } from '#client/components/ui/page';
import { PageSpinner } from '#client/components/ui/spinner';
import { errorMessage } from '#client/lib/api';
import { useApplicantOrders } from '../api/use-applicant-orders';
import { Card, CardContent } from '#client/components/ui/card';
import { AvailableAddOnsCard } from './dashboard/available-add-ons-card';
import { QuickActionsCard, ReviewerCard } from './dashboard/dashboard-side-cards';
import { CommunicationCard, CompletePaymentBanner } from './dashboard/order-guidance';
import { OtherOrdersCard } from './dashboard/other-orders-card';
import { StatementReviewCard, SubmissionCard } from './dashboard/order-overview-cards';

interface ApplicantDashboardProps {
  firstName: string | null;
  /** The order's message thread, composed by the page (features do not import each other). */
  renderThread?: (submissionId: string) => ReactNode;
}

/** The welcome and SPEC's 'Start New Review' button, with or without an order. */
function DashboardHeader({ title }: { title: string }) {
  return (
    <div className="mb-6 flex flex-wrap items-start justify-between gap-4 sm:mb-8">
      <h1 className="font-serif text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
        {title}
      </h1>
      <Link href="/submit" className={buttonVariants()}>
        <Plus aria-hidden="true" />
        Start New Review
      </Link>
    </div>
  );
}

/**
 * The applicant dashboard (docs/product.md §7 Screens): a spinner while loading, the welcome panel
 * without a submission, otherwise the order that needs the applicant now (byAttention: feedback
 * ready, in progress, queued, draft, then finished; newest first within each) and, beneath the
 * cards, the applicant's other orders in the same order.
 */
export function ApplicantDashboard({ firstName, renderThread }: ApplicantDashboardProps) {
  const submissions = useApplicantOrders();
  const title = firstName ? `Welcome, ${firstName}` : 'Welcome';

  if (submissions.status === 'pending') return <PageSpinner />;

  if (submissions.status === 'error') {
    return (
      <PageContainer>
        <PageHeader title={title} />
        <Alert variant="destructive" role="alert" className="flex flex-wrap items-center gap-3">
          <span className="flex-1">
            Your orders could not be loaded: {errorMessage(submissions.error)}
          </span>
          <Button type="button" variant="outline" size="sm" onClick={submissions.retry}>
            Try again
          </Button>
        </Alert>
      </PageContainer>
    );
  }

  const [current, ...others] = [...submissions.orders].sort(byAttention);
  if (!current) {
    return (
      <PageContainer>
        <DashboardHeader title={title} />
        <WelcomePanel />
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <DashboardHeader title={title} />
      {current.status === 'draft' ? (
        <CompletePaymentBanner submission={current} className="mb-6" />
      ) : null}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="grid min-w-0 content-start gap-6 lg:col-span-2">
          <StatementReviewCard submission={current} />
          <SubmissionCard submission={current} />
          <CommunicationCard submission={current} renderThread={renderThread} />
        </div>
        <div className="grid min-w-0 content-start gap-6">
          <QuickActionsCard />
          <ReviewerCard submission={current} />
          <AvailableAddOnsCard submission={current} />
        </div>
      </div>
      <OtherOrdersCard orders={others} className="mt-6" />
    </PageContainer>
  );
}

/** Before the first order: the welcome text and 'Start Your First Review'. */
export function WelcomePanel() {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 p-8 text-center sm:p-12">
        <span className="flex size-14 items-center justify-center rounded-full bg-slate-100 text-primary">
          <FileText className="size-7" aria-hidden="true" />
        </span>
        <p className="max-w-md text-lg text-slate-700">
          Ready to get expert feedback on your personal statement? Start by selecting a review
          package.
        </p>
        <Link href="/submit" className={buttonVariants({ size: 'lg' })}>
          Start Your First Review
        </Link>
      </CardContent>
    </Card>
  );
}
