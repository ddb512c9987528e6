import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okResponse } from '../../../shared/schemas/auth.js';
import {
  applicationDecisionBody,
  availabilityBody,
  earningsReport as earningsReportResponse,
  queueItem,
  releaseBody,
  reviewerApplication,
  reviewerApplicationBody,
  reviewerStats as reviewerStatsResponse,
} from '../../../shared/schemas/reviewers.js';
import type { Deps } from '../../deps.js';
import { ADMIN_ONLY, REVIEWER_ONLY } from '../../plugins/access.js';
import { requireUser } from '../../plugins/session.js';
import { acceptSubmission, releaseSubmission } from './accept.js';
import {
  decideApplication,
  latestApplicationOf,
  pendingApplications,
  submitApplication,
} from './applications.js';
import { getAvailability, queueFor, setAvailability } from './queue.js';
import { earningsReport, reviewerStats } from './stats.js';

const idParams = z.object({ id: z.uuid('Not found.') });
const ok = { ok: true as const };

export async function reviewerRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/reviewer-applications',
    {
      config: { access: 'signed-in' },
      schema: { body: reviewerApplicationBody, response: { 201: reviewerApplication } },
    },
    async (request, reply) =>
      reply.status(201).send(await submitApplication(deps, requireUser(request), request.body)),
  );

  r.get(
    '/api/reviewer-applications/mine',
    {
      config: { access: 'signed-in' },
      schema: { response: { 200: reviewerApplication.nullable() } },
    },
    async (request) => latestApplicationOf(deps.db, requireUser(request).id),
  );

  r.get(
    '/api/admin/pending-reviewers',
    { config: { access: ADMIN_ONLY }, schema: { response: { 200: z.array(reviewerApplication) } } },
    async () => pendingApplications(deps.db),
  );

  r.post(
    '/api/admin/reviewer-applications/:id/decision',
    {
      config: { access: ADMIN_ONLY },
      schema: {
        params: idParams,
        body: applicationDecisionBody,
        response: { 200: reviewerApplication },
      },
    },
    async (request) =>
      decideApplication(deps, requireUser(request), request.params.id, request.body),
  );

  r.get(
    '/api/reviewer/queue',
    { config: { access: REVIEWER_ONLY }, schema: { response: { 200: z.array(queueItem) } } },
    async (request) => queueFor(deps, requireUser(request).id),
  );

  r.get(
    '/api/reviewer/stats',
    { config: { access: REVIEWER_ONLY }, schema: { response: { 200: reviewerStatsResponse } } },
    async (request) => reviewerStats(deps, requireUser(request).id),
  );

  r.get(
    '/api/reviewer/earnings',
    { config: { access: REVIEWER_ONLY }, schema: { response: { 200: earningsReportResponse } } },
    async (request) => earningsReport(deps, requireUser(request).id),
  );

  r.get(
    '/api/reviewer/availability',
    { config: { access: REVIEWER_ONLY }, schema: { response: { 200: availabilityBody } } },
    async (request) => getAvailability(deps, requireUser(request).id),
  );

  r.put(
    '/api/reviewer/availability',
    {
      config: { access: REVIEWER_ONLY },
      schema: { body: availabilityBody, response: { 200: availabilityBody } },
    },
    async (request) => setAvailability(deps, requireUser(request).id, request.body),
  );

  r.post(
    '/api/submissions/:id/accept',
    {
      config: { access: REVIEWER_ONLY },
      schema: { params: idParams, response: { 200: okResponse } },
    },
    async (request) => {
      await acceptSubmission(deps, requireUser(request), request.params.id);
      return ok;
    },
  );

  r.post(
    '/api/submissions/:id/release',
    {
      config: { access: REVIEWER_ONLY },
      schema: { params: idParams, body: releaseBody, response: { 200: okResponse } },
    },
    async (request) => {
      await releaseSubmission(deps, requireUser(request), request.params.id, request.body.reason);
      return ok;
    },
  );
}
