import { eq } from 'drizzle-orm';
import { supportTopicLabels, type ContactBody } from '../../../shared/schemas/support.js';
import { notifications, supportRequests, users } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { enqueueEmail } from '../notifications/outbox.js';
import { guardContactRate } from './contact-throttle.js';

export interface ContactRequest extends ContactBody {
  /** The sender's address, for the per-address limit. */
  ip: string;
  /** The signed-in sender, or null for a visitor. */
  userId: string | null;
}

/**
 * Stores a contact-form message (within the sender address's limit) and tells every admin, by
 * email and in-app notice. One transaction: the request, its emails and its notices exist
 * together or not at all, so a message is never stored without anyone being told
 * (docs/product.md §8 Notifications).
 */
export async function sendContactRequest(
  ctx: Deps,
  input: ContactRequest,
): Promise<{ id: string; adminsNotified: number }> {
  await guardContactRate(ctx, input.ip);
  const { userId } = input;
  const topic = supportTopicLabels[input.topic];
  return ctx.db.transaction(async (tx) => {
    const [request] = await tx
      .insert(supportRequests)
      .values({
        userId,
        name: input.name,
        email: input.email,
        topic: input.topic,
        message: input.message,
        createdAt: ctx.clock(),
      })
      .returning({ id: supportRequests.id });

    const admins = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.role, 'admin'));

    const sender = `${input.name} <${input.email}>`;
    for (const admin of admins) {
      // The outbox has no Reply-To header, so the email says where to answer instead.
      await enqueueEmail(tx, admin.email, {
        subject: `New support request: ${topic}`,
        heading: 'New support request',
        paragraphs: [
          `From: ${sender}${userId ? ' (signed in)' : ' (not signed in)'}`,
          `Topic: ${topic}`,
          input.message,
          `To answer, write to ${input.email}. Replying to this email does not reach the sender.`,
        ],
        action: {
          label: `Reply to ${input.name}`,
          url: `mailto:${input.email}?subject=${encodeURIComponent(`Re: ${topic}`)}`,
        },
      });
    }
    if (admins.length > 0) {
      await tx.insert(notifications).values(
        admins.map((admin) => ({
          userId: admin.id,
          title: 'New support request',
          body: `${topic}, from ${sender}`,
          // No in-app page lists support requests yet; the email carries the message.
          link: null,
          createdAt: ctx.clock(),
        })),
      );
    }
    return { id: request!.id, adminsNotified: admins.length };
  });
}
