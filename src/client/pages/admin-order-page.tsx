import { AdminPage } from '../features/admin/components/admin-page';
import { AdminOrderDetail } from '../features/admin/components/order-detail/admin-order-detail';
import { orderLabel } from '../features/admin/lib/format';
import { TextLink } from '../components/ui/text-link';
import { AdminOnly } from './admin-only';

/** /admin/orders/{id}: one order with its history, money, thread, files and reviews. */
export function AdminOrderPage({ id }: { id: string }) {
  return (
    <AdminOnly>
      <AdminPage
        title={orderLabel(id)}
        description={<TextLink href="/admin/orders">Back to all orders</TextLink>}
      >
        <AdminOrderDetail id={id} />
      </AdminPage>
    </AdminOnly>
  );
}
