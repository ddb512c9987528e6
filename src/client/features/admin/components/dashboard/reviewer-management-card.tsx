import { Link } from 'wouter';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { usePendingReviewers } from '../../api/use-pending-reviewers';
import { useReviewerSummary } from '../../api/use-reviewer-summary';
import { SectionError, SectionSpinner } from '#client/components/ui/section-state';

/**
 * 'Reviewer Management': pending applications (badge and Review Applications button when there
 * are any), the Active / Available Now / At Capacity counts, and Manage Reviewers.
 */
export function ReviewerManagementCard() {
  const pending = usePendingReviewers();
  const summary = useReviewerSummary();
  const waiting = pending.data?.length ?? 0;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Reviewer Management</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {pending.isError ? (
          <SectionError
            what="the reviewer applications"
            error={pending.error}
            onRetry={() => void pending.refetch()}
          />
        ) : waiting > 0 ? (
          <div className="grid gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3">
            <div className="flex items-center justify-between gap-2">
              <span className="text-sm font-medium text-slate-900">Pending Applications</span>
              <Badge className="bg-amber-100 text-amber-900">{waiting} new</Badge>
            </div>
            <Button asChild size="sm">
              <Link href="/admin/applications">Review Applications</Link>
            </Button>
          </div>
        ) : pending.isSuccess ? (
          <p className="text-sm text-slate-600">No reviewer applications are waiting.</p>
        ) : null}

        {summary.isPending ? (
          <SectionSpinner label="Loading reviewer counts" />
        ) : summary.isError ? (
          <SectionError
            what="the reviewer counts"
            error={summary.error}
            onRetry={() => void summary.refetch()}
          />
        ) : (
          <dl aria-label="Reviewer counts" className="grid gap-2 text-sm">
            {[
              { label: 'Active', value: summary.data.active },
              { label: 'Available Now', value: summary.data.availableNow },
              { label: 'At Capacity', value: summary.data.atCapacity },
            ].map((row) => (
              <div key={row.label} className="flex items-center justify-between">
                <dt className="text-slate-600">{row.label}</dt>
                <dd className="font-semibold text-slate-900">{row.value}</dd>
              </div>
            ))}
          </dl>
        )}

        <Button asChild variant="outline">
          <Link href="/admin/reviewers">Manage Reviewers</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
