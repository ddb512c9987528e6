import { and, eq, inArray, lt, notExists, notInArray, sql, type SQL } from 'drizzle-orm';
import {
  authThrottle,
  documents,
  reviewerApplications,
  reviews,
  sessions,
  statementDrafts,
  submissions,
  uploadSlots,
} from '../db/schema/index.js';
import type { Deps } from '../deps.js';
import { windowPassed } from '../domains/auth/login-throttle.js';
import type { StorageDeps } from '../domains/uploads/storage.js';

/** Deletes sessions past their idle expiry. */
export async function expireSessions(deps: Deps): Promise<number> {
  const gone = await deps.db
    .delete(sessions)
    .where(lt(sessions.expiresAt, deps.clock()))
    .returning({ id: sessions.id });
  return gone.length;
}

/**
 * Deletes rate-limit counters whose window has passed: each address that signs in or writes to
 * us, and each person and order they message on, leaves a row. A passed window counts as none
 * (the next attempt starts a new one), and a sign-in pause lasts seconds, so nothing reads them.
 */
export async function expireThrottleCounts(deps: Deps): Promise<number> {
  const gone = await deps.db
    .delete(authThrottle)
    .where(windowPassed(deps.clock()))
    .returning({ key: authThrottle.key });
  return gone.length;
}

/** Expired upload links read per statement. */
export const EXPIRED_SLOTS_PER_BATCH = 100;

/**
 * Deletes upload links once they expired, and whatever a browser left under them: unused
 * ones, and registered ones too, as an S3 address stays writable after its file was checked and
 * copied until it expires (anything written to it later would otherwise stay for good).
 * Each object goes before its row, so a delete the store fails keeps the row that leads to the
 * object, for the next run, and the others go on; a batch where none succeeds (the store is
 * down) ends the run. No transaction waits on the store: deletes are idempotent, so two
 * processes deleting the same expired object do no harm. The run then throws, naming the keys
 * left, so that the failure is logged.
 */
export async function expireUploadSlots(ctx: StorageDeps): Promise<number> {
  const now = ctx.clock();
  const failed = new Map<string, unknown>();
  let removed = 0;
  for (;;) {
    const expired = await ctx.db
      .select({ key: uploadSlots.storageKey })
      .from(uploadSlots)
      .where(
        and(
          lt(uploadSlots.expiresAt, now),
          failed.size ? notInArray(uploadSlots.storageKey, [...failed.keys()]) : undefined,
        ),
      )
      .limit(EXPIRED_SLOTS_PER_BATCH);
    const deleted: string[] = [];
    for (const { key } of expired) {
      try {
        await ctx.storage.deleteObject(key);
        deleted.push(key);
      } catch (error) {
        failed.set(key, error);
      }
    }
    if (deleted.length) {
      await ctx.db.delete(uploadSlots).where(inArray(uploadSlots.storageKey, deleted));
    }
    removed += deleted.length;
    if (expired.length < EXPIRED_SLOTS_PER_BATCH || deleted.length === 0) break;
  }
  if (failed.size) {
    throw new AggregateError(
      [...failed.values()],
      `Deleting the expired uploads ${[...failed.keys()].join(', ')} failed; the next run tries again.`,
    );
  }
  return removed;
}

/** How long a document nothing uses is kept: an upload its form never sent, say. */
export const UNATTACHED_DOCUMENT_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const UNATTACHED_PER_BATCH = 100;

/** Every column that references a document. */
const documentReferences = [
  submissions.documentId,
  statementDrafts.documentId,
  reviews.annotatedDocumentId,
  reviewerApplications.cvDocumentId,
];

/**
 * Whether nothing uses the document: no order's statement, later draft, round (delivered or
 * not) or reviewer application.
 */
function unattached(db: Deps['db']): SQL {
  return and(
    ...documentReferences.map((column) =>
      notExists(
        db
          .select({ one: sql`1` })
          .from(column.table)
          .where(eq(column, documents.id)),
      ),
    ),
  )!;
}

/**
 * Deletes documents nothing has used for a week (uploads whose form was never sent, a CV of an
 * application never made) with their files: any signed-in account can register documents, and
 * they would otherwise stay for good. Each batch locks its rows and checks them again in a
 * statement of its own, so a document attached meanwhile is seen attached and kept (its columns
 * are "set null" on delete, which would quietly take a statement off its order). Each file goes
 * before its row, so a delete the store fails keeps the row that leads to it, for the next run;
 * the run then throws, naming the files, so that the failure is logged.
 */
export async function deleteUnattachedDocuments(ctx: StorageDeps): Promise<number> {
  const cutoff = new Date(ctx.clock().getTime() - UNATTACHED_DOCUMENT_TTL_MS);
  const failed = new Map<string, unknown>();
  let removed = 0;
  for (;;) {
    const batch = await ctx.db.transaction(async (tx) => {
      const candidates = await tx
        .select({ id: documents.id })
        .from(documents)
        .where(
          and(
            lt(documents.createdAt, cutoff),
            unattached(tx),
            failed.size ? notInArray(documents.storageKey, [...failed.keys()]) : undefined,
          ),
        )
        .limit(UNATTACHED_PER_BATCH)
        .for('update', { skipLocked: true });
      if (!candidates.length) return { read: 0, deleted: 0 };
      const unused = await tx
        .select({ id: documents.id, key: documents.storageKey })
        .from(documents)
        .where(
          and(
            inArray(
              documents.id,
              candidates.map((row) => row.id),
            ),
            unattached(tx),
          ),
        );
      const deleted: string[] = [];
      for (const { id, key } of unused) {
        try {
          await ctx.storage.deleteObject(key);
          deleted.push(id);
        } catch (error) {
          failed.set(key, error);
        }
      }
      if (deleted.length) await tx.delete(documents).where(inArray(documents.id, deleted));
      return { read: candidates.length, deleted: deleted.length };
    });
    removed += batch.deleted;
    if (batch.read < UNATTACHED_PER_BATCH || batch.deleted === 0) break;
  }
  if (failed.size) {
    throw new AggregateError(
      [...failed.values()],
      `Deleting the files of unused documents ${[...failed.keys()].join(', ')} failed; the next run tries again.`,
    );
  }
  return removed;
}
