import { addDays, todayInIndia } from '@aquadesk/shared/dates.ts';
import {
  EQUIPMENT_MESSAGES,
  type EquipmentCall,
  type EquipmentRow,
  type TAddEquipmentRequest,
} from '@aquadesk/shared/equipment.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import { type TaskRow, WORK_MESSAGES } from '@aquadesk/shared/work.ts';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { districts, equipment, resellerDistricts, sites, tasks } from '../../src/db/schema/index.ts';
import { insertPiece } from '../../src/modules/equipment/repository.ts';
import { mapDatabaseError } from '../../src/platform/errors.ts';
import { parseCsv } from '../../src/platform/table-file.ts';
import { clientWithSite, insertTestSite } from '../fixtures.ts';
import { type AuthHeaders, buildTestApp, type Emit, recordEmits, type TestApp } from '../helpers.ts';

// issue 43 item 1 (docs/api.md "Equipment", docs/requirements/005-equipment.md): the plants and equipment at sites
let t: TestApp;
let admin: AuthHeaders;
type Who = { user: { id: number; name: string }; headers: AuthHeaders };
let director: Who;
let manager: Who;
let employee: Who;
let estimator: Who;
let reseller: Who;
let otherReseller: Who;
let finance: Who;
let marketing: Who;
let client: Who;
let site: { id: number };
let otherSite: { id: number };
let resellerSite: { id: number };
let emits: Emit[];
let serial = 0;

const get = (url: string, headers: AuthHeaders) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: unknown, headers: AuthHeaders, extra: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: { ...headers, ...extra } });
const put = (url: string, payload: unknown, headers: AuthHeaders) =>
  t.app.inject({ method: 'PUT', url, payload: payload as object, headers });
/** An edit sends the add form's fields but the site, which stays. */
const editBody = (extra: Partial<TAddEquipmentRequest> = {}) => {
  const { site_id: _, ...fields } = pieceBody(extra);
  return fields;
};

const pieceBody = (extra: Partial<TAddEquipmentRequest> = {}): TAddEquipmentRequest => ({
  site_id: site.id,
  kind: 'stp',
  name: 'STP 1',
  capacity_kld: '50',
  make: 'AquaDesk',
  model: 'MBBR-50',
  serial_number: `SN-${++serial}`,
  installed_on: '2024-04-01',
  warranty_until: '2029-03-31',
  notes: 'Tube settler and PSF',
  ...extra,
});

async function addPiece(extra: Partial<TAddEquipmentRequest> = {}, by: AuthHeaders = admin) {
  const res = await post('/api/equipment', pieceBody(extra), by);
  if (res.statusCode !== 201) throw new Error(`add-equipment ${res.statusCode} ${res.body}`);
  return res.json().data as EquipmentRow;
}

const errorsOf = (res: LightMyRequestResponse) => res.json().errors as Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.adminHeaders();
  director = await t.asRole('technical_director');
  manager = await t.asRole('client_management');
  employee = await t.asRole('employee');
  estimator = await t.asRole('work_estimate');
  reseller = await t.asRole('reseller');
  otherReseller = await t.asRole('reseller');
  // asRole gives staff roles with `employee` beside them; these hold only their own role
  const only = async (role: 'finance' | 'marketing_manager'): Promise<Who> => {
    const user = await t.createUser({ roles: [role] });
    return { user, headers: { authorization: await t.tokenFor(user.email) } };
  };
  finance = await only('finance');
  marketing = await only('marketing_manager');
  client = await t.asRole('client');
  site = (await clientWithSite(t, 'LAKESHORE APARTMENTS')).site;
  otherSite = (await clientWithSite(t, 'HILLTOP HOSPITAL')).site;
  const [district] = await t.ctx.db.select().from(districts).limit(1);
  await t.ctx.db.insert(resellerDistricts).values([
    { userId: reseller.user.id, districtId: district!.id },
    { userId: otherReseller.user.id, districtId: district!.id },
  ]);
  const resellersClient = await t.createUser({ userType: 'client', createdBy: reseller.user.id });
  resellerSite = await insertTestSite(t.ctx.db, {
    clientId: resellersClient.id,
    siteName: 'RESELLER FARM',
    districtId: district!.id,
    createdBy: reseller.user.id,
  });
  emits = recordEmits(t);
});
afterAll(() => t.close());
beforeEach(() => {
  emits.length = 0;
});

