import type { Clock } from './clock.js';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';

/** What every service function gets: the database, the configuration and the clock. */
export interface Deps {
  db: Database;
  config: AppConfig;
  clock: Clock;
}
