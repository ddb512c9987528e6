import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { timestamptz } from './columns.js';

/** Messages sent through the FAQ & Support contact form. */
export const supportRequests = pgTable('support_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  topic: text('topic').notNull(),
  message: text('message').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  handledAt: timestamptz('handled_at'),
});

/** In-app notices behind the header's notifications button. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    read: boolean('read').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('notifications_user_idx').on(table.userId, table.read, table.createdAt),
    // The bell's pages, newest first, cut by (time, id): read from where the cursor is.
    index('notifications_user_list_idx').on(table.userId, table.createdAt, table.id),
  ],
);
