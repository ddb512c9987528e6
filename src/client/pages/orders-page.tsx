import { PageContainer, PageHeader } from '#client/components/ui/page';
import { OrdersList } from '#client/features/submissions/components/orders/orders-list';

/** /orders: every review the applicant has ordered (Quick Actions' 'View Past Reviews'). */
export function OrdersPage() {
  return (
    <PageContainer className="max-w-4xl">
      <PageHeader title="Your Reviews" description="Every review you have ordered, newest first." />
      <OrdersList />
    </PageContainer>
  );
}
