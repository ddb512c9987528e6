import type { OutboxEmail, OutboxPage, OutboxStatus } from '../../../shared/schemas/admin.js';
import { placeholderPosition, toPage } from '../../db/page-cursor.js';
import { newestFirstPage, pageName, preparedPages } from '../../db/prepared-query.js';
import { outboxEmails } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { HIDDEN_LINK, scrubOneTimeLinks } from '../notifications/outbox.js';

type OutboxRow = typeof outboxEmails.$inferSelect;

/** Sent once it has a sending time; failed while its last try's error stands; else queued. */
function statusOf(row: OutboxRow): OutboxStatus {
  if (row.sentAt) return 'sent';
  return row.lastError ? 'failed' : 'queued';
}

function toOutboxEmail(row: OutboxRow): OutboxEmail {
  return {
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    status: statusOf(row),
    attempts: row.attempts,
    lastError: row.lastError,
    transport: row.transport,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    nextAttemptAt: row.sentAt ? null : row.nextAttemptAt.toISOString(),
    // A sent email's one-time links are already '[sent]'; an unsent one's are still live
    // credentials (a password reset), which nobody reading the outbox may use.
    textBody: scrubOneTimeLinks(row.textBody, HIDDEN_LINK),
  };
}

const outboxPages = preparedPages((db, page) =>
  newestFirstPage(db.select().from(outboxEmails).$dynamic(), outboxEmails, page).prepare(
    pageName('outbox', page),
  ),
);

/** The email outbox, newest first, page by page (the admin page and `npm run cli -- outbox`). */
export async function listOutbox(
  ctx: Deps,
  query: { cursor?: string; limit: number },
): Promise<OutboxPage> {
  const rows = await outboxPages(ctx.db, query).execute(placeholderPosition(query.cursor));
  const page = toPage(rows, query.limit, (row) => row);
  return { nextCursor: page.nextCursor, items: page.items.map(toOutboxEmail) };
}

/** '2026-11-02 10:00 UTC': a terminal has no time zone of the reader's. */
function utcTime(iso: string): string {
  return `${iso.slice(0, 16).replace('T', ' ')} UTC`;
}

function statusLine(email: OutboxEmail): string {
  if (email.status === 'sent') {
    const how = email.transport === 'log' ? ' (printed to the log: no SMTP)' : ' (SMTP)';
    return `sent ${utcTime(email.sentAt!)}${how}`;
  }
  const tries = `${email.attempts} ${email.attempts === 1 ? 'try' : 'tries'}`;
  const next = email.nextAttemptAt ? `, next try ${utcTime(email.nextAttemptAt)}` : '';
  if (email.status === 'failed') return `failed after ${tries}${next}: ${email.lastError}`;
  return `queued (${tries}${next})`;
}

/** The emails as a terminal shows them: a header block, then the text body, separated. */
export function outboxAsText(emails: OutboxEmail[]): string {
  if (emails.length === 0) return 'The outbox is empty: no email has been queued yet.';
  const rule = '='.repeat(72);
  return emails
    .map((email, index) =>
      [
        `${rule}`,
        `Email ${index + 1} of ${emails.length}, newest first`,
        `To:      ${email.to}`,
        `Subject: ${email.subject}`,
        `Status:  ${statusLine(email)}`,
        `Queued:  ${utcTime(email.createdAt)}`,
        '-'.repeat(72),
        email.textBody.trimEnd(),
      ].join('\n'),
    )
    .concat(rule)
    .join('\n');
}
