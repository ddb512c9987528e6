import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { orderNumber } from '../../../shared/domain/order-number.js';
import { displayName, fullName } from '../../../shared/domain/names.js';
import { ownPercent } from '../../../shared/domain/voice.js';
import { AppError } from '../../../shared/errors.js';
import type { AdminOrderDetail } from '../../../shared/schemas/admin.js';
import type { Database } from '../../db/client.js';
import {
  documents,
  orderEvents,
  payments,
  refunds,
  reviewerProfiles,
  reviews,
  statementDrafts,
  submissions,
  users,
} from '../../db/schema/index.js';
import { correlated, jsonTime } from '../../db/correlated.js';
import { preparedPerDatabase } from '../../db/prepared-query.js';
import type { ActorContext } from '../../deps.js';
import { messagesOfOrder, toThreadMessages } from '../messages/thread.js';
import { refundedBy } from '../payments/refund-reasons.js';
import { receivedCents, refundableCents } from '../payments/refundable.js';
import { roundsOfOrder, toRounds } from '../reviews/rounds.js';
import { toDetail } from '../submissions/submission-view.js';
import { withFields } from '../../with-fields.js';
import { contactColumns, contactColumnsOf } from '../auth/users.js';
import { documentPathOf } from '../../../shared/domain/uploads.js';

const reviewer = alias(users, 'reviewer');
const person = (u: {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
}) => ({
  id: u.id,
  name: fullName(u),
  email: u.email,
});

/** The order or 404. */
export async function findOrder(db: Database, id: string) {
  const [order] = await db.select().from(submissions).where(eq(submissions.id, id));
  if (!order) throw new AppError('not_found', 'This order does not exist.');
  return order;
}

/** A person as an order's JSON parts hold them. */
interface PersonJson {
  firstName: string | null;
  lastName: string | null;
  email: string;
}
const actor = alias(users, 'actor');
/** The actor's table in a FROM written in SQL: an alias in a template names itself only. */
const actorTable = sql`${users} ${sql.identifier('actor')}`;
/** An actor's name parts as JSON, or null when no actor (a job, or a deleted account). */
const personJson = (who: typeof actor) =>
  sql`case when ${who.id} is null then null else json_build_object('firstName', ${who.firstName},
    'lastName', ${who.lastName}, 'email', ${who.email}) end`;

/*
 * The order's parts as JSON read in its row, so the detail is one statement (it was seven, each
 * a round trip and a pooled connection). Their times are text; the views below read them.
 */
interface EventJson {
  id: string;
  fromStatus: AdminOrderDetail['events'][number]['fromStatus'];
  toStatus: AdminOrderDetail['events'][number]['toStatus'];
  note: string | null;
  actorId: string | null;
  actor: PersonJson | null;
  createdAt: string;
}
const eventsOfOrder = correlated(sql<EventJson[]>`(select coalesce(json_agg(json_build_object(
    'id', ${orderEvents.id}, 'fromStatus', ${orderEvents.fromStatus},
    'toStatus', ${orderEvents.toStatus}, 'note', ${orderEvents.note},
    'actorId', ${orderEvents.actorId}, 'actor', ${personJson(actor)},
    'createdAt', ${orderEvents.createdAt}
  ) order by ${orderEvents.createdAt}, ${orderEvents.id}), '[]'::json)
  from ${orderEvents} left join ${actorTable} on ${actor.id} = ${orderEvents.actorId}
  where ${orderEvents.submissionId} = ${submissions.id})`);

