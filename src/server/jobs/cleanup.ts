import { lt } from 'drizzle-orm';
import { authThrottle, sessions, uploadSlots } from '../db/schema/index.js';
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

/**
 * Deletes upload links once they expired, and whatever a browser left under them: unused
 * ones, and registered ones too, as an S3 address stays writable after its file was checked and
 * copied until it expires (anything written to it later would otherwise stay for good).
 */
export async function expireUploadSlots(ctx: StorageDeps): Promise<number> {
  const gone = await ctx.db
    .delete(uploadSlots)
    .where(lt(uploadSlots.expiresAt, ctx.clock()))
    .returning({ key: uploadSlots.storageKey });
  for (const slot of gone) await ctx.storage.deleteObject(slot.key);
  return gone.length;
}
