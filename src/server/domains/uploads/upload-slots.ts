import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import {
  UPLOAD_SLOT_TTL_MS,
  uploadLimits,
  type UploadKind,
} from '../../../shared/domain/uploads.js';
import { AppError } from '../../../shared/errors.js';
import type { UploadSlotResponse } from '../../../shared/schemas/uploads.js';
import { uploadSlots, users } from '../../db/schema/index.js';
import type { Database } from '../../db/client.js';
import type { SessionUser } from '../auth/sessions.js';
import type { StorageContext } from './storage.js';

export type UploadSlot = typeof uploadSlots.$inferSelect;

// Enough for retries and a few tabs; stops one account minting addresses without end.
const MAX_OPEN_SLOTS = 20;

/** Reviewers and admins upload annotated copies; anyone signed in uploads a statement or CV. */
function mayUpload(actor: SessionUser, kind: UploadKind): boolean {
  return kind !== 'annotation' || actor.role === 'reviewer' || actor.role === 'admin';
}

/**
 * Reserves an object key for one upload by the actor and signs a PUT address for it. The slot
 * row carries the size limit and expiry that the storage route and registration enforce.
 */
export async function createUploadSlot(
  ctx: StorageContext,
  kind: UploadKind,
): Promise<UploadSlotResponse> {
  const { storage, actor } = ctx;
  if (!mayUpload(actor, kind)) {
    throw new AppError('forbidden', 'Only reviewers can upload annotated documents.');
  }
  const now = ctx.clock();
  const storageKey = `uploads/${randomUUID()}`;
  const maxBytes = uploadLimits[kind];
  await ctx.db.transaction(async (tx) => {
    // One count at a time per account: requests sent at once would each count the same open
    // slots and all insert. The lock lets inserts that only reference the account go on.
    await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, actor.id))
      .for('no key update');
    const [open] = await tx
      .select({ n: count() })
      .from(uploadSlots)
      .where(
        and(
          eq(uploadSlots.ownerId, actor.id),
          isNull(uploadSlots.registeredAt),
          isNull(uploadSlots.refusedAt),
          gt(uploadSlots.expiresAt, now),
        ),
      );
    if ((open?.n ?? 0) >= MAX_OPEN_SLOTS) {
      throw new AppError(
        'rate_limited',
        'Too many uploads are in progress. Wait a few minutes, then try again.',
      );
    }
    await tx.insert(uploadSlots).values({
      ownerId: actor.id,
      storageKey,
      kind,
      maxBytes,
      createdAt: now,
      expiresAt: new Date(now.getTime() + UPLOAD_SLOT_TTL_MS),
    });
  });
  const uploadURL = await storage.createUploadUrl(storageKey, {
    contentLengthLimit: maxBytes,
    expiresIn: UPLOAD_SLOT_TTL_MS / 1000,
  });
  return { uploadURL, method: 'PUT' };
}

/** The slot for an object key, whoever owns it (the local PUT route trusts the signature). */
export async function findSlotByKey(db: Database, storageKey: string): Promise<UploadSlot | null> {
  const [slot] = await db.select().from(uploadSlots).where(eq(uploadSlots.storageKey, storageKey));
  return slot ?? null;
}
