import {
  availableMoves,
  mayMakeMove,
  moveTask,
  TASK_MOVE_NAMES,
  TASK_STATUSES,
  type TaskMove,
  type TaskPersonKind,
  type TaskStatus,
  type WorkReportResponse,
} from '@aquadesk/shared/work.ts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskMoves, taskPeople, taskSubmissions, tasks } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers.ts';
import { clientWithSite, type Headers, workCalls } from './work-helpers.ts';

/**
 * The whole task state machine (spec 001 §4, §6) as a table: every state × every move × every kind of
 * person. Allowed → 200 and the state the shared table names; otherwise 403 (on the task but not allowed,
 * or no work screen at all), 404 (not on the task) or 409 (wrong state), and nothing changed.
 */
type Kind = TaskPersonKind | 'client' | 'reseller';
const KINDS: Kind[] = [
  'admin',
  'technical_director',
  'adviser',
  'assignee',
  'forwarded',
  'stranger',
  'reseller',
  'client',
];

let t: TestApp;
let w: ReturnType<typeof workCalls>;
let admin: Headers;
const people = {} as Record<Kind, { user: { id: number }; headers: Headers }>;
let extra: { user: { id: number } };
let siteId: number;

beforeAll(async () => {
  t = await buildTestApp();
  w = workCalls(t);
  admin = await t.adminHeaders();
  people.admin = await t.asRole('admin');
  people.technical_director = await t.asRole('technical_director');
  people.adviser = await t.asRole('employee');
  people.assignee = await t.asRole('employee');
  people.forwarded = await t.asRole('employee');
  people.stranger = await t.asRole('employee');
  people.reseller = await t.asRole('reseller');
  people.client = await t.asRole('client');
  extra = await t.asRole('employee');
  siteId = (await clientWithSite(t, 'STATE SITE')).site.id;
});
afterAll(() => t.close());

const WORKTYPE = 'Maintenance';

/** A fresh task with the adviser, one assignee and one forwarded user, driven by an admin into `state`. */
async function taskIn(state: TaskStatus): Promise<number> {
  const res = await w.pumpMaintenance(people.adviser.headers, siteId, [people.assignee.user.id]);
  expect(res.statusCode).toBe(201);
  const id = res.json().data.id as number;
  expect((await w.forward(admin, id, WORKTYPE, [people.forwarded.user.id])).statusCode).toBe(200);
  const steps: Record<TaskStatus, (() => Promise<{ statusCode: number }>)[]> = {
    ASSIGNED: [],
    'IN PROGRESS': [() => w.start(admin, id, WORKTYPE)],
    REVIEWING: [() => w.start(admin, id, WORKTYPE), () => w.finish(admin, id, WORKTYPE)],
    'RE:IN PROGRESS': [
      () => w.start(admin, id, WORKTYPE),
      () => w.finish(admin, id, WORKTYPE),
      () => w.review(admin, id, WORKTYPE, 'REOPENED', 2),
    ],
    FINISHED: [
      () => w.start(admin, id, WORKTYPE),
      () => w.finish(admin, id, WORKTYPE),
      () => w.review(admin, id, WORKTYPE, 'APPROVED', 5),
    ],
  };
  for (const step of steps[state]) expect((await step()).statusCode).toBe(200);
  return id;
}

function attempt(kind: Kind, move: TaskMove, id: number) {
  const { headers } = people[kind];
  switch (move) {
    case 'forward':
      return w.forward(headers, id, WORKTYPE, [extra.user.id]);
    case 'start':
      return w.start(headers, id, WORKTYPE);
    case 'finish':
      // a non-admin adviser names who did the work (spec 001 §5)
      return w.finish(
        headers,
        id,
        WORKTYPE,
        kind === 'adviser' ? { owner_id: String(people.assignee.user.id) } : {},
      );
    case 'approve':
      return w.review(headers, id, WORKTYPE, 'APPROVED', 3);
    case 'reopen':
      return w.review(headers, id, WORKTYPE, 'REOPENED', 3);
  }
}

/** Everything a move may change about one task. */
async function snapshot(id: number) {
  const { db } = t.ctx;
  const count = async (table: typeof taskMoves | typeof taskPeople | typeof taskSubmissions) =>
    (await db.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(table.taskId, id)))[0]!.n;
  return {
    task: (await db.select().from(tasks).where(eq(tasks.id, id)))[0],
    moves: await count(taskMoves),
    people: await count(taskPeople),
    submissions: await count(taskSubmissions),
  };
}

