// HAProxy from Debian's packages as a round-robin load balancer on loopback, for tests that run
// several app processes behind one address (browser tests, resilience tests).
import { execSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const HOST = '127.0.0.1';

function haproxyInstalled() {
  return spawnSync('sh', ['-c', 'command -v haproxy'], { stdio: 'ignore' }).status === 0;
}

/** Installs Debian's haproxy when it is missing and we are root; throws a clear error otherwise. */
export function ensureHaproxy() {
  if (haproxyInstalled()) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    throw new Error(
      'These tests run the app behind HAProxy, which is not installed. Install it ' +
        '(Debian/Ubuntu: sudo apt-get install -y haproxy) and run them again.',
    );
  }
  console.log('Installing Debian haproxy for the tests (once)...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy', {
    stdio: 'inherit',
  });
}

/** The configuration: one HTTP frontend on `port`, round robin over the backends. */
function configText(port, backends, statsSocket) {
  const servers = backends.map(
    (backend, i) => `  server app${i + 1} ${HOST}:${backend} check inter 1s fall 2 rise 1`,
  );
  return [
    'global',
    '  maxconn 2000',
    `  stats socket ${statsSocket} mode 600`,
    '',
    'defaults',
    '  mode http',
    '  timeout connect 5s',
    // Uploads of large documents and slow pages on a loaded machine: minutes, not seconds.
    '  timeout client 10m',
    '  timeout server 10m',
    '  timeout http-request 1m',
    '  timeout http-keep-alive 10s',
    // A request that finds its server gone is sent to another one instead of failing.
    '  retries 3',
    '  option redispatch 1',
    '',
    'frontend app',
    `  bind ${HOST}:${port}`,
    // The client's address for TRUST_PROXY=1 (one hop); the proxy speaks plain http here.
    '  option forwardfor',
    '  http-request set-header X-Forwarded-Proto http',
    '  default_backend apps',
    '',
    'backend apps',
    '  balance roundrobin',
    '  option httpchk GET /healthz',
    // 503 is a live process whose database is not answering: the database is every process's,
    // so none is better, and the app's 503 says so where the proxy's own page would not.
    '  http-check expect rstatus ^(200|503)$',
    ...servers,
    '',
  ].join('\n');
}

/** Each backend server's name, health ("UP", "DOWN", ...) and requests sent to it so far. */
function readStats(socketPath) {
  return new Promise((resolve, reject) => {
    const socket = connect(socketPath);
    let text = '';
    socket.on('data', (chunk) => (text += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const [header = '', ...rows] = text.trim().split('\n');
      const names = header.replace(/^# /, '').split(',');
      const servers = rows
        .map((row) => Object.fromEntries(row.split(',').map((value, i) => [names[i], value])))
        .filter((row) => row.pxname === 'apps' && row.svname !== 'BACKEND');
      resolve(
        servers.map((row) => ({
          name: row.svname,
          status: row.status,
          requests: Number(row.stot),
        })),
      );
    });
    socket.end('show stat\n');
  });
}

function portAnswers(port) {
  return new Promise((resolve) => {
    const socket = connect(port, HOST);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts HAProxy in the foreground as a child of this process, listening on 127.0.0.1:`port`
 * and sending each request to the next of `backends` (ports on 127.0.0.1) that passes its
 * /healthz check. Resolves once the port accepts connections.
 */
export async function startHaproxy({ port, backends }) {
  if (!Number.isInteger(port) || backends.length === 0) {
    throw new Error('startHaproxy needs a port and at least one backend port');
  }
  ensureHaproxy();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cr-haproxy-'));
  const configPath = path.join(dir, 'haproxy.cfg');
  const statsSocket = path.join(dir, 'stats.sock');
  writeFileSync(configPath, configText(port, backends, statsSocket));
  // -db: stay in the foreground, so the proxy ends with this process and its errors show here.
  const child = spawn('haproxy', ['-db', '-f', configPath], {
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
    process.stderr.write(chunk);
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let running = true;
  void exited.then(() => {
    running = false;
    rmSync(dir, { recursive: true, force: true });
  });

  const deadline = Date.now() + 10_000;
  while (!(await portAnswers(port))) {
    if (!running) throw new Error(`HAProxy did not start (exit ${child.exitCode}):\n${stderr}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`HAProxy did not listen on ${HOST}:${port} within 10 s:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  return {
    url: `http://${HOST}:${port}`,
    /** Per backend, in the order given: `{ name, status, requests }` from HAProxy's counters. */
    stats: () => readStats(statsSocket),
    /** Stops the proxy (SIGTERM: at once, open connections are closed). */
    async stop() {
      if (running) child.kill('SIGTERM');
      await exited;
    },
  };
}
