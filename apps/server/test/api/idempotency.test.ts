import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_MESSAGES } from '@aquadesk/shared/idempotency.ts';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../src/app.ts';
import { clientRecords, contactMessages, idempotentRequests, invoices } from '../../src/db/schema/index.ts';
import { registeredIdempotency } from '../../src/platform/idempotency/hooks.ts';
import { clientWithSite, tinyPng } from '../fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers.ts';
import { form } from './work-helpers.ts';

// Issue 28 item 6: every call that creates a record takes an Idempotency-Key (platform/idempotency). Two app
// instances on one database, on PGlite and on PostgreSQL alike.

type Headers = { authorization: string };
let t: TestApp;
let b: BuiltApp;
let director: Headers;

const invoice = (over: Record<string, unknown> = {}) => ({
  organization: 'Lakeshore Hospital',
  phone_number: '9847012345',
  products: [{ discription: 'Dosing pump', quntaty: '3', rate: '10.50', cgst: '9', sgst: '9', igst: '0' }],
  ...over,
});

function createInvoice(
  headers: Headers,
  key: string | undefined,
  payload: unknown = invoice(),
  app: BuiltApp['app'] = t.app,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/invoice_generater',
    headers: { ...headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: payload as object,
  });
}

const count = async (table: typeof invoices | typeof clientRecords | typeof contactMessages) =>
  (await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

beforeAll(async () => {
  t = await buildTestApp();
  b = await t.secondInstance();
  director = (await t.asRole('technical_director')).headers;
});

afterAll(async () => {
  await t.close();
});

describe('Idempotency-Key', () => {
  it('a create sent again with its key answers the first answer again and creates nothing', async () => {
    const key = randomUUID();
    const before = await count(invoices);
    const first = await createInvoice(director, key);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    // the other instance knows the key too
    for (const app of [t.app, b.app]) {
      const again = await createInvoice(director, key, invoice(), app);
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(first.json());
    }
    expect(await count(invoices)).toBe(before + 1);
  });

  it('the same key with another body is 422 and creates nothing', async () => {
    const key = randomUUID();
    expect((await createInvoice(director, key)).statusCode).toBe(201);
    const before = await count(invoices);
    const other = await createInvoice(director, key, invoice({ organization: 'Another Hospital' }));
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      message: IDEMPOTENCY_MESSAGES.otherRequest,
      errors: { 'Idempotency-Key': IDEMPOTENCY_MESSAGES.otherRequest },
    });
    // the same body in another key order and spacing is the same request
    const reordered = await t.app.inject({
      method: 'POST',
      url: '/api/invoice_generater',
      headers: { ...director, 'idempotency-key': key, 'content-type': 'application/json' },
      payload: JSON.stringify(Object.fromEntries(Object.entries(invoice()).reverse()), null, 2),
    });
    expect(reordered.statusCode).toBe(201);
    expect(reordered.headers['idempotent-replayed']).toBe('true');
    expect(await count(invoices)).toBe(before);
  });

  it('fifty parallel calls with one key on two instances create exactly one record', async () => {
    const key = randomUUID();
    const before = await count(invoices);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => createInvoice(director, key, invoice(), i % 2 ? b.app : t.app)),
    );
    expect(await count(invoices)).toBe(before + 1);
    const created = answers.filter((r) => r.statusCode === 201);
    const running = answers.filter((r) => r.statusCode === 409);
    expect(created.length + running.length).toBe(50);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((r) => r.body)).size).toBe(1);
    for (const r of running) {
      expect(r.json().message).toBe(IDEMPOTENCY_MESSAGES.running);
      expect(r.headers['retry-after']).toBe('1');
    }
    // once the first has answered, every retry gets its answer
    const retry = await createInvoice(director, key, invoice(), b.app);
    expect(retry.statusCode).toBe(201);
    expect(retry.body).toBe(created[0]!.body);
  });

  it('a key is the caller’s own: another user with the same key creates their own record', async () => {
    const key = randomUUID();
    const other = (await t.asRole('technical_director')).headers;
    const before = await count(invoices);
    const mine = await createInvoice(director, key);
    const theirs = await createInvoice(other, key);
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.json().id).not.toBe(mine.json().id);
    expect(await count(invoices)).toBe(before + 2);
  });

  it('a refused call keeps nothing: the corrected form may be sent with the same key', async () => {
    const key = randomUUID();
    const before = await count(invoices);
    const bad = await createInvoice(director, key, invoice({ products: [] }));
    expect(bad.statusCode).toBe(400);
    const notAllowed = await createInvoice((await t.asRole('employee')).headers, key);
    expect(notAllowed.statusCode).toBe(403);
    const good = await createInvoice(director, key);
    expect(good.statusCode).toBe(201);
    expect(await count(invoices)).toBe(before + 1);
  });

  it('a key outside 1 to 255 visible ASCII characters is 400 and creates nothing', async () => {
    const before = await count(invoices);
    for (const key of ['', 'a'.repeat(256), 'has space', 'tab\there', 'caf\u00e9']) {
      const res = await createInvoice(director, key);
      expect(res.statusCode, JSON.stringify(key)).toBe(400);
      expect(res.json().errors['Idempotency-Key']).toBe(IDEMPOTENCY_MESSAGES.badKey);
    }
    expect((await createInvoice(director, 'k'.repeat(255))).statusCode).toBe(201);
    expect(await count(invoices)).toBe(before + 1);
  });

  it('without a key every call creates, as before', async () => {
    const before = await count(invoices);
    expect((await createInvoice(director, undefined)).statusCode).toBe(201);
    expect((await createInvoice(director, undefined)).statusCode).toBe(201);
    expect(await count(invoices)).toBe(before + 2);
  });

  it('a key is kept 24 hours; after that it is new again', async () => {
    const key = randomUUID();
    const before = await count(invoices);
    expect((await createInvoice(director, key)).statusCode).toBe(201);
    await t.ctx.db
      .update(idempotentRequests)
      .set({ createdAt: sql`now() - interval '24 hours 1 minute'` })
      .where(sql`${idempotentRequests.key} = ${key}`);
    const later = await createInvoice(director, key, invoice({ organization: 'Next Day Hospital' }));
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await count(invoices)).toBe(before + 2);
  });

  it('a first call that never answered (its process died) frees its key after 5 minutes', async () => {
    const key = randomUUID();
    expect((await createInvoice(director, key)).statusCode).toBe(201);
    // as if the first call's process had died before its answer was kept
    const forget = (age: string) =>
      t.ctx.db
        .update(idempotentRequests)
        .set({ status: null, body: null, createdAt: sql`now() - ${age}::interval` })
        .where(sql`${idempotentRequests.key} = ${key}`);
    await forget('4 minutes');
    const waiting = await createInvoice(director, key, invoice(), b.app);
    expect(waiting.statusCode).toBe(409);
    await forget('6 minutes');
    const before = await count(invoices);
    const retried = await createInvoice(director, key, invoice(), b.app);
    expect(retried.statusCode).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(await count(invoices)).toBe(before + 1);
  });

  it('a multipart create counts too: the same record and image once; another image is 422', async () => {
    const employee = await t.asRole('employee');
    const { client, site } = await clientWithSite(t, 'IDEMPOTENT PLANT');
    const png = await tinyPng();
    const record = (image: Buffer) =>
      form(
        { client_id: String(client.id), site_id: String(site.id), heading: 'Visit', description: 'Checked' },
        [{ field: 'image', data: image }],
      );
    const send = (body: ReturnType<typeof form>, key: string, app: BuiltApp['app'] = t.app) =>
      app.inject({
        method: 'POST',
        url: '/api/add-client-record',
        headers: { ...employee.headers, ...body.headers, 'idempotency-key': key },
        payload: body.payload,
      });
    const key = randomUUID();
    const before = await count(clientRecords);
    const first = await send(record(png), key);
    expect(first.statusCode).toBe(201);
    const again = await send(record(png), key, b.app);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const otherImage = await send(record(Buffer.concat([png, Buffer.from([0])])), key);
    expect(otherImage.statusCode).toBe(422);
    expect(await count(clientRecords)).toBe(before + 1);
  });

  it('an answer sent compressed is kept as its JSON and replayed, compressed or not', async () => {
    const employee = await t.asRole('employee');
    const { client, site } = await clientWithSite(t, 'COMPRESSED PLANT');
    const key = randomUUID();
    const note = (app: BuiltApp['app'], encoding?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/create-note',
        headers: {
          ...employee.headers,
          'idempotency-key': key,
          ...(encoding ? { 'accept-encoding': encoding } : {}),
        },
        payload: {
          client_id: client.id,
          site_id: site.id,
          heading: 'Long note',
          description: 'x'.repeat(3000),
        },
      });
    const first = await note(t.app, 'br');
    expect(first.statusCode).toBe(201);
    expect(first.headers['content-encoding']).toBe('br');
    const plain = await note(b.app);
    expect(plain.statusCode).toBe(201);
    expect(plain.headers['idempotent-replayed']).toBe('true');
    expect(plain.json().data.description).toHaveLength(3000);
    const gzip = await note(t.app, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('the public contact form is keyed by the visitor’s address', async () => {
    const key = randomUUID();
    const message = { name: 'Ravi', email: 'ravi@example.com', message: 'Need a quote' };
    const contact = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/home-contact',
        headers: { 'idempotency-key': key },
        payload: message,
        remoteAddress,
      });
    const before = await count(contactMessages);
    expect((await contact('192.0.2.1')).statusCode).toBe(201);
    expect((await contact('192.0.2.1')).headers['idempotent-replayed']).toBe('true');
    expect((await contact('192.0.2.2')).headers['idempotent-replayed']).toBeUndefined();
    expect(await count(contactMessages)).toBe(before + 2);
  });

  it('sign-up ignores the key: its answer holds a session token, which is never stored', async () => {
    const key = randomUUID();
    const signUp = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/create-user',
        headers: { 'idempotency-key': key },
        payload: {
          name: `Visitor ${n}`,
          email: `visitor-${n}-${key}@example.com`,
          phone_number: '9847012345',
          organization: `Visitor Org ${n} ${key}`,
          password: 'Visitor@123',
          cPassword: 'Visitor@123',
        },
        remoteAddress: '192.0.2.50',
      });
    expect((await signUp(1)).statusCode).toBe(201);
    expect((await signUp(2)).statusCode).toBe(201);
    const kept = await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(idempotentRequests)
      .where(sql`${idempotentRequests.key} = ${key}`);
    expect(kept[0]!.n).toBe(0);
  });
});

