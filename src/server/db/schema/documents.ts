import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { timestamptz } from './columns.js';

export const documentKinds = ['statement', 'annotation', 'cv'] as const;

/**
 * A signed upload address handed to a browser: the object key it may write, for how long,
 * and how large. Registering the upload (PUT /api/documents) turns it into a document.
 */
export const uploadSlots = pgTable(
  'upload_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    kind: text('kind', { enum: documentKinds }).notNull(),
    maxBytes: integer('max_bytes').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    registeredAt: timestamptz('registered_at'),
    /** Its file was refused (and deleted): the slot no longer counts as an upload in progress. */
    refusedAt: timestamptz('refused_at'),
  },
  (table) => [
    uniqueIndex('upload_slots_key').on(table.storageKey),
    index('upload_slots_expiry_idx').on(table.registeredAt, table.expiresAt),
  ],
);

/** A stored file whose type and size were checked by content, with its extracted text. */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    kind: text('kind', { enum: documentKinds }).notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    extractedText: text('extracted_text'),
    wordCount: integer('word_count'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('documents_storage_key').on(table.storageKey),
    index('documents_owner_idx').on(table.ownerId),
  ],
);
