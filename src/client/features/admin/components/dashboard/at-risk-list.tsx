import { useAtRiskOrders } from '../../api/use-at-risk-orders';
import { EmptyState, SectionError, SectionSpinner } from '#client/components/ui/section-state';
import { AtRiskItem } from './at-risk-item';

/** Every order at risk, soonest deadline first, each with its actions. */
export function AtRiskList() {
  const atRisk = useAtRiskOrders();
  if (atRisk.isPending) return <SectionSpinner label="Loading the orders at risk" />;
  if (atRisk.isError) {
    return (
      <SectionError
        what="the orders at risk"
        error={atRisk.error}
        onRetry={() => void atRisk.refetch()}
      />
    );
  }
  if (atRisk.data.length === 0) {
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
        {atRisk.data.length} order{atRisk.data.length === 1 ? '' : 's'} at risk, soonest deadline
        first.
      </p>
      <ul className="grid gap-3" aria-label="Orders at risk">
        {atRisk.data.map((order) => (
          <AtRiskItem key={order.id} order={order} />
        ))}
      </ul>
    </div>
  );
}
