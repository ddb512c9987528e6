import { ComingLater } from '../components/ui/coming-later';
import { PageContainer, PageHeader } from '../components/ui/page';

export function SubmitPage() {
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader title="Submit Your Statement" />
      <ComingLater />
    </PageContainer>
  );
}
