// Writes docs/routes.md: every HTTP route the server registers (method, URL, declared access,
// the file that registers it), read from the source, so the index cannot drift from the code.
// Run it after adding or moving a route: node scripts/route-index.mjs
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'src', 'server');
const outFile = path.join(root, 'docs', 'routes.md');

function* sourceFiles(dir) {
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* sourceFiles(full);
    else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) yield full;
  }
}

const files = [...sourceFiles(serverDir)].map((file) => ({
  file: path.relative(root, file).split(path.sep).join('/'),
  text: readFileSync(file, 'utf8'),
}));

// r.get('/api/x', ...), app.post(\n '/api/x', ...), scope.withTypeProvider<T>().put(CONSTANT, ...),
// r.post(`/api/x/${verb}`, ...) inside a for loop over the verbs
const ROUTE = /\.(get|post|put|patch|delete)\(\s*(?:'([^']+)'|`([^`]+)`|([A-Z][A-Z0-9_]*))\s*,/g;
const ACCESS = /access:\s*(?:'([^']+)'|([A-Z][A-Z0-9_]*))/;
const FUNCTION = /^export (?:async )?function (\w+)/gm;

/** A URL held in an exported constant (e.g. OIDC_CALLBACK_PATH), looked up anywhere in src. */
function constantValue(name) {
  const pattern = new RegExp(`export const ${name}\\s*=\\s*'([^']+)'`);
  for (const { text } of files) {
    const match = pattern.exec(text);
    if (match) return match[1];
  }
  const shared = path.join(root, 'src', 'shared');
  for (const file of sourceFiles(shared)) {
    const match = pattern.exec(readFileSync(file, 'utf8'));
    if (match) return match[1];
  }
  return null;
}

const ROLE_LISTS = { ADMIN_ONLY: 'admin', APPLICANT_ONLY: 'applicant', REVIEWER_ONLY: 'reviewer' };

const indentOf = (line) => line.length - line.trimStart().length;

/**
 * A template URL registered in a loop, `for (const [verb, ...] of [['activate', ...], ...])` or
 * `for (const verb of ['a', 'b'])`: one URL per value, or the template itself when unclear.
 */
function expandTemplate(text, index, template) {
  const names = [...template.matchAll(/\$\{(\w+)\}/g)].map((m) => m[1]);
  if (names.length !== 1) return [template];
  const before = text.slice(0, index);
  const loop = [
    ...before.matchAll(
      /for \(const (?:\[\s*(\w+)[^\]]*\]|(\w+)) of \[([\s\S]*?)\]\s*(?:as const)?\)/g,
    ),
  ].pop();
  if (!loop || (loop[1] ?? loop[2]) !== names[0]) return [template];
  const values = loop[1]
    ? [...loop[3].matchAll(/\[\s*'([^']+)'/g)].map((m) => m[1])
    : [...loop[3].matchAll(/'([^']+)'/g)].map((m) => m[1]);
  return values.map((value) => template.replace(`\${${names[0]}}`, value));
}

/** The exported function that registers the route at `index`, if any. */
function enclosingFunction(text, index) {
  let name = null;
  for (const match of text.matchAll(FUNCTION)) {
    if (match.index > index) break;
    name = match[1];
  }
  return name;
}

/**
 * When a route exists only in some configurations: an `if (...) {` block around it, an early
 * `if (!x) return;` in its function, or a caller that registers the function under `if (...)`.
 */
function conditionsOf(text, index, fnName) {
  const conditions = [];
  const lines = text.slice(0, index).split('\n');
  let indent = indentOf(lines[lines.length - 1]);
  for (let i = lines.length - 2; i >= 0; i--) {
    const line = lines[i];
    if (!line.trim()) continue;
    if (indentOf(line) >= indent) continue;
    indent = indentOf(line);
    const block = /^\s*if \((.+)\) \{\s*$/.exec(line);
    if (block) conditions.push(block[1]);
    if (/^export /.test(line)) {
      // An early return at the top of the function: `if (!deps.config.oidc) return;`
      const body = lines.slice(i + 1).join('\n');
      const early = /^\s*if \(!([^)]+)\) return;/m.exec(body);
      if (early) conditions.push(early[1]);
      break;
    }
  }
  if (fnName) {
    const caller = new RegExp(`if \\((.+?)\\) await ${fnName}\\(`);
    for (const other of files) {
      const match = caller.exec(other.text);
      if (match) conditions.push(match[1]);
    }
  }
  return conditions;
}

function accessOf(text, index) {
  const options = text.slice(index, index + 400);
  const match = ACCESS.exec(options.split(/=>/)[0] ?? '');
  if (!match) return 'page';
  if (match[1]) return match[1];
  return ROLE_LISTS[match[2]] ?? match[2];
}

const routes = [];
for (const { file, text } of files) {
  for (const match of text.matchAll(ROUTE)) {
    const urls = match[3]
      ? expandTemplate(text, match.index, match[3])
      : [match[2] ?? constantValue(match[4])];
    for (const url of urls) {
      if (!url?.startsWith('/')) continue;
      routes.push({
        method: match[1].toUpperCase(),
        url,
        access: accessOf(text, match.index),
        file,
        conditions: conditionsOf(text, match.index, enclosingFunction(text, match.index)),
      });
    }
  }
}
routes.sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));

const cell = (value) => value.replace(/\|/g, '\\|');
const rows = routes.map(
  (r) =>
    `| ${r.method} | \`${cell(r.url)}\` | ${r.access} | \`${r.file}\` | ${r.conditions.map((c) => `\`${cell(c)}\``).join(', ')} |`,
);

const markdown = `# Route index

Generated by \`node scripts/route-index.mjs\` from the route registrations in \`src/server\`
(do not edit by hand; run it again after adding or moving a route). ${routes.length} routes.

- **access** is what the route declares in its own options (\`config: { access }\`, checked by
  \`src/server/plugins/access.ts\`): \`public\`, \`signed-in\`, or the one role allowed.
  \`page\` marks the two routes that serve the client's HTML and declare nothing.
- **only when** names the condition in the code under which the route is registered at all;
  an empty cell means always.
- Pages of the client (\`/dashboard\`, \`/orders/:id\`, ...) are listed in
  \`src/client/app/routes.tsx\`; the server answers any other non-API \`GET\` with the client.

| method | URL | access | file | only when |
| --- | --- | --- | --- | --- |
${rows.join('\n')}
`;

const options = (await prettier.resolveConfig(outFile)) ?? {};
writeFileSync(outFile, await prettier.format(markdown, { ...options, parser: 'markdown' }));
console.log(`${path.relative(root, outFile)}: ${routes.length} routes`);
