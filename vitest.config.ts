import path from 'node:path';
import { defineConfig } from 'vitest/config';

// CI (.ci/run) runs the README's `npm test` and reads each part's JSON report for its summary
// (scripts/ci-summary.ts): with TEST_REPORT_DIR set, each run writes one there, named by the npm script
// that started it (test-unit.json, test-api.json), or vitest.json when started otherwise.
const reportDir = process.env.TEST_REPORT_DIR;
const script = process.env.npm_lifecycle_event;
const reportName = (!script || script === 'npx' ? 'vitest' : script).replace(/[^\w-]/g, '-');

export default defineConfig({
  test: {
    ...(reportDir
      ? {
          reporters: ['default', 'json'],
          outputFile: { json: path.join(reportDir, `${reportName}.json`) },
        }
      : {}),
    projects: [
      {
        test: {
          name: 'unit',
          // property tests do real work (thousands of generated cases): on a busy 2-core CI machine one
          // took 12 s where it takes 0.3 s alone, so a unit test has 30 s before it is called hung
          testTimeout: 30_000,
          // both cores (Vitest's default leaves one idle on a 2-core machine): bench/README.md §8
          maxWorkers: 2,
          isolate: false,
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
          // Two processes on the 2-core machine (Vitest's default is one fewer than the cores: one), each
          // running its files one after another without loading the app's modules again for every file:
          // a file still gets a database of its own, from the migrated template (test/helpers.ts), and an
          // app of its own. bench/README.md §8 has the times this was chosen on.
          maxWorkers: 2,
          isolate: false,
          // `npm test` runs these beside the journeys (scripts/test-all.ts): on a busy 2-core machine a
          // test that takes 5 s alone took 40, so a test has two minutes before it is called hung
          testTimeout: 120_000,
          hookTimeout: 180_000,
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
