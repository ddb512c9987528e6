import { and, asc, eq, like } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.js';
import { outboxEmails } from '../../src/server/db/schema/index.js';

/** The emails queued for an address whose subject starts so, oldest first. */
export function mailsTo(db: Database, address: string, subjectStart: string) {
  return db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.toAddress, address), like(outboxEmails.subject, `${subjectStart}%`)))
    .orderBy(asc(outboxEmails.createdAt));
}
