import { MESSAGES } from '@aquadesk/shared/validation.ts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures } from '../../src/db/schema/index.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, buildTestApp, type TestApp } from '../helpers.ts';
import { quotedPrintable } from '../mail.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const signUp = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/create-user', payload });

const validSignUp = (n: string) => ({
  name: 'Priya Das',
  organization: `Blue River Hotels ${n}`,
  email: `Priya.${n}@Example.COM`,
  phone_number: '9847000000',
  password: 'Strong@123',
  cPassword: 'Strong@123',
  file_id: 'N.A',
});

describe('POST /api/login', () => {
  it('answers the user with a token for the right password', async () => {
    const res = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(res.statusCode).toBe(200);
    const { user } = res.json();
    expect(user).toMatchObject({
      email: ADMIN_EMAIL,
      user_type: 'admin',
      permissions: ['admin', 'employee'],
      districts: [],
    });
    expect(user.token).toMatch(/^ey/);
  });

  it('accepts the e-mail in any case', async () => {
    const res = await t.login(ADMIN_EMAIL.toUpperCase(), ADMIN_PASSWORD);
    expect(res.statusCode).toBe(200);
  });

  it('gives one message for a wrong password and for an unknown e-mail', async () => {
    const wrong = await t.login(ADMIN_EMAIL, 'Nope@1234');
    const unknown = await t.login('ghost@x.in', 'Nope@1234');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: MESSAGES.wrongLogin });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('names every empty field with 400, never 500', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ email: MESSAGES.required, password: MESSAGES.required });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{oops',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('throttles after ten failures for one e-mail from one address, and not for others', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 10; i++) {
      const r = await t.login(user.email, 'Wrong@123');
      expect(r.statusCode).toBe(401);
    }
    const blocked = await t.login(user.email, 'Test@12345');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(MESSAGES.tooManyAttempts);
    const other = await t.login(user.email, 'Test@12345', '10.1.2.3');
    expect(other.statusCode).toBe(200);
  });

  it('checks at most ten passwords when fifty wrong ones arrive at once', async () => {
    const user = await t.createUser();
    const ip = '10.4.0.1';
    const answers = await Promise.all(Array.from({ length: 50 }, () => t.login(user.email, 'Wrong@123', ip)));
    expect(answers.filter((r) => r.statusCode === 401)).toHaveLength(10);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(40);
    // every checked password left its reserved failure row: ten rows, ten checks
    const rows = await t.ctx.db
      .select()
      .from(loginFailures)
      .where(and(eq(loginFailures.email, user.email), eq(loginFailures.ip, ip)));
    expect(rows).toHaveLength(10);
  });

  it('a burst that holds the right password after the limit does not log in', async () => {
    const user = await t.createUser();
    const ip = '10.4.0.2';
    const login = (password: string) => t.login(user.email, password, ip);
    for (let i = 0; i < 10; i++) expect((await login('Wrong@123')).statusCode).toBe(401);
    const passwords = Array.from({ length: 51 }, (_, i) => (i === 25 ? 'Test@12345' : `Wrong@${i}xy`));
    const answers = await Promise.all(passwords.map(login));
    expect(answers.map((r) => r.statusCode)).toEqual(passwords.map(() => 429));
  });

  it('a burst that holds the right password among fifty wrong ones checks ten at most', async () => {
    const user = await t.createUser();
    const ip = '10.4.0.3';
    const passwords = Array.from({ length: 51 }, (_, i) => (i === 50 ? 'Test@12345' : `Wrong@${i}xy`));
    const answers = await Promise.all(passwords.map((password) => t.login(user.email, password, ip)));
    // the right one is sent last: the first ten reservations are wrong guesses, so it is refused
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401).length + codes.filter((c) => c === 200).length).toBeLessThanOrEqual(
      10,
    );
  });

  it('clears the count on success', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 9; i++) {
      await t.login(user.email, 'Wrong@123');
    }
    expect((await t.login(user.email, 'Test@12345')).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) {
      await t.login(user.email, 'Wrong@123');
    }
    expect((await t.login(user.email, 'Test@12345')).statusCode).toBe(200);
  });
});

