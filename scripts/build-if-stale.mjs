// Builds client and server when dist/ is missing or was built from other sources.
// FAST_COMPRESSION=1 (browser tests) asks for quickly compressed assets; a production build
// (`npm start`, `npm run build`) always compresses with brotli 11, so switching between the two
// redoes only the compression step.
import { createHash } from 'node:crypto';
import { execSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const inputs = [
  'src',
  'scripts/build-landing.ts',
  'scripts/compress-client.mjs',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.json',
  'tsconfig.server.json',
];
const stampFile = path.join(root, 'dist', '.build-hash');
const compressionStampFile = path.join(root, 'dist', '.compression');
const lockDir = path.join(root, 'dist', '.build-lock');

function* files(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  if (statSync(full).isDirectory()) {
    for (const name of readdirSync(full).sort()) yield* files(path.join(entry, name));
  } else if (!/\.test\.tsx?$/.test(entry)) {
    yield entry;
  }
}

function sourceHash() {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of files(input)) hash.update(file).update(readFileSync(path.join(root, file)));
  }
  return hash.digest('hex');
}

const readOr = (file, fallback) => (existsSync(file) ? readFileSync(file, 'utf8') : fallback);
const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** One build at a time: the browser tests start two servers, each of which may build. */
function withBuildLock(run) {
  mkdirSync(path.dirname(lockDir), { recursive: true });
  for (let waited = 0; ; waited += 200) {
    try {
      mkdirSync(lockDir);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const owner = Number(readOr(path.join(lockDir, 'pid'), '0'));
      // A lock left by a build that died (or one still writing its pid after a few seconds).
      if ((owner && !isRunning(owner)) || (!owner && waited > 5_000)) {
        rmSync(lockDir, { recursive: true, force: true });
        continue;
      }
      if (waited === 0) console.log('Waiting for another build of Counsel Review to finish...');
      sleep(200);
    }
  }
  try {
    writeFileSync(path.join(lockDir, 'pid'), String(process.pid));
    return run();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}

export function buildIfStale() {
  const compression = process.env.FAST_COMPRESSION === '1' ? 'fast' : 'best';
  withBuildLock(() => {
    const hash = sourceHash();
    const built = readOr(stampFile, '');
    if (built !== hash || !existsSync(path.join(root, 'dist/node/server/main.js'))) {
      console.log('Building Counsel Review (sources changed since the last build)...');
      // Always a production client: the browser tests' servers run with NODE_ENV=test, which
      // would otherwise build React's development mode (half as big again) for everyone.
      execSync('npm run build', {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, NODE_ENV: 'production' },
      });
      writeFileSync(stampFile, hash);
      writeFileSync(compressionStampFile, compression);
    } else if (readOr(compressionStampFile, '') !== compression) {
      console.log(`Compressing the built client again (${compression})...`);
      execSync('npm run build:compress', { cwd: root, stdio: 'inherit' });
      writeFileSync(compressionStampFile, compression);
    }
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildIfStale();
