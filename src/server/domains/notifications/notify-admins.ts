import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { notifyUser, type Notice } from './notify.js';

/** The same notice to every admin, in the caller's transaction. */
export async function notifyAdmins(db: Database, deps: Pick<Deps, 'clock'>, notice: Notice) {
  const admins = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.role, 'admin'));
  for (const admin of admins) await notifyUser(db, admin, notice, deps.clock());
}
