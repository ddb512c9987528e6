import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { notifyUser, type Notice } from './notify.js';

/** The same notice to every admin, in the transaction `ctx.db` runs in. */
export async function notifyAdmins(ctx: Pick<Deps, 'db' | 'clock'>, notice: Notice) {
  const admins = await ctx.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.role, 'admin'));
  for (const admin of admins) await notifyUser(ctx.db, admin, notice, ctx.clock());
}
