import { randomUUID } from 'node:crypto';
import { WORK_MESSAGES } from '@aquadesk/shared/work.ts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../src/app.ts';
import { taskMoves, taskPeople } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers.ts';
import { clientWithSite, type Headers, workCalls } from './work-helpers.ts';

// Issue 28 item 6: 50 parallel forwards of one person made 50 history entries. A forward of someone already on
// the task is 409 and never a second entry, enforced by the database (task_people's key, under the task's row
// lock). Two app instances on one database, on PGlite and PostgreSQL.

let t: TestApp;
let b: BuiltApp;
let w: ReturnType<typeof workCalls>;
let admin: Headers;
type Who = { user: { id: number }; headers: Headers };
let adviser: Who;
let worker: Who;
let siteId: number;

beforeAll(async () => {
  t = await buildTestApp();
  b = await t.secondInstance();
  w = workCalls(t);
  admin = await t.adminHeaders();
  adviser = await t.asRole('employee');
  worker = await t.asRole('employee');
  siteId = (await clientWithSite(t, 'FORWARD PLANT')).site.id;
});

afterAll(async () => {
  await t.close();
});

async function newTask(): Promise<{ id: number; worktype: string }> {
  const res = await w.pumpMaintenance(adviser.headers, siteId, [worker.user.id]);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

const forwards = async (taskId: number) =>
  (
    await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(taskMoves)
      .where(and(eq(taskMoves.taskId, taskId), eq(taskMoves.move, 'forward')))
  )[0]!.n;

const forwardOn = (app: BuiltApp['app'], headers: Headers, id: number, worktype: string, users: number[]) =>
  app.inject({
    method: 'POST',
    url: '/api/forward-work',
    headers,
    payload: { id, worktype, users_id: users },
  });

describe('POST /forward-work of someone already on the task', () => {
  it('is 409 at users_id, and records and adds nothing', async () => {
    const { id, worktype } = await newTask();
    const helper = await t.asRole('employee');
    expect((await w.forward(worker.headers, id, worktype, [helper.user.id])).statusCode).toBe(200);
    expect(await forwards(id)).toBe(1);
    for (const people of [[helper.user.id], [worker.user.id], [worker.user.id, helper.user.id]]) {
      const again = await w.forward(adviser.headers, id, worktype, people);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        message: WORK_MESSAGES.alreadyOnTask,
        errors: { users_id: WORK_MESSAGES.alreadyOnTask },
      });
    }
    expect(await forwards(id)).toBe(1);
  });

  it('with a newcomer beside them, adds only the newcomer: one entry', async () => {
    const { id, worktype } = await newTask();
    const newcomer = await t.asRole('employee');
    const res = await w.forward(admin, id, worktype, [worker.user.id, newcomer.user.id]);
    expect(res.statusCode).toBe(200);
    const list = res.json().data.users_list as { id: number; type: string }[];
    expect(list.map((p) => [p.id, p.type])).toEqual([
      [worker.user.id, 'direct'],
      [newcomer.user.id, 'forwarded'],
    ]);
    expect(await forwards(id)).toBe(1);
  });

  it('fifty parallel forwards of one person on two instances: one 200, the rest 409, one entry', async () => {
    const { id, worktype } = await newTask();
    const helper = await t.asRole('employee');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        forwardOn(i % 2 ? b.app : t.app, worker.headers, id, worktype, [helper.user.id]),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    expect(await forwards(id)).toBe(1);
    const rows = await t.ctx.db
      .select()
      .from(taskPeople)
      .where(and(eq(taskPeople.taskId, id), eq(taskPeople.userId, helper.user.id)));
    expect(rows).toHaveLength(1);
  });

  it('a forward sent again with its Idempotency-Key answers the first answer', async () => {
    const { id, worktype } = await newTask();
    const helper = await t.asRole('employee');
    const key = randomUUID();
    const send = (app: BuiltApp['app']) =>
      app.inject({
        method: 'POST',
        url: '/api/forward-work',
        headers: { ...worker.headers, 'idempotency-key': key },
        payload: { id, worktype, users_id: [helper.user.id] },
      });
    const first = await send(t.app);
    expect(first.statusCode).toBe(200);
    const again = await send(b.app);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await forwards(id)).toBe(1);
  });
});
