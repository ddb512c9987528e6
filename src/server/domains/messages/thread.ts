import { and, asc, eq, sql } from 'drizzle-orm';
import { orderNumber, orderPagePath } from '../../../shared/domain/order-number.js';
import { displayName } from '../../../shared/domain/names.js';
import { AppError } from '../../../shared/errors.js';
import { mayPostInThread, READ_ONLY_THREAD_MESSAGE } from '../../../shared/domain/threads.js';
import type { ThreadMessage } from '../../../shared/schemas/reviews.js';
import type { Database } from '../../db/client.js';
import { alias } from 'drizzle-orm/pg-core';
import { correlated } from '../../db/correlated.js';
import { messages, submissions, users } from '../../db/schema/index.js';
import { preparedPerDatabase } from '../../db/prepared-query.js';
import { withDb, type ActorContext } from '../../deps.js';
import { recordAudit } from '../admin/audit.js';
import { findRecipient, notifyUser } from '../notifications/notify.js';
import {
  NOT_YOURS_TO_SEE,
  findParticipantOrder,
  participantOf,
} from '../submissions/participant.js';
import { withFields } from '../../with-fields.js';
import { contactColumns } from '../auth/users.js';
import { guardMessageRate } from './message-throttle.js';

/** A thread's messages with their authors' names and roles, prepared once per database. */
const threadOf = preparedPerDatabase((db) =>
  db
    .select({
      message: messages,
      author: { ...contactColumns, role: users.role },
    })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.authorId))
    .where(eq(messages.submissionId, sql.placeholder('id')))
    .orderBy(asc(messages.createdAt), asc(messages.id))
    .prepare('thread_messages'),
);

/** A message as the thread shows it, from its row and its author's. */
function toThreadMessage(
  message: { id: string; body: string; createdAt: Date },
  author: {
    id: string;
    email: string;
    firstName: string | null;
    lastName: string | null;
    role: ThreadMessage['authorRole'];
  },
): ThreadMessage {
  return {
    id: message.id,
    authorId: author.id,
    authorName: displayName(author),
    authorRole: author.role,
    body: message.body,
    createdAt: message.createdAt.toISOString(),
  };
}

const author = alias(users, 'author');
/** The author's table in a FROM written in SQL: an alias in a template names itself only. */
const authorTable = sql`${users} ${sql.identifier('author')}`;

/** A message as JSON holds it: its time is text. */
export interface MessageJson {
  id: string;
  body: string;
  createdAt: string;
  author: Parameters<typeof toThreadMessage>[1];
}

/**
 * The thread of the order in the statement's `submissions` row, oldest first, as JSON, for a
 * view that reads an order's parts in its row (the admin's order detail). toThreadMessages
 * reads it.
 */
export const messagesOfOrder = correlated(sql<MessageJson[]>`(select coalesce(json_agg(
    json_build_object(
      'id', ${messages.id},
      'body', ${messages.body},
      'createdAt', ${messages.createdAt},
      'author', json_build_object('id', ${author.id}, 'email', ${author.email},
        'firstName', ${author.firstName}, 'lastName', ${author.lastName}, 'role', ${author.role})
    ) order by ${messages.createdAt}, ${messages.id}), '[]'::json)
  from ${messages} join ${authorTable} on ${author.id} = ${messages.authorId}
  where ${messages.submissionId} = ${submissions.id})`);

export function toThreadMessages(json: MessageJson[]): ThreadMessage[] {
  return json.map(({ author, createdAt, ...message }) =>
    toThreadMessage(withFields(message, { createdAt: new Date(createdAt) }), author),
  );
}

/** The order's thread, oldest first, for its applicant, its reviewer and admins. */
export async function listMessages(
  ctx: ActorContext,
  submissionId: string,
): Promise<ThreadMessage[]> {
  await findParticipantOrder(ctx, submissionId);
  return threadMessages(ctx.db, submissionId);
}

/** An order's thread, oldest first, without a check of who asks (the caller's job). */
export async function threadMessages(db: Database, submissionId: string): Promise<ThreadMessage[]> {
  const rows = await threadOf(db).execute({ id: submissionId });
  return rows.map(({ message, author }) => toThreadMessage(message, author));
}

