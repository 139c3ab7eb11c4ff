import type { DashboardFigures, PendingResponse, RatingResponse } from '@aquadesk/shared/dashboard.ts';
import type { Role } from '@aquadesk/shared/roles.ts';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimateAssignees, taskSubmissions, workEstimates } from '../../src/db/schema/index.ts';
import { insertTestTask, ZERO_ESTIMATE_FIGURES } from '../fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers.ts';
import { clientWithSite, type Headers } from './work-helpers.ts';

let t: TestApp;
let admin: Headers;
let site: { id: number };
let clientId: number;
let adviserId: number;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.adminHeaders();
  const made = await clientWithSite(t, 'RATING PLANT');
  site = made.site;
  clientId = made.client.id;
  adviserId = (await t.createUser({ roles: ['technical_director'] as Role[] })).id;
});
afterAll(() => t.close());

async function one<T>(query: SQL): Promise<T> {
  const result = (await t.ctx.db.execute(query)) as unknown as { rows: T[] };
  return result.rows[0]!;
}

const rating = (headers: Headers, body: Record<string, unknown>) => t.post('/api/get-rating', body, headers);

/** A task made directly in the database, so each case controls status, rating, deadline and finish day. */
interface TaskCase {
  people?: number[];
  adviser?: number;
  status: 'ASSIGNED' | 'IN PROGRESS' | 'REVIEWING' | 'FINISHED';
  rating?: number;
  deadline: string;
  /** the day the finished task was submitted */
  finished?: string;
}

async function addTask(created: string, c: TaskCase): Promise<number> {
  const id = await insertTestTask(
    t.ctx.db,
    {
      siteId: site.id,
      siteName: 'RATING PLANT',
      description: 'Rating case',
      status: c.status,
      deadline: c.deadline,
      adviserId: c.adviser ?? adviserId,
      rating: c.rating ?? null,
      createdAt: new Date(`${created}T06:00:00Z`),
    },
    c.people,
  );
  if (c.finished) {
    await t.ctx.db.insert(taskSubmissions).values({
      taskId: id,
      finishedBy: c.people?.[0] ?? adviserId,
      ownerId: c.people?.[0] ?? adviserId,
      finishTime: new Date(`${c.finished}T06:00:00Z`),
      status: 'APPROVED',
      rating: c.rating ?? null,
    });
  }
  return id;
}

async function addEstimate(created: string, status: string, assignees: number[], resellerId?: number) {
  const [row] = await t.ctx.db
    .insert(workEstimates)
    .values({
      siteId: site.id,
      clientId,
      createdBy: adviserId,
      resellerId: resellerId ?? null,
      work: ['Rating estimate'],
      status,
      ...ZERO_ESTIMATE_FIGURES,
      total: '1000.00',
      createdAt: new Date(`${created}T06:00:00Z`),
    })
    .returning({ id: workEstimates.id });
  if (assignees.length) {
    await t.ctx.db
      .insert(estimateAssignees)
      .values(assignees.map((userId) => ({ estimateId: row!.id, userId })));
  }
}

const FAR = '2099-12-31';

/**
 * docs/api.md "Rank score": raw = 0.4 quality + 0.3 finished + 0.3 on time; score = 10 × raw / best raw.
 * Each case lives in its own month of 2001, so the period isolates it.
 */
