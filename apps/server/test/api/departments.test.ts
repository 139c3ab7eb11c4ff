import { DEPT_MESSAGES } from '@aquadesk/shared/departments.ts';
import { MESSAGES } from '@aquadesk/shared/validation.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHeaders, buildAdminTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
let admin: AuthHeaders;
beforeAll(async () => {
  ({ t, admin } = await buildAdminTestApp());
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers = admin) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const getDept = async (headers = admin) => t.app.inject({ method: 'GET', url: '/api/get-dept', headers });

describe('departments', () => {
  it('starts empty, then builds a root that is its own parent, a child and members', async () => {
    const empty = await getDept();
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data.dept_tree).toEqual([]);
    expect(empty.json().data.employee[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        name: expect.any(String),
        email: expect.any(String),
      }),
    );

    const boss = await t.createUser({ roles: ['employee', 'technical_director'] });
    const rootRes = await post('/api/add-dept', {
      name: 'Head Office',
      description: 'All of us',
      manager_id: boss.id,
      parent_id: null,
    });
    expect(rootRes.statusCode).toBe(201);
    const root = rootRes.json().data;
    expect(root.parent_id).toBe(root.dept_id);
    expect(root.employees).toEqual([{ id: boss.id, name: boss.name, email: boss.email, is_manager: 1 }]);

    const second = await post('/api/add-dept', {
      name: 'Another root',
      description: 'x',
      manager_id: boss.id,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(DEPT_MESSAGES.rootExists);

    const lead = await t.createUser({ roles: ['employee'] });
    const child = (
      await post('/api/add-dept', {
        name: 'Operations',
        description: 'Plants',
        manager_id: lead.id,
        parent_id: root.dept_id,
      })
    ).json().data;
    expect(child.parent_id).toBe(root.dept_id);

    const a = await t.createUser({ roles: ['employee'] });
    const b = await t.createUser({ roles: ['employee'] });
    const added = await post('/api/add-dept-emp', {
      dept_id: child.dept_id,
      employees: [
        { id: a.id, name: a.name },
        { id: b.id, name: b.name },
        { id: lead.id, name: lead.name },
      ],
    });
    expect(added.statusCode).toBe(200);
    const members = added.json().data.employees;
    expect(members).toHaveLength(3);
    expect(members[0]).toMatchObject({ id: lead.id, is_manager: 1 });

    const { headers } = await t.asRole('employee');
    const seen = (await getDept(headers)).json().data.dept_tree;
    expect(seen.map((d: { dept_name: string }) => d.dept_name)).toEqual(['Head Office', 'Operations']);
  });

  it('names missing fields and refuses unknown managers, parents and members', async () => {
    const empty = await post('/api/add-dept', { name: '', description: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toMatchObject({
      name: MESSAGES.required,
      description: MESSAGES.required,
      manager_id: DEPT_MESSAGES.pickManager,
    });
    const client = await t.createUser({ userType: 'client' });
    const badManager = await post('/api/add-dept', {
      name: 'X',
      description: 'Y',
      manager_id: client.id,
      parent_id: 1,
    });
    expect(badManager.statusCode).toBe(400);
    expect(badManager.json().errors).toEqual({ manager_id: DEPT_MESSAGES.pickManager });
    const worker = await t.createUser({ roles: ['employee'] });
    expect(
      (await post('/api/add-dept', { name: 'X', description: 'Y', manager_id: worker.id, parent_id: 9999 }))
        .statusCode,
    ).toBe(404);
    expect(
      (await post('/api/add-dept-emp', { dept_id: 9999, employees: [{ id: worker.id }] })).statusCode,
    ).toBe(404);
    const none = await post('/api/add-dept-emp', { dept_id: 1, employees: [] });
    expect(none.json().errors).toEqual({ employees: DEPT_MESSAGES.pickEmployee });
    const withClient = await post('/api/add-dept-emp', { dept_id: 1, employees: [{ id: client.id }] });
    expect(withClient.statusCode).toBe(400);
  });

  it.each(['employee', 'technical_director', 'finance', 'reseller'] as const)(
    'lets %s view but not create',
    async (role) => {
      const { headers, user } = await t.asRole(role);
      expect((await getDept(headers)).statusCode).toBe(200);
      expect(
        (
          await post(
            '/api/add-dept',
            { name: 'X', description: 'Y', manager_id: user.id, parent_id: 1 },
            headers,
          )
        ).statusCode,
      ).toBe(403);
      expect(
        (await post('/api/add-dept-emp', { dept_id: 1, employees: [{ id: user.id }] }, headers)).statusCode,
      ).toBe(403);
    },
  );

  it('refuses clients', async () => {
    const { headers } = await t.asRole('client');
    expect((await getDept(headers)).statusCode).toBe(403);
  });
});
