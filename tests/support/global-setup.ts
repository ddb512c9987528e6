import { PGlite } from '@electric-sql/pglite';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { pgliteExtensions, wrapPglite } from '../../src/server/db/client.js';
import { migrateDatabase } from '../../src/server/db/migrate.js';
import { templateDatabaseName, withDatabaseName } from './postgres-url.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates once per run: a PGlite snapshot that each test file loads (faster than a fresh
 * open), and, on PostgreSQL, a template database that each test file copies.
 */
export default async function setup(project: TestProject) {
  const kind = project.config.env?.TEST_DB_KIND;
  if (kind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const template = templateDatabaseName();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const templateUrl = withDatabaseName(url, template);
    const pool = new pg.Pool({ connectionString: templateUrl });
    const { wrapPostgres } = await import('../../src/server/db/client.js');
    await migrateDatabase(wrapPostgres(pool), { databaseUrl: templateUrl });
    await pool.end();
    project.provide('postgresTemplate', template);
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cr-pglite-'));
  const client = await PGlite.create({ extensions: pgliteExtensions });
  await migrateDatabase(wrapPglite(client));
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(dir, 'snapshot.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
