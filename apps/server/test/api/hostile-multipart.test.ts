import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MULTIPART_MESSAGES } from '../../src/platform/uploads.ts';
import { tinyPng } from '../fixtures.ts';
import { type AuthHeaders, buildAdminTestApp, multipart, type TestApp } from '../helpers.ts';

/**
 * Issue 28 item 7: a multipart body cut short (a client that stops sending, a proxy that truncates) is the
 * client's fault, a 400 with a clear message, on every multipart route; nothing is stored.
 */
const MULTIPART_ROUTES = [
  '/api/add-sign',
  '/api/finish-work',
  '/api/start-addwork',
  '/api/finish-addwork',
  '/api/work-comment',
  '/api/add-client-record',
  '/api/add-product',
  '/api/edit-product',
];

let t: TestApp;
let admin: AuthHeaders;
let png: Buffer;
beforeAll(async () => {
  ({ t, admin } = await buildAdminTestApp());
  png = await tinyPng();
});
afterAll(() => t.close());

/** Ways to cut a whole body: where it stops. */
const cuts: { label: string; cut: (body: Buffer) => Buffer }[] = [
  { label: 'before its closing boundary', cut: (b) => b.subarray(0, b.lastIndexOf('--') - 2) },
  { label: 'inside the closing boundary', cut: (b) => b.subarray(0, b.length - 6) },
  { label: 'inside the image', cut: (b) => b.subarray(0, b.indexOf('\x89PNG') + 20) },
  { label: 'inside a part header', cut: (b) => b.subarray(0, b.indexOf('Content-Disposition') + 12) },
  { label: 'right after the first boundary', cut: (b) => b.subarray(0, b.indexOf('\r\n') + 2) },
];

describe('a multipart body cut short', () => {
  it('is a 400 with a clear message on every multipart route', async () => {
    const fields = {
      id: '1',
      worktype: 'New Work',
      time: '2026-03-02T10:00:00Z',
      email: 'admin@aquadesk.test',
    };
    const whole = multipart(fields, { data: png, name: 'a.png', type: 'image/png' });
    const failures: string[] = [];
    for (const url of MULTIPART_ROUTES) {
      for (const { label, cut } of cuts) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          payload: cut(whole.payload),
          headers: { ...admin, ...whole.headers },
        });
        const body = res.json() as { message?: string };
        if (res.statusCode !== 400 || body.message !== MULTIPART_MESSAGES.incomplete) {
          failures.push(`${url} cut ${label}: ${res.statusCode} ${res.body.slice(0, 160)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('is a 400 when it is not multipart inside, or names no boundary', async () => {
    const failures: string[] = [];
    const bodies: { label: string; payload: string; type: string; message: string }[] = [
      {
        label: 'no boundary',
        payload: '--x\r\n',
        type: 'multipart/form-data',
        message: MULTIPART_MESSAGES.malformed,
      },
      {
        label: 'text that is no multipart',
        payload: 'hello there',
        type: 'multipart/form-data; boundary=abc',
        message: MULTIPART_MESSAGES.incomplete,
      },
      {
        label: 'a part without headers',
        payload: '--abc\r\n\r\nvalue\r\n--abc--\r\n',
        type: 'multipart/form-data; boundary=abc',
        message: '',
      },
    ];
    for (const url of MULTIPART_ROUTES) {
      for (const { label, payload, type, message } of bodies) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          payload,
          headers: { ...admin, 'content-type': type },
        });
        const body = res.json() as { message?: string };
        if (res.statusCode !== 400 || (message && body.message !== message)) {
          failures.push(`${url} ${label}: ${res.statusCode} ${res.body.slice(0, 160)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('stores nothing', async () => {
    const count = async () =>
      ((await t.ctx.db.execute('select count(*)::int as n from products')) as unknown as { rows: unknown[] })
        .rows;
    const before = await count();
    const whole = multipart(
      { name: 'CUT PRODUCT', description: 'x', categories: 'Pumps', price: '10', stock: '1' },
      { data: png, name: 'a.png', type: 'image/png' },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/add-product',
      payload: whole.payload.subarray(0, whole.payload.length - 10),
      headers: { ...admin, ...whole.headers },
    });
    expect(res.statusCode).toBe(400);
    expect(await count()).toEqual(before);
  });
});
