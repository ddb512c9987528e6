import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { serverTestFiles } from './tests/support/database-tests';

const root = path.dirname(fileURLToPath(import.meta.url));
// Server test files that touch a database run on every engine; the others run once.
const serverTests = serverTestFiles(root);

/**
 * The longest test files (the fuzz test takes minutes on each engine) start first, so that none of
 * them is left running alone at the end. The rest keep Vitest's own order.
 */
const slowestFiles = [
  'src/server/fuzz-inputs.test.ts',
  'src/server/main.test.ts',
  'src/server/access-matrix.test.ts',
  'src/server/domains/auth/protection.test.ts',
];

class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => {
      const index = slowestFiles.indexOf(path.relative(root, spec.moduleId).replaceAll('\\', '/'));
      return index === -1 ? slowestFiles.length : index;
    };
    const sorted = await super.sort(files);
    return sorted
      .map((spec, order) => ({ spec, order }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.order - b.order)
      .map(({ spec }) => spec);
  }
}

const integration = (name: string, dbKind: string): TestProjectInlineConfiguration => ({
  test: {
    name,
    include: serverTests.database,
    environment: 'node',
    globalSetup: ['tests/support/global-setup.ts'],
    env: { TEST_DB_KIND: dbKind },
    // A worker loads the server's modules once for all the database test files it runs, not
    // once per file (that took a third of their time). Each file still builds its own app on
    // its own database; none of them mocks modules, fakes timers or changes the environment,
    // and one that needs to must undo it in afterAll.
    isolate: false,
    // Generous: two workers, beside lint, typecheck and the build, on a 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Vitest's default on 2 cores is one worker; database tests wait on PostgreSQL and child
    // processes often enough that two keep both cores busy.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    sequence: { sequencer: SlowestFirst },
    projects: [
      {
        test: {
          name: 'shared',
          include: ['src/shared/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'client',
          include: ['src/client/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tests/support/client-setup.ts'],
          // They run beside lint, typecheck and the build on two cores: 5 s is too tight there.
          testTimeout: 30_000,
        },
      },
      // Server tests with no database (no useTestApp, createTestDb or TEST_DB_KIND): once.
      {
        test: {
          name: 'server-unit',
          include: serverTests.pure,
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      integration('server-pglite', 'pglite'),
      // The same integration tests again on real PostgreSQL when CI (or you) provide one.
      ...(process.env.TEST_DATABASE_URL ? [integration('server-postgres', 'postgres')] : []),
    ],
  },
});
