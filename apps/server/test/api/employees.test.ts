import { EMPLOYEE_MESSAGES } from '@aquadesk/shared/employees.ts';
import { MESSAGES } from '@aquadesk/shared/validation.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRoles, users } from '../../src/db/schema/index.ts';
import { type AuthHeaders, buildAdminTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
let admin: AuthHeaders;
beforeAll(async () => {
  ({ t, admin } = await buildAdminTestApp());
});
afterAll(() => t.close());

let n = 0;
const newEmployee = (extra: Record<string, unknown> = {}) => {
  n += 1;
  return {
    email: `Ravi.${n}@AquaDesk.test`,
    name: 'Ravi Shankar',
    phone_number: '9847011111',
    role: 'Plant Operator',
    role_id: -1,
    password: 'Strong@123',
    cPassword: 'Strong@123',
    charge: '475.50',
    permission_list: ['finance'],
    ...extra,
  };
};
const post = (url: string, payload: unknown, headers = admin) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

/** The edit-employee fields that keep an employee (as the list returns it) as they are. */
const unchanged = (e: {
  id: number;
  name: string;
  phone_number: string;
  charge: number;
  user_type: string;
}) => ({
  user_id: e.id,
  name: e.name,
  phone_number: e.phone_number,
  charge: e.charge,
  role: e.user_type,
});

describe('GET /api/get_employee_page_data', () => {
  it('answers the admin with the staff and the roles, and no e-mail list (issue 10)', async () => {
    const worker = await t.createUser({ roles: ['employee'] });
    const client = await t.createUser({ userType: 'client' });
    const res = await t.app.inject({ method: 'GET', url: '/api/get_employee_page_data', headers: admin });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).not.toHaveProperty('email_list');
    expect(body.data.map((e: { id: number }) => e.id)).toContain(worker.id);
    expect(body.data.map((e: { id: number }) => e.id)).not.toContain(client.id);
    expect(body.data[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        charge: expect.any(String),
        permissions: expect.any(Array),
      }),
    );
    expect(body.roles.map((r: { name: string }) => r.name)).toEqual(expect.arrayContaining(['admin']));
  });

  it.each(['employee', 'finance', 'technical_director', 'reseller', 'client'] as const)(
    'refuses %s with 403',
    async (role) => {
      const { headers } = await t.asRole(role);
      const res = await t.app.inject({ method: 'GET', url: '/api/get_employee_page_data', headers });
      expect(res.statusCode).toBe(403);
    },
  );

  it('refuses a visitor with 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/get_employee_page_data' });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/create-employee', () => {
  it('creates the employee, a new role, and stores permissions with employee', async () => {
    const res = await post('/api/create-employee', newEmployee());
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({
      name: 'Ravi Shankar',
      email: `ravi.${n}@aquadesk.test`,
      user_type: 'Plant Operator',
      permissions: ['employee', 'finance'],
      phone_number: '9847011111',
      charge: '475.50',
    });
    const [role] = await t.ctx.db.select().from(jobRoles).where(eq(jobRoles.id, data.role_id));
    expect(role?.name).toBe('Plant Operator');
    const login = await t.login(data.email, 'Strong@123');
    expect(login.statusCode).toBe(200);
  });

  it('reuses an existing role whatever its case', async () => {
    const a = (await post('/api/create-employee', newEmployee({ role: 'Site Chemist' }))).json().data;
    const b = (await post('/api/create-employee', newEmployee({ role: 'site chemist' }))).json().data;
    expect(b.role_id).toBe(a.role_id);
    expect(b.user_type).toBe('Site Chemist');
  });

  it('refuses a used e-mail with 409 and the spec message', async () => {
    const first = newEmployee();
    await post('/api/create-employee', first);
    const res = await post('/api/create-employee', { ...first, email: first.email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual({ email: MESSAGES.emailInUse });
  });

  it('names every bad field with the spec messages', async () => {
    const res = await post('/api/create-employee', {
      email: 'nope',
      name: '',
      phone_number: '98470abc',
      role: '',
      password: 'weak',
      cPassword: 'other',
      charge: 'lots',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      email: MESSAGES.invalidEmail,
      name: MESSAGES.required,
      phone_number: MESSAGES.phoneDigits,
      role: MESSAGES.required,
      password: MESSAGES.weakPassword,
      charge: EMPLOYEE_MESSAGES.chargeNumber,
    });
    const mismatch = await post('/api/create-employee', newEmployee({ cPassword: 'Strong@1234' }));
    expect(mismatch.json().errors).toEqual({ cPassword: MESSAGES.passwordMismatch });
  });

  it('refuses reserved roles and unknown permissions', async () => {
    const res = await post(
      '/api/create-employee',
      newEmployee({ role: 'Reseller', permission_list: ['admin'] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      role: EMPLOYEE_MESSAGES.reservedRole,
      'permission_list.0': EMPLOYEE_MESSAGES.unknownPermission,
    });
  });

  it('refuses a non-admin with 403 and stores nothing', async () => {
    const { headers } = await t.asRole('client_management');
    const payload = newEmployee();
    const res = await post('/api/create-employee', payload, headers);
    expect(res.statusCode).toBe(403);
    const rows = await t.ctx.db.select().from(users).where(eq(users.email, payload.email.toLowerCase()));
    expect(rows).toHaveLength(0);
  });
});

describe('POST /api/edit-employee', () => {
  it('changes name, phone, pay, role and permissions', async () => {
    const created = (await post('/api/create-employee', newEmployee())).json().data;
    const res = await post('/api/edit-employee', {
      user_id: created.id,
      name: 'Ravi S',
      phone_number: '9000000001',
      charge: 500,
      role: 'Shift Lead',
      role_id: -1,
      permission_list: ['work_estimate', 'marketing_manager'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: created.id,
      name: 'Ravi S',
      phone_number: '9000000001',
      charge: '500.00',
      user_type: 'Shift Lead',
      permissions: ['employee', 'work_estimate', 'marketing_manager'],
    });
  });

  it('accepts and ignores the base employee permission a client read back (issue 8)', async () => {
    const created = (await post('/api/create-employee', newEmployee())).json().data;
    const res = await post('/api/edit-employee', {
      ...unchanged(created),
      role_id: created.role_id,
      permission_list: ['employee', 'finance', 'employee'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.permissions).toEqual(['employee', 'finance']);
  });

  it('still refuses admin, client, reseller and unknown permissions', async () => {
    const created = (await post('/api/create-employee', newEmployee())).json().data;
    for (const bad of ['admin', 'client', 'reseller', 'owner']) {
      const res = await post('/api/edit-employee', {
        ...unchanged(created),
        permission_list: ['employee', bad],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ 'permission_list.1': EMPLOYEE_MESSAGES.unknownPermission });
    }
  });

  it('keeps an admin an admin: role and permissions are not changed', async () => {
    const other = await t.createUser({ roles: ['admin', 'employee'], userType: 'admin' });
    const res = await post('/api/edit-employee', {
      user_id: other.id,
      name: 'Second Admin',
      phone_number: '9000000002',
      charge: '0',
      role: 'Clerk',
      permission_list: [],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Second Admin',
      user_type: 'admin',
      permissions: ['admin', 'employee'],
    });
  });

  it('is 404 for an unknown id or a client, 403 for non-admins', async () => {
    const client = await t.createUser({ userType: 'client' });
    const body = { name: 'X', phone_number: '1', charge: '1', role: 'Clerk' };
    expect((await post('/api/edit-employee', { ...body, user_id: 99999 })).statusCode).toBe(404);
    expect((await post('/api/edit-employee', { ...body, user_id: client.id })).statusCode).toBe(404);
    const { headers } = await t.asRole('employee');
    expect((await post('/api/edit-employee', { ...body, user_id: client.id }, headers)).statusCode).toBe(403);
  });
});

describe('POST /api/reset_password_admin', () => {
  it('sets the password and ends the employee’s sessions', async () => {
    const worker = await t.asRole('employee');
    const before = await t.app.inject({ method: 'GET', url: '/api/me', headers: worker.headers });
    expect(before.statusCode).toBe(200);
    const res = await post('/api/reset_password_admin', {
      email: worker.user.email,
      password: 'Newpass@123',
    });
    expect(res.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/me', headers: worker.headers });
    expect(after.statusCode).toBe(401);
    await expect(t.tokenFor(worker.user.email, 'Newpass@123')).resolves.toMatch(/^Bearer /);
  });

  it('applies the password rule and refuses non-employees and non-admins', async () => {
    const worker = await t.createUser({ roles: ['employee'] });
    const weak = await post('/api/reset_password_admin', { email: worker.email, password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toEqual({ password: MESSAGES.weakPassword });
    const client = await t.createUser({ userType: 'client' });
    expect(
      (await post('/api/reset_password_admin', { email: client.email, password: 'Newpass@123' })).statusCode,
    ).toBe(404);
    const { headers } = await t.asRole('finance');
    expect(
      (await post('/api/reset_password_admin', { email: worker.email, password: 'Newpass@123' }, headers))
        .statusCode,
    ).toBe(403);
  });
});

describe('GET /api/get_employee_data', () => {
  it.each(['employee', 'technical_director', 'reseller'] as const)('lists staff for %s', async (role) => {
    const { headers } = await t.asRole(role);
    const res = await t.app.inject({ method: 'GET', url: '/api/get_employee_data', headers });
    expect(res.statusCode).toBe(200);
    const first = res.json().data[0];
    expect(Object.keys(first).sort()).toEqual(['email', 'id', 'name', 'user_type']);
    expect(res.json().data.some((e: { user_type: string }) => e.user_type === 'client')).toBe(false);
  });

  it('refuses clients', async () => {
    const { headers } = await t.asRole('client');
    expect((await t.app.inject({ method: 'GET', url: '/api/get_employee_data', headers })).statusCode).toBe(
      403,
    );
  });

  it('answers a page by name, searched in SQL as the employees list is, never the whole staff', async () => {
    const { headers } = await t.asRole('employee');
    const get = (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/get_employee_data?${query}`, headers });
    const tag = `dir${Date.now().toString(36)}`;
    const made = [];
    for (const name of ['Zeta', 'alpha', 'Mu']) {
      made.push(await t.createUser({ name: `${name} ${tag}`, roles: ['employee'] }));
    }
    const byMail = await t.createUser({ email: `${tag}-mail@aquadesk.test`, roles: ['employee'] });
    await t.createUser({ userType: 'client', name: `Client ${tag}` });

    const found = await get(`search=${tag.toUpperCase()}&limit=2`);
    expect(found.statusCode).toBe(200);
    const first = found.json();
    // sorted by name whatever its case; the client is not staff; the e-mail matched too
    expect(first.total).toBe(4);
    expect(first.data.map((e: { name: string }) => e.name)).toEqual([`alpha ${tag}`, `Mu ${tag}`]);
    const rest = (await get(`search=${tag}&limit=2&cursor=${first.next_cursor}`)).json();
    // 'Test User …' sorts before 'Zeta …'
    expect(rest.data.map((e: { id: number }) => e.id)).toEqual([byMail.id, made[0]!.id]);
    expect(rest.next_cursor).toBeNull();

    // without parameters: the first page (100) with the paging fields; so are the spec's other two
    // staff lists, /get-dept's manager picker and the client page's mail recipients
    for (let i = 0; i < 100; i++) await t.createUser({ roles: ['employee'] });
    const admin = await t.asRole('admin');
    const client = await t.createUser({ userType: 'client' });
    const plain = (await get('')).json();
    expect(plain.data).toHaveLength(100);
    expect(plain.next_cursor).toEqual(expect.any(String));
    expect(plain.total).toBeGreaterThan(100);
    expect(Object.keys(plain).sort()).toEqual(['data', 'next_cursor', 'total']);
    const dept = await t.app.inject({ method: 'GET', url: '/api/get-dept', headers: admin.headers });
    expect(dept.json().data.employee).toHaveLength(100);
    expect(dept.json().data.employee.map((e: { id: number }) => e.id)).toEqual(
      plain.data.map((e: { id: number }) => e.id),
    );
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/get_all_client_data?id=${client.id}`,
      headers: admin.headers,
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().employee_list).toHaveLength(100);

    expect((await get('limit=101')).statusCode).toBe(400);
    expect((await get('cursor=bogus')).statusCode).toBe(400);
    expect((await get(`search=${'x'.repeat(101)}`)).statusCode).toBe(400);
    expect((await get('search=%00')).statusCode).toBe(400);
    // a search term's % and _ are plain characters
    expect((await get('search=%25')).json().total).toBe(0);
  });
});
