import { PROFILE_MESSAGES } from '@aquadesk/shared/profile.ts';
import { MESSAGES, TEXT_MESSAGES } from '@aquadesk/shared/validation.ts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { buildTestApp, multipart, TEST_PASSWORD, type TestApp } from '../helpers.ts';
import { quotedPrintable } from '../mail.ts';
import { connectSocket, listenLocally, waitForRooms } from '../sockets.ts';

/** issue 31 item 5: every user changes their own password, name, phone and signature (docs/api.md "Profile"). */
let t: TestApp;
let png: Buffer;
beforeAll(async () => {
  t = await buildTestApp();
  png = await sharp({ create: { width: 240, height: 80, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Fresh@Pass9';

/** The app listening for sockets, started once. */
let listeningAt: Promise<string> | undefined;
const listening = () => {
  listeningAt ??= listenLocally(t);
  return listeningAt;
};

const changePassword = (authorization: string, body: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/profile/password',
    headers: { authorization },
    payload: body,
    remoteAddress,
  });

const me = (authorization: string) =>
  t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization } });

const editProfile = (authorization: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: '/api/profile', headers: { authorization }, payload: body });

const ownProfile = async (authorization: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/profile', headers: { authorization } })).json().data;

describe('changing one’s own password', () => {
  it('refuses a wrong current password at its field and changes nothing', async () => {
    const user = await t.createUser({ roles: ['employee'] });
    const token = await t.tokenFor(user.email);
    const res = await changePassword(token, {
      current_password: 'Wrong@Pass1',
      new_password: NEW_PASSWORD,
      confirm: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ current_password: PROFILE_MESSAGES.wrongCurrentPassword });
    expect((await me(token)).statusCode).toBe(200);
    expect((await t.login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await t.login(user.email, NEW_PASSWORD)).statusCode).toBe(401);
  });

  it('refuses a weak new password and a confirmation that differs, each at its field', async () => {
    const user = await t.createUser({ roles: ['finance'] });
    const token = await t.tokenFor(user.email);
    const weak = await changePassword(token, {
      current_password: TEST_PASSWORD,
      new_password: 'weakpass',
      confirm: 'weakpass',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toEqual({ new_password: MESSAGES.weakPassword });
    const differs = await changePassword(token, {
      current_password: TEST_PASSWORD,
      new_password: NEW_PASSWORD,
      confirm: 'Other@Pass9',
    });
    expect(differs.statusCode).toBe(400);
    expect(differs.json().errors).toEqual({ confirm: MESSAGES.passwordMismatch });
    const empty = await changePassword(token, {});
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().errors).sort()).toEqual(['confirm', 'current_password', 'new_password']);
    expect((await me(token)).statusCode).toBe(200);
    expect((await t.login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('changes it for every kind of user: the old no longer signs in, the new does, only this session lives on', async () => {
    for (const kind of ['employee', 'technical_director', 'reseller', 'client'] as const) {
      const user =
        kind === 'client'
          ? await t.createUser({ userType: 'client' })
          : await t.createUser({ roles: kind === 'reseller' ? ['reseller'] : ['employee', kind] });
      const mine = await t.tokenFor(user.email);
      const other = await t.tokenFor(user.email);
      expect(other).not.toBe(mine); // two sign-ins in one second are two sessions
      const ended = vi.spyOn(t.ctx.realtime, 'endSessions');
      const res = await changePassword(mine, {
        current_password: TEST_PASSWORD,
        new_password: NEW_PASSWORD,
        confirm: NEW_PASSWORD,
      });
      expect(res.statusCode, `${kind}: ${res.body}`).toBe(200);
      const body = res.json();
      expect(body.message).toBe(PROFILE_MESSAGES.passwordChanged);
      expect(body.user).toMatchObject({ id: user.id, email: user.email, token: expect.any(String) });
      // the live sockets of the user end, but those of this session
      expect(ended).toHaveBeenCalledWith(user.id, mine.slice('Bearer '.length));
      ended.mockRestore();

      const fresh = `Bearer ${body.user.token as string}`;
      expect((await me(fresh)).statusCode).toBe(200);
      expect((await me(mine)).statusCode).toBe(401);
      const otherSession = await me(other);
      expect(otherSession.statusCode).toBe(401);
      expect(otherSession.json().message).toBe('Your session has ended. Please log in again.');
      expect((await t.login(user.email, TEST_PASSWORD)).statusCode).toBe(401);
      expect((await t.login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    }
  });

  it('closes the live sockets of the other sessions, not this one’s', async () => {
    const url = await listening();
    const user = await t.createUser({ roles: ['employee'] });
    const mine = await t.tokenFor(user.email);
    const other = await t.tokenFor(user.email);
    const mySocket = await connectSocket(url, mine);
    const otherSocket = await connectSocket(url, other);
    await waitForRooms(t, user.id);
    for (
      let i = 0;
      i < 50 && (await t.ctx.realtime.io!.in(`user:${user.id}`).fetchSockets()).length < 2;
      i++
    ) {
      await new Promise((r) => setTimeout(r, 20));
    }
    // the web app acknowledges the event, after which the server disconnects the socket
    const ended = new Promise((resolve) =>
      otherSocket.once('session_ended', (payload: unknown, answer: () => void) => {
        answer();
        resolve(payload);
      }),
    );
    const closed = new Promise((resolve) => otherSocket.once('disconnect', resolve));
    let mineEnded = false;
    mySocket.on('session_ended', () => {
      mineEnded = true;
    });
    const res = await changePassword(mine, {
      current_password: TEST_PASSWORD,
      new_password: NEW_PASSWORD,
      confirm: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    await expect(ended).resolves.toEqual({});
    await expect(closed).resolves.toBe('io server disconnect');
    expect(mineEnded).toBe(false);
    expect(mySocket.connected).toBe(true);
    // the old tokens open no socket any more; the fresh one does
    await expect(connectSocket(url, other)).rejects.toThrow(/unauthorized/);
    const fresh = await connectSocket(url, res.json().user.token as string);
    fresh.close();
    mySocket.close();
  });

  // the sockets cross instances through the PostgreSQL adapter: the embedded database has one instance
  it.runIf(Boolean(inject('postgresTemplate')))(
    'a change on another instance ends the other sessions’ sockets, not this one’s',
    async () => {
      const url = await listening();
      const b = await t.secondInstance();
      const user = await t.createUser({ roles: ['employee'] });
      const mine = await t.tokenFor(user.email);
      const other = await t.tokenFor(user.email);
      const mySocket = await connectSocket(url, mine);
      const otherSocket = await connectSocket(url, other);
      for (
        let i = 0;
        i < 50 && (await t.ctx.realtime.io!.in(`user:${user.id}`).fetchSockets()).length < 2;
        i++
      ) {
        await new Promise((r) => setTimeout(r, 20));
      }
      const closed = new Promise((resolve) => otherSocket.once('disconnect', resolve));
      let mineEnded = false;
      mySocket.on('session_ended', () => {
        mineEnded = true;
      });
      const res = await b.app.inject({
        method: 'POST',
        url: '/api/profile/password',
        headers: { authorization: mine },
        payload: { current_password: TEST_PASSWORD, new_password: NEW_PASSWORD, confirm: NEW_PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      await expect(closed).resolves.toBe('io server disconnect');
      await new Promise((r) => setTimeout(r, 200));
      expect(mineEnded).toBe(false);
      expect(mySocket.connected).toBe(true);
      mySocket.close();
    },
  );

  it('voids the reset links mailed before', async () => {
    const user = await t.createUser({ roles: ['employee'] });
    const token = await t.tokenFor(user.email);
    expect((await t.post('/api/forgot-password', { email: user.email })).statusCode).toBe(200);
    const mail = t.outbox().at(-1) ?? '';
    const link = /reset-password\?token=([\w-]+)/.exec(quotedPrintable(mail))?.[1] ?? '';
    expect(link).not.toBe('');
    const res = await changePassword(token, {
      current_password: TEST_PASSWORD,
      new_password: NEW_PASSWORD,
      confirm: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    const reset = await t.post('/api/reset-password', { token: link, password: 'Another@Pass1' });
    expect(reset.statusCode).toBe(400);
    expect((await t.login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('counts wrong current passwords against the login throttling', async () => {
    const user = await t.createUser({ roles: ['employee'] });
    const token = await t.tokenFor(user.email);
    const ip = '10.31.5.1';
    const wrong = { current_password: 'Wrong@Pass1', new_password: NEW_PASSWORD, confirm: NEW_PASSWORD };
    for (let i = 0; i < 5; i++) expect((await changePassword(token, wrong, ip)).statusCode).toBe(400);
    for (let i = 0; i < 5; i++) expect((await t.login(user.email, 'Wrong@Pass1', ip)).statusCode).toBe(401);
    const right = { current_password: TEST_PASSWORD, new_password: NEW_PASSWORD, confirm: NEW_PASSWORD };
    const blocked = await changePassword(token, right, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().errors).toEqual({ current_password: MESSAGES.tooManyAttempts });
    expect((await t.login(user.email, TEST_PASSWORD, ip)).statusCode).toBe(429);
    // nothing changed: the session lives and the old password still signs in elsewhere
    expect((await me(token)).statusCode).toBe(200);
    expect((await t.login(user.email, TEST_PASSWORD, '10.31.5.2')).statusCode).toBe(200);
  });

  it('checks at most ten current passwords when many arrive at once', async () => {
    const user = await t.createUser({ roles: ['employee'] });
    const token = await t.tokenFor(user.email);
    const ip = '10.31.6.1';
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        changePassword(
          token,
          { current_password: `Wrong@${i}xy`, new_password: NEW_PASSWORD, confirm: NEW_PASSWORD },
          ip,
        ),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 400)).toHaveLength(10);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(10);
  });

  it('of two changes at once, one wins and the other session has ended', async () => {
    const user = await t.createUser({ roles: ['employee'] });
    const token = await t.tokenFor(user.email);
    const answers = await Promise.all(
      ['First@Pass1', 'Second@Pass2'].map((p) =>
        changePassword(token, { current_password: TEST_PASSWORD, new_password: p, confirm: p }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    const won = answers.find((r) => r.statusCode === 200)!;
    expect((await me(`Bearer ${won.json().user.token as string}`)).statusCode).toBe(200);
  });

  it('needs a signed-in caller', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profile/password',
      payload: { current_password: TEST_PASSWORD, new_password: NEW_PASSWORD, confirm: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('editing one’s own name and phone', () => {
  it('saves a trimmed name and phone for staff and clients alike', async () => {
    for (const user of [
      await t.createUser({ roles: ['employee'] }),
      await t.createUser({ userType: 'client' }),
    ]) {
      const token = await t.tokenFor(user.email);
      const res = await editProfile(token, { name: '  Asha Menon ', phone_number: '9447001122' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ id: user.id, name: 'Asha Menon', phone_number: '9447001122' });
      expect(await ownProfile(token)).toMatchObject({ name: 'Asha Menon', phone_number: '9447001122' });
      expect((await me(token)).json().user.name).toBe('Asha Menon');
    }
  });

  it('refuses bad names and phones at their fields and changes nothing', async () => {
    const user = await t.createUser({ roles: ['employee'] });
    const token = await t.tokenFor(user.email);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ name: '', phone_number: '9447001122' }, { name: MESSAGES.required }],
      [{ name: 'x'.repeat(201), phone_number: '9447001122' }, { name: TEXT_MESSAGES.tooLong('Name', 200) }],
      [{ name: 'Asha\u0000Menon', phone_number: '9447001122' }, { name: TEXT_MESSAGES.control('Name') }],
      [{ name: 'Asha\nMenon', phone_number: '9447001122' }, { name: TEXT_MESSAGES.control('Name') }],
      [{ name: 'Asha', phone_number: '94470011223' }, { phone_number: MESSAGES.phoneDigits }],
      [{ name: 'Asha', phone_number: '94470-112' }, { phone_number: MESSAGES.phoneDigits }],
      [{ name: 'Asha', phone_number: '\u0007' }, { phone_number: TEXT_MESSAGES.control('Phone number') }],
      [{ name: 'Asha' }, { phone_number: MESSAGES.required }],
    ];
    for (const [body, errors] of cases) {
      const res = await editProfile(token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors, JSON.stringify(body)).toEqual(errors);
    }
    expect(await ownProfile(token)).toMatchObject({ name: user.name, phone_number: user.phoneNumber });
  });

  it('edits only the caller: an id or e-mail in the body is not read', async () => {
    const user = await t.createUser({ roles: ['employee'] });
    const other = await t.createUser({ roles: ['employee'] });
    const token = await t.tokenFor(user.email);
    const res = await editProfile(token, {
      name: 'Changed',
      phone_number: '9000000001',
      id: other.id,
      user_id: other.id,
      email: other.email,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe(user.id);
    const otherToken = await t.tokenFor(other.email);
    expect(await ownProfile(otherToken)).toMatchObject({ name: other.name, phone_number: other.phoneNumber });
    // nor does one user's password change reach another's
    const changed = await changePassword(token, {
      current_password: TEST_PASSWORD,
      new_password: NEW_PASSWORD,
      confirm: NEW_PASSWORD,
      email: other.email,
      user_id: other.id,
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(otherToken)).statusCode).toBe(200);
    expect((await t.login(other.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await t.login(other.email, NEW_PASSWORD)).statusCode).toBe(401);
  });
});

describe('one’s own signature', () => {
  it('is replaced and removed by its owner, and the old files go', async () => {
    const user = await t.createUser({ roles: ['employee'] });
    const token = await t.tokenFor(user.email);
    const upload = async () => {
      const body = multipart(
        { email: user.email, sign_url: '' },
        { name: 's.png', data: png, type: 'image/png' },
      );
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/add-sign',
        payload: body.payload,
        headers: { authorization: token, ...body.headers },
      });
      expect(res.statusCode).toBe(200);
      return res.json().data.sign_url as string;
    };
    const first = await upload();
    const second = await upload();
    expect(second).not.toBe(first);
    expect(
      (await t.app.inject({ method: 'GET', url: first, headers: { authorization: token } })).statusCode,
    ).toBe(404);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/profile/sign',
      headers: { authorization: token },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.sign_url).toBeNull();
    expect((await ownProfile(token)).sign_url).toBeNull();
    expect(
      (await t.app.inject({ method: 'GET', url: second, headers: { authorization: token } })).statusCode,
    ).toBe(404);
    // removing none is no error
    const again = await t.app.inject({
      method: 'DELETE',
      url: '/api/profile/sign',
      headers: { authorization: token },
    });
    expect(again.statusCode).toBe(200);
  });

  it('is not a client’s to keep', async () => {
    const client = await t.createUser({ userType: 'client' });
    const token = await t.tokenFor(client.email);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/profile/sign',
      headers: { authorization: token },
    });
    expect(res.statusCode).toBe(403);
  });
});