describe('every create call', () => {
  it('honours Idempotency-Key: each route that answers 201 is marked, and every marked route is a POST', () => {
    const routes = [...registeredIdempotency.entries()];
    expect(routes.length).toBeGreaterThan(50);
    const answers201 = routes.filter(([, { handler }]) =>
      /\.(status|code)\(\s*201\s*\)/.test(String(handler)),
    );
    // the creations of the domains (a new create route must be among them, marked)
    expect(answers201.length).toBeGreaterThanOrEqual(17);
    const unmarked = answers201.filter(([, { idempotent }]) => !idempotent).map(([route]) => route);
    expect(unmarked).toEqual([]);
    const marked = routes.filter(([, { idempotent }]) => idempotent).map(([route]) => route);
    expect(marked.every((route) => route.startsWith('POST '))).toBe(true);
    // calls that create without answering 201: a send (its record and mail) and a forward
    expect(marked).toEqual(
      expect.arrayContaining([
        'POST /api/send-estimate',
        'POST /api/send-invoice',
        'POST /api/send-proposal',
        'POST /api/send-email-list-html',
        'POST /api/forward-work',
        // issue 41 item 13: many at once, mails each
        'POST /api/invoices/bulk/remind',
        'POST /api/invoices/bulk/send',
        'POST /api/approve-leaves',
        'POST /api/approve-reseller-sites',
      ]),
    );
  });
});
