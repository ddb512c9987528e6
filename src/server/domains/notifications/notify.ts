import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { preparedPerDatabase } from '../../db/prepared-query.js';
import { notifications, outboxEmails, users } from '../../db/schema/index.js';
import { contactColumns } from '../auth/users.js';
import { renderEmail, type EmailContent } from './email-template.js';
import { outboxValues } from './outbox.js';

export interface Notice {
  email: EmailContent;
  /** The in-app line behind the header's bell; its link is the email's action, if any. */
  inApp: { title: string; body: string };
}

const placeholder = sql.placeholder;

/** The email and the in-app line of a notice, written in one statement. */
const noticeInsert = preparedPerDatabase((db) => {
  const email = db.$with('email').as(
    db
      .insert(outboxEmails)
      .values(
        outboxValues(
          {
            to: placeholder('to'),
            subject: placeholder('subject'),
            text: placeholder('text'),
            html: placeholder('html'),
          },
          placeholder('now'),
        ),
      )
      .returning({ id: outboxEmails.id }),
  );
  return db
    .with(email)
    .insert(notifications)
    .values({
      userId: placeholder('user'),
      title: placeholder('title'),
      body: placeholder('body'),
      link: placeholder('link'),
      createdAt: placeholder('now'),
    })
    .prepare('notice');
});

/** Whom a notice goes to: their id (the in-app line) and address (the email). */
export interface Recipient {
  id: string;
  email: string;
}

/** The person a notice goes to, by id: an address and a name, no sign-in secrets. */
export async function findRecipient(db: Database, userId: string) {
  const [recipient] = await db.select(contactColumns).from(users).where(eq(users.id, userId));
  if (!recipient) throw new Error(`no user ${userId} to notify`);
  return recipient;
}

/**
 * Tells a person something by email and in the app. Pass the transaction of the change
 * that causes it (docs/product.md §8 Notifications: no notice without its change, none lost).
 */
export async function notifyUser(
  db: Database,
  user: Recipient,
  notice: Notice,
  now: Date,
): Promise<void> {
  const { subject, text, html } = renderEmail(notice.email);
  await noticeInsert(db).execute({
    to: user.email,
    subject,
    text,
    html,
    now,
    user: user.id,
    title: notice.inApp.title,
    body: notice.inApp.body,
    link: notice.email.action?.url ? new URL(notice.email.action.url).pathname : null,
  });
}
