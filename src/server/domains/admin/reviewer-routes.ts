import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminReviewer,
  adminReviewerPage,
  adminReviewersQuery,
  capacityBody,
  reviewerNameList,
  reviewerNamesQuery,
  reviewerSummary,
} from '../../../shared/schemas/admin.js';
import type { Deps } from '../../deps.js';
import { ADMIN_ONLY } from '../../plugins/access.js';
import { actorContext } from '../../plugins/session.js';
import {
  listReviewerNames,
  listReviewers,
  reviewerSummary as summarise,
  setReviewerActive,
  setReviewerCapacity,
} from './reviewers-admin.js';

const idParams = z.object({ id: z.uuid('This reviewer does not exist.') });

/** Manage Reviewers: the list, the counts, capacity and (de)activation. */
export async function reviewerAdminRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/reviewers',
    {
      config: { access: ADMIN_ONLY },
      schema: { querystring: adminReviewersQuery, response: { 200: adminReviewerPage } },
    },
    async (request) => listReviewers(deps, request.query),
  );

  r.get(
    '/api/admin/reviewer-names',
    {
      config: { access: ADMIN_ONLY },
      schema: { querystring: reviewerNamesQuery, response: { 200: reviewerNameList } },
    },
    async (request) => listReviewerNames(deps, request.query),
  );

  r.get(
    '/api/admin/reviewer-summary',
    { config: { access: ADMIN_ONLY }, schema: { response: { 200: reviewerSummary } } },
    async () => summarise(deps),
  );

  r.post(
    '/api/admin/reviewers/:id/capacity',
    {
      config: { access: ADMIN_ONLY },
      schema: { params: idParams, body: capacityBody, response: { 200: adminReviewer } },
    },
    async (request) =>
      setReviewerCapacity(actorContext(deps, request), { id: request.params.id, ...request.body }),
  );

  for (const [verb, active] of [
    ['activate', true],
    ['deactivate', false],
  ] as const) {
    r.post(
      `/api/admin/reviewers/:id/${verb}`,
      {
        config: { access: ADMIN_ONLY },
        schema: { params: idParams, response: { 200: adminReviewer } },
      },
      async (request) =>
        setReviewerActive(actorContext(deps, request), { id: request.params.id, active }),
    );
  }
}
