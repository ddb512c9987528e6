import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import type { PaymentProvider } from '../payments/providers/provider.js';
import { dashboardRoutes } from './dashboard-routes.js';
import { registerAdminGuard } from './guard.js';
import { orderRoutes } from './order-routes.js';
import { reviewerAdminRoutes } from './reviewer-routes.js';

/**
 * The admin API. Its guard covers every /api/admin route of the instance it is given,
 * including those other domains register there (reviewer applications).
 */
export async function adminRoutes(
  app: FastifyInstance,
  deps: Deps,
  provider: PaymentProvider,
): Promise<void> {
  registerAdminGuard(app);
  await dashboardRoutes(app, deps);
  await orderRoutes(app, deps, provider);
  await reviewerAdminRoutes(app, deps);
}
