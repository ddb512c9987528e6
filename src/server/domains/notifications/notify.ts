import type { Database } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';
import type { EmailContent } from './email-template.js';
import { enqueueEmail } from './outbox.js';

export interface Notice {
  email: EmailContent;
  /** The in-app line behind the header's bell; its link is the email's action, if any. */
  inApp: { title: string; body: string };
}

/**
 * Tells a person something by email and in the app. Pass the transaction of the change
 * that causes it (docs/product.md §8 Notifications: no notice without its change, none lost).
 */
export async function notifyUser(
  db: Database,
  user: { id: string; email: string },
  notice: Notice,
  now: Date,
): Promise<void> {
  await enqueueEmail(db, user.email, notice.email, now);
  const link = notice.email.action?.url ? new URL(notice.email.action.url).pathname : null;
  await db.insert(notifications).values({
    userId: user.id,
    title: notice.inApp.title,
    body: notice.inApp.body,
    link,
    createdAt: now,
  });
}
