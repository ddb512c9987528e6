import { Download } from 'lucide-react';
import { useSearchParams } from 'wouter';
import { Button } from '#client/components/ui/button';
import { LoadMore } from '#client/components/ui/load-more';
import { useAdminOrders } from '../../api/use-admin-orders';
import { filterParams, filtersFromSearch, hasFilters, ordersCsvUrl } from '../../lib/order-filters';
import type { OrderFilters } from '../../lib/order-filters';
import { EmptyState, SectionError, SectionSpinner } from '#client/components/ui/section-state';
import { OrdersFilters } from './orders-filters';
import { OrdersTable } from './orders-table';

/**
 * Every order, newest first, filtered and searched; 'Load more' follows the cursor. The filters
 * live in the address, so Back from an order returns to the same list.
 */
export function AdminOrders() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearch(searchParams);
  const orders = useAdminOrders(filters);
  const rows = orders.data?.pages.flatMap((page) => page.items) ?? [];
  const applicantRow = rows.find((row) => row.applicantId === filters.applicantId);

  function applyFilters(next: OrderFilters) {
    setSearchParams(filterParams(next), { replace: true });
  }

  return (
    <div className="grid gap-4">
      <OrdersFilters
        key={filters.q}
        filters={filters}
        onChange={applyFilters}
        applicant={
          applicantRow
            ? { name: applicantRow.applicantName, email: applicantRow.applicantEmail }
            : undefined
        }
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600" aria-live="polite">
          {orders.isSuccess
            ? `Showing ${rows.length} order${rows.length === 1 ? '' : 's'}${orders.hasNextPage ? ' (more available)' : ''}.`
            : ''}
        </p>
        <Button asChild variant="outline" size="sm">
          <a href={ordersCsvUrl(filters)} download>
            <Download aria-hidden="true" />
            Export CSV
          </a>
        </Button>
      </div>
      {orders.isPending ? (
        <SectionSpinner label="Loading orders" />
      ) : !orders.data ? (
        <SectionError
          what="the orders"
          error={orders.error}
          onRetry={() => void orders.refetch()}
        />
      ) : rows.length === 0 ? (
        <EmptyState
          title={hasFilters(filters) ? 'No orders match these filters' : 'No orders yet'}
          hint={hasFilters(filters) ? 'Change or clear the filters.' : 'Paid orders appear here.'}
        />
      ) : (
        <div className="grid gap-4 rounded-xl border border-slate-200 bg-white p-2">
          <OrdersTable orders={rows} caption="Orders, newest first" detailed />
          <LoadMore list={orders} />
        </div>
      )}
    </div>
  );
}
