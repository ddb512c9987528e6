import { Download } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { useAdminOrders } from '../../api/use-admin-orders';
import { noFilters, ordersCsvUrl } from '../../lib/order-filters';
import { OrdersTable } from '../orders/orders-table';
import { EmptyState, SectionError, SectionSpinner } from '#client/components/ui/section-state';

/** How many of the newest orders the dashboard lists; View All pages through the rest. */
export const RECENT_ORDERS = 8;

/** 'Recent Orders': the newest real orders, View All and Export CSV. */
export function RecentOrdersCard() {
  const orders = useAdminOrders(noFilters, RECENT_ORDERS);
  const rows = orders.data?.pages[0]?.items ?? [];
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>Recent Orders</CardTitle>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <Link href="/admin/orders">View All</Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <a href={ordersCsvUrl()} download>
              <Download aria-hidden="true" />
              Export CSV
            </a>
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        {orders.isPending ? (
          <SectionSpinner label="Loading recent orders" />
        ) : orders.isError ? (
          <SectionError
            what="the orders"
            error={orders.error}
            onRetry={() => void orders.refetch()}
          />
        ) : rows.length === 0 ? (
          <EmptyState title="No orders yet" hint="Paid orders appear here as they come in." />
        ) : (
          <OrdersTable orders={rows} caption="Recent orders, newest first" />
        )}
      </CardContent>
    </Card>
  );
}
