import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { z } from 'zod';
import {
  adminOrderDetail,
  adminOrderFilters,
  adminOrderPage,
  adminOrdersQuery,
  adminRefundBody,
  contactReviewerBody,
  eligibleReviewer,
  reassignBody,
} from '../../../shared/schemas/admin.js';
import { ADMIN_ONLY } from '../../plugins/access.js';
import { actorContext } from '../../plugins/session.js';
import type { PaymentDeps } from '../payments/payments-context.js';
import { eligibleReviewers } from './eligible.js';
import { contactReviewer, refundAdminOrder } from './order-actions.js';
import { getOrderDetail } from './order-detail.js';
import { exportOrdersCsv } from './orders-csv.js';
import { listOrders } from './orders-query.js';
import { reassignOrder } from './reassign.js';

const idParams = z.object({ id: z.uuid('This order does not exist.') });

/** Orders: list, CSV export, detail, and the Reassign / Contact Reviewer / Refund actions. */
export async function orderRoutes(app: FastifyInstance, deps: PaymentDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/orders',
    {
      config: { access: ADMIN_ONLY },
      schema: { querystring: adminOrdersQuery, response: { 200: adminOrderPage } },
    },
    async (request) => listOrders(deps, request.query),
  );

  r.get(
    '/api/admin/orders.csv',
    { config: { access: ADMIN_ONLY }, schema: { querystring: adminOrderFilters } },
    async (request, reply) => {
      const csv = exportOrdersCsv(deps, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csv.fileName}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(csv.lines));
    },
  );

  r.get(
    '/api/admin/orders/:id',
    {
      config: { access: ADMIN_ONLY },
      schema: { params: idParams, response: { 200: adminOrderDetail } },
    },
    async (request) => getOrderDetail(actorContext(deps, request), request.params.id),
  );

  r.get(
    '/api/admin/orders/:id/eligible-reviewers',
    {
      config: { access: ADMIN_ONLY },
      schema: { params: idParams, response: { 200: z.array(eligibleReviewer) } },
    },
    async (request) => eligibleReviewers(deps, request.params.id),
  );

  r.post(
    '/api/admin/orders/:id/reassign',
    {
      config: { access: ADMIN_ONLY },
      schema: { params: idParams, body: reassignBody, response: { 200: adminOrderDetail } },
    },
    async (request) =>
      reassignOrder(actorContext(deps, request), { id: request.params.id, ...request.body }),
  );

  r.post(
    '/api/admin/orders/:id/contact-reviewer',
    {
      config: { access: ADMIN_ONLY },
      schema: { params: idParams, body: contactReviewerBody, response: { 200: adminOrderDetail } },
    },
    async (request) =>
      contactReviewer(actorContext(deps, request), { id: request.params.id, ...request.body }),
  );

  r.post(
    '/api/admin/orders/:id/refund',
    {
      config: { access: ADMIN_ONLY },
      schema: { params: idParams, body: adminRefundBody, response: { 200: adminOrderDetail } },
    },
    async (request) =>
      refundAdminOrder(actorContext(deps, request), { id: request.params.id, ...request.body }),
  );
}
