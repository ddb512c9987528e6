import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addDraftAddOnBody,
  createSubmissionBody,
  listSubmissionsQuery,
  serviceStatusResponse,
  submissionDetail,
  submissionItem,
  submissionListItem,
  updateDraftBody,
} from '../../../shared/schemas/submissions.js';
import { NEXT_CURSOR_HEADER } from '../../../shared/domain/order-lists.js';
import { APPLICANT_ONLY } from '../../plugins/access.js';
import { actorContext } from '../../plugins/session.js';
import type { PaymentDeps } from '../payments/payments-context.js';
import { serviceStatus } from '../settings/settings.js';
import {
  addDraftAddOn,
  createSubmission,
  getSubmission,
  listSubmissions,
  updateDraft,
} from './service.js';

const idParams = z.object({ id: z.uuid('Order not found.') });

export async function submissionRoutes(app: FastifyInstance, deps: PaymentDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/service-status',
    { config: { access: 'public' }, schema: { response: { 200: serviceStatusResponse } } },
    async () => serviceStatus(deps),
  );

  r.post(
    '/api/submissions',
    {
      config: { access: APPLICANT_ONLY, keepsSessions: true },
      schema: { body: createSubmissionBody, response: { 201: submissionDetail } },
    },
    async (request, reply) => {
      const created = await createSubmission(actorContext(deps, request), request.body);
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
      const page = await listSubmissions(actorContext(deps, request), request.query);
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return page.items;
    },
  );

  r.get(
    '/api/submissions/:id',
    {
      config: { access: 'signed-in' },
      schema: { params: idParams, response: { 200: submissionItem } },
    },
    async (request) => getSubmission(actorContext(deps, request), request.params.id),
  );

  r.put(
    '/api/submissions/:id',
    {
      config: { access: APPLICANT_ONLY, keepsSessions: true },
      schema: { params: idParams, body: updateDraftBody, response: { 200: submissionDetail } },
    },
    async (request) => updateDraft(actorContext(deps, request), request.params.id, request.body),
  );

  r.post(
    '/api/submissions/:id/add-ons',
    {
      config: { access: APPLICANT_ONLY },
      schema: { params: idParams, body: addDraftAddOnBody, response: { 200: submissionItem } },
    },
    async (request) =>
      addDraftAddOn(actorContext(deps, request), { id: request.params.id, ...request.body }),
  );
}
