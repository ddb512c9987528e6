import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addDraftAddOnBody,
  createSubmissionBody,
  listSubmissionsQuery,
  NEXT_CURSOR_HEADER,
  serviceStatusResponse,
  submissionDetail,
  submissionListItem,
} from '../../../shared/schemas/submissions.js';
import type { Deps } from '../../deps.js';
import { APPLICANT_ONLY } from '../../plugins/access.js';
import { requireUser } from '../../plugins/session.js';
import type { PaymentProvider } from '../payments/providers/provider.js';
import { getSetting, MAINTENANCE_MESSAGE } from '../settings/settings.js';
import { addDraftAddOn, createSubmission, getSubmission, listSubmissions } from './service.js';

const idParams = z.object({ id: z.uuid('Order not found.') });

export async function submissionRoutes(
  app: FastifyInstance,
  deps: Deps,
  provider: PaymentProvider,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/service-status',
    { config: { access: 'public' }, schema: { response: { 200: serviceStatusResponse } } },
    async () => {
      const paused = await getSetting(deps.db, 'maintenance_mode');
      return { acceptingOrders: !paused, message: paused ? MAINTENANCE_MESSAGE : null };
    },
  );

  r.post(
    '/api/submissions',
    {
      config: { access: APPLICANT_ONLY },
      schema: { body: createSubmissionBody, response: { 201: submissionDetail } },
    },
    async (request, reply) => {
      const created = await createSubmission(deps, requireUser(request), request.body);
      return reply.status(201).send(created);
    },
  );

  r.get(
    '/api/submissions',
    {
      config: { access: 'signed-in' },
      schema: { querystring: listSubmissionsQuery, response: { 200: z.array(submissionListItem) } },
    },
    async (request, reply) => {
      const page = await listSubmissions(deps, requireUser(request), request.query);
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return page.items;
    },
  );

  r.get(
    '/api/submissions/:id',
    {
      config: { access: 'signed-in' },
      schema: { params: idParams, response: { 200: submissionListItem } },
    },
    async (request) => getSubmission(deps, requireUser(request), request.params.id),
  );

  r.post(
    '/api/submissions/:id/add-ons',
    {
      config: { access: APPLICANT_ONLY },
      schema: { params: idParams, body: addDraftAddOnBody, response: { 200: submissionListItem } },
    },
    async (request) =>
      addDraftAddOn(deps, provider, requireUser(request), request.params.id, request.body.addOn),
  );
}
