import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { outboxEmails } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import type { MailTransport } from './mail-transport.js';
import { scrubOneTimeLinks } from './outbox.js';

/** Deps of the delivery job: the mail transport, built once at startup. */
export interface MailDeps extends Deps {
  mail: MailTransport;
}

/**
 * A claimed message is not offered to another process for this long; one send is bounded well
 * below it by the SMTP transport's deadline (SMTP_SEND_DEADLINE_MS).
 */
export const DELIVERY_LEASE_MS = 5 * 60 * 1000;
const BATCH_SIZE = 20;

/** 1 min, 2, 4, ... capped at 1 hour: retried until delivered. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60 * 60 * 1000, 60 * 1000 * 2 ** Math.max(0, attempts - 1));
}

/**
 * Claims due messages with a lease (so N processes never send the same one), sends them,
 * and records the outcome. Sending happens outside any transaction: a slow mail server
 * must not hold database locks. A failed send ends the batch, whose other messages go back.
 */
export async function deliverOutbox(ctx: MailDeps): Promise<{ sent: number; failed: number }> {
  const { mail: transport } = ctx;
  const now = ctx.clock();
  const due = ctx.db
    .select({ id: outboxEmails.id })
    .from(outboxEmails)
    .where(and(isNull(outboxEmails.sentAt), lte(outboxEmails.nextAttemptAt, now)))
    .orderBy(asc(outboxEmails.createdAt))
    .limit(BATCH_SIZE)
    .for('update', { skipLocked: true });
  const claimed = await ctx.db
    .update(outboxEmails)
    .set({
      attempts: sql`${outboxEmails.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + DELIVERY_LEASE_MS),
    })
    .where(inArray(outboxEmails.id, due))
    .returning();
  // Oldest first, as claimed: UPDATE ... RETURNING keeps no order.
  claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());

  let sent = 0;
  let failed = 0;
  for (const [index, mail] of claimed.entries()) {
    // The batch's lease is renewed for each message, and only if it is still ours: a slow mail
    // server could otherwise outlast it, and another process would send the rest again.
    const [held] = await ctx.db
      .update(outboxEmails)
      .set({ nextAttemptAt: new Date(ctx.clock().getTime() + DELIVERY_LEASE_MS) })
      .where(
        and(
          eq(outboxEmails.id, mail.id),
          isNull(outboxEmails.sentAt),
          eq(outboxEmails.nextAttemptAt, mail.nextAttemptAt),
        ),
      )
      .returning({ id: outboxEmails.id });
    if (!held) continue;
    try {
      await transport.send({
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody,
      });
      await ctx.db
        .update(outboxEmails)
        .set({
          sentAt: ctx.clock(),
          transport: transport.kind,
          lastError: null,
          textBody: scrubOneTimeLinks(mail.textBody),
          htmlBody: scrubOneTimeLinks(mail.htmlBody),
        })
        .where(eq(outboxEmails.id, mail.id));
      sent++;
    } catch (error) {
      await ctx.db
        .update(outboxEmails)
        .set({
          lastError: (error as Error).message.slice(0, 500),
          nextAttemptAt: new Date(ctx.clock().getTime() + retryDelayMs(mail.attempts)),
        })
        .where(eq(outboxEmails.id, mail.id));
      failed++;
      // Most likely the mail server is down: each of the others would wait out its own timeout,
      // and the process's other jobs (refunds, alerts) with them. They are due again at once.
      await giveBack(ctx, claimed.slice(index + 1));
      break;
    }
  }
  return { sent, failed };
}

/** Ends the lease on claimed messages not tried (where it is still ours): not counted as tried. */
async function giveBack(ctx: MailDeps, untried: { id: string; nextAttemptAt: Date }[]) {
  const lease = untried[0]?.nextAttemptAt;
  if (!lease) return;
  await ctx.db
    .update(outboxEmails)
    .set({ attempts: sql`${outboxEmails.attempts} - 1`, nextAttemptAt: ctx.clock() })
    .where(
      and(
        inArray(
          outboxEmails.id,
          untried.map((mail) => mail.id),
        ),
        isNull(outboxEmails.sentAt),
        eq(outboxEmails.nextAttemptAt, lease),
      ),
    );
}
