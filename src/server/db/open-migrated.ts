import type { AppConfig } from '../config.js';
import { openDatabase, type DatabaseHandle } from './client.js';
import { lockDataDir } from './data-dir-lock.js';
import { migrateDatabase } from './migrate.js';

/**
 * Opens the configured database ready for use: in embedded mode it first takes the
 * DATA_DIR lock, then applies migrations. close() also releases the lock.
 */
export async function openMigratedDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
): Promise<DatabaseHandle> {
  const release = config.databaseUrl ? undefined : await lockDataDir(config.dataDir);
  try {
    const handle = await openDatabase(config);
    await migrateDatabase(handle, { databaseUrl: config.databaseUrl });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await release?.();
      },
    };
  } catch (error) {
    await release?.();
    throw error;
  }
}
