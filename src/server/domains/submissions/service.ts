import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AddOnId } from '../../../shared/domain/add-ons.js';
import { AppError } from '../../../shared/errors.js';
import type { createSubmissionBody } from '../../../shared/schemas/submissions.js';
import type { z } from 'zod';
import { documents, orderEvents, submissions, users } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import type { SessionUser } from '../auth/sessions.js';
import { repriceOrderIntent } from '../payments/intents.js';
import type { PaymentProvider } from '../payments/providers/provider.js';
import { refuseNewOrdersInMaintenance } from '../settings/settings.js';
import { afterPosition, toPage } from '../../db/page-cursor.js';
import { toDetail, toSummary, type SubmissionJoined } from './submission-view.js';
import { seesDetail, visibleTo } from './visibility.js';

type CreateInput = z.output<typeof createSubmissionBody>;

const reviewer = alias(users, 'reviewer');

function selectJoined(deps: Deps) {
  return deps.db
    .select({
      submission: submissions,
      document: {
        fileName: documents.fileName,
        wordCount: documents.wordCount,
        sizeBytes: documents.sizeBytes,
      },
      reviewer: { firstName: reviewer.firstName, lastName: reviewer.lastName },
    })
    .from(submissions)
    .leftJoin(documents, eq(documents.id, submissions.documentId))
    .leftJoin(reviewer, eq(reviewer.id, submissions.reviewerId));
}

function present(actor: SessionUser, row: SubmissionJoined) {
  return seesDetail(actor, row.submission) ? toDetail(row) : toSummary(row.submission);
}

/** The document id behind a path from PUT /api/documents, if the actor owns that statement. */
async function ownedStatementId(deps: Deps, actor: SessionUser, path: string): Promise<string> {
  const id = path.split('/').pop()!;
  const [doc] = await deps.db
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(eq(documents.id, id), eq(documents.ownerId, actor.id), eq(documents.kind, 'statement')),
    );
  if (!doc) {
    throw new AppError('validation', 'The uploaded document was not found. Upload it again.');
  }
  return doc.id;
}

/** Creates an unpaid draft order for the applicant (docs/product.md §2 Orders). */
export async function createSubmission(deps: Deps, actor: SessionUser, input: CreateInput) {
  await refuseNewOrdersInMaintenance(deps.db);
  const documentId = input.documentUrl
    ? await ownedStatementId(deps, actor, input.documentUrl)
    : null;
  const now = deps.clock();
  const row = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(submissions)
      .values({
        applicantId: actor.id,
        packageTier: input.packageTier,
        addOns: input.addOns,
        targetSchool: input.targetSchool,
        wordCount: input.wordCount ?? null,
        pastedText: input.pastedText,
        intakeAnswers: input.intakeAnswers,
        documentId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: submissions.id });
    await tx.insert(orderEvents).values({
      submissionId: created!.id,
      actorId: actor.id,
      toStatus: 'draft',
      createdAt: now,
    });
    return created!;
  });
  return toDetail(await findVisible(deps, actor, row.id));
}

async function findVisible(deps: Deps, actor: SessionUser, id: string): Promise<SubmissionJoined> {
  const [row] = await selectJoined(deps).where(and(eq(submissions.id, id), visibleTo(actor)));
  if (!row) throw new AppError('not_found', 'This order does not exist or is not yours to see.');
  return row;
}

export async function getSubmission(deps: Deps, actor: SessionUser, id: string) {
  return present(actor, await findVisible(deps, actor, id));
}

/** One page, newest first, and the cursor of the next page (null on the last). */
export async function listSubmissions(
  deps: Deps,
  actor: SessionUser,
  page: { cursor?: string; limit: number },
) {
  const rows = await selectJoined(deps)
    .where(and(visibleTo(actor), afterPosition(page.cursor, submissions)))
    .orderBy(desc(submissions.createdAt), desc(submissions.id))
    .limit(page.limit + 1);
  const { items, nextCursor } = toPage(rows, page.limit, (row) => row.submission);
  return { items: items.map((row) => present(actor, row)), nextCursor };
}

/**
 * Adds an add-on to the applicant's own unpaid draft; paid orders buy add-ons at checkout. A
 * draft already at checkout has its payment intent repriced in the same step, so paying that
 * intent charges the new total.
 */
export async function addDraftAddOn(
  deps: Deps,
  provider: PaymentProvider,
  actor: SessionUser,
  id: string,
  addOn: AddOnId,
) {
  const added = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(submissions)
      .set({
        addOns: sql`case when ${addOn} = any(${submissions.addOns}) then ${submissions.addOns} else array_append(${submissions.addOns}, ${addOn}) end`,
        updatedAt: deps.clock(),
      })
      .where(
        and(
          eq(submissions.id, id),
          eq(submissions.applicantId, actor.id),
          eq(submissions.status, 'draft'),
        ),
      )
      .returning();
    if (updated) await repriceOrderIntent({ ...deps, db: tx, payments: provider }, updated);
    return Boolean(updated);
  });
  if (!added) {
    await findVisible(deps, actor, id);
    throw new AppError(
      'conflict',
      'This order is already paid; add-ons for paid orders are bought from the dashboard checkout.',
    );
  }
  return toDetail(await findVisible(deps, actor, id));
}
