import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { preparedPerDatabase } from '../../db/prepared-query.js';
import { submissions, users } from '../../db/schema/index.js';

/** An order with its applicant's id and address, whom its changes' notices go to. */
const selectOrderWithApplicant = (db: Database) =>
  db
    .select({ submission: submissions, user: { id: users.id, email: users.email } })
    .from(submissions)
    .innerJoin(users, eq(users.id, submissions.applicantId))
    .where(eq(submissions.id, sql.placeholder('id')));

const orderWithApplicant = preparedPerDatabase((db) =>
  selectOrderWithApplicant(db).prepare('order_with_applicant'),
);
/** The same, with the order's row locked for the rest of the transaction. */
const lockedOrderWithApplicant = preparedPerDatabase((db) =>
  selectOrderWithApplicant(db)
    .for('update', { of: submissions })
    .prepare('order_with_applicant_locked'),
);

/** The order with its applicant, or null when there is no such order. */
export async function findOrderWithApplicant(db: Database, submissionId: string) {
  const [row] = await orderWithApplicant(db).execute({ id: submissionId });
  return row ?? null;
}

/** findOrderWithApplicant, locking the order's row (call it in a transaction). */
export async function lockOrderWithApplicant(db: Database, submissionId: string) {
  const [row] = await lockedOrderWithApplicant(db).execute({ id: submissionId });
  return row ?? null;
}

export type OrderWithApplicant = NonNullable<Awaited<ReturnType<typeof findOrderWithApplicant>>>;
