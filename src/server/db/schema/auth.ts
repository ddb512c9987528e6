import { getTableColumns, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.js';

/**
 * The part of an address before its @, lower-cased and reversed, in byte order: an address
 * contains "name@dom" only if its local part ends with "name", which is a range of this value.
 * The admin search and users_email_local_reversed_idx share this expression.
 */
export const emailLocalPartReversed = (email: SQLWrapper | string): SQL =>
  sql`(reverse(split_part(lower(${email}), '@', 1)) collate "C")`;

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    role: text('role', { enum: ['applicant', 'reviewer', 'admin'] })
      .notNull()
      .default('applicant'),
    profileImageUrl: text('profile_image_url'),
    oidcIssuer: text('oidc_issuer'),
    oidcSubject: text('oidc_subject'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    // Admin search by part of an email: a trigram index answers ILIKE '%part%' without a scan.
    index('users_email_trgm_idx').using('gin', table.email.op('gin_trgm_ops')),
    // ... and by a whole address, or the text around its @, whose trigrams many addresses share.
    index('users_email_local_reversed_idx').on(emailLocalPartReversed(table.email)),
    uniqueIndex('users_oidc_key').on(table.oidcIssuer, table.oidcSubject),
    // The staff (reviewers, admins) among tens of thousands of applicants.
    index('users_staff_idx')
      .on(table.role)
      .where(sql`role <> 'applicant'`),
    // Reviewers in alphabetical order (Manage Reviewers, the reviewer filter): a page reads its
    // rows in order instead of sorting every reviewer: reviewerNameKey's expression.
    index('users_reviewer_name_idx')
      .on(
        sql`lower(coalesce(nullif(btrim(coalesce(nullif(btrim(first_name), ''), '') || ' ' || coalesce(nullif(btrim(last_name), ''), '')), ''), email))`,
        table.id,
      )
      .where(sql`role = 'reviewer'`),
    check('users_role_check', sql`${table.role} in ('applicant', 'reviewer', 'admin')`),
  ],
);

/**
 * A user as the server holds one for a signed-in request (and keeps in its session cache):
 * every column but the password hash, and whether there is one. The hash is read only where a
 * password is checked or set.
 */
const { passwordHash, ...accountFields } = getTableColumns(users);
export const accountColumns = {
  ...accountFields,
  hasPassword: sql<boolean>`${passwordHash} is not null`,
};
export type Account = Omit<typeof users.$inferSelect, 'passwordHash'> & { hasPassword: boolean };

/** Server-side sessions; the id is an HMAC of the cookie token, never the token itself. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [
    index('sessions_user_idx').on(table.userId),
    index('sessions_expires_idx').on(table.expiresAt),
  ],
);

/** Single-use links: password reset and the first-admin setup link. Stored hashed. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: text('id').primaryKey(),
    purpose: text('purpose', { enum: ['password_reset', 'admin_setup'] }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (table) => [index('one_time_tokens_user_idx').on(table.userId)],
);

/** Sign-in attempt counters per IP and per account; in the database so every process sees them. */
export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  attempts: integer('attempts').notNull(),
  windowStartedAt: timestamptz('window_started_at').notNull(),
});
