import { ShieldCheck } from 'lucide-react';
import { Card, CardContent } from '../../../components/ui/card';
import { PageContainer, PageHeader } from '../../../components/ui/page';

/** The operator's home; order, reviewer and revenue tools arrive with the admin API. */
export function AdminDashboard() {
  return (
    <PageContainer>
      <PageHeader title="Admin Dashboard" />
      <Card>
        <CardContent className="flex flex-col items-center gap-3 p-8 text-center sm:p-12">
          <ShieldCheck className="size-10 text-primary" aria-hidden="true" />
          <h2 className="text-lg font-semibold">Operations tools are being set up</h2>
          <p className="max-w-md text-slate-600">
            Orders, deadlines at risk, reviewer applications and revenue will appear here as soon as
            the operations tools open.
          </p>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
