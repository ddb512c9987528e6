import { eq, sql, type SQL } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import type { Database } from '../../db/client.js';
import { preparedPerDatabase } from '../../db/prepared-query.js';
import { settings } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';

/** Operator settings with their defaults (docs/product.md §10 Operator settings). */
export const settingDefaults = {
  maintenance_mode: false,
  auto_assignment: true,
  sla_alert_threshold: 70,
} as const;

export type SettingKey = keyof typeof settingDefaults;
type SettingValue<K extends SettingKey> = (typeof settingDefaults)[K] extends boolean
  ? boolean
  : number;

// Read on every new order and payment (maintenance mode): prepared once.
const settingValue = preparedPerDatabase((db) =>
  db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, sql.placeholder('key')))
    .prepare('setting_value'),
);

export async function getSetting<K extends SettingKey>(
  db: Database,
  key: K,
): Promise<SettingValue<K>> {
  const [row] = await settingValue(db).execute({ key });
  return (row?.value ?? settingDefaults[key]) as SettingValue<K>;
}

/**
 * A setting's value read inside another statement (a jsonb subquery, its default when unset),
 * so a query that depends on it needs no statement of its own to learn it.
 */
export function settingInStatement(key: SettingKey): SQL {
  const fallback = JSON.stringify(settingDefaults[key]);
  return sql`coalesce((select ${settings.value} from ${settings}
    where ${settings.key} = ${sql.raw(`'${key}'`)}), ${sql.raw(`'${fallback}'`)}::jsonb)`;
}

export async function putSetting<K extends SettingKey>(
  db: Database,
  key: K,
  value: SettingValue<K>,
  updatedBy: string | null,
): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value, updatedBy })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedBy, updatedAt: new Date() } });
}

export const MAINTENANCE_MESSAGE =
  'New orders are paused for scheduled maintenance. Nothing you typed is lost: please try again in a little while. Orders already paid for continue as normal.';

/** Maintenance pauses new orders, both placing one and paying for one; paid orders carry on. */
export async function refuseNewOrdersInMaintenance(db: Database): Promise<void> {
  if (await getSetting(db, 'maintenance_mode')) {
    throw new AppError('maintenance', MAINTENANCE_MESSAGE);
  }
}

/** Whether new orders are accepted right now, and the notice to show when they are not. */
export async function serviceStatus(ctx: Deps) {
  const paused = await getSetting(ctx.db, 'maintenance_mode');
  return { acceptingOrders: !paused, message: paused ? MAINTENANCE_MESSAGE : null };
}
