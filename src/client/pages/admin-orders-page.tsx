import { AdminPage } from '#client/features/admin/components/admin-page';
import { AdminOrders } from '#client/features/admin/components/orders/admin-orders';
import { AdminOnly } from './admin-only';

/** /admin/orders: every order, filtered, searched, paged and exportable. */
export function AdminOrdersPage() {
  return (
    <AdminOnly>
      <AdminPage
        title="Orders"
        description="Every paid order, newest first. Filter, search by order number or applicant email, and export what you see as CSV."
      >
        <AdminOrders />
      </AdminPage>
    </AdminOnly>
  );
}
