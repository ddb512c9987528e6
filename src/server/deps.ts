import type { Clock } from './clock.js';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import type { Account } from './db/schema/index.js';

/**
 * The one shape of a service call: `(ctx, input)`. `ctx` carries what every service may need:
 * the database (or the transaction it runs in), the configuration and the clock; `input` is the
 * request's validated payload (an object, or a single id).
 */
export interface Deps {
  db: Database;
  config: AppConfig;
  clock: Clock;
}

/**
 * The context of a service a signed-in person calls: `Deps` plus who is calling (auth's
 * SessionUser, named through the schema so this file imports no domain).
 */
export interface ActorContext extends Deps {
  actor: Account;
}

/** The same context inside a transaction, so a service's steps commit or fail together. */
export function withDb<C extends Deps>(ctx: C, db: Database): C {
  return { ...ctx, db };
}
