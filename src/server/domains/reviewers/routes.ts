import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okResponse } from '../../../shared/schemas/auth.js';
import {
  applicationDecisionBody,
  assignmentsPage,
  availabilityBody,
  earningsReport as earningsReportResponse,
  queuePage,
  releaseBody,
  reviewerApplication,
  reviewerApplicationBody,
  reviewerStats as reviewerStatsResponse,
} from '../../../shared/schemas/reviewers.js';
import { listSubmissionsQuery } from '../../../shared/schemas/submissions.js';
import type { Deps } from '../../deps.js';
import { ADMIN_ONLY, REVIEWER_ONLY } from '../../plugins/access.js';
import { actorContext } from '../../plugins/session.js';
import { acceptSubmission, releaseSubmission } from './accept.js';
import {
  decideApplication,
  myLatestApplication,
  pendingApplications,
  submitApplication,
} from './applications.js';
import { myAssignments } from './assignments.js';
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
      reply.status(201).send(await submitApplication(actorContext(deps, request), request.body)),
  );

  r.get(
    '/api/reviewer-applications/mine',
    {
      config: { access: 'signed-in' },
      schema: { response: { 200: reviewerApplication.nullable() } },
    },
    async (request) => myLatestApplication(actorContext(deps, request)),
  );

  r.get(
    '/api/admin/pending-reviewers',
    { config: { access: ADMIN_ONLY }, schema: { response: { 200: z.array(reviewerApplication) } } },
    async () => pendingApplications(deps),
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
      decideApplication(actorContext(deps, request), { id: request.params.id, ...request.body }),
  );

  r.get(
    '/api/reviewer/queue',
    {
      config: { access: REVIEWER_ONLY },
      schema: { querystring: listSubmissionsQuery, response: { 200: queuePage } },
    },
    async (request) => queueFor(actorContext(deps, request), request.query),
  );

  r.get(
    '/api/reviewer/assignments',
    {
      config: { access: REVIEWER_ONLY },
      schema: { querystring: listSubmissionsQuery, response: { 200: assignmentsPage } },
    },
    async (request) => myAssignments(actorContext(deps, request), request.query),
  );

  r.get(
    '/api/reviewer/stats',
    { config: { access: REVIEWER_ONLY }, schema: { response: { 200: reviewerStatsResponse } } },
    async (request) => reviewerStats(actorContext(deps, request)),
  );

  r.get(
    '/api/reviewer/earnings',
    {
      config: { access: REVIEWER_ONLY },
      schema: { querystring: listSubmissionsQuery, response: { 200: earningsReportResponse } },
    },
    async (request) => earningsReport(actorContext(deps, request), request.query),
  );

  r.get(
    '/api/reviewer/availability',
    { config: { access: REVIEWER_ONLY }, schema: { response: { 200: availabilityBody } } },
    async (request) => getAvailability(actorContext(deps, request)),
  );

  r.put(
    '/api/reviewer/availability',
    {
      config: { access: REVIEWER_ONLY },
      schema: { body: availabilityBody, response: { 200: availabilityBody } },
    },
    async (request) => setAvailability(actorContext(deps, request), request.body),
  );

  r.post(
    '/api/submissions/:id/accept',
    {
      config: { access: REVIEWER_ONLY, keepsSessions: true },
      schema: { params: idParams, response: { 200: okResponse } },
    },
    async (request) => {
      await acceptSubmission(actorContext(deps, request), request.params.id);
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
      await releaseSubmission(actorContext(deps, request), {
        submissionId: request.params.id,
        reason: request.body.reason,
      });
      return ok;
    },
  );
}
