// A private PostgreSQL cluster in a temp dir, on its own port, that a test may stop and start
// (the machine's shared cluster must never be stopped). initdb and postgres refuse to run as
// root, so as root (CI) they run as the `postgres` OS user.
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { onCleanup } from './cleanup.mjs';
import { freePort } from '../lib/ports.mjs';

const run = promisify(execFile);
/** Debian's PostgreSQL programs, of the newest version installed (15 on Debian 12). */
function debianPostgresBin() {
  const root = '/usr/lib/postgresql';
  let versions = [];
  try {
    versions = readdirSync(root).filter((v) => /^\d+$/.test(v));
  } catch {
    // No Debian PostgreSQL: the error comes with the first program run, naming PG_BIN.
  }
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0] ?? '15';
  return path.join(root, newest, 'bin');
}

const BIN = process.env.PG_BIN ?? debianPostgresBin();
const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL program (as the postgres OS user when we are root). */
async function pgProgram(name, args) {
  const [command, commandArgs] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', path.join(BIN, name), ...args]]
    : [path.join(BIN, name), args];
  try {
    return await run(command, commandArgs, { timeout: 60_000 });
  } catch (error) {
    throw new Error(`${name} failed: ${error.stderr || error.message}`);
  }
}

/** initdb + start; returns { url, stop() (fast shutdown), start(), destroy() }. */
export async function startPrivatePostgres() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cr-resilience-pg-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']));
    const gid = Number(execFileSync('id', ['-g', 'postgres']));
    chownSync(dir, uid, gid);
  }
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  let running = false;
  const destroy = onCleanup(`private PostgreSQL in ${dir}`, async () => {
    if (running) await pgProgram('pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate', '-w']);
    rmSync(dir, { recursive: true, force: true });
  });
  // Durability is not under test here; fsync off keeps initdb and the load quick.
  await pgProgram('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = async () => {
    await pgProgram('pg_ctl', [
      'start',
      '-D',
      dataDir,
      '-w',
      '-l',
      path.join(dir, 'log'),
      '-o',
      options,
    ]);
    running = true;
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    /** `pg_ctl stop -m fast`: open sessions are ended, new connections refused. */
    async stop() {
      await pgProgram('pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w']);
      running = false;
    },
    destroy,
  };
}
