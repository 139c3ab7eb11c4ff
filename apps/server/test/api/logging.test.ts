import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers.ts';

/**
 * Secrets stay out of the log (issue #9): a sign-up that fails inside the database (a fault, so the
 * 500 path logs it), a wrong login and a query string leave no password, hash, e-mail or phone in it.
 */
let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
  // a real fault on the users table: every insert fails with an error no client causes
  await t.ctx.database.db.execute(
    `create function test_fault() returns trigger language plpgsql as $$ begin raise exception 'disk on fire'; end $$`,
  );
  await t.ctx.database.db.execute(
    'create trigger test_fault before insert on users for each row execute function test_fault()',
  );
});
afterAll(() => t.close());

describe('the log', () => {
  it('holds no password, hash, e-mail, phone or query string', async () => {
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/create-user',
      payload: {
        name: 'Secret Person',
        organization: 'Secret Org',
        email: 'secret.person@leak.example',
        phone_number: '9123456789',
        password: 'Sup3r$ecretPw',
        cPassword: 'Sup3r$ecretPw',
      },
    });
    expect(signUp.statusCode).toBe(500);
    const login = await t.login('secret.person@leak.example', 'Wr0ng$ecretPw');
    expect(login.statusCode).toBe(401);
    await t.app.inject({
      method: 'GET',
      url: '/api/get_single_product_by_id?id=7&email=query.leak@leak.example',
    });

    const log = lines.join('');
    expect(log).toContain('unhandled error');
    expect(log).toContain('/api/create-user');
    for (const secret of [
      'secret.person',
      'leak.example',
      '9123456789',
      'Sup3r$ecretPw',
      'Wr0ng$ecretPw',
      '$argon2',
      'query.leak',
      'Secret Org',
    ]) {
      expect(log, secret).not.toContain(secret);
    }
  });
});
