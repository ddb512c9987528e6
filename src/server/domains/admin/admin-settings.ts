import type { SlaAlertThreshold } from '../../../shared/domain/at-risk.js';
import type { AdminSettings } from '../../../shared/schemas/admin.js';
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

/** Saves all three server-side and audits the change, in one transaction. */
export async function saveAdminSettings(
  ctx: ActorContext,
  input: AdminSettings,
): Promise<AdminSettings> {
  const { actor: admin } = ctx;
  await ctx.db.transaction(async (tx) => {
    const before = await getAdminSettings(withDb(ctx, tx));
    await putSetting(tx, 'auto_assignment', input.autoAssignment, admin.id);
    await putSetting(tx, 'sla_alert_threshold', input.slaAlertThreshold, admin.id);
    await putSetting(tx, 'maintenance_mode', input.maintenanceMode, admin.id);
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'settings.update',
      targetType: 'settings',
      targetId: null,
      details: { before, after: input },
      at: ctx.clock(),
    });
  });
  return getAdminSettings(ctx);
}
