import { ClipboardList } from 'lucide-react';
import { Card, CardContent } from '../../../components/ui/card';
import { PageContainer, PageHeader } from '../../../components/ui/page';

/** The reviewer's home; the assignment queue and current reviews arrive with their API. */
export function ReviewerDashboard() {
  return (
    <PageContainer>
      <PageHeader title="Reviewer Dashboard" />
      <Card>
        <CardContent className="flex flex-col items-center gap-3 p-8 text-center sm:p-12">
          <ClipboardList className="size-10 text-primary" aria-hidden="true" />
          <h2 className="text-lg font-semibold">Your assignment queue is being set up</h2>
          <p className="max-w-md text-slate-600">
            Available assignments and the reviews you are working on will appear here as soon as the
            queue opens.
          </p>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
