import { FileText } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { PageContainer, PageHeader } from '../../../components/ui/page';

/**
 * The applicant's home. Until the submissions list exists it shows SPEC section 2's
 * no-submission state: the welcome panel and 'Start Your First Review'.
 */
export function ApplicantDashboard({ firstName }: { firstName: string | null }) {
  return (
    <PageContainer>
      <PageHeader title={firstName ? `Welcome, ${firstName}` : 'Welcome'} />
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
    </PageContainer>
  );
}
