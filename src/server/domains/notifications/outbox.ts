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
  const { subject, text, html } = renderEmail(content);
  await db.insert(outboxEmails).values({
    toAddress: to,
    subject,
    textBody: text,
    htmlBody: html,
    createdAt: now,
    nextAttemptAt: now,
  });
}
