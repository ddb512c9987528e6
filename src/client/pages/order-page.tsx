import { PageContainer } from '../components/ui/page';
import { OrderDetail } from '../features/submissions/components/orders/order-detail';

/** /orders/{id}: one of the applicant's orders, read-only. */
export function OrderPage({ id }: { id: string }) {
  return (
    <PageContainer className="max-w-5xl">
      <OrderDetail id={id} />
    </PageContainer>
  );
}