const NO_REVIEWER_MESSAGE = 'No reviewer is assigned to this order yet. Assign one first.';

/**
 * Posts to the thread and tells the other participants by email and in the app; answers the
 * thread, read without checking the caller again (writeMessage's participant check did).
 */
export async function postMessage(
  ctx: ActorContext,
  input: { id: string; body: string; requestId?: string },
) {
  await writeMessage(ctx, input);
  return threadMessages(ctx.db, input.id);
}

export const REQUEST_ID_USED_MESSAGE =
  'This message was already sent on another order. Reload the page and send it again.';

/**
 * postMessage's write. `toReviewer` (an admin's "Contact Reviewer"): refused, with nothing
 * written, when the order has no reviewer at that moment. An admin's message is an admin
 * action, audited with it whichever way it was sent. A message sent again under the same
 * `requestId` (its answer was lost) is neither posted nor told twice.
 */
export async function writeMessage(
  ctx: ActorContext,
  input: { id: string; body: string; requestId?: string; toReviewer?: boolean },
): Promise<void> {
  const { actor } = ctx;
  const { id: submissionId, body } = input;
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    // Who takes part, read and held still in one statement while the message is written: an
    // order reassigned meanwhile tells its new reviewer, and one the caller no longer takes
    // part in is refused. Only a participant's row is locked.
    const [submission] = await tx
      .select({ applicantId: submissions.applicantId, reviewerId: submissions.reviewerId })
      .from(submissions)
      .where(and(eq(submissions.id, submissionId), participantOf(actor)))
      .for('share');
    if (!submission) throw new AppError('not_found', NOT_YOURS_TO_SEE);
    if (!mayPostInThread(actor, submission)) {
      throw new AppError('forbidden', READ_ONLY_THREAD_MESSAGE);
    }
    if (input.toReviewer && !submission.reviewerId)
      throw new AppError('conflict', NO_REVIEWER_MESSAGE);
    const posted = await tx
      .insert(messages)
      .values({
        submissionId,
        authorId: actor.id,
        body,
        createdAt: now,
        requestId: input.requestId,
      })
      .onConflictDoNothing({ target: [messages.authorId, messages.requestId] })
      .returning({ id: messages.id });
    // Sent again after its answer was lost: it is in the thread already, and everyone was told.
    // The same id on another order's message is no repeat of this one.
    if (posted.length === 0) {
      const [earlier] = await tx
        .select({ submissionId: messages.submissionId })
        .from(messages)
        .where(and(eq(messages.authorId, actor.id), eq(messages.requestId, input.requestId!)));
      if (earlier?.submissionId === submissionId) return;
      throw new AppError('conflict', REQUEST_ID_USED_MESSAGE);
    }
    // Admins' messages are audited actions; everyone else's are counted (docs/product.md §7).
    if (actor.role !== 'admin') {
      await guardMessageRate(withDb(ctx, tx), { authorId: actor.id, submissionId });
    }
    if (actor.role === 'admin')
      await recordAudit(tx, {
        actorId: actor.id,
        action: input.toReviewer ? 'order.contact_reviewer' : 'order.message',
        targetType: 'submission',
        targetId: submissionId,
        details: input.toReviewer
          ? { reviewerId: submission.reviewerId, message: body }
          : { message: body },
        at: now,
      });
    const recipientIds = [submission.applicantId, submission.reviewerId].filter(
      (id): id is string => Boolean(id) && id !== actor.id,
    );
    const number = orderNumber(submissionId);
    for (const id of recipientIds) {
      const link = orderPagePath(
        id === submission.reviewerId ? 'reviewer' : 'applicant',
        submissionId,
      );
      await notifyUser(
        tx,
        await findRecipient(tx, id),
        {
          email: {
            subject: `New message on order #${number}`,
            heading: `${displayName(actor)} wrote about order #${number}`,
            paragraphs: [body],
            action: { label: 'Reply', url: `${ctx.config.publicUrl}${link}` },
          },
          inApp: { title: `New message on order #${number}`, body: body.slice(0, 140) },
        },
        now,
      );
    }
  });
}
