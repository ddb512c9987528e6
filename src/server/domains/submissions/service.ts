import { and, eq, not, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { addOnNames, orderTotalCents, type AddOnId } from '../../../shared/domain/add-ons.js';
import { formatUsdExact, packageOf, type PackageTier } from '../../../shared/domain/packages.js';
import { ORDER_PAID_MESSAGE } from '../../../shared/domain/payment-messages.js';
import { AppError } from '../../../shared/errors.js';
import type { createSubmissionBody, updateDraftBody } from '../../../shared/schemas/submissions.js';
import type { z } from 'zod';
import { orderEvents, submissions } from '../../db/schema/index.js';
import { withDb, type ActorContext } from '../../deps.js';
import { eventsOf } from './transition.js';
import type { SessionUser } from '../auth/sessions.js';
import { repriceOrderIntent } from '../payments/intents.js';
import type { PaymentsContext } from '../payments/payments-context.js';
import { refuseNewOrdersInMaintenance } from '../settings/settings.js';
import { afterPlaceholderPosition, placeholderPosition, toPage } from '../../db/page-cursor.js';
import {
  pageLimit,
  pageName,
  pageShape,
  preparedPerDatabase,
  preparedPerShape,
  type PageShape,
} from '../../db/prepared-query.js';
import type { Role } from '../../../shared/domain/roles.js';
import { selectJoined, selectListedPage } from './joined.js';
import { ownedStatement } from './owned-statement.js';
import { NOT_YOURS_TO_SEE } from './participant.js';
import {
  toDetail,
  toListRow,
  toSummary,
  type SubmissionJoined,
  type SubmissionListed,
} from './submission-view.js';
import { seesDetail, visibleParts, visibleTo } from './visibility.js';

type CreateInput = z.output<typeof createSubmissionBody>;
type UpdateInput = z.output<typeof updateDraftBody>;

function present(actor: SessionUser, row: SubmissionJoined) {
  return seesDetail(actor, row.submission) ? toDetail(row) : toSummary(row.submission);
}

function presentInList(actor: SessionUser, row: SubmissionListed) {
  return seesDetail(actor, row.submission) ? toListRow(row) : toSummary(row.submission);
}

const placeholder = sql.placeholder;

/**
 * The draft and its first event in one statement (atomic without a transaction), prepared once:
 * building the insert cost more JavaScript than running it.
 */
const draftInsert = preparedPerDatabase((db) => {
  const created = db.$with('created').as(
    db
      .insert(submissions)
      .values({
        id: sql`coalesce(${placeholder('id')}::uuid, gen_random_uuid())`,
        applicantId: placeholder('applicant'),
        packageTier: placeholder('packageTier'),
        addOns: placeholder('addOns'),
        targetSchool: placeholder('targetSchool'),
        wordCount: placeholder('wordCount'),
        pastedText: placeholder('pastedText'),
        intakeAnswers: placeholder('intakeAnswers'),
        documentId: placeholder('documentId'),
        createdAt: placeholder('now'),
        updatedAt: placeholder('now'),
      })
      .onConflictDoNothing({ target: submissions.id })
      .returning({ id: submissions.id }),
  );
  return eventsOf(db.with(created), created, {
    actorId: placeholder('applicant'),
    from: null,
    to: 'draft',
    at: placeholder('nowInstant'),
  })
    .returning({ submissionId: orderEvents.submissionId })
    .prepare('create_draft');
});

/** An order's columns as the submit form sends them, its statement file the caller's own. */
async function orderColumnsOf(ctx: ActorContext, input: UpdateInput) {
  return {
    packageTier: input.packageTier,
    addOns: input.addOns,
    targetSchool: input.targetSchool,
    wordCount: input.wordCount ?? null,
    pastedText: input.pastedText ?? null,
    intakeAnswers: input.intakeAnswers,
    documentId: input.documentUrl ? (await ownedStatement(ctx, input.documentUrl)).id : null,
  };
}

/**
 * Creates an unpaid draft order for the applicant (docs/product.md §2 Orders). Sent again with
 * the id it made, it answers with that order, as it stands, and makes no other.
 */
export async function createSubmission(ctx: ActorContext, input: CreateInput) {
  const { actor } = ctx;
  await refuseNewOrdersInMaintenance(ctx.db);
  const columns = await orderColumnsOf(ctx, input);
  const now = ctx.clock();
  const [event] = await draftInsert(ctx.db).execute({
    id: input.id ?? null,
    applicant: actor.id,
    ...columns,
    now,
    nowInstant: now.toISOString(),
  });
  if (!event) {
    // The id was used before (a repeat, or two sends at once) or is someone else's: the order
    // it made, when it is ours. Only a repeat pays for this read, not every new order.
    const made = input.id ? await findOwnOrder(ctx, input.id) : null;
    if (made) return made;
    throw new AppError(
      'conflict',
      'This order id is already used. Reload the page and submit again.',
    );
  }
  return toDetail(await findVisible(ctx, event.submissionId));
}

async function findOwnOrder(ctx: ActorContext, id: string) {
  const [own] = await ctx.db
    .select({ id: submissions.id })
    .from(submissions)
    .where(and(eq(submissions.id, id), eq(submissions.applicantId, ctx.actor.id)));
  return own ? toDetail(await findVisible(ctx, own.id)) : null;
}

// The caller's id, in every statement below; what a role sees differs (visibleTo), so each
// role has its own statements.
const actor = sql.placeholder('actor');

const visibleOrder = preparedPerShape((db, shape: { role: Role }) =>
  selectJoined(db)
    .where(
      and(eq(submissions.id, sql.placeholder('id')), visibleTo({ role: shape.role, id: actor })),
    )
    .prepare(`submission_seen_by_${shape.role}`),
);

async function findVisible(ctx: ActorContext, id: string): Promise<SubmissionJoined> {
  const [row] = await visibleOrder(ctx.db, { role: ctx.actor.role }).execute({
    id,
    actor: ctx.actor.id,
  });
  if (!row) throw new AppError('not_found', NOT_YOURS_TO_SEE);
  return row;
}

export async function getSubmission(ctx: ActorContext, id: string) {
  return present(ctx.actor, await findVisible(ctx, id));
}

const listPage = preparedPerShape((db, shape: PageShape & { role: Role }) => {
  const after = shape.afterCursor
    ? afterPlaceholderPosition({ time: submissions.createdAt, id: submissions.id })
    : undefined;
  return selectListedPage(
    db,
    visibleParts({ role: shape.role, id: actor }).map((part) => and(part, after)),
    pageLimit(shape),
    pageName(`submissions_seen_by_${shape.role}`, shape),
  );
});

/** One page, newest first, and the cursor of the next page (null on the last). */
export async function listSubmissions(ctx: ActorContext, page: { cursor?: string; limit: number }) {
  const rows = await listPage(ctx.db, { role: ctx.actor.role, ...pageShape(page) }).execute({
    actor: ctx.actor.id,
    ...placeholderPosition(page.cursor),
  });
  const { items, nextCursor } = toPage(rows, page.limit, (row) => row.submission);
  return { items: items.map((row) => presentInList(ctx.actor, row)), nextCursor };
}

/** The event log's note for a draft changed before payment: what it now buys, at what total. */
function draftChangeNote(draft: { packageTier: PackageTier; addOns: AddOnId[] }): string {
  const addOns = draft.addOns.length > 0 ? `with ${addOnNames(draft.addOns)}` : 'no add-ons';
  const total = formatUsdExact(orderTotalCents(draft.packageTier, draft.addOns));
  return `Changed by the applicant before payment: ${packageOf(draft.packageTier).name}, ${addOns}; total ${total}.`;
}

/**
 * Changes the applicant's own unpaid draft (`change.columns`) and reprices a checkout
 * already open in the same step, so paying it charges the new total. Someone else's order is
 * a 404; one no longer a draft is refused with `paidRefusal`. A draft for which `alreadyDone`
 * holds is answered as it is, with nothing written.
 */
async function changeDraft(
  ctx: PaymentsContext,
  id: string,
  change: { columns: PgUpdateSetSource<typeof submissions>; alreadyDone?: SQL },
  paidRefusal: string,
) {
  const now = ctx.clock();
  const changed = await ctx.db.transaction(async (tx) => {
    const [draft] = await tx
      .update(submissions)
      .set({ ...change.columns, updatedAt: now })
      .where(
        and(
          eq(submissions.id, id),
          eq(submissions.applicantId, ctx.actor.id),
          eq(submissions.status, 'draft'),
          change.alreadyDone ? not(change.alreadyDone) : undefined,
        ),
      )
      .returning();
    if (!draft) return false;
    await repriceOrderIntent(withDb(ctx, tx), draft);
    // Status moves fill the event log; a change of what the applicant is buying belongs there
    // too, so an admin can tell what was ordered when.
    await tx.insert(orderEvents).values({
      submissionId: draft.id,
      actorId: ctx.actor.id,
      fromStatus: 'draft',
      toStatus: 'draft',
      note: draftChangeNote(draft),
      createdAt: now,
    });
    return true;
  });
  const order = await findVisible(ctx, id);
  // Not changed: someone else's order (404 above), one paid since, or one that needed nothing.
  const untouched = change.alreadyDone && order.submission.status === 'draft';
  if (!changed && !untouched) throw new AppError('conflict', paidRefusal);
  return toDetail(order);
}

/**
 * Brings the applicant's own unpaid draft to what the submit form now holds, after Back to
 * Submission from checkout (docs/product.md §2 Orders): the same order, not a second one.
 */
export async function updateDraft(ctx: PaymentsContext, id: string, input: UpdateInput) {
  return changeDraft(ctx, id, { columns: await orderColumnsOf(ctx, input) }, ORDER_PAID_MESSAGE);
}

/** Adds an add-on to the applicant's own unpaid draft; paid orders buy add-ons at checkout. */
export async function addDraftAddOn(ctx: PaymentsContext, input: { id: string; addOn: AddOnId }) {
  const { id, addOn } = input;
  return changeDraft(
    ctx,
    id,
    {
      columns: { addOns: sql`array_append(${submissions.addOns}, ${addOn})` },
      // A repeated click: the draft already buys it, so neither its price nor its log changes.
      alreadyDone: sql`${addOn} = any(${submissions.addOns})`,
    },
    'This order is already paid; add-ons for paid orders are bought from the dashboard checkout.',
  );
}
