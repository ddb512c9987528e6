// Lighthouse (mobile) on the landing page and, signed in, on each role's main screens of a
// freshly seeded server; checks the budgets, prints a table and writes bench/results/pages-latest.json.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../scripts/build-if-stale.mjs';
import { startBuiltServer } from './built-server.mjs';
import { auditPage, chromiumVersion } from './lighthouse-page.mjs';
import { KB, budgets, checkBudgets } from './pages-budgets.mjs';
import { createStaff, seedPages } from './pages-seed.mjs';

const RUNS = 3;
const resultFile = path.join(root, 'bench/results/pages-latest.json');

/** The screens of /work/shared/SPEC.md §2 (src/client/app/routes.tsx), with who opens them. */
const pagesOf = ({ orders }) => [
  { name: 'Landing', route: '/', path: '/', role: null },
  { name: 'Submit', route: '/submit', path: '/submit', role: 'applicant' },
  {
    name: 'Checkout',
    route: '/checkout/:tier?submissionId=',
    path: `/checkout/core?submissionId=${orders.unpaid}`,
    role: 'applicant',
  },
  { name: 'Applicant dashboard', route: '/dashboard', path: '/dashboard', role: 'applicant' },
  { name: 'Reviewer dashboard', route: '/dashboard', path: '/dashboard', role: 'reviewer' },
  { name: 'Admin dashboard', route: '/dashboard', path: '/dashboard', role: 'admin' },
  {
    name: 'Reviewer workspace',
    route: '/review/:submissionId',
    path: `/review/${orders.inReview}`,
    role: 'reviewer',
  },
  {
    name: 'Results',
    route: '/results/:submissionId',
    path: `/results/${orders.delivered}`,
    role: 'applicant',
  },
];

const kB = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const ms = (value) => (typeof value === 'number' ? `${Math.round(value)} ms` : value);

function printTable(pages) {
  console.log(`\nLighthouse 12, mobile preset, median of ${RUNS} runs per page`);
  console.table(
    pages.map((p) => ({
      page: p.name,
      route: p.route,
      'signed in as': p.role ?? '-',
      runs: p.scores.join(' '),
      score: p.score,
      FCP: ms(p.fcpMs),
      LCP: ms(p.lcpMs),
      TBT: ms(p.tbtMs),
      'CPU index': p.benchmarkIndex,
      'JS gzip': `${kB(p.jsGzipBytes)} (${p.scripts.length} files)`,
      'JS as served': kB(p.jsTransferBytes),
      budgets: p.budgets.map((b) => `${b.pass ? 'PASS' : 'FAIL'} ${b.budget}`).join('; '),
    })),
  );
}

export async function benchPages() {
  const server = await startBuiltServer({ beforeStart: createStaff });
  const pages = [];
  try {
    const seed = await seedPages(server.url);
    for (const page of pagesOf(seed)) {
      console.log(`${page.name} (${page.role ?? 'signed out'}): ${page.path}`);
      const measured = await auditPage(`${server.url}${page.path}`, {
        cookie: page.role && seed.cookies[page.role],
        clientDir: path.join(server.buildDir, 'dist/client'),
        runs: RUNS,
      });
      for (const warning of new Set(measured.warnings)) console.warn(`  ${warning}`);
      const { warnings: _, ...result } = { ...page, ...measured };
      pages.push({ ...result, budgets: checkBudgets(result) });
    }
  } finally {
    await server.stop();
  }

  printTable(pages);
  const failed = pages.flatMap((p) =>
    p.budgets.filter((b) => !b.pass).map((b) => `${p.name}: ${b.budget} (measured ${b.measured})`),
  );
  const lighthouseVersion = JSON.parse(
    readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8'),
  ).version;
  mkdirSync(path.dirname(resultFile), { recursive: true });
  writeFileSync(
    resultFile,
    `${JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        lighthouse: lighthouseVersion,
        chromium: chromiumVersion(),
        preset: 'mobile',
        runsPerPage: RUNS,
        budgets,
        pass: failed.length === 0,
        pages,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nWrote ${path.relative(root, resultFile)}`);
  if (failed.length > 0) {
    console.error(`\nBudgets failed:\n${failed.map((f) => `  FAIL ${f}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log('\nEvery page budget: PASS');
  }
}
