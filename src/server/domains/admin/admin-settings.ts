import type { SlaAlertThreshold } from '../../../shared/domain/at-risk.js';
import type { AdminSettings } from '../../../shared/schemas/admin.js';
import type { Database } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import type { SessionUser } from '../auth/sessions.js';
import { getSetting, putSetting } from '../settings/settings.js';
import { recordAudit } from './audit.js';

/** Quick Settings as the dashboard shows them. */
export async function getAdminSettings(db: Database): Promise<AdminSettings> {
  return {
    autoAssignment: await getSetting(db, 'auto_assignment'),
    slaAlertThreshold: (await getSetting(db, 'sla_alert_threshold')) as SlaAlertThreshold,
    maintenanceMode: await getSetting(db, 'maintenance_mode'),
  };
}

/** Saves all three server-side and audits the change, in one transaction. */
export async function saveAdminSettings(
  deps: Deps,
  admin: SessionUser,
  input: AdminSettings,
): Promise<AdminSettings> {
  await deps.db.transaction(async (tx) => {
    const before = await getAdminSettings(tx);
    await putSetting(tx, 'auto_assignment', input.autoAssignment, admin.id);
    await putSetting(tx, 'sla_alert_threshold', input.slaAlertThreshold, admin.id);
    await putSetting(tx, 'maintenance_mode', input.maintenanceMode, admin.id);
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'settings.update',
      targetType: 'settings',
      targetId: null,
      details: { before, after: input },
      at: deps.clock(),
    });
  });
  return getAdminSettings(deps.db);
}
