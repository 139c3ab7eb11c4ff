import { CLIENT_MESSAGES } from '@aquadesk/shared/clients.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import { GST_MESSAGES } from '@aquadesk/shared/gst.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import {
  clientTaxIdentity,
  clientTaxIdentityByOrganization,
} from '../../src/modules/clients/operations/client-accounts.ts';
import { TERMS_ONLY_BILLERS } from '../../src/modules/clients/operations/tax-identity.ts';
import { NO_TAX_IDENTITY } from '../fixtures.ts';
import { buildTestApp, type Emit, recordEmits, type TestApp } from '../helpers.ts';

/** A client's tax identity through the client calls (issue 30; docs/api.md "Clients"). */

// Kerala (32) and Maharashtra (27) GSTINs with their check characters (docs/requirements/002-gst.md §2)
const KERALA = '32AABCU9603R1ZW';
const MAHARASHTRA = '27AAPFU0939F1ZV';

let t: TestApp;
let admin: Record<string, string>;
let emits: Emit[];

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.adminHeaders();
  emits = recordEmits(t);
});
beforeEach(() => {
  emits.length = 0;
});
afterAll(() => t.close());

let n = 0;
const account = () => {
  n += 1;
  return {
    name: 'anu joseph',
    email: `tax${n}@client.in`,
    phone_number: '9847100000',
    organization: `Tax Org ${n}`,
    password: 'Strong@123',
    cPassword: 'Strong@123',
  };
};
const create = (payload: Record<string, unknown>, headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'POST', url: '/api/create-user', headers, payload });
const edit = (payload: Record<string, unknown>, headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'POST', url: '/api/edit-client', headers, payload });
const stored = async (id: number) => (await t.ctx.db.select().from(users).where(eq(users.id, id)))[0]!;
const listed = async (id: number) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/get_client_data', headers: admin });
  return res.json().data.find((c: { id: number }) => c.id === id);
};
const page = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/get_all_client_data?id=${id}`, headers: admin })).json()
    .client;

const TAX = {
  billing_address: '2nd Floor, Riverside Towers\nMG Road, Thrissur 680001',
  state_code: '32',
  gstin: '32aabcu9603r1zw',
  payment_terms_days: 30,
};

describe('create a client with its tax identity', () => {
  it('stores and returns it: list, page and the live event; a GSTIN bills B2B', async () => {
    const res = await create({ ...account(), ...TAX });
    expect(res.statusCode).toBe(201);
    const { id } = res.json().data;
    expect(await stored(id)).toMatchObject({
      billingAddress: TAX.billing_address,
      stateCode: '32',
      gstin: KERALA,
      paymentTermsDays: 30,
      remindersOff: false,
    });
    const expected = {
      billing_address: TAX.billing_address,
      state_code: '32',
      state_name: 'Kerala',
      gstin: KERALA,
      billed: 'B2B',
      payment_terms_days: 30,
      reminders_off: false,
    };
    expect(await listed(id)).toMatchObject(expected);
    expect(await page(id)).toMatchObject(expected);
    const event = emits.find((e) => e[0] === EVENTS.client)!;
    expect(event[1]).toMatchObject({ id, ...expected });
  });

  it('without one: nothing set, billed B2C; a GSTIN alone brings its state', async () => {
    const plain = (await create(account())).json().data.id;
    expect(await listed(plain)).toMatchObject(NO_TAX_IDENTITY);
    const gstinOnly = (await create({ ...account(), gstin: MAHARASHTRA })).json().data.id;
    expect(await listed(gstinOnly)).toMatchObject({
      state_code: '27',
      state_name: 'Maharashtra',
      billed: 'B2B',
    });
  });

  it('a reseller adds a client with its tax identity too', async () => {
    const reseller = await t.asRole('reseller');
    const res = await create({ ...account(), state_code: '29' }, reseller.headers);
    expect(res.statusCode).toBe(201);
    expect(await stored(res.json().data.id)).toMatchObject({ stateCode: '29', gstin: null });
  });

  it('only billers switch reminders: a reseller or client manager who sends reminders_off is refused at it (403), nothing stored', async () => {
    for (const role of ['reseller', 'client_management'] as const) {
      const caller = await t.asRole(role);
      const body = account();
      const res = await create({ ...body, state_code: '32', reminders_off: true }, caller.headers);
      expect(res.statusCode).toBe(403);
      expect(Object.keys(res.json().errors)).toEqual(['reminders_off']);
      const [row] = await t.ctx.db.select().from(users).where(eq(users.email, body.email));
      expect(row).toBeUndefined();
    }
  });

  it("only billers set payment terms: a reseller's or client manager's create or edit that sends them is refused at the field (403), nothing changes", async () => {
    for (const role of ['reseller', 'client_management'] as const) {
      const caller = await t.asRole(role);
      const body = account();
      const res = await create({ ...body, state_code: '32', payment_terms_days: 365 }, caller.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().errors).toEqual({ payment_terms_days: TERMS_ONLY_BILLERS });
      const [row] = await t.ctx.db.select().from(users).where(eq(users.email, body.email));
      expect(row).toBeUndefined();
    }
    const body = account();
    const id = (await create({ ...body, ...TAX })).json().data.id;
    const manager = await t.asRole('client_management');
    const edited = await edit(
      {
        user_id: id,
        name: 'new name',
        phone_number: '9847100000',
        organization: body.organization,
        payment_terms_days: 365,
      },
      manager.headers,
    );
    expect(edited.statusCode).toBe(403);
    expect(edited.json().errors).toEqual({ payment_terms_days: TERMS_ONLY_BILLERS });
    expect(await stored(id)).toMatchObject({ paymentTermsDays: 30, name: body.name.toUpperCase() });
    // without the terms, the client manager's edit goes through and keeps them
    const plain = await edit(
      { user_id: id, name: 'new name', phone_number: '9847100000', organization: body.organization },
      manager.headers,
    );
    expect(plain.statusCode).toBe(200);
    expect(await stored(id)).toMatchObject({ paymentTermsDays: 30, name: 'NEW NAME' });
  });

  it('sign-up (no token) takes no tax identity', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/create-user',
      payload: { ...account(), ...TAX, reminders_off: true },
      remoteAddress: '10.30.0.1',
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.ctx.db
      .select()
      .from(users)
      .where(eq(users.email, `tax${n}@client.in`));
    expect(row).toMatchObject({ stateCode: null, gstin: null, paymentTermsDays: null, remindersOff: false });
  });

  it('refuses each bad field with 400 at that field, and creates nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ state_code: '32', gstin: '32AABCU9603R1ZX' }, 'gstin', GST_MESSAGES.gstinCheck],
      [
        { state_code: '32', gstin: MAHARASHTRA },
        'gstin',
        'This GSTIN is registered in Maharashtra (27), not Kerala (32)',
      ],
      [{ gstin: '32AABC19603R1ZW' }, 'gstin', GST_MESSAGES.gstinPan],
      [{ state_code: '25' }, 'state_code', GST_MESSAGES.stateCode],
      [
        { billing_address: 'x'.repeat(301) },
        'billing_address',
        'Billing address must be at most 300 characters',
      ],
      [
        { billing_address: 'a\u0000b' },
        'billing_address',
        'Billing address contains characters that are not allowed',
      ],
      [{ payment_terms_days: 366 }, 'payment_terms_days', CLIENT_MESSAGES.paymentTerms],
      [{ reminders_off: 'yes' }, 'reminders_off', CLIENT_MESSAGES.remindersOff],
    ];
    for (const [fields, field, message] of cases) {
      const body = { ...account(), ...fields };
      const res = await create(body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors).toEqual({ [field]: message });
      const [row] = await t.ctx.db.select().from(users).where(eq(users.email, body.email));
      expect(row, field).toBeUndefined();
    }
    expect(emits).toEqual([]);
  });
});

describe('edit a client tax identity', () => {
  const base = (id: number) => ({ user_id: id, name: 'anu joseph', phone_number: '9847100000' });

  it('stores what is sent, keeps what is left out, clears what is sent empty', async () => {
    const body = account();
    const id = (await create(body)).json().data.id;
    const res = await edit({ ...base(id), organization: body.organization, ...TAX, reminders_off: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      gstin: KERALA,
      state_name: 'Kerala',
      billed: 'B2B',
      reminders_off: true,
    });
    expect(emits.find((e) => e[0] === EVENTS.updateClient)![1]).toMatchObject({ gstin: KERALA });
    // an edit of the spec's fields only keeps the tax identity
    await edit({ ...base(id), organization: body.organization, name: 'anu k' });
    expect(await stored(id)).toMatchObject({
      name: 'ANU K',
      gstin: KERALA,
      stateCode: '32',
      paymentTermsDays: 30,
    });
    // emptied fields are cleared: B2C again, the company's default terms
    const cleared = await edit({
      ...base(id),
      organization: body.organization,
      billing_address: '',
      state_code: '',
      gstin: '',
      payment_terms_days: null,
    });
    expect(cleared.json().data).toMatchObject({
      billing_address: null,
      state_code: null,
      gstin: null,
      billed: 'B2C',
      payment_terms_days: null,
      reminders_off: true,
    });
  });

  it('refuses each bad field with 400 at that field and changes nothing', async () => {
    const body = account();
    const id = (await create({ ...body, ...TAX })).json().data.id;
    const before = await stored(id);
    emits.length = 0;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ gstin: '32AABCU9603R1ZX' }, 'gstin', GST_MESSAGES.gstinCheck],
      [
        { state_code: '29', gstin: KERALA },
        'gstin',
        'This GSTIN is registered in Kerala (32), not Karnataka (29)',
      ],
      // a state sent alone must still be the stored GSTIN's
      [{ state_code: '27' }, 'state_code', 'This GSTIN is registered in Kerala (32), not Maharashtra (27)'],
      [{ state_code: null }, 'state_code', CLIENT_MESSAGES.gstinWithoutState],
      [
        { gstin: MAHARASHTRA, state_code: '32' },
        'gstin',
        'This GSTIN is registered in Maharashtra (27), not Kerala (32)',
      ],
      [{ state_code: 32 }, 'state_code', GST_MESSAGES.stateCode],
      [
        { billing_address: '1\n2\n3\n4\n5\n6\n7' },
        'billing_address',
        'Billing address must be at most 6 lines',
      ],
      [{ payment_terms_days: -1 }, 'payment_terms_days', CLIENT_MESSAGES.paymentTerms],
      [{ payment_terms_days: 1.5 }, 'payment_terms_days', CLIENT_MESSAGES.paymentTerms],
    ];
    for (const [fields, field, message] of cases) {
      const res = await edit({ ...base(id), organization: body.organization, name: 'changed', ...fields });
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().errors, JSON.stringify(fields)).toEqual({ [field]: message });
      expect(await stored(id)).toEqual(before);
    }
    expect(emits).toEqual([]);
  });

  it('a GSTIN sent alone brings its state', async () => {
    const body = account();
    const id = (await create({ ...body, ...TAX })).json().data.id;
    const res = await edit({ ...base(id), organization: body.organization, gstin: MAHARASHTRA });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      state_code: '27',
      state_name: 'Maharashtra',
      gstin: MAHARASHTRA,
    });
  });
});

describe('the reminders switch (PATCH /api/clients/:id/reminders)', () => {
  const reminders = (id: number, payload: unknown, headers: Record<string, string>) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/clients/${id}/reminders`,
      headers,
      payload: payload as object,
    });

  it('finance switches overdue reminders off and on; nothing else changes', async () => {
    const id = (await create({ ...account(), ...TAX })).json().data.id;
    const before = await stored(id);
    const finance = await t.asRole('finance');
    const off = await reminders(id, { reminders_off: true }, finance.headers);
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toMatchObject({ id, reminders_off: true, gstin: KERALA });
    const after = await stored(id);
    expect(after).toEqual({ ...before, remindersOff: true, updatedAt: after.updatedAt });
    expect(emits.find((e) => e[0] === EVENTS.updateClient)![1]).toMatchObject({ id, reminders_off: true });
    const on = await reminders(id, { reminders_off: false }, finance.headers);
    expect(on.json().data.reminders_off).toBe(false);
    expect((await stored(id)).remindersOff).toBe(false);
  });

  it('an employee and a client manager may not (403); the switch stays as it was', async () => {
    const id = (await create(account())).json().data.id;
    for (const role of ['employee', 'client_management'] as const) {
      const res = await reminders(id, { reminders_off: true }, (await t.asRole(role)).headers);
      expect(res.statusCode, role).toBe(403);
    }
    expect((await stored(id)).remindersOff).toBe(false);
  });

  it('a bad value is 400 at the field; a staff account or no one is 404', async () => {
    const finance = await t.asRole('finance');
    const id = (await create(account())).json().data.id;
    const bad = await reminders(id, { reminders_off: 'off' }, finance.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ reminders_off: CLIENT_MESSAGES.remindersOff });
    expect((await reminders(finance.user.id, { reminders_off: true }, finance.headers)).statusCode).toBe(404);
    expect((await stored(finance.user.id)).remindersOff).toBe(false);
    expect((await reminders(999_999, { reminders_off: true }, finance.headers)).statusCode).toBe(404);
  });
});

describe('what the invoices read (clients/operations/client-accounts.ts)', () => {
  it('a client tax identity by id and by organization, case-insensitively; staff are none', async () => {
    const body = account();
    const id = (await create({ ...body, ...TAX })).json().data.id;
    const expected = {
      id,
      organization: body.organization,
      name: 'ANU JOSEPH',
      email: body.email,
      phone: '9847100000',
      billing_address: TAX.billing_address,
      state_code: '32',
      gstin: KERALA,
      payment_terms_days: 30,
      reminders_off: false,
    };
    expect(await clientTaxIdentity(t.ctx.db, id)).toEqual(expected);
    expect(await clientTaxIdentityByOrganization(t.ctx.db, body.organization.toUpperCase())).toEqual(
      expected,
    );
    expect(await clientTaxIdentityByOrganization(t.ctx.db, 'No Such Org')).toBeUndefined();
    const staff = await t.createUser({ roles: ['finance'] });
    expect(await clientTaxIdentity(t.ctx.db, staff.id)).toBeUndefined();
  });
});