interface RefundJson {
  id: string;
  paymentId: string;
  amountCents: number;
  reason: string;
  actorId: string | null;
  actor: PersonJson | null;
  createdAt: string;
}
const refundsOfOrder = correlated(sql<RefundJson[]>`(select coalesce(json_agg(json_build_object(
    'id', ${refunds.id}, 'paymentId', ${refunds.paymentId}, 'amountCents', ${refunds.amountCents},
    'reason', ${refunds.reason}, 'actorId', ${refunds.actorId}, 'actor', ${personJson(actor)},
    'createdAt', ${refunds.createdAt}
  ) order by ${refunds.createdAt}, ${refunds.id}), '[]'::json)
  from ${refunds} left join ${actorTable} on ${actor.id} = ${refunds.actorId}
  where ${refunds.submissionId} = ${submissions.id})`);

type Payment = typeof payments.$inferSelect;
type PaymentJson = Pick<
  Payment,
  | 'id'
  | 'purpose'
  | 'addOns'
  | 'amountCents'
  | 'receivedCents'
  | 'refundedCents'
  | 'status'
  | 'provider'
> & { createdAt: string; succeededAt: string | null };
const paymentsOfOrder = correlated(sql<PaymentJson[]>`(select coalesce(json_agg(json_build_object(
    'id', ${payments.id}, 'purpose', ${payments.purpose}, 'addOns', ${payments.addOns},
    'amountCents', ${payments.amountCents}, 'receivedCents', ${payments.receivedCents},
    'refundedCents', ${payments.refundedCents}, 'status', ${payments.status},
    'provider', ${payments.provider}, 'createdAt', ${payments.createdAt},
    'succeededAt', ${payments.succeededAt}
  ) order by ${payments.createdAt}, ${payments.id}), '[]'::json)
  from ${payments} where ${payments.submissionId} = ${submissions.id})`);

interface AnnotationJson {
  document: DocumentView;
  round: number;
}
const annotationsOfOrder = correlated(sql<AnnotationJson[]>`(select coalesce(json_agg(
    json_build_object('document', json_build_object('id', ${documents.id},
      'fileName', ${documents.fileName}, 'sizeBytes', ${documents.sizeBytes}),
      'round', ${reviews.round}) order by ${reviews.round}), '[]'::json)
  from ${reviews} join ${documents} on ${documents.id} = ${reviews.annotatedDocumentId}
  where ${reviews.submissionId} = ${submissions.id})`);

interface DraftJson {
  number: number;
  voice: typeof statementDrafts.$inferSelect.voice;
  /** The file the draft was handed in as; null when it was pasted. */
  document: DocumentView | null;
}
const draftsOfOrder = correlated(sql<DraftJson[]>`(select coalesce(json_agg(
    json_build_object('number', ${statementDrafts.number}, 'voice', ${statementDrafts.voice},
      'document', case when ${documents.id} is null then null else json_build_object(
        'id', ${documents.id}, 'fileName', ${documents.fileName},
        'sizeBytes', ${documents.sizeBytes}) end)
    order by ${statementDrafts.number}), '[]'::json)
  from ${statementDrafts} left join ${documents} on ${documents.id} = ${statementDrafts.documentId}
  where ${statementDrafts.submissionId} = ${submissions.id})`);

const orderWithPeople = preparedPerDatabase((db) =>
  db
    .select({
      order: submissions,
      applicant: contactColumns,
      reviewer: contactColumnsOf(reviewer),
      lawSchool: reviewerProfiles.lawSchool,
      statement: {
        id: documents.id,
        fileName: documents.fileName,
        wordCount: documents.wordCount,
        sizeBytes: documents.sizeBytes,
      },
      rounds: roundsOfOrder,
      events: eventsOfOrder,
      refunds: refundsOfOrder,
      payments: paymentsOfOrder,
      messages: messagesOfOrder,
      annotations: annotationsOfOrder,
      drafts: draftsOfOrder,
    })
    .from(submissions)
    .innerJoin(users, eq(users.id, submissions.applicantId))
    .leftJoin(reviewer, eq(reviewer.id, submissions.reviewerId))
    .leftJoin(reviewerProfiles, eq(reviewerProfiles.userId, submissions.reviewerId))
    .leftJoin(documents, eq(documents.id, submissions.documentId))
    .where(eq(submissions.id, sql.placeholder('id')))
    .prepare('admin_order_detail'),
);

