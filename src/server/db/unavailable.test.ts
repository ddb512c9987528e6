import type { FastifyInstance } from 'fastify';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase, type DatabaseHandle } from './client.js';
import { isDatabaseUnavailable } from './unavailable.js';

/** A loopback port nothing listens on: PostgreSQL there is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('a request while PostgreSQL is down', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: '/nonexistent/unused-in-tests',
      SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
      LOG_LEVEL: 'silent',
      DATABASE_URL: `postgres://postgres@127.0.0.1:${await closedPort()}/down`,
    });
    database = await openDatabase(config);
    app = await buildApp(config, { db: database.db, logger: false });
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers 503 with a message a person can read, and when to try again', async () => {
    const started = Date.now();
    const response = await app.inject({ method: 'GET', url: '/api/service-status' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      message: expect.stringMatching(/database is not answering\. Please try again/),
    });
    expect(response.headers['retry-after']).toBe('5');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('fails the health check with 503', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: 'The database is not answering.' });
  });
});

describe('isDatabaseUnavailable', () => {
  it('knows a dropped connection and a shutting-down server, not a refused write', () => {
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    const shutdown = Object.assign(new Error('terminating connection'), { code: '57P01' });
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: shutdown }))).toBe(true);
    const unique = Object.assign(new Error('duplicate key'), { code: '23505' });
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: unique }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
  });
});
