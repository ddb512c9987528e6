import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { schoolName } from '../../../shared/domain/schools.js';
import { okResponse } from '../../../shared/schemas/auth.js';
import {
  ratingBody,
  resultsResponse,
  reviewDraftBody,
  revisionBody,
  submitReviewBody,
  workspaceResponse,
} from '../../../shared/schemas/reviews.js';
import type { SubmissionDetail } from '../../../shared/schemas/submissions.js';
import type { Deps } from '../../deps.js';
import { APPLICANT_ONLY, REVIEWER_ONLY } from '../../plugins/access.js';
import { requireUser } from '../../plugins/session.js';
import { findParticipantOrder } from '../submissions/participant.js';
import { getSubmission } from '../submissions/service.js';
import { acceptFeedback, rateLatestRound, requestRevision, revisionsLeft } from './decisions.js';
import { renderReviewPdf } from './review-pdf.js';
import { listRounds } from './rounds.js';
import { ownAssignment, startIfAssigned, writeRound } from './write-round.js';

const params = z.object({ id: z.uuid('Order not found.') });
const ok = { ok: true as const };

export async function reviewRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The workspace: the reviewer's own assignment, its text and every round so far. */
  r.get(
    '/api/reviews/workspace/:id',
    { config: { access: REVIEWER_ONLY }, schema: { params, response: { 200: workspaceResponse } } },
    async (request) => {
      const reviewer = requireUser(request);
      await ownAssignment(deps.db, reviewer, request.params.id);
      const { statementText } = await findParticipantOrder(deps.db, reviewer, request.params.id);
      return {
        submission: (await getSubmission(deps, reviewer, request.params.id)) as SubmissionDetail,
        statementText,
        rounds: await listRounds(deps.db, request.params.id, { includeDraft: true }),
      };
    },
  );

  r.post(
    '/api/reviews/workspace/:id/start',
    { config: { access: REVIEWER_ONLY }, schema: { params, response: { 200: okResponse } } },
    async (request) => {
      const reviewer = requireUser(request);
      const order = await ownAssignment(deps.db, reviewer, request.params.id);
      await startIfAssigned(deps.db, order, reviewer.id, deps.clock());
      return ok;
    },
  );

  r.put(
    '/api/reviews/draft',
    {
      config: { access: REVIEWER_ONLY },
      schema: { body: reviewDraftBody, response: { 200: okResponse } },
    },
    async (request) => {
      await writeRound(deps, requireUser(request), request.body, false);
      return ok;
    },
  );

  r.post(
    '/api/reviews',
    {
      config: { access: REVIEWER_ONLY },
      schema: { body: submitReviewBody, response: { 201: okResponse } },
    },
    async (request, reply) => {
      await writeRound(deps, requireUser(request), request.body, true);
      return reply.status(201).send(ok);
    },
  );

  r.get(
    '/api/submissions/:id/results',
    { config: { access: 'signed-in' }, schema: { params, response: { 200: resultsResponse } } },
    async (request) => {
      const actor = requireUser(request);
      const { submission, statementText } = await findParticipantOrder(
        deps.db,
        actor,
        request.params.id,
      );
      return {
        submission: (await getSubmission(deps, actor, submission.id)) as SubmissionDetail,
        statementText,
        rounds: await listRounds(deps.db, submission.id, { includeDraft: false }),
        revisionsLeft: revisionsLeft(submission),
      };
    },
  );

  r.get(
    '/api/submissions/:id/results.pdf',
    { config: { access: 'signed-in' }, schema: { params } },
    async (request, reply) => {
      const { submission } = await findParticipantOrder(
        deps.db,
        requireUser(request),
        request.params.id,
      );
      const pdf = await renderReviewPdf({
        submissionId: submission.id,
        school: schoolName(submission.targetSchool) ?? 'Law School',
        rounds: await listRounds(deps.db, submission.id, { includeDraft: false }),
      });
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="review-${submission.id.slice(-4)}.pdf"`,
        )
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );

  r.post(
    '/api/submissions/:id/rating',
    {
      config: { access: APPLICANT_ONLY },
      schema: { params, body: ratingBody, response: { 201: okResponse } },
    },
    async (request, reply) => {
      await rateLatestRound(deps, requireUser(request), request.params.id, request.body);
      return reply.status(201).send(ok);
    },
  );

  r.post(
    '/api/submissions/:id/complete',
    { config: { access: APPLICANT_ONLY }, schema: { params, response: { 200: okResponse } } },
    async (request) => {
      await acceptFeedback(deps, requireUser(request), request.params.id);
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
      await requestRevision(deps, requireUser(request), request.params.id, request.body.note);
      return ok;
    },
  );
}
