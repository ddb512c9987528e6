import { asc, eq, sql } from 'drizzle-orm';
import { orderNumber, orderPagePath } from '../../../shared/domain/order-number.js';
import { displayName } from '../../../shared/domain/names.js';
import type { ThreadMessage } from '../../../shared/schemas/reviews.js';
import type { Database } from '../../db/client.js';
import { messages, users } from '../../db/schema/index.js';
import { preparedPerDatabase } from '../../db/prepared-query.js';
import type { ActorContext } from '../../deps.js';
import { notifyUser } from '../notifications/notify.js';
import { findParticipantOrder } from '../submissions/participant.js';

/** A thread's messages with their authors' names and roles, prepared once per database. */
const threadOf = preparedPerDatabase((db) =>
  db
    .select({
      message: messages,
      author: {
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        role: users.role,
      },
    })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.authorId))
    .where(eq(messages.submissionId, sql.placeholder('id')))
    .orderBy(asc(messages.createdAt), asc(messages.id))
    .prepare('thread_messages'),
);

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
  return rows.map(({ message, author }) => ({
    id: message.id,
    authorId: author.id,
    authorName: displayName(author),
    authorRole: author.role,
    body: message.body,
    createdAt: message.createdAt.toISOString(),
  }));
}

/** Posts to the thread and tells the other participants by email and in the app. */
export async function postMessage(ctx: ActorContext, input: { id: string; body: string }) {
  const { actor } = ctx;
  const { id: submissionId, body } = input;
  const { submission } = await findParticipantOrder(ctx, submissionId);
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    await tx.insert(messages).values({ submissionId, authorId: actor.id, body, createdAt: now });
    const recipientIds = [submission.applicantId, submission.reviewerId].filter(
      (id): id is string => Boolean(id) && id !== actor.id,
    );
    const number = orderNumber(submissionId);
    for (const id of recipientIds) {
      const [recipient] = await tx.select().from(users).where(eq(users.id, id));
      const link = orderPagePath(
        id === submission.reviewerId ? 'reviewer' : 'applicant',
        submissionId,
      );
      await notifyUser(
        tx,
        recipient!,
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
  return listMessages(ctx, submissionId);
}