describe('POST /api/create-user without a token (sign-up)', () => {
  it('creates a client, signs them in, stores the e-mail lower-cased and ignores user_type', async () => {
    const res = await signUp({ ...validSignUp('a'), user_type: 'admin', permissions: ['admin'] });
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user).toMatchObject({ email: 'priya.a@example.com', user_type: 'client', permissions: [] });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.name).toBe('PRIYA DAS');
  });

  it('refuses an e-mail in use, in any case, with 409 at the field', async () => {
    await signUp(validSignUp('b'));
    const res = await signUp({
      ...validSignUp('b'),
      organization: 'Another Org',
      email: 'PRIYA.B@example.com',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MESSAGES.emailInUse, errors: { email: MESSAGES.emailInUse } });
  });

  it('refuses a second account for an organization, case-insensitively', async () => {
    await signUp(validSignUp('c'));
    const res = await signUp({
      ...validSignUp('c'),
      email: 'other.c@example.com',
      organization: 'BLUE RIVER HOTELS C',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual({ organization: 'Organization already has an account' });
  });

  it('names each failing field with the spec message', async () => {
    const res = await signUp({
      name: '',
      organization: '',
      email: 'not-an-email',
      phone_number: '98470abc',
      password: 'weak',
      cPassword: 'other',
    });
    expect(res.statusCode).toBe(400);
    const { errors } = res.json();
    expect(errors.name).toBe(MESSAGES.required);
    expect(errors.organization).toBe(MESSAGES.required);
    expect(errors.email).toBe(MESSAGES.invalidEmail);
    expect(errors.phone_number).toBe(MESSAGES.phoneDigits);
    expect(errors.password).toBe(MESSAGES.weakPassword);
  });

  it('refuses a confirmation that differs', async () => {
    const res = await signUp({ ...validSignUp('d'), cPassword: 'Strong@124' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ cPassword: MESSAGES.passwordMismatch });
  });

  it('refuses a phone number longer than 10 digits', async () => {
    const res = await signUp({ ...validSignUp('e'), phone_number: '98470000001' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.phone_number).toBe(MESSAGES.phoneDigits);
  });
});

describe('POST /api/create-user with a token (add client)', () => {
  it('is refused to an employee without client rights', async () => {
    const { headers } = await t.asRole('employee');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/create-user',
      headers,
      payload: validSignUp('f'),
    });
    expect(res.statusCode).toBe(403);
  });

  it('by a reseller makes a client that waits for an admin', async () => {
    const { headers } = await t.asRole('reseller');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/create-user',
      headers,
      payload: validSignUp('g'),
    });
    expect(res.statusCode).toBe(201);
    const login = await t.login('priya.g@example.com', 'Strong@123');
    expect(login.statusCode).toBe(200);
  });
});

describe('forgot and reset password', () => {
  it('always answers 200 and mails a one-time link only to a real user', async () => {
    const before = t.outbox().length;
    const ghost = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: 'ghost@nowhere.in' },
    });
    expect(ghost.statusCode).toBe(200);
    expect(t.outbox().length).toBe(before);

    const user = await t.createUser();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: user.email },
    });
    expect(res.statusCode).toBe(200);
    const mail = t.outbox().at(-1)!;
    expect(mail).toContain(`To: ${user.email}`);
    const decoded = quotedPrintable(mail);
    const token = /reset-password\?token=([\w-]+)/.exec(decoded)?.[1];
    // 32 random bytes, base64url
    expect(token).toMatch(/^[\w-]{43}$/);

    const oldToken = await t.tokenFor(user.email);
    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, password: 'weak' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.password).toBe(MESSAGES.weakPassword);

    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, password: 'Fresh@2026' },
    });
    expect(ok.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, password: 'Fresh@2027' },
    });
    expect(again.statusCode).toBe(400);

    // the old session died with the password change; the new password works
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: oldToken } });
    expect(me.statusCode).toBe(401);
    await expect(t.tokenFor(user.email, 'Fresh@2026')).resolves.toMatch(/^Bearer /);
  });

  it('refuses an unknown token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token: 'made-up', password: 'Fresh@2026' },
    });
    expect(res.statusCode).toBe(400);
  });
});

