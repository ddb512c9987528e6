// Which server test files need a database, found by their content (vitest.config.ts): those
// run on PGlite and again on PostgreSQL (docs/decisions/003); the rest run once.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Names only database tests use: the test-app and test-db helpers, or the engine switch. */
const DATABASE_MARKERS = /\b(useTestApp|createTestDb|TEST_DB_KIND|TEST_DATABASE_URL)\b/;

function withoutComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** The local files a module imports (`./x.js` may name `./x.ts`). */
function localImports(file: string, code: string): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(/\bfrom\s+['"](\.{1,2}\/[^'"]+)['"]/g)) {
    const base = path.resolve(path.dirname(file), match[1]!);
    const candidates = [base.replace(/\.js$/, '.ts'), base, `${base}.ts`];
    const target = candidates.find((candidate) => existsSync(candidate));
    if (target) found.push(target);
  }
  return found;
}

/**
 * True when the file, or a test helper it imports (anything under tests/, followed
 * transitively), mentions a database marker outside comments.
 */
function needsDatabase(file: string, testsDir: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  const code = withoutComments(readFileSync(file, 'utf8'));
  if (DATABASE_MARKERS.test(code)) return true;
  return localImports(file, code).some(
    (target) => target.startsWith(testsDir + path.sep) && needsDatabase(target, testsDir, seen),
  );
}

/** Server test files (relative to root), split into those that touch a database and the rest. */
export function serverTestFiles(root: string): { database: string[]; pure: string[] } {
  const serverDir = path.join(root, 'src/server');
  const testsDir = path.join(root, 'tests');
  const split = { database: [] as string[], pure: [] as string[] };
  const files = readdirSync(serverDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.test.ts'))
    .sort();
  for (const name of files) {
    const file = path.join(serverDir, name);
    const relative = path.relative(root, file).split(path.sep).join('/');
    (needsDatabase(file, testsDir) ? split.database : split.pure).push(relative);
  }
  return split;
}