function moneyOf(refundRows: RefundJson[], paymentRows: PaymentJson[]) {
  const refundViews = refundRows.map(({ actor: who, createdAt, ...refund }) => {
    const actorName = who ? displayName(who) : null;
    return withFields(refund, {
      actorName,
      by: refundedBy(actorName, refund.reason),
      createdAt: jsonTime(createdAt),
    });
  });
  return {
    refunds: refundViews,
    refundableCents: paymentRows.reduce((sum, p) => sum + refundableCents(p), 0),
    payments: paymentRows.map((p) => ({
      id: p.id,
      purpose: p.purpose,
      addOns: p.addOns,
      // What was taken: a held payment may have received another amount than the one asked.
      amountCents: receivedCents(p),
      refundedCents: p.refundedCents,
      status: p.status,
      provider: p.provider,
      createdAt: jsonTime(p.createdAt),
      succeededAt: jsonTime(p.succeededAt),
      refunds: refundViews.filter((r) => r.paymentId === p.id),
    })),
  };
}

interface DocumentView {
  id: string;
  fileName: string;
  sizeBytes: number;
}

function documentsOf(
  statement: DocumentView | null,
  drafts: DraftJson[],
  annotations: AnnotationJson[],
) {
  return [
    ...(statement ? [{ document: statement, round: null, kind: 'statement' as const }] : []),
    ...drafts.flatMap(({ document, number }) =>
      document ? [{ document, round: number, kind: 'draft' as const }] : [],
    ),
    ...annotations.map((a) => withFields(a, { kind: 'annotation' as const })),
  ].map(({ document, round, kind }) => ({
    kind,
    url: documentPathOf(document.id),
    fileName: document.fileName,
    sizeBytes: document.sizeBytes,
    round,
  }));
}

/** The voice measure of each revised draft of the order (docs/product.md §6). */
function voiceOf(drafts: DraftJson[]) {
  return drafts.map(({ number, voice }) => ({
    draft: number,
    ownPercent: ownPercent(voice),
    adoptedWords: voice.adoptedWords,
    totalWords: voice.totalWords,
  }));
}

/**
 * Everything about one order for an admin: people, event log, money, thread, files, rounds, in
 * one statement; a 404 when there is no order.
 */
export async function getOrderDetail(ctx: ActorContext, id: string): Promise<AdminOrderDetail> {
  const [row] = await orderWithPeople(ctx.db).execute({ id });
  if (!row) throw new AppError('not_found', 'This order does not exist.');
  const rounds = toRounds(row.rounds, { includeDraft: true });
  const { order, applicant, statement } = row;
  return {
    order: withFields(
      toDetail({
        submission: order,
        document: statement
          ? {
              fileName: statement.fileName,
              wordCount: statement.wordCount,
              sizeBytes: statement.sizeBytes,
            }
          : null,
        reviewer: row.reviewer,
      }),
      {
        orderNumber: orderNumber(order.id),
        round: order.round,
        assignedAt: order.assignedAt?.toISOString() ?? null,
        deliveredAt: order.deliveredAt?.toISOString() ?? null,
        updatedAt: order.updatedAt.toISOString(),
      },
    ),
    applicant: person(applicant),
    reviewer: row.reviewer
      ? withFields(person(row.reviewer), { lawSchool: row.lawSchool ?? null })
      : null,
    events: row.events.map(({ actor: who, createdAt, ...event }) =>
      withFields(event, {
        actorName: who ? displayName(who) : null,
        createdAt: jsonTime(createdAt),
      }),
    ),
    ...moneyOf(row.refunds, row.payments),
    messages: toThreadMessages(row.messages),
    documents: documentsOf(statement, row.drafts, row.annotations),
    reviews: rounds,
    voice: voiceOf(row.drafts),
  };
}
