import type { Database } from '../../db/client.js';
import { outboxEmails } from '../../db/schema/index.js';
import { renderEmail, type EmailContent } from './email-template.js';

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
