import { Badge } from '#client/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { TextLink } from '#client/components/ui/text-link';
import { useAtRiskFirstPage } from '../../api/use-at-risk-orders';
import { SectionError } from '#client/components/ui/section-state';
import { AtRiskItem } from './at-risk-item';

/** The card shows at most this many orders (docs/product.md §7 Screens). */
export const AT_RISK_SHOWN = 2;

/**
 * 'Orders At Risk': shown only when some order is at risk, with a count badge (all of them), the
 * first two (the only ones it fetches) and a link to the full list.
 */
export function AtRiskCard() {
  const atRisk = useAtRiskFirstPage(AT_RISK_SHOWN);
  if (atRisk.isPending) return null;
  if (atRisk.isError) {
    return (
      <SectionError
        what="the orders at risk"
        error={atRisk.error}
        onRetry={() => void atRisk.refetch()}
      />
    );
  }
  const { items: orders, total } = atRisk.data;
  if (total === 0) return null;

  return (
    <Card className="border-red-200">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <CardTitle>Orders At Risk</CardTitle>
          <Badge className="bg-red-100 text-red-800" aria-label={`${total} orders at risk`}>
            {total}
          </Badge>
        </div>
        <TextLink href="/admin/at-risk" className="text-sm">
          View all at-risk orders
        </TextLink>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3" aria-label="Orders at risk">
          {orders.slice(0, AT_RISK_SHOWN).map((order) => (
            <AtRiskItem key={order.id} order={order} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