const CASES: {
  name: string;
  month: string;
  people: { tasks: Omit<TaskCase, 'people'>[]; estimates?: string[] }[];
  expected: { score: number; total: number; finished: number; reviewing: number }[];
}[] = [
  {
    name: 'alone, finished on time, rated 5: raw 1 → 10',
    month: '2001-01',
    people: [{ tasks: [{ status: 'FINISHED', rating: 5, deadline: '2001-01-20', finished: '2001-01-10' }] }],
    expected: [{ score: 10, total: 1, finished: 1, reviewing: 0 }],
  },
  {
    name: 'open, not due, unrated (0.2 + 0 + 0.3 = 0.5) beside raw 1 → 5',
    month: '2001-02',
    people: [
      { tasks: [{ status: 'FINISHED', rating: 5, deadline: '2001-02-20', finished: '2001-02-10' }] },
      { tasks: [{ status: 'ASSIGNED', deadline: FAR }] },
    ],
    expected: [
      { score: 10, total: 1, finished: 1, reviewing: 0 },
      { score: 5, total: 1, finished: 0, reviewing: 0 },
    ],
  },
  {
    name: 'finished late rated 3 (0.2 + 0.3 + 0 = 0.5) beside open and overdue (0.2) → 10 and 4',
    month: '2001-03',
    people: [
      { tasks: [{ status: 'FINISHED', rating: 3, deadline: '2001-03-05', finished: '2001-03-09' }] },
      { tasks: [{ status: 'IN PROGRESS', deadline: '2001-03-06' }] },
    ],
    expected: [
      { score: 10, total: 1, finished: 1, reviewing: 0 },
      { score: 4, total: 1, finished: 0, reviewing: 0 },
    ],
  },
  {
    name: 'rated 4 + reviewing (0.3 + 0.15 + 0.3 = 0.75) beside rated 1 (0 + 0.3 + 0.3 = 0.6) → 10 and 8',
    month: '2001-04',
    people: [
      {
        tasks: [
          { status: 'FINISHED', rating: 4, deadline: '2001-04-20', finished: '2001-04-20' },
          { status: 'REVIEWING', deadline: FAR },
        ],
      },
      { tasks: [{ status: 'FINISHED', rating: 1, deadline: '2001-04-20', finished: '2001-04-02' }] },
    ],
    expected: [
      { score: 10, total: 2, finished: 1, reviewing: 1 },
      { score: 8, total: 1, finished: 1, reviewing: 0 },
    ],
  },
  {
    name: 'estimates: finished (0.2 + 0.3 + 0.3 = 0.8) beside not confirmed (0.5) → 10 and 6.25',
    month: '2001-05',
    people: [
      { tasks: [], estimates: ['FINISHED'] },
      { tasks: [], estimates: ['NOT CONFIRM'] },
    ],
    expected: [
      { score: 10, total: 1, finished: 1, reviewing: 0 },
      { score: 6.25, total: 1, finished: 0, reviewing: 0 },
    ],
  },
];

