import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { addOnIds } from '../../../shared/domain/add-ons.js';
import {
  payableStatuses,
  paymentStatuses,
  retiredStatuses,
} from '../../../shared/domain/payment-status.js';
import { literalList } from '../literal-list.js';
import { submissionStatuses } from '../../../shared/domain/order-status.js';
import { users } from './auth.js';
import { counterShard, timestamptz } from './columns.js';
import { submissions } from './submissions.js';

export const paymentPurposes = ['order', 'add_ons'] as const;
export { paymentStatuses };

/** One charge: the order itself, or add-ons bought after ordering. Amounts in cents. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: paymentPurposes }).notNull(),
    addOns: text('add_ons', { enum: addOnIds })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    amountCents: integer('amount_cents').notNull(),
    /** What the processor reported taking when it reported success. */
    receivedCents: integer('received_cents'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    currency: text('currency').notNull().default('usd'),
    provider: text('provider', { enum: ['test', 'stripe'] }).notNull(),
    providerIntentId: text('provider_intent_id').notNull(),
    clientSecret: text('client_secret').notNull(),
    status: text('status', { enum: paymentStatuses }).notNull().default('requires_payment'),
    failureMessage: text('failure_message'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    succeededAt: timestamptz('succeeded_at'),
  },
  (table) => [
    uniqueIndex('payments_intent_key').on(table.provider, table.providerIntentId),
    // One order charge per submission: asking again reuses its intent. A charge refunded
    // without paying for the order (held money given back) leaves the draft payable again, as
    // does one cancelled because it was opened with the other provider (repriceOrderIntent).
    uniqueIndex('payments_one_order_charge')
      .on(table.submissionId)
      .where(sql.raw(`purpose = 'order' and status not in (${literalList(retiredStatuses)})`)),
    // One payable add-on checkout per order, so the same add-on cannot be paid for twice.
    uniqueIndex('payments_one_open_add_on_charge')
      .on(table.submissionId)
      .where(sql.raw(`purpose = 'add_ons' and status in (${literalList(payableStatuses)})`)),
    index('payments_submission_idx').on(table.submissionId),
    // With the amount, a month's revenue is summed from the index alone (an index-only scan).
    index('payments_succeeded_idx').on(table.succeededAt, table.amountCents),
  ],
);

/** Money given back: by an admin, by the guarantee, or seen at the provider. */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    /** Null when the system refunded (the guarantee) or the provider reported it. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /**
     * Whether the payment it gives back had succeeded, and so was counted as money taken. A
     * held payment never was: its refund is not counted as money given back either.
     */
    ofCaptured: boolean('of_captured').notNull().default(true),
    /**
     * The admin's refund request it belongs to (one per opening of the refund dialog), so a
     * request repeated after its answer was lost is recognized instead of refunding again.
     * Null for the guarantee's and the provider's refunds.
     */
    requestId: uuid('request_id'),
  },
  (table) => [
    index('refunds_submission_idx').on(table.submissionId),
    index('refunds_created_idx').on(table.createdAt, table.amountCents),
    uniqueIndex('refunds_request_key').on(table.requestId, table.paymentId),
  ],
);

/**
 * Money taken per UTC day: payments by the day they succeeded, refunds by the day they were
 * made. Kept by triggers on payments and refunds (migration 0017), so a month's takings are at
 * most 31 days at any volume. `day` is a date, not an instant: the benchmark shifts every
 * timestamp column of a reused seed, and the counters must follow the rows, not move too.
 * Each day is split into shards (counterShard): read the sum over them.
 */
export const dailyTakings = pgTable(
  'daily_takings',
  {
    day: date('day', { mode: 'string' }).notNull(),
    shard: counterShard(),
    capturedCents: bigint('captured_cents', { mode: 'number' }).notNull().default(0),
    refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.shard] })],
);

/** Provider events already applied, by id: a replayed webhook changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('payment_events_key').on(table.provider, table.eventId)],
);

/** Every status change of an order: who, when, from, to (docs/product.md §2 Orders). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    fromStatus: text('from_status', { enum: submissionStatuses }),
    toStatus: text('to_status', { enum: submissionStatuses }).notNull(),
    note: text('note'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('order_events_submission_idx').on(table.submissionId, table.createdAt)],
);
