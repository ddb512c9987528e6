import type { Database } from '../../db/client.js';
import { outboxEmails } from '../../db/schema/index.js';
import { renderEmail, type EmailContent } from './email-template.js';

/** What a delivered one-time link is replaced with in the stored copy. */
export const SENT_LINK = '[sent]';
// A link with a `token` parameter (password reset) is a credential until used. In HTML the
// '&' before it is escaped as '&#38;'.
const ONE_TIME_LINK = /https?:\/\/[^\s"'<>]*[?&;]token=[^\s"'<>]*/gi;

/** The body without working one-time links: the outbox keeps no credential once it is sent. */
export function scrubOneTimeLinks(body: string): string {
  return body.replace(ONE_TIME_LINK, SENT_LINK);
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
