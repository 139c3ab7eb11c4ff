import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/shared/test/**/*.test.ts',
            'apps/server/test/unit/**/*.test.ts',
            'scripts/test/**/*.test.ts',
            'apps/web/test/**/*.test.ts',
          ],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/test/api/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          pool: 'forks',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // nginx in front of two built instances on PostgreSQL: CI runs it with RUN_PROXY_TEST=1 (.ci/run)
        test: {
          name: 'proxy',
          include: ['apps/server/test/proxy/**/*.test.ts'],
          pool: 'forks',
          testTimeout: 60_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
