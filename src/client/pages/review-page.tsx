import { ComingLater } from '../components/ui/coming-later';
import { PageContainer, PageHeader } from '../components/ui/page';

export function ReviewPage() {
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader title="Review Workspace" />
      <ComingLater />
    </PageContainer>
  );
}
