import type { Placeholder } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { outboxEmails } from '../../db/schema/index.js';
import { renderEmail, type EmailContent } from './email-template.js';

/** What a delivered one-time link is replaced with in the stored copy. */
export const SENT_LINK = '[sent]';
// A link with a `token` parameter (password reset) is a credential until used. In HTML the
// '&' before it is escaped as '&#38;'.
const ONE_TIME_LINK = /https?:\/\/[^\s"'<>]*[?&;]token=[^\s"'<>]*/gi;

/** What an unsent one-time link shows as when the outbox is read (admin page, CLI). */
export const HIDDEN_LINK = '[one-time link hidden]';

/**
 * The body without working one-time links: the outbox keeps no credential once it is sent, and
 * nobody reading it (an admin) sees one before.
 */
export function scrubOneTimeLinks(body: string, replacement: string = SENT_LINK): string {
  return body.replace(ONE_TIME_LINK, replacement);
}

/**
 * Queues an email. Pass the transaction of the change that causes it, so the notice
 * exists exactly when the change does; a delivery job sends it.
 */
export async function enqueueEmail(
  db: Database,
  to: string,
  content: EmailContent,
  now: Date = new Date(),
): Promise<void> {
  await db.insert(outboxEmails).values(outboxValues({ to, ...renderEmail(content) }, now));
}

/** A rendered email's outbox row, due at once (values, or a prepared statement's placeholders). */
export function outboxValues(
  email: Record<'to' | 'subject' | 'text' | 'html', string | Placeholder>,
  now: Date | Placeholder,
) {
  return {
    toAddress: email.to,
    subject: email.subject,
    textBody: email.text,
    htmlBody: email.html,
    createdAt: now,
    nextAttemptAt: now,
  };
}
