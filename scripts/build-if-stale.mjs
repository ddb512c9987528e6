// Builds client and server when dist/ is missing or was built from other sources.
import { createHash } from 'node:crypto';
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
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

export function buildIfStale() {
  const hash = sourceHash();
  const built = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
  if (built === hash && existsSync(path.join(root, 'dist/node/server/main.js'))) return;
  console.log('Building Counsel Review (sources changed since the last build)...');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
  writeFileSync(stampFile, hash);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildIfStale();
