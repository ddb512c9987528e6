import { mkdirSync } from 'node:fs';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/**
 * Takes the exclusive lock on DATA_DIR for embedded mode: two processes on one PGlite
 * directory would silently lose writes. Returns the release function.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: `${dataDir}/.lock`,
      // A crashed holder's lock is taken over once it has not been refreshed for this long.
      stale: 15_000,
      update: 5_000,
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'ELOCKED') {
      throw new DataDirLockedError(
        `Another Counsel Review process is already using DATA_DIR (${dataDir}). ` +
          'Stop it first (if it just crashed, wait 15 seconds), or give this process its own DATA_DIR. ' +
          'To run several processes on the same data, use PostgreSQL by setting DATABASE_URL.',
      );
    }
    throw error;
  }
}
