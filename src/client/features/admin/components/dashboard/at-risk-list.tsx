import { LoadMore } from '#client/components/ui/load-more';
import { useAtRiskOrders } from '../../api/use-at-risk-orders';
import { EmptyState, SectionError, SectionSpinner } from '#client/components/ui/section-state';
import { AtRiskItem } from './at-risk-item';

/** Every order at risk, soonest deadline first, each with its actions; 'Load more' pages on. */
export function AtRiskList() {
  const atRisk = useAtRiskOrders();
  if (atRisk.isPending) return <SectionSpinner label="Loading the orders at risk" />;
  if (!atRisk.data) {
    return (
      <SectionError
        what="the orders at risk"
        error={atRisk.error}
        onRetry={() => void atRisk.refetch()}
      />
    );
  }
  const orders = atRisk.data.pages.flatMap((page) => page.items);
  // Every page counts them all now; the latest page is the freshest count.
  const total = atRisk.data.pages[atRisk.data.pages.length - 1]?.total ?? 0;
  if (orders.length === 0) {
    return (
      <EmptyState
        title="No orders at risk"
        hint="Every paid order is within its SLA alert threshold."
      />
    );
  }
  return (
    <div className="grid gap-3">
      <p className="text-sm text-slate-600">
        {total} order{total === 1 ? '' : 's'} at risk, soonest deadline first.
      </p>
      <ul className="grid gap-3" aria-label="Orders at risk">
        {orders.map((order) => (
          <AtRiskItem key={order.id} order={order} />
        ))}
      </ul>
      <LoadMore list={atRisk} />
    </div>
  );
}
