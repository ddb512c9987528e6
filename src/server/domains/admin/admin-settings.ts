import { sql } from 'drizzle-orm';
import type { SlaAlertThreshold } from '../../../shared/domain/at-risk.js';
import type { AdminSettings, AdminSettingsChange } from '../../../shared/schemas/admin.js';
import { settings } from '../../db/schema/index.js';
import { withDb, type ActorContext, type Deps } from '../../deps.js';
import { getSetting, putSetting } from '../settings/settings.js';
import { recordAudit } from './audit.js';

/** Quick Settings as the dashboard shows them. */
export async function getAdminSettings(ctx: Deps): Promise<AdminSettings> {
  const { db } = ctx;
  return {
    autoAssignment: await getSetting(db, 'auto_assignment'),
    slaAlertThreshold: (await getSetting(db, 'sla_alert_threshold')) as SlaAlertThreshold,
    maintenanceMode: await getSetting(db, 'maintenance_mode'),
  };
}

/**
 * Saves the settings the admin changed (the others keep what they are now, which another admin
 * may have set meanwhile) and audits the change, in one transaction. Saves take turns: the
 * audit's "before" is read after the previous save commits, so it is what this save replaced.
 */
export async function saveAdminSettings(
  ctx: ActorContext,
  change: AdminSettingsChange,
): Promise<AdminSettings> {
  const { actor: admin } = ctx;
  await ctx.db.transaction(async (tx) => {
    // Unset settings have no row to lock; this mode blocks other saves, never readers.
    await tx.execute(sql`lock table ${settings} in share row exclusive mode`);
    const before = await getAdminSettings(withDb(ctx, tx));
    if (change.autoAssignment !== undefined)
      await putSetting(tx, 'auto_assignment', change.autoAssignment, admin.id);
    if (change.slaAlertThreshold !== undefined)
      await putSetting(tx, 'sla_alert_threshold', change.slaAlertThreshold, admin.id);
    if (change.maintenanceMode !== undefined)
      await putSetting(tx, 'maintenance_mode', change.maintenanceMode, admin.id);
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'settings.update',
      targetType: 'settings',
      targetId: null,
      details: { before, after: { ...before, ...change } },
      at: ctx.clock(),
    });
  });
  return getAdminSettings(ctx);
}