/** Asks for a reset link from `ip` and returns the token mailed (or the response when none was). */
async function requestResetLink(email: string, ip = '10.9.0.1') {
  const before = t.outbox().length;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/forgot-password',
    payload: { email },
    remoteAddress: ip,
  });
  expect(res.statusCode).toBe(200);
  expect(t.outbox().length).toBe(before + 1);
  const decoded = quotedPrintable(t.outbox().at(-1)!);
  return /reset-password\?token=([\w-]+)/.exec(decoded)![1]!;
}

const useResetLink = (token: string, password = 'Fresh@2026') =>
  t.app.inject({ method: 'POST', url: '/api/reset-password', payload: { token, password } });

describe('a password change voids the reset links mailed before', () => {
  it('an admin setting a new password voids an outstanding link', async () => {
    const worker = await t.createUser();
    const token = await requestResetLink(worker.email, '10.9.1.1');
    const admin = await t.adminHeaders();
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/reset_password_admin',
      headers: admin,
      payload: { email: worker.email, password: 'Admin@Set1' },
    });
    expect(set.statusCode).toBe(200);
    const res = await useResetLink(token);
    expect(res.statusCode).toBe(400);
    await expect(t.tokenFor(worker.email, 'Admin@Set1')).resolves.toMatch(/^Bearer /);
  });

  it('using one link voids the others', async () => {
    const worker = await t.createUser();
    const first = await requestResetLink(worker.email, '10.9.2.1');
    const second = await requestResetLink(worker.email, '10.9.2.1');
    expect((await useResetLink(second)).statusCode).toBe(200);
    expect((await useResetLink(first, 'Other@2026')).statusCode).toBe(400);
    await expect(t.tokenFor(worker.email, 'Fresh@2026')).resolves.toMatch(/^Bearer /);
  });
});

describe('abuse limits (429, counted in the database)', () => {
  const forgot = (email: string, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email }, remoteAddress: ip });

  it('allows 5 reset mails an hour from one address, whatever the e-mails', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await forgot(`nobody${i}@limits.test`, '10.8.0.1')).statusCode).toBe(200);
    }
    const res = await forgot('nobody9@limits.test', '10.8.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe('Too many password reset requests. Please wait an hour and try again.');
    expect((await forgot('nobody9@limits.test', '10.8.0.2')).statusCode).toBe(200);
  });

  it('holds under a parallel burst: 20 requests at once send 5 mails', async () => {
    const before = t.outbox().length;
    const user = await t.createUser();
    const codes = await Promise.all(Array.from({ length: 20 }, () => forgot(user.email, '10.5.0.1')));
    expect(codes.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(codes.filter((r) => r.statusCode === 429)).toHaveLength(15);
    expect(t.outbox().length).toBe(before + 5);
  });

  it('allows 5 reset mails an hour to one e-mail, whatever the addresses', async () => {
    const user = await t.createUser();
    const before = t.outbox().length;
    for (let i = 0; i < 5; i++) {
      expect((await forgot(user.email, `10.7.0.${i + 1}`)).statusCode).toBe(200);
    }
    const res = await forgot(user.email.toUpperCase(), '10.7.0.9');
    expect(res.statusCode).toBe(429);
    expect(t.outbox().length).toBe(before + 5);
  });

  it('allows 10 sign-ups an hour from one address', async () => {
    const from = (n: number, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/create-user',
        payload: validSignUp(`limit${n}`),
        remoteAddress: ip,
      });
    for (let i = 0; i < 10; i++) expect((await from(i, '10.6.0.1')).statusCode).toBe(201);
    const res = await from(10, '10.6.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(
      'Too many sign-ups from your network. Please wait an hour and try again.',
    );
    expect((await from(11, '10.6.0.2')).statusCode).toBe(201);
  });
});

describe('tokens', () => {
  it('GET /api/me needs a token and refuses a forged one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: 'Bearer abc.def.ghi' },
    });
    expect(res.statusCode).toBe(401);
  });
});
