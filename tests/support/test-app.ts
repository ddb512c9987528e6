import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import type { Clock } from '../../src/server/clock.js';
import { loadConfig, type AppConfig } from '../../src/server/config.js';
import type { Deps } from '../../src/server/deps.js';
import { createTestDb, type TestDatabase } from './test-db.js';

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: '/nonexistent/unused-in-tests',
      SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
      LOG_LEVEL: 'silent',
      // argon2id at its lowest cost: tests create hundreds of accounts (refused outside NODE_ENV=test).
      TEST_FAST_PASSWORD_HASHING: '1',
    }),
    ...overrides,
  };
}

/** A clock the test moves by hand. */
export function manualClock(start = new Date('2026-11-02T10:00:00Z')) {
  let now = start.getTime();
  const clock: Clock = () => new Date(now);
  return {
    clock,
    advance(ms: number) {
      now += ms;
    },
  };
}

export interface TestContext {
  app: FastifyInstance;
  db: TestDatabase;
  deps: Deps;
  clock: ReturnType<typeof manualClock>;
}

/**
 * Registers beforeAll/afterAll hooks that give the test file its own migrated database
 * and an app built on it. Read the fields inside tests, not at collection time.
 * `overrides` may be a function, called in beforeAll, for values known only then (the
 * port of a stand-in server started by an earlier beforeAll).
 */
export function useTestApp(
  overrides: Partial<AppConfig> | (() => Partial<AppConfig>) = {},
): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    const config = testConfig(typeof overrides === 'function' ? overrides() : overrides);
    context.clock = manualClock();
    context.db = await createTestDb();
    context.deps = { db: context.db.db, config, clock: context.clock.clock };
    context.app = await buildApp(config, {
      db: context.db.db,
      clock: context.clock.clock,
      logger: false,
    });
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
    await context.db?.close();
  });
  return context;
}
