import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import type { PaymentProvider } from '../payments/providers/provider.js';
import { dashboardRoutes } from './dashboard-routes.js';
import { orderRoutes } from './order-routes.js';
import { reviewerAdminRoutes } from './reviewer-routes.js';

/** The admin API; each route declares `access: ADMIN_ONLY` in its own options. */
export async function adminRoutes(
  app: FastifyInstance,
  deps: Deps,
  provider: PaymentProvider,
): Promise<void> {
  await dashboardRoutes(app, deps);
  await orderRoutes(app, deps, provider);
  await reviewerAdminRoutes(app, deps);
}