describe('adding a piece', () => {
  it('stores every field and answers the piece with its site, announced to those who may view', async () => {
    const res = await post('/api/equipment', pieceBody({ serial_number: 'KBL-001' }), manager.headers);
    expect(res.statusCode, res.body).toBe(201);
    const piece = res.json().data as EquipmentRow;
    expect(piece).toMatchObject({
      site_id: site.id,
      site_name: 'LAKESHORE APARTMENTS',
      kind: 'stp',
      name: 'STP 1',
      capacity_kld: '50.00',
      make: 'AquaDesk',
      model: 'MBBR-50',
      serial_number: 'KBL-001',
      installed_on: '2024-04-01',
      warranty_until: '2029-03-31',
      notes: 'Tube settler and PSF',
      retired_on: null,
    });
    const [stored] = await t.ctx.db.select().from(equipment).where(eq(equipment.id, piece.id));
    expect(stored).toMatchObject({ createdBy: manager.user.id, capacityKld: '50.00', siteId: site.id });
    expect(emits).toEqual([
      [
        EVENTS.equipmentAdd,
        piece,
        {
          roles: ['admin', 'technical_director', 'employee', 'client_management', 'work_estimate'],
          users: [],
        },
      ],
    ]);
  });

  it('a piece at a site a reseller brought is announced to that reseller by id', async () => {
    const piece = await addPiece({ site_id: resellerSite.id, kind: 'pump', capacity_kld: null });
    expect(emits[0]![2].users).toEqual([reseller.user.id]);
    expect(piece.capacity_kld).toBeNull();
  });

  it('admin, technical director and client management add; the other roles and clients are refused', async () => {
    for (const who of [admin, director.headers, manager.headers]) {
      expect((await post('/api/equipment', pieceBody(), who)).statusCode).toBe(201);
    }
    for (const who of [employee, estimator, reseller, finance, marketing, client]) {
      expect((await post('/api/equipment', pieceBody(), who.headers)).statusCode).toBe(403);
    }
  });

  it('names every failing field with its message', async () => {
    const res = await post(
      '/api/equipment',
      {
        site_id: 'x',
        kind: 'boiler',
        name: ' ',
        capacity_kld: '12.345',
        make: 'M'.repeat(61),
        model: 'bad\u0007model',
        serial_number: 'S'.repeat(61),
        installed_on: '2024-02-30',
        warranty_until: 'soon',
        notes: 'N'.repeat(1001),
      },
      admin,
    );
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toEqual({
      site_id: EQUIPMENT_MESSAGES.site,
      kind: EQUIPMENT_MESSAGES.kind,
      name: EQUIPMENT_MESSAGES.name,
      capacity_kld: 'Use at most 2 decimal places',
      make: 'Make must be at most 60 characters',
      model: 'Model contains characters that are not allowed',
      serial_number: 'Serial number must be at most 60 characters',
      installed_on: EQUIPMENT_MESSAGES.day,
      warranty_until: EQUIPMENT_MESSAGES.day,
      notes: 'Notes must be at most 1000 characters',
    });
  });

  it('bounds the name at 80 characters, the capacity above 0 and within numeric(9, 2)', async () => {
    const res = await post('/api/equipment', pieceBody({ name: 'N'.repeat(81), capacity_kld: '0' }), admin);
    expect(errorsOf(res)).toEqual({
      name: 'Name must be at most 80 characters',
      capacity_kld: 'Must be greater than 0',
    });
    const big = await post('/api/equipment', pieceBody({ capacity_kld: '10000000' }), admin);
    expect(errorsOf(big)).toEqual({ capacity_kld: 'Must be at most 99,99,999.99' });
    const largest = await addPiece({ name: 'N'.repeat(80), capacity_kld: '9999999.99' });
    expect(largest.capacity_kld).toBe('9999999.99');
  });

  it('keeps a capacity only for plants, and a warranty not before installation', async () => {
    const res = await post(
      '/api/equipment',
      pieceBody({
        kind: 'blower',
        capacity_kld: '5',
        installed_on: '2025-01-10',
        warranty_until: '2025-01-09',
      }),
      admin,
    );
    expect(errorsOf(res)).toEqual({
      capacity_kld: EQUIPMENT_MESSAGES.capacityNotPlant,
      warranty_until: EQUIPMENT_MESSAGES.warrantyBeforeInstalled,
    });
    for (const kind of ['stp', 'wtp', 'etp', 'ro_plant'] as const) {
      expect((await addPiece({ kind, capacity_kld: 12.5 })).capacity_kld).toBe('12.50');
    }
    const sameDay = await addPiece({ installed_on: '2025-01-10', warranty_until: '2025-01-10' });
    expect(sameDay.warranty_until).toBe('2025-01-10');
    const blank = await addPiece({
      kind: 'filter',
      capacity_kld: '',
      installed_on: '',
      warranty_until: null,
    });
    expect(blank).toMatchObject({ capacity_kld: null, installed_on: null, warranty_until: null });
  });

  it('refuses a site that does not exist or waits for approval, at site_id', async () => {
    const pending = await insertTestSite(t.ctx.db, { clientId: client.user.id, siteName: 'PENDING' });
    await t.ctx.db.update(sites).set({ approved: false }).where(eq(sites.id, pending.id));
    for (const siteId of [999_999, pending.id]) {
      const res = await post('/api/equipment', pieceBody({ site_id: siteId }), admin);
      expect(res.statusCode).toBe(400);
      expect(errorsOf(res)).toEqual({ site_id: EQUIPMENT_MESSAGES.unknownSite });
    }
  });

  it('a make and serial number name one piece: 409 at serial_number, whatever their case', async () => {
    await addPiece({ make: 'Grundfos', serial_number: 'GF-77' });
    const res = await post(
      '/api/equipment',
      pieceBody({ make: 'GRUNDFOS', serial_number: 'gf-77', site_id: otherSite.id }),
      admin,
    );
    expect(res.statusCode).toBe(409);
    expect(errorsOf(res)).toEqual({ serial_number: EQUIPMENT_MESSAGES.serialTaken });
    // another make, or no serial number, is another piece
    await addPiece({ make: 'Kirloskar', serial_number: 'GF-77' });
    await addPiece({ make: 'Grundfos', serial_number: '' });
    await addPiece({ make: 'Grundfos', serial_number: '' });
  });

  it('two at once with the same make and serial number: one is stored, the other is 409 at serial_number', async () => {
    const body = pieceBody({ make: 'Everest', serial_number: 'EV-RACE-1' });
    const answers = await Promise.all(Array.from({ length: 4 }, () => post('/api/equipment', body, admin)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(errorsOf(refused)).toEqual({ serial_number: EQUIPMENT_MESSAGES.serialTaken });
    }
    const stored = await t.ctx.db.select().from(equipment).where(eq(equipment.serialNumber, 'EV-RACE-1'));
    expect(stored).toHaveLength(1);
  });

  it('the unique index itself answers 409 at serial_number, for a race that passes the check before it', async () => {
    const row = {
      siteId: site.id,
      kind: 'pump',
      name: 'Raced pump',
      make: 'Kirloskar',
      serialNumber: 'KBL-RACE-9',
      createdBy: director.user.id,
    };
    await insertPiece(t.ctx.db, row);
    const raced = await insertPiece(t.ctx.db, { ...row, make: 'KIRLOSKAR' }).catch((e: unknown) => e);
    const answer = mapDatabaseError(raced);
    expect(answer?.statusCode).toBe(409);
    expect(answer?.message).toBe(EQUIPMENT_MESSAGES.serialTaken);
    expect(answer?.errors).toEqual({ serial_number: EQUIPMENT_MESSAGES.serialTaken });
  });

  it('honours Idempotency-Key: the same call again answers the first piece and stores nothing more', async () => {
    const key = { 'idempotency-key': 'equipment-add-0001' };
    const body = pieceBody({ name: 'Idempotent blower', kind: 'blower', capacity_kld: null });
    const first = await post('/api/equipment', body, admin, key);
    const again = await post('/api/equipment', body, admin, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().data.id).toBe(first.json().data.id);
    const stored = await t.ctx.db.select().from(equipment).where(eq(equipment.name, 'Idempotent blower'));
    expect(stored).toHaveLength(1);
  });
});

describe('editing, retiring and returning a piece', () => {
  it('an edit keeps the site and announces the piece', async () => {
    const piece = await addPiece();
    emits.length = 0;
    // a site sent with an edit is not read: the piece stays where it is
    const res = await put(
      `/api/equipment/${piece.id}`,
      { ...pieceBody({ name: 'STP 1 (renamed)', capacity_kld: '75.5' }), site_id: otherSite.id },
      director.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json().data as EquipmentRow;
    expect(edited).toMatchObject({
      id: piece.id,
      site_id: site.id,
      name: 'STP 1 (renamed)',
      capacity_kld: '75.50',
    });
    expect(emits.map((e) => e[0])).toEqual([EVENTS.equipmentUpdate]);
    expect(emits[0]![1]).toEqual(edited);
  });

  it('an edit to a serial number another piece of the make has is 409 at serial_number', async () => {
    await addPiece({ make: 'Everest', serial_number: 'EV-EDIT-1' });
    const piece = await addPiece({ make: 'Everest', serial_number: 'EV-EDIT-2' });
    const res = await put(
      `/api/equipment/${piece.id}`,
      editBody({ make: 'Everest', serial_number: 'ev-edit-1' }),
      admin,
    );
    expect(res.statusCode).toBe(409);
    expect(errorsOf(res)).toEqual({ serial_number: EQUIPMENT_MESSAGES.serialTaken });
    // its own serial number again is no clash
    const same = await put(
      `/api/equipment/${piece.id}`,
      editBody({ make: 'Everest', serial_number: 'EV-EDIT-2' }),
      admin,
    );
    expect(same.statusCode).toBe(200);
  });

  it('retires on a day (not after today, not before installation), then returns to service', async () => {
    const piece = await addPiece({ installed_on: '2024-04-01' });
    const tomorrow = addDays(todayInIndia(), 1);
    const cases: [unknown, Record<string, string>][] = [
      [tomorrow, { retired_on: EQUIPMENT_MESSAGES.retiredInFuture }],
      ['2024-03-31', { retired_on: EQUIPMENT_MESSAGES.retiredBeforeInstalled }],
      ['', { retired_on: EQUIPMENT_MESSAGES.retiredRequired }],
      ['31/03/2025', { retired_on: EQUIPMENT_MESSAGES.day }],
    ];
    for (const [day, errors] of cases) {
      const res = await post(`/api/equipment/${piece.id}/retire`, { retired_on: day }, admin);
      expect(res.statusCode).toBe(400);
      expect(errorsOf(res)).toEqual(errors);
    }
    emits.length = 0;
    const retired = await post(
      `/api/equipment/${piece.id}/retire`,
      { retired_on: '2025-06-30' },
      manager.headers,
    );
    expect(retired.statusCode, retired.body).toBe(200);
    expect(retired.json().data.retired_on).toBe('2025-06-30');
    expect(emits.map((e) => e[0])).toEqual([EVENTS.equipmentUpdate]);
    const twice = await post(`/api/equipment/${piece.id}/retire`, { retired_on: '2025-06-30' }, admin);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(EQUIPMENT_MESSAGES.alreadyRetired);
    const edit = await put(`/api/equipment/${piece.id}`, editBody(), admin);
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(EQUIPMENT_MESSAGES.retiredCannotEdit);
    const back = await post(`/api/equipment/${piece.id}/return`, {}, admin);
    expect(back.statusCode).toBe(200);
    expect(back.json().data.retired_on).toBeNull();
    const again = await post(`/api/equipment/${piece.id}/return`, {}, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(EQUIPMENT_MESSAGES.notRetired);
  });

  it('edit, retire and return are refused to viewers, and a piece that does not exist is 404', async () => {
    const piece = await addPiece();
    for (const who of [employee, estimator, reseller]) {
      expect((await put(`/api/equipment/${piece.id}`, editBody(), who.headers)).statusCode).toBe(403);
      expect(
        (await post(`/api/equipment/${piece.id}/retire`, { retired_on: '2025-01-01' }, who.headers))
          .statusCode,
      ).toBe(403);
      expect((await post(`/api/equipment/${piece.id}/return`, {}, who.headers)).statusCode).toBe(403);
    }
    expect((await put(`/api/equipment/${999_999}`, editBody(), admin)).statusCode).toBe(404);
    expect((await post('/api/equipment/999999/retire', { retired_on: '2025-01-01' }, admin)).statusCode).toBe(
      404,
    );
  });
});

describe('the list', () => {
  let listSite: { id: number };
  beforeAll(async () => {
    listSite = (await clientWithSite(t, 'LIST PLANT')).site;
    const pieces: Partial<TAddEquipmentRequest>[] = [
      { name: 'Blower B', kind: 'blower', make: 'Everest', model: 'ETB-65', serial_number: 'LST-1' },
      { name: 'blower a', kind: 'blower', make: 'Everest', model: 'ETB-50', serial_number: 'LST-2' },
      { name: 'Raw pump', kind: 'pump', make: 'Kirloskar', model: 'KSN', serial_number: 'LST-3' },
      { name: 'Feed pump', kind: 'pump', make: 'Grundfos', model: 'CR 5-8', serial_number: 'XQ-778' },
      { name: 'Panel', kind: 'control_panel', make: 'Siemens', model: 'MCC', serial_number: 'LST-5' },
    ];
    for (const p of pieces) await addPiece({ site_id: listSite.id, capacity_kld: null, ...p });
  });
  const list = (query: string, who: AuthHeaders = admin) =>
    get(`/api/equipment?site_id=${listSite.id}&${query}`, who);
  const names = (res: LightMyRequestResponse) => (res.json().data as EquipmentRow[]).map((p) => p.name);

  it('is sorted by name by default, by site or newest first on request, and pages with a cursor', async () => {
    expect(names(await list(''))).toEqual(['blower a', 'Blower B', 'Feed pump', 'Panel', 'Raw pump']);
    expect(names(await list('sort=newest'))).toEqual([
      'Panel',
      'Feed pump',
      'Raw pump',
      'blower a',
      'Blower B',
    ]);
    const first = await list('limit=2');
    expect(first.json()).toMatchObject({ total: 5 });
    expect(names(first)).toEqual(['blower a', 'Blower B']);
    const cursor = first.json().next_cursor as string;
    const second = await list(`limit=2&cursor=${cursor}`);
    expect(names(second)).toEqual(['Feed pump', 'Panel']);
    const bySite = await get('/api/equipment?sort=site&limit=100', admin);
    const sites = (bySite.json().data as EquipmentRow[]).map((p) => p.site_name);
    expect(sites).toEqual([...sites].sort());
    expect((await list('sort=oldest')).statusCode).toBe(400);
  });

  it('searches name, make, model and serial number; filters by kind and status', async () => {
    expect(names(await list('search=everest'))).toEqual(['blower a', 'Blower B']);
    expect(names(await list('search=cr%205'))).toEqual(['Feed pump']);
    expect(names(await list('search=xq-77'))).toEqual(['Feed pump']);
    expect(names(await list('search=raw'))).toEqual(['Raw pump']);
    expect(names(await list('kind=pump'))).toEqual(['Feed pump', 'Raw pump']);
    expect((await list('kind=boiler')).statusCode).toBe(400);
    const panel = (await list('search=panel')).json().data[0] as EquipmentRow;
    await post(`/api/equipment/${panel.id}/retire`, { retired_on: todayInIndia() }, admin);
    expect(names(await list('status=in_service'))).not.toContain('Panel');
    expect(names(await list('status=retired'))).toEqual(['Panel']);
    await post(`/api/equipment/${panel.id}/return`, {}, admin);
  });

  it('is exported as CSV and XLSX with the same filters', async () => {
    const csv = await list('kind=blower&format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="equipment-${todayInIndia()}.csv"`);
    const [header, ...rows] = parseCsv(csv.rawPayload.toString('utf8'));
    expect(header).toEqual([
      'Name',
      'Kind',
      'Site',
      'Organisation',
      'Capacity (KLD)',
      'Make',
      'Model',
      'Serial number',
      'Installed on',
      'Warranty until',
      'Retired on',
    ]);
    expect(rows.map((r) => [r[0], r[1], r[2], r[5]])).toEqual([
      ['blower a', 'Blower', 'LIST PLANT', 'Everest'],
      ['Blower B', 'Blower', 'LIST PLANT', 'Everest'],
    ]);
    const xlsx = await list('format=xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect((await list('format=pdf')).statusCode).toBe(400);
  });

  it('is seen by every viewing role; a reseller sees only the pieces at the sites they brought', async () => {
    for (const who of [director, manager, employee, estimator]) {
      expect(names(await list('', who.headers))).toHaveLength(5);
    }
    for (const who of [finance, marketing, client]) {
      expect((await get('/api/equipment', who.headers)).statusCode).toBe(403);
    }
    const seen = (await get('/api/equipment', reseller.headers)).json().data as EquipmentRow[];
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen.map((p) => p.site_id))).toEqual(new Set([resellerSite.id]));
    expect((await get('/api/equipment', otherReseller.headers)).json().data).toEqual([]);
    const theirs = seen[0]!;
    expect((await get(`/api/equipment/${theirs.id}`, reseller.headers)).statusCode).toBe(200);
    expect((await get(`/api/equipment/${theirs.id}`, otherReseller.headers)).statusCode).toBe(404);
    const staffs = (await list('')).json().data[0] as EquipmentRow;
    expect((await get(`/api/equipment/${staffs.id}`, reseller.headers)).statusCode).toBe(404);
    expect((await get(`/api/equipment/${staffs.id}/history`, reseller.headers)).statusCode).toBe(404);
  });
});

describe('a maintenance call that names a piece, and the piece history', () => {
  const maintenance = (extra: Record<string, unknown>, who: AuthHeaders = admin) =>
    post(
      '/api/add-maintenance',
      {
        panel_type: 'Blower',
        site_id: site.id,
        complaint: 'Blower trips on overload',
        users_id: [employee.user.id],
        in_operation_since: '2-5 year',
        worktype: 'Maintenance',
        priority: 'URGENT',
        deadline: addDays(todayInIndia(), 2),
        isOtherSite: false,
        site_name: '',
        ...extra,
      },
      who,
    );

  it('stores the piece on the task, shows its name, and the piece history lists the calls newest first', async () => {
    const blower = await addPiece({ kind: 'blower', name: 'Air blower 1', capacity_kld: null });
    const first = await maintenance({ equipment_id: blower.id, complaint: 'First call' });
    expect(first.statusCode, first.body).toBe(201);
    const task = first.json().data as TaskRow;
    expect(task).toMatchObject({ equipment_id: blower.id, equipment_name: 'Air blower 1' });
    const [stored] = await t.ctx.db.select().from(tasks).where(eq(tasks.id, task.id));
    expect(stored!.equipmentId).toBe(blower.id);
    const second = (await maintenance({ equipment_id: blower.id, complaint: 'Second call' })).json()
      .data as TaskRow;
    // a call without a piece is not in its history
    expect((await maintenance({ equipment_id: '' })).json().data.equipment_id).toBeNull();

    const history = await get(`/api/equipment/${blower.id}/history`, employee.headers);
    expect(history.statusCode, history.body).toBe(200);
    const calls = history.json().data as EquipmentCall[];
    expect(history.json()).toMatchObject({ total: 2, next_cursor: null });
    expect(calls.map((c) => c.id)).toEqual([second.id, task.id]);
    expect(calls[1]).toMatchObject({
      worktype: 'Maintenance',
      complaint: 'First call',
      status: 'ASSIGNED',
      adviser: 'Administrator',
      people: [employee.user.name],
      finished_on: null,
    });
    const paged = await get(`/api/equipment/${blower.id}/history?limit=1`, employee.headers);
    expect(paged.json().data.map((c: EquipmentCall) => c.id)).toEqual([second.id]);
    const rest = await get(
      `/api/equipment/${blower.id}/history?limit=1&cursor=${paged.json().next_cursor}`,
      employee.headers,
    );
    expect(rest.json().data.map((c: EquipmentCall) => c.id)).toEqual([task.id]);
    expect((await get(`/api/equipment/${blower.id}`, employee.headers)).json().data).toMatchObject({
      id: blower.id,
      name: 'Air blower 1',
    });
    expect((await get('/api/equipment/999999', admin)).statusCode).toBe(404);
  });

  it('refuses a piece of another site, a retired piece, a piece with no listed site, at equipment_id', async () => {
    const elsewhere = await addPiece({ site_id: otherSite.id, kind: 'pump', capacity_kld: null });
    const retired = await addPiece({ kind: 'pump', capacity_kld: null, installed_on: null });
    await post(`/api/equipment/${retired.id}/retire`, { retired_on: todayInIndia() }, admin);
    const here = await addPiece({ kind: 'pump', capacity_kld: null });
    const cases: Record<string, unknown>[] = [
      { equipment_id: elsewhere.id },
      { equipment_id: retired.id },
      { equipment_id: 999_999 },
      { equipment_id: here.id, isOtherSite: true, site_id: '', site_name: 'Somewhere' },
    ];
    for (const extra of cases) {
      const res = await maintenance(extra);
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(errorsOf(res)).toEqual({ equipment_id: WORK_MESSAGES.unknownEquipment });
    }
    const bad = await maintenance({ equipment_id: 'pump' });
    expect(errorsOf(bad)).toEqual({ equipment_id: WORK_MESSAGES.unknownEquipment });
  });
});

describe('the sites the forms pick from', () => {
  it("staff pick approved sites by name; a reseller their own clients' sites", async () => {
    const picks = await get('/api/equipment/site-picks?search=lakeshore', employee.headers);
    expect(picks.statusCode).toBe(200);
    expect(picks.json().data.map((s: { site_name: string }) => s.site_name)).toEqual([
      'LAKESHORE APARTMENTS',
    ]);
    const theirs = await get('/api/equipment/site-picks', reseller.headers);
    expect(theirs.json().data.map((s: { id: number }) => s.id)).toEqual([resellerSite.id]);
    expect((await get('/api/equipment/site-picks', finance.headers)).statusCode).toBe(403);
  });
});
