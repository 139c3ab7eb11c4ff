import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers.ts';

/**
 * Issue 31 item 4: at the default level (info) a request that succeeds or is refused writes no log line,
 * so the first start's block stays readable; a failed one (5xx) still does, with its route; at debug
 * every request is logged.
 */
async function logOf(level: string, run: (t: TestApp) => Promise<void>): Promise<Record<string, unknown>[]> {
  const lines: string[] = [];
  const t = await buildTestApp(
    { LOG_LEVEL: level },
    { logStream: { write: (line) => void lines.push(line) } },
  );
  try {
    lines.length = 0;
    await run(t);
  } finally {
    await t.close();
  }
  return lines.map((l) => JSON.parse(l) as Record<string, unknown>);
}

const requests = async (t: TestApp) => {
  expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  expect((await t.login('nobody@x.test', 'Wr0ng$ecretPw')).statusCode).toBe(401);
};

describe('the per-request log', () => {
  let info: Record<string, unknown>[];
  let debug: Record<string, unknown>[];
  beforeAll(async () => {
    info = await logOf('info', requests);
    debug = await logOf('debug', requests);
  });

  it('is off at info: no line for a request answered 200 or 401', () => {
    expect(info.filter((e) => e.msg === 'incoming request' || e.msg === 'request completed')).toEqual([]);
  });

  it('is on at debug: a line as each request comes and one as it is answered', () => {
    expect(debug.filter((e) => e.msg === 'incoming request').length).toBeGreaterThanOrEqual(2);
    expect(debug.filter((e) => e.msg === 'request completed').length).toBeGreaterThanOrEqual(2);
  });

  it('still logs a failed request at info, with its route and status', async () => {
    const failed = await logOf('info', async (t) => {
      // a real fault on the users table, as logging.test.ts makes one: a sign-up then fails with a 500
      await t.ctx.database.db.execute(
        `create function test_fault() returns trigger language plpgsql as $$ begin raise exception 'disk on fire'; end $$`,
      );
      await t.ctx.database.db.execute(
        'create trigger test_fault before insert on users for each row execute function test_fault()',
      );
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/create-user?secret=x',
        payload: {
          name: 'Some Person',
          organization: 'Some Org',
          email: 'some.person@x.test',
          phone_number: '9123456789',
          password: 'Sup3r$ecretPw',
          cPassword: 'Sup3r$ecretPw',
        },
      });
      expect(res.statusCode).toBe(500);
    });
    const line = failed.find((e) => e.msg === 'request failed');
    expect(line).toMatchObject({ level: 50, res: { statusCode: 500 } });
    expect(JSON.stringify(line)).toContain('/api/create-user');
    expect(JSON.stringify(failed)).not.toContain('secret=x');
  });
});
