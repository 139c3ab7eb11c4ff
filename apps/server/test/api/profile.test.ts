import { readdirSync } from 'node:fs';
import path from 'node:path';
import { PROFILE_MESSAGES } from '@aquadesk/shared/profile.ts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, multipart, type TestApp } from '../helpers.ts';

let t: TestApp;
let admin: { authorization: string };
let png: Buffer;
beforeAll(async () => {
  t = await buildTestApp({ UPLOAD_MAX_MB: '1' });
  admin = await t.adminHeaders();
  png = await sharp({ create: { width: 240, height: 80, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

const addSign = (
  headers: { authorization: string },
  email: string,
  file?: Parameters<typeof multipart>[1],
) => {
  const body = multipart({ email, sign_url: '' }, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/add-sign',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
};

describe('profile', () => {
  it('shows a user their own profile with the letterhead', async () => {
    const { user, headers } = await t.asRole('employee');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/get_profile',
      headers,
      payload: { email: user.email.toUpperCase() },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      users: expect.objectContaining({ id: user.id, email: user.email, sign_url: null }),
      address: expect.objectContaining({ name: expect.any(String), address: expect.any(String) }),
    });
  });

  it('is 404 for someone else’s profile unless the caller is admin', async () => {
    const me = await t.asRole('technical_director');
    const other = await t.createUser({ roles: ['employee'] });
    const mine = await t.app.inject({
      method: 'POST',
      url: '/api/get_profile',
      headers: me.headers,
      payload: { email: other.email },
    });
    expect(mine.statusCode).toBe(404);
    const asAdmin = await t.app.inject({
      method: 'POST',
      url: '/api/get_profile',
      headers: admin,
      payload: { email: other.email },
    });
    expect(asAdmin.statusCode).toBe(200);
    const { headers } = await t.asRole('client');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/get_profile',
          headers,
          payload: { email: other.email },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('stores a signature image and serves it back to its owner and the admin only', async () => {
    const me = await t.asRole('employee');
    const res = await addSign(me.headers, me.user.email, { name: 'sign.png', data: png, type: 'image/png' });
    expect(res.statusCode).toBe(200);
    const signUrl: string = res.json().data.sign_url;
    expect(signUrl).toMatch(/^\/api\/sign\/[a-f0-9]{32}\.png$/);
    const own = await t.app.inject({ method: 'GET', url: signUrl, headers: me.headers });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect((await t.app.inject({ method: 'GET', url: signUrl, headers: admin })).statusCode).toBe(200);
    const other = await t.asRole('employee');
    expect((await t.app.inject({ method: 'GET', url: signUrl, headers: other.headers })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: signUrl })).statusCode).toBe(401);
    const profile = await t.app.inject({
      method: 'POST',
      url: '/api/get_profile',
      headers: me.headers,
      payload: { email: me.user.email },
    });
    expect(profile.json().users.sign_url).toBe(signUrl);
  });

  it('lets the admin upload anyone’s signature, nobody else', async () => {
    const target = await t.createUser({ roles: ['employee'] });
    expect(
      (await addSign(admin, target.email, { name: 's.png', data: png, type: 'image/png' })).statusCode,
    ).toBe(200);
    const other = await t.asRole('finance');
    expect(
      (await addSign(other.headers, target.email, { name: 's.png', data: png, type: 'image/png' }))
        .statusCode,
    ).toBe(404);
  });

  it('requires an image, checked by its bytes', async () => {
    const me = await t.asRole('employee');
    const none = await addSign(me.headers, me.user.email);
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ image: PROFILE_MESSAGES.imageRequired });
    const fake = await addSign(me.headers, me.user.email, {
      name: 'sign.png',
      data: Buffer.from('not an image'),
      type: 'image/png',
    });
    expect(fake.statusCode).toBe(415);
    const big = await addSign(me.headers, me.user.email, {
      name: 'big.png',
      data: Buffer.alloc(1024 * 1024 + 10, 1),
      type: 'image/png',
    });
    expect(big.statusCode).toBe(413);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/add-sign',
      headers: me.headers,
      payload: { email: me.user.email },
    });
    expect(json.statusCode).toBe(415);
  });

  it('deletes a replaced signature once the new one is saved', async () => {
    const me = await t.asRole('employee');
    const signFiles = () => readdirSync(path.join(t.dataDir, 'uploads', 'sign'));
    const first = await addSign(me.headers, me.user.email, { name: 'a.png', data: png, type: 'image/png' });
    expect(first.statusCode).toBe(200);
    const before = signFiles().length;
    const second = await addSign(me.headers, me.user.email, { name: 'b.png', data: png, type: 'image/png' });
    expect(second.statusCode).toBe(200);
    const name = (url: string) => url.split('/').at(-1)!;
    expect(signFiles().length).toBe(before);
    expect(signFiles()).toContain(name(second.json().data.sign_url));
    expect(signFiles()).not.toContain(name(first.json().data.sign_url));
  });
});
