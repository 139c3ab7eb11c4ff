import { describe, expect, it } from 'vitest';
import { render, summarize } from '../ci-summary.ts';

describe('the CI summary (scripts/ci-summary.ts)', () => {
  it("reads Vitest's JSON report: counts and each file's wall time", () => {
    const s = summarize(
      'API tests on PGlite',
      {
        numTotalTests: 5,
        numPassedTests: 3,
        numFailedTests: 1,
        numPendingTests: 1,
        testResults: [
          { name: '/repo/apps/server/test/api/a.test.ts', startTime: 1_000, endTime: 4_500 },
          { name: '/repo/apps/server/test/api/b.test.ts', startTime: 2_000, endTime: 2_250 },
        ],
      },
      '/repo',
    );
    expect(s).toMatchObject({ total: 5, passed: 3, failed: 1, skipped: 1 });
    expect([...s.files]).toEqual([
      ['apps/server/test/api/a.test.ts', 3.5],
      ['apps/server/test/api/b.test.ts', 0.25],
    ]);
  });

  it("reads Playwright's JSON report, nested suites added up per file, a flaky test named apart", () => {
    const s = summarize('journeys', {
      stats: { expected: 2, unexpected: 0, flaky: 1, skipped: 0 },
      suites: [
        {
          file: 'auth.spec.ts',
          specs: [{ title: 'signs in', tests: [{ results: [{ duration: 1_500, status: 'passed' }] }] }],
          suites: [
            {
              file: '',
              specs: [
                {
                  title: 'logs out',
                  tests: [
                    {
                      status: 'flaky',
                      results: [
                        { duration: 2_000, status: 'failed' },
                        { duration: 1_000, status: 'passed' },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          file: 'work.spec.ts',
          specs: [{ title: 'assigns', tests: [{ results: [{ duration: 500, status: 'passed' }] }] }],
        },
      ],
    });
    expect(s).toMatchObject({ total: 3, passed: 2, failed: 0, skipped: 0 });
    expect(s.files.get('apps/web/e2e/auth.spec.ts')).toBe(4.5);
    expect(s.files.get('apps/web/e2e/work.spec.ts')).toBe(0.5);
    expect(s.flaky).toEqual(['apps/web/e2e/auth.spec.ts: logs out']);
  });

  it('refuses a file that is neither report', () => {
    expect(() => summarize('x', { tests: [] })).toThrow(/neither a Vitest nor a Playwright/);
  });

  it('prints one line per suite, the missing ones named, then the slowest files first', () => {
    const files = new Map([
      ['a.test.ts', 1],
      ['b.test.ts', 9],
      ['c.test.ts', 5],
    ]);
    const lines = render(
      [{ label: 'unit', total: 4, passed: 3, failed: 1, skipped: 0, files, flaky: ['e2e/a.spec.ts: x'] }],
      ['journeys'],
      2,
    );
    expect(lines).toContain(`unit${' '.repeat(12)}3 passed, 1 failed, 1 flaky`);
    expect(lines).toContain('journeys    no report (the step did not finish)');
    expect(lines).toContain('FLAKY (failed once, passed on its retry: a race to fix): e2e/a.spec.ts: x');
    const slowest = lines.slice(lines.indexOf('==> the 2 slowest test files') + 2);
    expect(slowest).toEqual(['    9.0s  b.test.ts  (unit)', '    5.0s  c.test.ts  (unit)']);
  });
});
