// Prerenders the landing page into dist/client/landing.html after the client build (npm run build).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderLandingDocument } from '../src/client/features/landing/prerender/landing-document.js';
import { inlineLandingStyles } from '../src/client/features/landing/prerender/landing-styles.js';

const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/client');
const shell = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
const html = await inlineLandingStyles(renderLandingDocument(shell), clientDir);
writeFileSync(path.join(clientDir, 'landing.html'), html);
console.log(
  `landing.html: ${Math.round(html.length / 1024)} kB of static HTML with its styles inline, no scripts`,
);
