import { asc, eq } from 'drizzle-orm';
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
import type { ActorContext } from '../../deps.js';
import { listMessages } from '../messages/thread.js';
import { refundableCents } from '../payments/refundable.js';
import { listRounds } from '../reviews/rounds.js';
import { toDetail } from '../submissions/submission-view.js';

const reviewer = alias(users, 'reviewer');
const iso = (date: Date | null) => date?.toISOString() ?? null;
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

async function moneyOf(db: Database, id: string) {
  const refundRows = await db
    .select({ refund: refunds, actor: users })
    .from(refunds)
    .leftJoin(users, eq(users.id, refunds.actorId))
    .where(eq(refunds.submissionId, id))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
  const refundViews = refundRows.map(({ refund, actor }) => ({
    id: refund.id,
    paymentId: refund.paymentId,
    amountCents: refund.amountCents,
    reason: refund.reason,
    actorId: refund.actorId,
    actorName: actor ? displayName(actor) : null,
    createdAt: refund.createdAt.toISOString(),
  }));
  const paymentRows = await db
    .select()
    .from(payments)
    .where(eq(payments.submissionId, id))
    .orderBy(asc(payments.createdAt), asc(payments.id));
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

type DocumentRow = typeof documents.$inferSelect;

async function documentsOf(db: Database, statement: DocumentRow | undefined, orderId: string) {
  const annotations = await db
    .select({ document: documents, round: reviews.round })
    .from(reviews)
    .innerJoin(documents, eq(documents.id, reviews.annotatedDocumentId))
    .where(eq(reviews.submissionId, orderId))
    .orderBy(asc(reviews.round));
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

/** Everything about one order for an admin: people, event log, money, thread, files, rounds. */
export async function getOrderDetail(ctx: ActorContext, id: string): Promise<AdminOrderDetail> {
  const { db } = ctx;
  const [row] = await db
    .select({ order: submissions, applicant: users, reviewer, profile: reviewerProfiles })
    .from(submissions)
    .innerJoin(users, eq(users.id, submissions.applicantId))
    .leftJoin(reviewer, eq(reviewer.id, submissions.reviewerId))
    .leftJoin(reviewerProfiles, eq(reviewerProfiles.userId, submissions.reviewerId))
    .where(eq(submissions.id, id));
  if (!row) throw new AppError('not_found', 'This order does not exist.');
  const { order, applicant, profile } = row;
  const [statement] = order.documentId
    ? await db.select().from(documents).where(eq(documents.id, order.documentId))
    : [];
  const events = await db
    .select({ event: orderEvents, actor: users })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.actorId))
    .where(eq(orderEvents.submissionId, id))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
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
    reviewer: row.reviewer
      ? { ...person(row.reviewer), lawSchool: profile?.lawSchool ?? null }
      : null,
    events: events.map(({ event, actor }) => ({
      id: event.id,
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      note: event.note,
      actorId: event.actorId,
      actorName: actor ? displayName(actor) : null,
      createdAt: event.createdAt.toISOString(),
    })),
    ...(await moneyOf(db, id)),
    messages: await listMessages(ctx, id),
    documents: await documentsOf(db, statement, order.id),
    reviews: await listRounds(db, id, { includeDraft: true }),
    voice: await voiceOf(db, id),
  };
}

/** The voice measure of each revised draft of the order (docs/product.md §6). */
async function voiceOf(db: Database, id: string) {
  const drafts = await db
    .select({ number: statementDrafts.number, voice: statementDrafts.voice })
    .from(statementDrafts)
    .where(eq(statementDrafts.submissionId, id))
    .orderBy(asc(statementDrafts.number));
  return drafts.map(({ number, voice }) => ({
    draft: number,
    ownPercent: ownPercent(voice),
    adoptedWords: voice.adoptedWords,
    totalWords: voice.totalWords,
  }));
}
