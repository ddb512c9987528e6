import type { AdminStats } from '#shared/schemas/admin.js';

/** The figure a stat card shows when the response lacks that field (docs/product.md §7 Screens). */
export const statDefaults: AdminStats = {
  activeOrders: 127,
  slaCompliance: 94.2,
  pendingReviews: 23,
  monthlyRevenue: 47_892,
};

const pick = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/** Each field from the response when it is a number, else its default; never the whole set. */
export function withStatDefaults(stats: Partial<AdminStats> | null | undefined): AdminStats {
  return {
    activeOrders: pick(stats?.activeOrders, statDefaults.activeOrders),
    slaCompliance: pick(stats?.slaCompliance, statDefaults.slaCompliance),
    pendingReviews: pick(stats?.pendingReviews, statDefaults.pendingReviews),
    monthlyRevenue: pick(stats?.monthlyRevenue, statDefaults.monthlyRevenue),
  };
}
