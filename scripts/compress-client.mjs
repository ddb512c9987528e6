// Writes .br and .gz siblings of the built client's text files (npm run build), which the server
// sends to browsers that accept them (@fastify/static preCompressed). Compressing once at build
// time lets us use the slowest, smallest settings and spend no CPU per request.
// FAST_COMPRESSION=1 (the browser tests' build only) uses a quick brotli level instead: the
// same files, a few percent larger, in a fraction of the time.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/client');
const compressible = /\.(html|js|css|svg|json|txt)$/;
// Below this, compression saves less than the headers it costs.
const MIN_BYTES = 1024;
const fast = process.env.FAST_COMPRESSION === '1';
const brotliQuality = fast ? 5 : constants.BROTLI_MAX_QUALITY;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

let before = 0;
let after = 0;
for (const file of files(clientDir)) {
  if (!compressible.test(file)) continue;
  const data = readFileSync(file);
  if (data.length < MIN_BYTES) continue;
  const br = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  before += data.length;
  after += br.length;
}
console.log(
  `compressed client: ${Math.round(before / 1024)} kB -> ${Math.round(after / 1024)} kB (brotli ${brotliQuality}${fast ? ', FAST_COMPRESSION=1' : ''})`,
);
