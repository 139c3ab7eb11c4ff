import { EVENTS } from '@aquadesk/shared/events.ts';
import { MESSAGES } from '@aquadesk/shared/validation.ts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clientRecords, districts, notes, resellerDistricts, users } from '../../src/db/schema/index.ts';
import { clientWithSite as sharedClientWithSite } from '../fixtures.ts';
import { buildTestApp, type Emit, recordEmits, type TestApp } from '../helpers.ts';

let t: TestApp;
let admin: Record<string, string>;
let districtId: number;
let emits: Emit[];
let png: Buffer;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.adminHeaders();
  const [d] = await t.ctx.db.select().from(districts).limit(1);
  districtId = d!.id;
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a8' } })
    .png()
    .toBuffer();
  emits = recordEmits(t);
});
beforeEach(() => {
  emits.length = 0;
});
afterAll(() => t.close());

let n = 0;
const newClient = (headers: Record<string, string>, extra: Record<string, unknown> = {}) => {
  n += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/create-user',
    headers,
    payload: {
      name: 'anu joseph',
      email: `Anu${n}@Client.in`,
      phone_number: '9847100000',
      organization: `Green Valley ${n}`,
      password: 'Strong@123',
      cPassword: 'Strong@123',
      ...extra,
    },
  });
};

/** A client of `createdBy` (the admin's when absent) with one site (test/fixtures.ts). */
function clientWithSite(createdBy?: number) {
  return sharedClientWithSite(t, 'PLANT ONE', createdBy);
}

