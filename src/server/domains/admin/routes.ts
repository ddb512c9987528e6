import type { FastifyInstance } from 'fastify';
import type { PaymentDeps } from '../payments/payments-context.js';
import { dashboardRoutes } from './dashboard-routes.js';
import { orderRoutes } from './order-routes.js';
import { reviewerAdminRoutes } from './reviewer-routes.js';

/** The admin API; each route declares `access: ADMIN_ONLY` in its own options. */
export async function adminRoutes(app: FastifyInstance, deps: PaymentDeps): Promise<void> {
  await dashboardRoutes(app, deps);
  await orderRoutes(app, deps);
  await reviewerAdminRoutes(app, deps);
}
