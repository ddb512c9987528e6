import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminSettings,
  adminSettingsChange,
  adminStats,
  atRiskOrderPage,
  atRiskOrdersQuery,
  auditLogPage,
  auditLogQuery,
  financials,
  outboxPage,
  outboxQuery,
} from '../../../shared/schemas/admin.js';
import type { Deps } from '../../deps.js';
import { ADMIN_ONLY } from '../../plugins/access.js';
import { actorContext } from '../../plugins/session.js';
import { getAdminSettings, saveAdminSettings } from './admin-settings.js';
import { listAuditLog } from './audit.js';
import { getFinancials } from './money.js';
import { listOutbox } from './outbox.js';
import { getAdminStats, listAtRiskOrders } from './stats.js';

/** Stat cards, at-risk list, financial overview, Quick Settings, the audit log and the outbox. */
export async function dashboardRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/stats',
    { config: { access: ADMIN_ONLY }, schema: { response: { 200: adminStats } } },
    async () => getAdminStats(deps),
  );

  r.get(
    '/api/admin/at-risk-orders',
    {
      config: { access: ADMIN_ONLY },
      schema: { querystring: atRiskOrdersQuery, response: { 200: atRiskOrderPage } },
    },
    async (request) => listAtRiskOrders(deps, request.query),
  );

  r.get(
    '/api/admin/financials',
    { config: { access: ADMIN_ONLY }, schema: { response: { 200: financials } } },
    async () => getFinancials(deps),
  );

  r.get(
    '/api/admin/settings',
    { config: { access: ADMIN_ONLY }, schema: { response: { 200: adminSettings } } },
    async () => getAdminSettings(deps),
  );

  r.put(
    '/api/admin/settings',
    {
      config: { access: ADMIN_ONLY },
      schema: { body: adminSettingsChange, response: { 200: adminSettings } },
    },
    async (request) => saveAdminSettings(actorContext(deps, request), request.body),
  );

  r.get(
    '/api/admin/audit-log',
    {
      config: { access: ADMIN_ONLY },
      schema: { querystring: auditLogQuery, response: { 200: auditLogPage } },
    },
    async (request) => listAuditLog(deps, request.query),
  );

  r.get(
    '/api/admin/outbox',
    {
      config: { access: ADMIN_ONLY },
      schema: { querystring: outboxQuery, response: { 200: outboxPage } },
    },
    async (request) => listOutbox(deps, request.query),
  );
}
