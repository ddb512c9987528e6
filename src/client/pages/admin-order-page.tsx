import { AdminPage } from '#client/features/admin/components/admin-page';
import { AdminOrderDetail } from '#client/features/admin/components/order-detail/admin-order-detail';
import { orderLabel } from '#shared/domain/order-number.js';
import { TextLink } from '#client/components/ui/text-link';
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
