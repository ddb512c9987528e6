import { asc, eq, sql } from 'drizzle-orm';
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
import { preparedPerDatabase } from '../../db/prepared-query.js';
import type { ActorContext } from '../../deps.js';
import { threadMessages } from '../messages/thread.js';
import { refundableCents } from '../payments/refundable.js';
import { roundsOfOrder, toRounds } from '../reviews/rounds.js';
import { toDetail } from '../submissions/submission-view.js';

const reviewer = alias(users, 'reviewer');
const iso = (date: Date | null) => date?.toISOString() ?? null;
/** What the detail shows of a person: never a password hash or sign-in identifiers. */
const userColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
};
const reviewerColumns = {
  id: reviewer.id,
  email: reviewer.email,
  firstName: reviewer.firstName,
  lastName: reviewer.lastName,
};
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

/*
 * The detail's reads, each prepared once per database (src/server/db/prepared-query.ts): an
 * admin opens orders all day, and building these selects cost more than running them.
 */
const orderId = sql.placeholder('id');

const orderWithPeople = preparedPerDatabase((db) =>
  db
    .select({
      order: submissions,
      applicant: userColumns,
      reviewer: reviewerColumns,
      lawSchool: reviewerProfiles.lawSchool,
      statement: {
        id: documents.id,
        fileName: documents.fileName,
        wordCount: documents.wordCount,
        sizeBytes: documents.sizeBytes,
      },
      rounds: roundsOfOrder,
    })
    .from(submissions)
    .innerJoin(users, eq(users.id, submissions.applicantId))
    .leftJoin(reviewer, eq(reviewer.id, submissions.reviewerId))
    .leftJoin(reviewerProfiles, eq(reviewerProfiles.userId, submissions.reviewerId))
    .leftJoin(documents, eq(documents.id, submissions.documentId))
    .where(eq(submissions.id, orderId))
    .prepare('admin_order_detail'),
);

const orderEventsOf = preparedPerDatabase((db) =>
  db
    .select({ event: orderEvents, actor: userColumns })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.actorId))
    .where(eq(orderEvents.submissionId, orderId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id))
    .prepare('admin_order_events'),
);

const orderRefunds = preparedPerDatabase((db) =>
  db
    .select({ refund: refunds, actor: userColumns })
    .from(refunds)
    .leftJoin(users, eq(users.id, refunds.actorId))
    .where(eq(refunds.submissionId, orderId))
    .orderBy(asc(refunds.createdAt), asc(refunds.id))
    .prepare('admin_order_refunds'),
);

const orderPayments = preparedPerDatabase((db) =>
  db
    .select()
    .from(payments)
    .where(eq(payments.submissionId, orderId))
    .orderBy(asc(payments.createdAt), asc(payments.id))
    .prepare('admin_order_payments'),
);

const orderAnnotations = preparedPerDatabase((db) =>
  db
    .select({
      document: { id: documents.id, fileName: documents.fileName, sizeBytes: documents.sizeBytes },
      round: reviews.round,
    })
    .from(reviews)
    .innerJoin(documents, eq(documents.id, reviews.annotatedDocumentId))
    .where(eq(reviews.submissionId, orderId))
    .orderBy(asc(reviews.round))
    .prepare('admin_order_annotations'),
);

const orderDrafts = preparedPerDatabase((db) =>
  db
    .select({ number: statementDrafts.number, voice: statementDrafts.voice })
    .from(statementDrafts)
    .where(eq(statementDrafts.submissionId, orderId))
    .orderBy(asc(statementDrafts.number))
    .prepare('admin_order_drafts'),
);

async function moneyOf(db: Database, id: string) {
  const [refundRows, paymentRows] = await Promise.all([
    orderRefunds(db).execute({ id }),
    orderPayments(db).execute({ id }),
  ]);
  const refundViews = refundRows.map(({ refund, actor }) => ({
    id: refund.id,
    paymentId: refund.paymentId,
    amountCents: refund.amountCents,
    reason: refund.reason,
    actorId: refund.actorId,
    actorName: actor ? displayName(actor) : null,
    createdAt: refund.createdAt.toISOString(),
  }));
  return {
    refunds: refundViews,
    refundableCents: paymentRows.reduce((sum, p) => sum + refundableCents(p), 0),
    payments: paymentRows.map((p) => ({
      id: p.id,
      purpose: p.purpose,
      addOns: p.addOns,
      amountCents: p.amountCents,
      refundedCents: p.refundedCents,
      status: p.status,
      provider: p.provider,
      createdAt: p.createdAt.toISOString(),
      succeededAt: iso(p.succeededAt),
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
  annotations: Awaited<ReturnType<ReturnType<typeof orderAnnotations>['execute']>>,
) {
  return [
    ...(statement ? [{ document: statement, round: null, kind: 'statement' as const }] : []),
    ...annotations.map((a) => ({ ...a, kind: 'annotation' as const })),
  ].map(({ document, round, kind }) => ({
    kind,
    url: `/api/documents/${document.id}`,
    fileName: document.fileName,
    sizeBytes: document.sizeBytes,
    round,
  }));
}

/**
 * Everything about one order for an admin: people, event log, money, thread, files, rounds. The
 * order and its parts are read side by side (one round trip); a 404 when there is no order.
 */
export async function getOrderDetail(ctx: ActorContext, id: string): Promise<AdminOrderDetail> {
  const { db } = ctx;
  const [[row], events, money, messages, annotations, voice] = await Promise.all([
    orderWithPeople(db).execute({ id }),
    orderEventsOf(db).execute({ id }),
    moneyOf(db, id),
    threadMessages(db, id),
    orderAnnotations(db).execute({ id }),
    voiceOf(db, id),
  ]);
  if (!row) throw new AppError('not_found', 'This order does not exist.');
  const rounds = toRounds(row.rounds, { includeDraft: true });
  const { order, applicant, statement } = row;
  return {
    order: {
      ...toDetail({
        submission: order,
        document: statement
          ? {
              fileName: statement.fileName,
              wordCount: statement.wordCount,
              sizeBytes: statement.sizeBytes,
            }
          : null,
        reviewer: row.reviewer
          ? { firstName: row.reviewer.firstName, lastName: row.reviewer.lastName }
          : null,
      }),
      orderNumber: orderNumber(order.id),
      round: order.round,
      assignedAt: iso(order.assignedAt),
      deliveredAt: iso(order.deliveredAt),
      updatedAt: order.updatedAt.toISOString(),
    },
    applicant: person(applicant),
    reviewer: row.reviewer ? { ...person(row.reviewer), lawSchool: row.lawSchool ?? null } : null,
    events: events.map(({ event, actor }) => ({
      id: event.id,
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      note: event.note,
      actorId: event.actorId,
      actorName: actor ? displayName(actor) : null,
      createdAt: event.createdAt.toISOString(),
    })),
    ...money,
    messages,
    documents: documentsOf(statement, annotations),
    reviews: rounds,
    voice,
  };
}

/** The voice measure of each revised draft of the order (docs/product.md §6). */
async function voiceOf(db: Database, id: string) {
  const drafts = await orderDrafts(db).execute({ id });
  return drafts.map(({ number, voice }) => ({
    draft: number,
    ownPercent: ownPercent(voice),
    adoptedWords: voice.adoptedWords,
    totalWords: voice.totalWords,
  }));
}