describe('clients list and add', () => {
  it('admin adds a client (name upper-cased), processed; the list answers data; its e-mail is no longer free', async () => {
    const res = await newClient(admin);
    expect(res.statusCode).toBe(201);
    const list = await t.app.inject({ method: 'GET', url: '/api/get_client_data', headers: admin });
    expect(list.statusCode).toBe(200);
    const row = list.json().data.find((c: { id: number }) => c.id === res.json().data.id);
    expect(row).toMatchObject({ name: 'ANU JOSEPH', email: `anu${n}@client.in`, processed_by_admin: true });
    expect(list.json()).not.toHaveProperty('email_list');
    const free = await t.app.inject({
      method: 'GET',
      url: '/api/email-available',
      headers: admin,
      query: { email: `anu${n}@client.in` },
    });
    expect(free.json()).toEqual({ available: false });
    expect(emits.map((e) => e[0])).toEqual([EVENTS.client, EVENTS.addOrg, EVENTS.updateEmail]);
  });

  it('refuses a used e-mail (any case) and a used organization', async () => {
    await newClient(admin, { email: 'dup@client.in', organization: 'Dup Org' });
    const email = await newClient(admin, { email: 'DUP@client.in' });
    expect(email.statusCode).toBe(409);
    expect(email.json().errors).toEqual({ email: MESSAGES.emailInUse });
    const org = await newClient(admin, { organization: 'dup org' });
    expect(org.statusCode).toBe(409);
    expect(org.json().errors).toEqual({ organization: 'Organization already has an account' });
  });

  it('a reseller adds a pending client and lists only their own', async () => {
    const r = await t.asRole('reseller');
    const res = await newClient(r.headers);
    expect(res.statusCode).toBe(201);
    const [stored] = await t.ctx.db.select().from(users).where(eq(users.id, res.json().data.id));
    expect(stored).toMatchObject({ processedByAdmin: false, createdBy: r.user.id });
    await newClient(admin);
    const list = await t.app.inject({ method: 'GET', url: '/api/get_client_data', headers: r.headers });
    expect(list.json().data.map((c: { id: number }) => c.id)).toEqual([res.json().data.id]);
    // emitted to the reseller by id, never role:reseller
    const clientEv = emits.find((e) => e[0] === EVENTS.client)!;
    expect(clientEv[2]).toEqual({ roles: ['admin', 'client_management'], users: [r.user.id] });
  });

  it('get_all_email for client managers; refused to employees and clients', async () => {
    for (const role of ['client_management', 'reseller'] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/get_all_email',
        headers: (await t.asRole(role)).headers,
      });
      expect(res.statusCode).toBe(200);
      expect(Array.isArray(res.json().email_list)).toBe(true);
    }
    // paged like every list (docs/api.md "Lists"): walked with limit 2, every address once, in order
    const headers = (await t.asRole('client_management')).headers;
    const walked: string[] = [];
    let cursor: string | null = null;
    let total = 0;
    do {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/get_all_email',
        headers,
        query: { limit: '2', ...(cursor ? { cursor } : {}) },
      });
      const page = res.json() as { email_list: string[]; next_cursor: string | null; total: number };
      expect(page.email_list.length).toBeLessThanOrEqual(2);
      walked.push(...page.email_list);
      cursor = page.next_cursor;
      total = page.total;
    } while (cursor);
    expect(walked).toHaveLength(total);
    expect(new Set(walked.map((e) => e.toLowerCase())).size).toBe(total);
    const lowered = walked.map((e) => e.toLowerCase());
    expect(lowered).toEqual([...lowered].sort());
    const searched = await t.app.inject({
      method: 'GET',
      url: '/api/get_all_email',
      headers,
      query: { search: walked[0]!.toUpperCase() },
    });
    expect(searched.json().email_list).toContain(walked[0]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/get_all_email', headers, query: { limit: '101' } }))
        .statusCode,
    ).toBe(400);
    for (const role of ['employee', 'client'] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/get_all_email',
        headers: (await t.asRole(role)).headers,
      });
      expect(res.statusCode).toBe(403);
    }
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/get_client_data',
          headers: (await t.asRole('employee')).headers,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('POST /api/edit-client', () => {
  const edit = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/edit-client', headers, payload });

  it('a reseller edits their own client (still pending); another reseller gets 404', async () => {
    const r = await t.asRole('reseller');
    const other = await t.asRole('reseller');
    const id = (await newClient(r.headers)).json().data.id;
    const ok = await edit(r.headers, {
      user_id: id,
      name: 'new name',
      phone_number: '9000000000',
      organization: `Renamed ${id}`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({
      name: 'NEW NAME',
      organization: `Renamed ${id}`,
      processed_by_admin: false,
    });
    expect(emits.at(-1)![0]).toBe(EVENTS.updateClient);
    expect(emits.at(-1)![2]).toEqual({ roles: ['admin', 'client_management'], users: [r.user.id] });
    const nope = await edit(other.headers, { user_id: id, name: 'x', phone_number: '1', organization: 'y' });
    expect(nope.statusCode).toBe(404);
  });

  it('an admin edit processes the client: it leaves /reseller-clients', async () => {
    const r = await t.asRole('reseller');
    const id = (await newClient(r.headers)).json().data.id;
    const pending = await t.app.inject({ method: 'GET', url: '/api/reseller-clients', headers: admin });
    expect(pending.json().map((c: { id: number }) => c.id)).toContain(id);
    const res = await edit(admin, { user_id: id, name: 'z', phone_number: '1', organization: `Org ${id}` });
    expect(res.json().data.processed_by_admin).toBe(true);
    const after = await t.app.inject({ method: 'GET', url: '/api/reseller-clients', headers: admin });
    expect(after.json().map((c: { id: number }) => c.id)).not.toContain(id);
  });

  it('refuses a taken organization, missing fields, and an unknown id', async () => {
    await newClient(admin, { organization: 'Taken Org' });
    const id = (await newClient(admin)).json().data.id;
    expect(
      (await edit(admin, { user_id: id, name: 'a', phone_number: '1', organization: 'TAKEN ORG' }))
        .statusCode,
    ).toBe(409);
    const missing = await edit(admin, { user_id: id });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['name', 'organization', 'phone_number']);
    expect(
      (await edit(admin, { user_id: 999999, name: 'a', phone_number: '1', organization: 'q' })).statusCode,
    ).toBe(404);
    const staff = await t.asRole('employee');
    expect(
      (await edit(admin, { user_id: staff.user.id, name: 'a', phone_number: '1', organization: 'q' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('POST /api/reset-client-password', () => {
  it('admin and client_management set a client password (old token ends); resellers are refused', async () => {
    const c = await t.asRole('client');
    const cm = await t.asRole('client_management');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reset-client-password',
      headers: cm.headers,
      payload: { user_id: c.user.id, password: 'Newpass@123', cPassword: 'Newpass@123' },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: c.headers })).statusCode).toBe(401);
    await t.tokenFor(c.user.email, 'Newpass@123');
    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/reset-client-password',
      headers: admin,
      payload: { user_id: c.user.id, password: 'weak', cPassword: 'weak' },
    });
    expect(weak.json().errors.password).toBe(MESSAGES.weakPassword);
    const r = await t.asRole('reseller');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/reset-client-password',
      headers: r.headers,
      payload: { user_id: c.user.id, password: 'Newpass@123', cPassword: 'Newpass@123' },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('client page, notes, records, mail', () => {
  it('GET /api/get_all_client_data for admin and employee; others refused; unknown 404', async () => {
    const { client, site } = await clientWithSite();
    const emp = await t.asRole('employee');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/get_all_client_data?id=${client.id}`,
      headers: emp.headers,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual([
      'assessments',
      'client',
      'employee_list',
      'note_response',
      'record_list',
      'site_data',
    ]);
    expect(body.site_data.map((s: { site_id: number }) => s.site_id)).toEqual([site.id]);
    expect(body.employee_list.some((e: { email: string }) => e.email === emp.user.email)).toBe(true);
    // client_management alone (without employee) and resellers may not open the client page
    const cmOnly = await t.createUser({ roles: ['client_management'] });
    const cmHeaders = { authorization: await t.tokenFor(cmOnly.email) };
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/get_all_client_data?id=${client.id}`,
          headers: cmHeaders,
        })
      ).statusCode,
    ).toBe(403);
    for (const role of ['reseller', 'client'] as const) {
      const r = await t.app.inject({
        method: 'GET',
        url: `/api/get_all_client_data?id=${client.id}`,
        headers: (await t.asRole(role)).headers,
      });
      expect(r.statusCode).toBe(403);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/get_all_client_data?id=999999', headers: admin }))
        .statusCode,
    ).toBe(404);
  });

  it('notes: create, edit by the author while open and within 2 days, close by an admin', async () => {
    const { client, site } = await clientWithSite();
    const emp = await t.asRole('employee');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/create-note',
      headers: emp.headers,
      payload: {
        client_id: client.id,
        site_id: site.id,
        heading: 'Pump noise',
        description: 'Check bearings',
      },
    });
    expect(created.statusCode).toBe(201);
    const note = created.json().data;
    expect(note).toMatchObject({
      heading: 'Pump noise',
      site_name: 'PLANT ONE',
      user_name: emp.user.name,
      email: emp.user.email,
      is_closed: false,
      closed_at: null,
    });
    expect(emits.at(-1)).toEqual([
      EVENTS.addNote,
      note,
      { roles: ['admin', 'employee'], users: [emp.user.id] },
    ]);

    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/create-note',
      headers: emp.headers,
      payload: { client_id: client.id },
    });
    expect(Object.keys(missing.json().errors).sort()).toEqual(['description', 'heading', 'site_id']);
    const other = await clientWithSite();
    const wrongSite = await t.app.inject({
      method: 'POST',
      url: '/api/create-note',
      headers: emp.headers,
      payload: { client_id: client.id, site_id: other.site.id, heading: 'h', description: 'd' },
    });
    expect(wrongSite.json().errors).toEqual({ site_id: 'Select a valid Site' });

    const edit = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/edit-note',
        headers,
        payload: { note_id: note.id, heading: 'Pump noise 2', description: 'Done' },
      });
    expect((await edit(admin)).statusCode).toBe(403);
    const ok = await edit(emp.headers);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.heading).toBe('Pump noise 2');
    expect(emits.at(-1)![0]).toBe(EVENTS.editNote);

    await t.ctx.db
      .update(notes)
      .set({ createdAt: new Date(Date.now() - 3 * 86400000) })
      .where(eq(notes.id, note.id));
    const late = await edit(emp.headers);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('A note can be edited only within 2 days');
    await t.ctx.db.update(notes).set({ createdAt: new Date() }).where(eq(notes.id, note.id));

    const close = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/close-note', headers, payload: { note_id: note.id } });
    expect((await close(emp.headers)).statusCode).toBe(403);
    const closed = await close(admin);
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data).toMatchObject({ is_closed: true, closed_at: expect.any(String) });
    expect(emits.at(-1)![0]).toBe(EVENTS.removeNote);
    expect((await close(admin)).statusCode).toBe(409);
    const afterClose = await edit(emp.headers);
    expect(afterClose.json().message).toBe('This note is closed');
  });

  it('notes by a reseller are scoped to their own clients (404 otherwise)', async () => {
    const r = await t.asRole('reseller');
    const mine = await clientWithSite(r.user.id);
    const notMine = await clientWithSite();
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/create-note',
      headers: r.headers,
      payload: { client_id: mine.client.id, site_id: mine.site.id, heading: 'h', description: 'd' },
    });
    expect(ok.statusCode).toBe(201);
    const no = await t.app.inject({
      method: 'POST',
      url: '/api/create-note',
      headers: r.headers,
      payload: { client_id: notMine.client.id, site_id: notMine.site.id, heading: 'h', description: 'd' },
    });
    expect(no.statusCode).toBe(404);
    const client = await t.asRole('client');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/create-note',
      headers: client.headers,
      payload: {},
    });
    expect(refused.statusCode).toBe(403);
  });

  it('records: create with an image (served back), edit by the author within 7 days', async () => {
    const { client, site } = await clientWithSite();
    const emp = await t.asRole('employee');
    const form = new FormData();
    form.append('client_id', String(client.id));
    form.append('site_id', String(site.id));
    form.append('heading', 'Filter change');
    form.append('description', 'Replaced sand filter');
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
    const req = new Request('http://x', { method: 'POST', body: form });
    const payload = Buffer.from(await req.arrayBuffer());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/add-client-record',
      headers: { ...emp.headers, 'content-type': req.headers.get('content-type')! },
      payload,
    });
    expect(res.statusCode).toBe(201);
    const record = res.json().data;
    expect(record).toMatchObject({
      heading: 'Filter change',
      organization: client.organization,
      user_name: emp.user.name,
    });
    expect(emits.at(-1)![0]).toBe(EVENTS.updateWorkRecord);
    const img = await t.app.inject({
      method: 'GET',
      url: `/api/record/${record.image}`,
      headers: emp.headers,
    });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect((await t.app.inject({ method: 'GET', url: `/api/record/${record.image}` })).statusCode).toBe(401);

    const noImage = new FormData();
    noImage.append('client_id', String(client.id));
    const req2 = new Request('http://x', { method: 'POST', body: noImage });
    const res2 = await t.app.inject({
      method: 'POST',
      url: '/api/add-client-record',
      headers: { ...emp.headers, 'content-type': req2.headers.get('content-type')! },
      payload: Buffer.from(await req2.arrayBuffer()),
    });
    expect(res2.statusCode).toBe(400);
    expect(Object.keys(res2.json().errors).sort()).toEqual(['description', 'heading', 'image', 'site_id']);

    const edit = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/edit-client-record',
        headers,
        payload: { id: record.id, description: 'Replaced twice' },
      });
    expect((await edit(admin)).statusCode).toBe(403);
    const ok = await edit(emp.headers);
    expect(ok.json().data.description).toBe('Replaced twice');
    expect(emits.at(-1)![0]).toBe(EVENTS.editWorkRecord);
    await t.ctx.db
      .update(clientRecords)
      .set({ createdAt: new Date(Date.now() - 8 * 86400000) })
      .where(eq(clientRecords.id, record.id));
    const late = await edit(emp.headers);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('A record can be edited only within 7 days');
  });

  it('record images: a reseller sees those of their own clients or their districts only (404 otherwise)', async () => {
    const maker = await t.asRole('reseller');
    const { client, site } = await clientWithSite(maker.user.id);
    const emp = await t.asRole('employee');
    const form = new FormData();
    form.append('client_id', String(client.id));
    form.append('site_id', String(site.id));
    form.append('heading', 'Blower check');
    form.append('description', 'Checked the blower');
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'b.png');
    const req = new Request('http://x', { method: 'POST', body: form });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/add-client-record',
      headers: { ...emp.headers, 'content-type': req.headers.get('content-type')! },
      payload: Buffer.from(await req.arrayBuffer()),
    });
    expect(res.statusCode).toBe(201);
    const url = `/api/record/${res.json().data.image}`;
    const get = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

    const outsider = await t.asRole('reseller');
    const outside = await get(outsider.headers);
    expect(outside.statusCode).toBe(404);
    expect(outside.json().message).toBe('Image not found');
    expect((await get(maker.headers)).statusCode).toBe(200);
    const local = await t.asRole('reseller');
    await t.ctx.db.insert(resellerDistricts).values({ userId: local.user.id, districtId });
    expect((await get(local.headers)).statusCode).toBe(200);
    expect((await get(emp.headers)).statusCode).toBe(200);
    expect((await get(admin)).statusCode).toBe(200);
    // a name no record holds is 404 to everyone, even when it is a stored file of another kind
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/record/${'0'.repeat(32)}.png`,
      headers: admin,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('mails chosen recipients with escaped HTML; unknown recipients and none are 400', async () => {
    const emp = await t.asRole('employee');
    const to = await t.asRole('employee');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/send-email-list-html',
      headers: emp.headers,
      payload: {
        emailList: [to.user.email],
        heading: 'Site <b>visit</b>',
        description: '<script>x</script>',
      },
    });
    expect(res.statusCode).toBe(200);
    const mail = t.outbox().at(-1)!;
    expect(mail).toContain(to.user.email);
    expect(mail.split('text/html')[1]).not.toContain('<script>');
    expect(mail).toContain('&lt;script&gt;');
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/send-email-list-html',
      headers: emp.headers,
      payload: { emailList: [], heading: 'h', description: 'd' },
    });
    expect(none.json().errors.emailList).toBe('Select at least one recipient');
    const stranger = await t.app.inject({
      method: 'POST',
      url: '/api/send-email-list-html',
      headers: emp.headers,
      payload: { emailList: ['x@nowhere.in'], heading: 'h', description: 'd' },
    });
    expect(stranger.statusCode).toBe(400);
  });
});
