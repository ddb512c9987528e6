import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DOCX_CONTENT_TYPE } from '../../../shared/domain/uploads.js';
import { okResponse } from '../../../shared/schemas/auth.js';
import {
  acceptFeedbackBody,
  ratingBody,
  resultsResponse,
  reviewDraftBody,
  revisionBody,
  submitReviewBody,
  workspaceResponse,
} from '../../../shared/schemas/reviews.js';
import type { Deps } from '../../deps.js';
import { APPLICANT_ONLY, REVIEWER_ONLY } from '../../plugins/access.js';
import { actorContext } from '../../plugins/session.js';
import { acceptFeedback, rateLatestRound, requestRevision } from './decisions.js';
import { getResults, getResultsDocx, getResultsPdf, getWorkspace } from './order-views.js';
import { saveReviewDraft, startReview, submitReview } from './write-round.js';

const params = z.object({ id: z.uuid('Order not found.') });
const ok = { ok: true as const };

export async function reviewRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/reviews/workspace/:id',
    { config: { access: REVIEWER_ONLY }, schema: { params, response: { 200: workspaceResponse } } },
    async (request) => getWorkspace(actorContext(deps, request), request.params.id),
  );

  r.post(
    '/api/reviews/workspace/:id/start',
    {
      config: { access: REVIEWER_ONLY, keepsSessions: true },
      schema: { params, response: { 200: okResponse } },
    },
    async (request) => {
      await startReview(actorContext(deps, request), request.params.id);
      return ok;
    },
  );

  r.put(
    '/api/reviews/draft',
    {
      config: { access: REVIEWER_ONLY, keepsSessions: true },
      schema: { body: reviewDraftBody, response: { 200: okResponse } },
    },
    async (request) => {
      await saveReviewDraft(actorContext(deps, request), request.body);
      return ok;
    },
  );

  r.post(
    '/api/reviews',
    {
      config: { access: REVIEWER_ONLY, keepsSessions: true },
      schema: { body: submitReviewBody, response: { 201: okResponse } },
    },
    async (request, reply) => {
      await submitReview(actorContext(deps, request), request.body);
      return reply.status(201).send(ok);
    },
  );

  r.get(
    '/api/submissions/:id/results',
    { config: { access: 'signed-in' }, schema: { params, response: { 200: resultsResponse } } },
    async (request) => getResults(actorContext(deps, request), request.params.id),
  );

  r.get(
    '/api/submissions/:id/results.pdf',
    { config: { access: 'signed-in' }, schema: { params } },
    async (request, reply) => {
      const { fileName, pdf } = await getResultsPdf(actorContext(deps, request), request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );

  r.get(
    '/api/submissions/:id/results.docx',
    { config: { access: 'signed-in' }, schema: { params } },
    async (request, reply) => {
      const { fileName, docx } = await getResultsDocx(
        actorContext(deps, request),
        request.params.id,
      );
      return reply
        .header('content-type', DOCX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(docx);
    },
  );

  r.post(
    '/api/submissions/:id/rating',
    {
      config: { access: APPLICANT_ONLY },
      schema: { params, body: ratingBody, response: { 201: okResponse } },
    },
    async (request, reply) => {
      await rateLatestRound(actorContext(deps, request), {
        id: request.params.id,
        ...request.body,
      });
      return reply.status(201).send(ok);
    },
  );

  r.post(
    '/api/submissions/:id/complete',
    {
      config: { access: APPLICANT_ONLY },
      schema: { params, body: acceptFeedbackBody, response: { 200: okResponse } },
    },
    async (request) => {
      await acceptFeedback(actorContext(deps, request), {
        id: request.params.id,
        round: request.body?.round,
      });
      return ok;
    },
  );

  r.post(
    '/api/submissions/:id/revision',
    {
      config: { access: APPLICANT_ONLY },
      schema: { params, body: revisionBody, response: { 200: okResponse } },
    },
    async (request) => {
      await requestRevision(actorContext(deps, request), {
        id: request.params.id,
        ...request.body,
      });
      return ok;
    },
  );
}
