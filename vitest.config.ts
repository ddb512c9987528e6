import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

const integration = (name: string, dbKind: string): TestProjectInlineConfiguration => ({
  test: {
    name,
    include: ['src/server/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/support/global-setup.ts'],
    env: { TEST_DB_KIND: dbKind },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
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
        },
      },
      integration('server-pglite', 'pglite'),
      // The same integration tests again on real PostgreSQL when CI (or you) provide one.
      ...(process.env.TEST_DATABASE_URL ? [integration('server-postgres', 'postgres')] : []),
    ],
  },
});