describe('POST /get-rating: the rank score (docs/api.md "Rank score")', () => {
  for (const c of CASES) {
    it(c.name, async () => {
      const ids: number[] = [];
      for (const [i, person] of c.people.entries()) {
        const user = await t.createUser({ name: `Case ${c.month} person ${i}`, roles: ['employee'] });
        ids.push(user.id);
        for (const task of person.tasks) await addTask(`${c.month}-02`, { ...task, people: [user.id] });
        for (const status of person.estimates ?? []) await addEstimate(`${c.month}-02`, status, [user.id]);
      }
      const res = await rating(admin, { start_date: `${c.month}-01`, end_date: `${c.month}-28` });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as RatingResponse;
      const got = ids.map((id) => body.rating.employee.find((p) => p.id === id));
      expect(
        got.map(
          (p) =>
            p && {
              score: p.relative_rank_score_out_of_10,
              total: p.total_work,
              finished: p.finished_work,
              reviewing: p.reviewing_work,
            },
        ),
      ).toEqual(c.expected);
      expect(body.rating.employee).toHaveLength(c.expected.length);
    });
  }

  it("ranks resellers by the tasks they registered and their clients' estimates", async () => {
    const r1 = await t.createUser({ name: 'Reseller one', roles: ['reseller'] });
    const r2 = await t.createUser({ name: 'Reseller two', roles: ['reseller'] });
    await addTask('2001-06-02', {
      adviser: r1.id,
      status: 'FINISHED',
      rating: 5,
      deadline: '2001-06-20',
      finished: '2001-06-10',
    });
    await addTask('2001-06-02', { adviser: r2.id, status: 'ASSIGNED', deadline: FAR });
    await addEstimate('2001-06-03', 'NOT CONFIRM', [], r2.id);
    const res = await rating(admin, { start_date: '2001-06-01', end_date: '2001-06-30' });
    const body = res.json() as RatingResponse;
    // r2: two open works, not late, unrated: 0.2 + 0 + 0.3 = 0.5 → 5
    expect(body.rating.reseller.map((p) => [p.name, p.relative_rank_score_out_of_10, p.total_work])).toEqual([
      ['Reseller one', 10, 1],
      ['Reseller two', 5, 2],
    ]);
    expect(body.rating.employee).toEqual([]);
    expect(body.rating.statusCount).toEqual([
      { status: 'ASSIGNED', total_count: 1 },
      { status: 'IN PROGRESS', total_count: 0 },
      { status: 'RE:IN PROGRESS', total_count: 0 },
      { status: 'REVIEWING', total_count: 0 },
      { status: 'FINISHED', total_count: 1 },
    ]);
  });

  it('an empty period answers zero counts and empty rankings', async () => {
    const res = await rating(admin, { start_date: '1990-01-01', end_date: '1990-12-31' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as RatingResponse;
    expect(body.rating.employee).toEqual([]);
    expect(body.rating.reseller).toEqual([]);
    expect(body.rating.statusCount.every((s) => s.total_count === 0)).toBe(true);
  });

  it('null ends are open: the whole history counts', async () => {
    const res = await rating(admin, { start_date: null, end_date: null });
    expect(res.statusCode).toBe(200);
    const total = (res.json() as RatingResponse).rating.statusCount.reduce((n, s) => n + s.total_count, 0);
    const { n } = await one<{ n: number }>(sql`select count(*)::int as n from tasks`);
    expect(total).toBe(Number(n));
    const empty = await rating(admin, {});
    expect(empty.statusCode).toBe(200);
  });
});

describe('tasks.last_finish_day (what the rating reads for "finished late?")', () => {
  it('follows the latest submission through inserts, changes and removals (the database keeps it)', async () => {
    const me = await t.createUser({ name: 'Late case person', roles: ['employee'] });
    const peer = await t.createUser({ name: 'Late case peer', roles: ['employee'] });
    const done = { status: 'FINISHED', rating: 5, deadline: '2001-07-20', finished: '2001-07-10' } as const;
    const id = await addTask('2001-07-02', { ...done, people: [me.id] });
    await addTask('2001-07-02', { ...done, people: [peer.id] });
    const last = async () =>
      (
        await one<{ last: string | null }>(
          sql`select to_char(last_finish_day, 'YYYY-MM-DD') as last from tasks where id = ${id}`,
        )
      ).last;
    const myScore = async () => {
      const body = (
        await rating(admin, { start_date: '2001-07-01', end_date: '2001-07-31' })
      ).json() as RatingResponse;
      return body.rating.employee.find((p) => p.id === me.id)?.relative_rank_score_out_of_10;
    };
    expect(await last()).toBe('2001-07-10');
    expect(await myScore()).toBe(10);
    const submission = (finished: string) => ({
      taskId: id,
      finishedBy: me.id,
      ownerId: me.id,
      finishTime: new Date(`${finished}T06:00:00Z`),
    });
    // an earlier one does not lower it
    await t.ctx.db.insert(taskSubmissions).values(submission('2001-07-05'));
    expect(await last()).toBe('2001-07-10');
    // a later one past the deadline raises it: late, 0.4 + 0.3 + 0 = 0.7 against the peer's 1 → 7
    const [later] = await t.ctx.db
      .insert(taskSubmissions)
      .values(submission('2001-07-25'))
      .returning({ id: taskSubmissions.id });
    expect(await last()).toBe('2001-07-25');
    expect(await myScore()).toBe(7);
    // a change back before the deadline lowers it again
    await t.ctx.db
      .update(taskSubmissions)
      .set({ finishTime: new Date('2001-07-08T06:00:00Z') })
      .where(sql`${taskSubmissions.id} = ${later!.id}`);
    expect(await last()).toBe('2001-07-10');
    expect(await myScore()).toBe(10);
    // no submission left: finished with no finish day counts as on time, as before
    await t.ctx.db.delete(taskSubmissions).where(sql`${taskSubmissions.taskId} = ${id}`);
    expect(await last()).toBe(null);
    expect(await myScore()).toBe(10);
    // the day is read in Asia/Kolkata: 19:00 UTC on the deadline is 00:30 the next day there, late
    await t.ctx.db
      .insert(taskSubmissions)
      .values({ ...submission('2001-07-20'), finishTime: new Date('2001-07-20T19:00:00Z') });
    expect(await last()).toBe('2001-07-21');
    expect(await myScore()).toBe(7);
  });
});

describe('POST /get-rating: who sees what', () => {
  it('an employee sees only their own row and the counts of their own tasks', async () => {
    const me = await t.asRole('employee');
    const peer = await t.createUser({ roles: ['employee'] });
    await addTask('2002-01-02', { people: [me.user.id], status: 'ASSIGNED', deadline: FAR });
    await addTask('2002-01-02', {
      people: [peer.id],
      status: 'FINISHED',
      rating: 5,
      deadline: FAR,
      finished: '2002-01-05',
    });
    const res = await rating(me.headers, { start_date: '2002-01-01', end_date: '2002-01-31' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as RatingResponse;
    // still relative to the peer (raw 0.5 against 1)
    expect(body.rating.employee).toEqual([
      {
        id: me.user.id,
        name: me.user.name,
        relative_rank_score_out_of_10: 5,
        total_work: 1,
        finished_work: 0,
        reviewing_work: 0,
      },
    ]);
    expect(body.rating.reseller).toEqual([]);
    expect(body.rating.statusCount.find((s) => s.status === 'FINISHED')?.total_count).toBe(0);
    expect(body.rating.statusCount.find((s) => s.status === 'ASSIGNED')?.total_count).toBe(1);
    const all = (
      await rating(admin, { start_date: '2002-01-01', end_date: '2002-01-31' })
    ).json() as RatingResponse;
    expect(all.rating.employee).toHaveLength(2);
  });

  it('a reseller sees only their own reseller row, for their own works', async () => {
    const me = await t.asRole('reseller');
    const other = await t.createUser({ roles: ['reseller'] });
    const staff = await t.createUser({ roles: ['employee'] });
    await addTask('2002-02-02', {
      adviser: me.user.id,
      people: [staff.id],
      status: 'REVIEWING',
      deadline: FAR,
    });
    await addTask('2002-02-02', {
      adviser: other.id,
      status: 'FINISHED',
      rating: 5,
      deadline: FAR,
      finished: '2002-02-03',
    });
    const body = (
      await rating(me.headers, { start_date: '2002-02-01', end_date: '2002-02-28' })
    ).json() as RatingResponse;
    expect(body.rating.reseller.map((p) => [p.id, p.reviewing_work])).toEqual([[me.user.id, 1]]);
    expect(body.rating.employee).toEqual([]);
    expect(body.rating.statusCount.reduce((n, s) => n + s.total_count, 0)).toBe(1);
  });

  it.each([
    ['client', 'client'],
    ['finance', 'finance'],
    ['marketing_manager only', 'marketing_manager'],
  ])('%s: 403', async (_label, role) => {
    const user =
      role === 'client'
        ? await t.asRole('client')
        : {
            headers: {
              authorization: await t.tokenFor((await t.createUser({ roles: [role as Role] })).email),
            },
          };
    const res = await rating(user.headers, { start_date: null, end_date: null });
    expect(res.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/dashboard/pending', headers: user.headers }))
        .statusCode,
    ).toBe(403);
  });

  it('no login: 401', async () => {
    expect((await t.post('/api/get-rating', { start_date: null, end_date: null })).statusCode).toBe(401);
  });

  it('figures: admin only, counting open estimates, unpaid invoices, overdue tasks and leave today', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dashboard/figures', headers: admin });
    expect(res.statusCode).toBe(200);
    const f = res.json().data as DashboardFigures;
    const row = await one<{ e: number; o: number }>(
      sql`select (select count(*)::int from work_estimates where status <> 'FINISHED') as e,
                   (select count(*)::int from tasks where status <> 'FINISHED' and deadline < current_date) as o`,
    );
    expect(f.open_estimates).toBe(Number(row.e));
    expect(f.overdue_tasks).toBe(Number(row.o));
    expect(f.overdue_tasks).toBeGreaterThan(0);
    expect(Number(f.open_estimates_value)).toBeGreaterThanOrEqual(1000);
    const me = await t.asRole('employee');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/dashboard/figures', headers: me.headers })).statusCode,
    ).toBe(403);
  });
});

describe('GET /api/dashboard/pending', () => {
  it("the caller's open tasks, overdue first and marked, and no one else's", async () => {
    const me = await t.asRole('employee');
    const late = await addTask('2003-01-02', {
      people: [me.user.id],
      status: 'IN PROGRESS',
      deadline: '2003-01-10',
    });
    const due = await addTask('2003-01-02', { people: [me.user.id], status: 'ASSIGNED', deadline: FAR });
    await addTask('2003-01-02', {
      people: [me.user.id],
      status: 'FINISHED',
      deadline: FAR,
      finished: '2003-01-03',
    });
    await addTask('2003-01-02', { status: 'ASSIGNED', deadline: '2003-01-01' });
    const res = await t.app.inject({ method: 'GET', url: '/api/dashboard/pending', headers: me.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json() as PendingResponse;
    expect(body.data.map((w) => [w.kind, w.id, w.overdue])).toEqual([
      ['task', late, true],
      ['task', due, false],
    ]);
  });
});

describe('POST /get-rating: bad input names the field, 400', () => {
  it.each([
    [{ start_date: 'yesterday', end_date: null }, 'start_date'],
    [{ start_date: '2024-02-30', end_date: null }, 'start_date'],
    [{ start_date: null, end_date: 12 }, 'end_date'],
    [{ start_date: '2024-05-01', end_date: '2024-04-30' }, 'end_date'],
    [{ start_date: '2010-01-01', end_date: '2020-01-02' }, 'end_date'],
    [{ start_date: "2024-01-01'; drop table tasks; --", end_date: null }, 'start_date'],
    [{ start_date: '3000000000', end_date: 'x\ud800y' }, 'start_date,end_date'],
  ])('%j → %s', async (body, field) => {
    const res = await rating(admin, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(field.split(','));
  });

  it('exactly ten years is allowed', async () => {
    expect((await rating(admin, { start_date: '2010-01-01', end_date: '2020-01-01' })).statusCode).toBe(200);
  });
});