/**
 * spec 001 §4 and §6 written out here on their own, so a wrong shared table (which the server reads) fails
 * this test instead of agreeing with it.
 */
const DOERS: Kind[] = ['admin', 'technical_director', 'adviser', 'assignee', 'forwarded'];
const SPEC: Record<TaskMove, { from: TaskStatus[]; to: TaskStatus | 'same'; by: Kind[] }> = {
  forward: { from: ['ASSIGNED', 'IN PROGRESS', 'RE:IN PROGRESS'], to: 'same', by: DOERS },
  start: { from: ['ASSIGNED'], to: 'IN PROGRESS', by: DOERS },
  finish: { from: ['IN PROGRESS', 'RE:IN PROGRESS'], to: 'REVIEWING', by: DOERS },
  approve: { from: ['REVIEWING'], to: 'FINISHED', by: ['admin', 'technical_director', 'adviser'] },
  reopen: { from: ['REVIEWING'], to: 'RE:IN PROGRESS', by: ['admin', 'technical_director', 'adviser'] },
};

/** What the server must answer for `kind` trying `move` from `state`. */
function expected(kind: Kind, move: TaskMove, state: TaskStatus): 200 | 403 | 404 | 409 {
  if (kind === 'client') return 403; // no work screen at all (permission table: staff)
  if (kind === 'stranger' || kind === 'reseller') return 404; // not on the task: hidden
  if (!SPEC[move].by.includes(kind)) return 403;
  return SPEC[move].from.includes(state) ? 200 : 409;
}

const specTo = (move: TaskMove, state: TaskStatus) => {
  const to = SPEC[move].to;
  return to === 'same' ? state : to;
};

it('the shared table the server and the web app read agrees with the spec', () => {
  for (const move of TASK_MOVE_NAMES) {
    for (const state of TASK_STATUSES) {
      expect(moveTask(state, move), `${move} from ${state}`).toBe(
        SPEC[move].from.includes(state) ? specTo(move, state) : null,
      );
    }
    for (const kind of DOERS)
      expect(mayMakeMove([kind as TaskPersonKind], move)).toBe(SPEC[move].by.includes(kind));
  }
});

describe('the task state machine, every state × move × person', () => {
  for (const state of TASK_STATUSES) {
    it(`from ${state}`, async () => {
      const failures: string[] = [];
      for (const move of TASK_MOVE_NAMES) {
        // one task for every refused attempt: each must leave it exactly as it was
        const shared = await taskIn(state);
        for (const kind of KINDS) {
          const want = expected(kind, move, state);
          const id = want === 200 ? await taskIn(state) : shared;
          const before = await snapshot(id);
          const res = await attempt(kind, move, id);
          const after = await snapshot(id);
          const label = `${kind} ${move} from ${state}`;
          if (res.statusCode !== want) {
            failures.push(`${label}: ${res.statusCode} (wanted ${want}) ${res.body.slice(0, 120)}`);
            continue;
          }
          if (want === 200) {
            const next = specTo(move, state);
            if (after.task?.status !== next)
              failures.push(`${label}: status ${after.task?.status}, wanted ${next}`);
            if (after.moves !== before.moves + 1) failures.push(`${label}: the move was not recorded`);
          } else if (JSON.stringify(after) !== JSON.stringify(before)) {
            failures.push(`${label}: refused but changed the task`);
          }
        }
      }
      expect(failures).toEqual([]);
    });
  }

  it('the report offers each person exactly the moves the table allows from each state', async () => {
    const failures: string[] = [];
    for (const state of TASK_STATUSES) {
      const id = await taskIn(state);
      for (const kind of ['admin', 'technical_director', 'adviser', 'assignee', 'forwarded'] as const) {
        const res = await w.report(people[kind].headers, id, WORKTYPE);
        const report = res.json() as WorkReportResponse;
        const want = availableMoves(report.work_report.viewer, state);
        expect(report.work_report.viewer).toContain(kind);
        if (JSON.stringify(report.work_report.actions) !== JSON.stringify(want))
          failures.push(`${kind} at ${state}: ${report.work_report.actions} ≠ ${want}`);
      }
      for (const kind of ['stranger', 'reseller'] as const)
        expect((await w.report(people[kind].headers, id, WORKTYPE)).statusCode).toBe(404);
      expect((await w.report(people.client.headers, id, WORKTYPE)).statusCode).toBe(403);
    }
    expect(failures).toEqual([]);
  });
});
