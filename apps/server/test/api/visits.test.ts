import { visitAudience } from '@aquadesk/shared/audiences.ts';
import type { ContractDetail } from '@aquadesk/shared/contracts.ts';
import { addDays, todayInIndia, weekdayOf, weekStart } from '@aquadesk/shared/dates.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import type { ContractVisitsResponse, VisitRow } from '@aquadesk/shared/visits.ts';
import { eq, inArray } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { contractVisits, taskPeople, tasks } from '../../src/db/schema/index.ts';
import type { UserRow } from '../../src/modules/accounts/repository.ts';
import { makeVisitTasks } from '../../src/modules/visits/operations/tasks-job.ts';
import { clientWithSite, insertTestSite } from '../fixtures.ts';
import { type AuthHeaders, buildTestApp, type Emit, recordEmits, type TestApp } from '../helpers.ts';
import { connectSocket, listenLocally, waitForRooms } from '../sockets.ts';
import { contractCalls } from '../support/contract-calls.ts';

/**
 * The visit schedule (issue 43 item 3; docs/api.md "Visits", docs/requirements/007-visits.md): planning on
 * activation, the hourly tasks (once only, catching up, two instances at once), the calendar and its derived
 * states, moving (the count kept, the task's deadline following) and reassigning, who sees what (an
 * employee only their own), the live row, cancelling a contract, and the company's lead days.
 */

let t: TestApp;
let admin: AuthHeaders;
let director: AuthHeaders;
let manager: AuthHeaders;
let finance: AuthHeaders;
let clientLogin: AuthHeaders;
let technician: UserRow;
let techHeaders: AuthHeaders;
let otherTech: UserRow;
let otherTechHeaders: AuthHeaders;
let client: UserRow;
let site: { id: number };
let secondSite: { id: number };
let emits: Emit[];

/** A Monday two weeks from today in India: every test's period starts there (dates stay in the future). */
const START = addDays(weekStart(todayInIndia()), 14);
const END = addDays(START, 363);
/** Noon in India on `day`: the job's "now". */
const noonOn = (day: string) => new Date(`${day}T06:30:00Z`);

const { call, draft, active } = contractCalls(
  () => ({ t, manager, director, client, site }),
  () => ({
    equipment_ids: [],
    starts_on: START,
    ends_on: END,
    visits_per_year: 4,
    technician_id: technician.id,
  }),
);

/** The calendar from `from` for 62 days (its widest range), as `who` sees it. */
async function calendar(who: AuthHeaders, from = START, extra = ''): Promise<VisitRow[]> {
  const res = await call('GET', `/api/visits?from=${from}&to=${addDays(from, 61)}${extra}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as VisitRow[];
}

/** Every visit of a contract, in order, read from the table (the calendar reads a range of days). */
async function visitsOf(contractId: number) {
  return t.ctx.db
    .select()
    .from(contractVisits)
    .where(eq(contractVisits.contractId, contractId))
    .orderBy(contractVisits.siteId, contractVisits.seq);
}

const visitById = async (id: number, who: AuthHeaders = admin) => call('GET', `/api/visits/${id}`, who);

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.adminHeaders();
  director = (await t.asRole('technical_director')).headers;
  manager = (await t.asRole('client_management')).headers;
  finance = (await t.asRole('finance')).headers;
  clientLogin = (await t.asRole('client')).headers;
  ({ user: technician, headers: techHeaders } = await t.asRole('employee', { name: 'Anoop Technician' }));
  ({ user: otherTech, headers: otherTechHeaders } = await t.asRole('employee', { name: 'Bindu Technician' }));
  ({ client, site } = await clientWithSite(t, 'LAKESHORE APARTMENTS'));
  secondSite = await insertTestSite(t.ctx.db, { clientId: client.id, siteName: 'LAKESHORE CLUBHOUSE' });
  emits = recordEmits(t);
});

afterAll(async () => {
  await t.close();
});

beforeEach(() => {
  emits.length = 0;
});

describe('planning on activation', () => {
  it('plans every visit of the period for each site on working days, in the activating transaction', async () => {
    const made = await draft({ site_ids: [site.id, secondSite.id] });
    expect(await visitsOf(made.id)).toHaveLength(0);
    const res = await call('POST', `/api/contracts/${made.id}/activate`, director);
    expect(res.statusCode, res.body).toBe(200);
    const contract = res.json().data as ContractDetail;
    expect(contract.history[0]).toMatchObject({ action: 'activated', changes: { visits_planned: 8 } });
    const rows = await visitsOf(made.id);
    expect(rows).toHaveLength(8);
    // a Monday start, 364 days / 4: every 91 days, each a Monday
    const days = [START, addDays(START, 91), addDays(START, 182), addDays(START, 273)];
    for (const siteId of [site.id, secondSite.id]) {
      const ofSite = rows.filter((r) => r.siteId === siteId);
      expect(ofSite.map((r) => r.seq)).toEqual([1, 2, 3, 4]);
      expect(ofSite.map((r) => r.plannedOn)).toEqual(days);
      expect(ofSite.every((r) => r.technicianId === technician.id && r.status === 'planned')).toBe(true);
    }
    const first = (await calendar(admin)).filter((v) => v.contract_id === made.id);
    expect(first).toHaveLength(2);
    expect(first[0]).toMatchObject({
      contract_number: contract.number,
      client_name: expect.any(String),
      site_name: expect.stringMatching(/^LAKESHORE/),
      seq: 1,
      of: 4,
      planned_on: START,
      technician_id: technician.id,
      technician_name: 'Anoop Technician',
      state: 'planned',
      task_id: null,
      done_on: null,
      moved_from: null,
    });
  });

  it('chosen months: one visit in each, on the start’s day of the month, off Sundays', async () => {
    const { month } = { month: Number(addDays(START, 40).slice(5, 7)) };
    const made = await active({ visit_spread: 'months', visits_per_year: 1, visit_months: [month] });
    const rows = await visitsOf(made.id);
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]!.plannedOn.slice(5, 7))).toBe(month);
    expect(weekdayOf(rows[0]!.plannedOn)).not.toBe(0);
  });

  it('no visits a year plans none; the table refuses a Sunday', async () => {
    const none = await active({ visits_per_year: 0 });
    expect(await visitsOf(none.id)).toHaveLength(0);
    const sunday = addDays(START, 6);
    await expect(
      t.ctx.db
        .insert(contractVisits)
        .values({ contractId: none.id, siteId: site.id, seq: 1, plannedOn: sunday }),
    ).rejects.toThrow();
  });
});

describe('the tasks', () => {
  it('each visit becomes a maintenance task its lead days before, once, however many runs and instances', async () => {
    const contract = await active();
    const [first, second, third] = await visitsOf(contract.id);
    // eight days before: nothing yet
    expect(await makeVisitTasks(t.ctx, noonOn(addDays(START, -8)))).not.toContain(first!.id);
    // seven days before (the default lead), two instances at once: one task
    const other = await t.secondInstance();
    const runs = await Promise.all([
      makeVisitTasks(t.ctx, noonOn(addDays(START, -7))),
      makeVisitTasks(other.ctx, noonOn(addDays(START, -7))),
      makeVisitTasks(t.ctx, noonOn(addDays(START, -7))),
    ]);
    expect(runs.flat().filter((id) => id === first!.id)).toHaveLength(1);
    expect(runs.flat()).not.toContain(second!.id);
    const [claimed] = await t.ctx.db.select().from(contractVisits).where(eq(contractVisits.id, first!.id));
    const taskId = claimed!.taskId!;
    const [task] = await t.ctx.db.select().from(tasks).where(eq(tasks.id, taskId));
    expect(task).toMatchObject({
      kind: 'maintenance',
      worktype: 'Maintenance',
      status: 'ASSIGNED',
      priority: 'MEDIUM',
      deadline: START,
      siteId: site.id,
      clientId: client.id,
      description: `Planned visit 1 of 4 under ${contract.number}`,
      panelType: 'Contract visit',
    });
    const people = await t.ctx.db.select().from(taskPeople).where(eq(taskPeople.taskId, taskId));
    expect(people.map((p) => p.userId)).toEqual([technician.id]);
    const named = await t.ctx.db.select().from(tasks).where(eq(tasks.description, task!.description));
    expect(named).toHaveLength(1);
    // the visit's state follows its task
    expect((await visitById(first!.id)).json().data).toMatchObject({ state: 'due', task_id: taskId });
    // a run after a long stop catches up every visit that came due meanwhile, once
    const later = await makeVisitTasks(t.ctx, noonOn(addDays(START, 182)));
    expect(later).toEqual(expect.arrayContaining([second!.id, third!.id]));
    expect(later).not.toContain(first!.id);
    expect(await makeVisitTasks(t.ctx, noonOn(addDays(START, 182)))).not.toContain(second!.id);
    const tasked = await t.ctx.db
      .select({ taskId: contractVisits.taskId })
      .from(contractVisits)
      .where(inArray(contractVisits.id, [first!.id, second!.id, third!.id]));
    expect(new Set(tasked.map((r) => r.taskId)).size).toBe(3);
    // done: its task finished
    await t.ctx.db.update(tasks).set({ status: 'FINISHED' }).where(eq(tasks.id, taskId));
    expect((await visitById(first!.id)).json().data).toMatchObject({ state: 'done' });
  });

  it('the company’s lead days decide when (0 to 30, an admin’s setting); a backdated visit is not sent', async () => {
    const settings = await call('GET', '/api/company-settings', admin);
    expect(settings.json().data).toMatchObject({ visit_lead_days: 7, send_on_issue: false });
    const put = (who: AuthHeaders, payload: unknown) => call('PUT', '/api/company-settings', who, payload);
    expect((await put(finance, { visit_lead_days: 3 })).statusCode).toBe(403);
    expect((await put(admin, { visit_lead_days: 31 })).json().errors).toHaveProperty('visit_lead_days');
    expect((await put(admin, { visit_lead_days: 2.5 })).statusCode).toBe(400);
    expect((await put(admin, {})).statusCode).toBe(400);
    const saved = await put(admin, { visit_lead_days: 2 });
    expect(saved.json().data).toMatchObject({ visit_lead_days: 2, send_on_issue: false });
    try {
      const contract = await active();
      const [first] = await visitsOf(contract.id);
      expect(await makeVisitTasks(t.ctx, noonOn(addDays(START, -3)))).not.toContain(first!.id);
      expect(await makeVisitTasks(t.ctx, noonOn(addDays(START, -2)))).toContain(first!.id);
      // send on issue kept when only the lead days are saved, and the other way round
      expect((await put(admin, { send_on_issue: false })).json().data.visit_lead_days).toBe(2);
    } finally {
      await put(admin, { visit_lead_days: 7 });
    }
    // a contract activated after its period began: its visits already past show as missed, never as tasks
    const past = addDays(weekStart(todayInIndia()), -14);
    const late = await active({ starts_on: past, ends_on: addDays(past, 363), visits_per_year: 52 });
    const [gone] = await visitsOf(late.id);
    expect(await makeVisitTasks(t.ctx)).not.toContain(gone!.id);
    expect((await visitById(gone!.id)).json().data).toMatchObject({ state: 'missed', task_id: null });
    // a missed visit moves to a day from today on, never to another past one
    const back = await call('POST', `/api/visits/${gone!.id}/move`, director, {
      planned_on: addDays(past, 1),
    });
    expect(back.json().errors).toEqual({ planned_on: 'Choose today or a later day' });
    const ahead = addDays(weekStart(todayInIndia()), 12);
    const moved = await call('POST', `/api/visits/${gone!.id}/move`, director, { planned_on: ahead });
    expect(moved.json().data).toMatchObject({
      planned_on: ahead,
      moved_from: past,
      state: 'planned',
      seq: 1,
    });
  });
});

describe('moving and reassigning', () => {
  it('a move goes to a working day of the period, from today on; the count stays; the task’s deadline follows', async () => {
    const contract = await active();
    const [first, second] = await visitsOf(contract.id);
    const move = (id: number, planned_on: string, who = director) =>
      call('POST', `/api/visits/${id}/move`, who, { planned_on });
    const saturday = addDays(START, 96);
    const res = await move(second!.id, saturday);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      planned_on: saturday,
      moved_from: addDays(START, 91),
      seq: 2,
      of: 4,
    });
    expect(await visitsOf(contract.id)).toHaveLength(4);
    const update = emits.find(([e, row]) => e === 'visit_update' && (row as VisitRow).id === second!.id);
    expect(update?.[2]).toEqual(visitAudience(technician.id, null));
    expect((await move(second!.id, addDays(START, 97))).json().errors).toEqual({
      planned_on: 'Choose a working day: Monday to Saturday',
    });
    expect((await move(second!.id, addDays(END, 1))).json().errors).toEqual({
      planned_on: 'Choose a day inside the contract’s period',
    });
    expect((await move(second!.id, '2026-13-01')).statusCode).toBe(400);
    expect((await move(second!.id, saturday, admin)).statusCode).toBe(200);
    expect((await move(second!.id, saturday, manager)).statusCode).toBe(403);
    expect((await move(second!.id, saturday, techHeaders)).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/visits/999999/move', director, { planned_on: saturday })).statusCode,
    ).toBe(404);
    // with its task made, the task's deadline moves with it; once finished, the visit stays
    await makeVisitTasks(t.ctx, noonOn(addDays(START, -7)));
    const [tasked] = await t.ctx.db.select().from(contractVisits).where(eq(contractVisits.id, first!.id));
    const tuesday = addDays(START, 1);
    expect((await move(first!.id, tuesday)).statusCode).toBe(200);
    const [task] = await t.ctx.db.select().from(tasks).where(eq(tasks.id, tasked!.taskId!));
    expect(task!.deadline).toBe(tuesday);
    await t.ctx.db.update(tasks).set({ status: 'FINISHED' }).where(eq(tasks.id, tasked!.taskId!));
    const done = await move(first!.id, addDays(START, 2));
    expect(done.statusCode).toBe(409);
    expect(done.json().message).toBe('This visit is done: it cannot move');
  });

  it('reassigning a visit without its task gives it to another member of staff; the former hears it go', async () => {
    const contract = await active();
    const [first, second] = await visitsOf(contract.id);
    emits.length = 0; // the activation's own visit_update of each visit
    const give = (id: number, technician_id: unknown, who = director) =>
      call('POST', `/api/visits/${id}/reassign`, who, { technician_id });
    const res = await give(second!.id, otherTech.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      technician_id: otherTech.id,
      technician_name: 'Bindu Technician',
    });
    const update = emits.find(([e, row]) => e === 'visit_update' && (row as VisitRow).id === second!.id);
    expect(update?.[2]).toEqual(visitAudience(otherTech.id, technician.id));
    expect((await give(second!.id, client.id)).json().errors).toEqual({
      technician_id: 'Choose a member of staff from the list',
    });
    expect((await give(second!.id, 'x')).statusCode).toBe(400);
    expect((await give(second!.id, otherTech.id, manager)).statusCode).toBe(403);
    await makeVisitTasks(t.ctx, noonOn(addDays(START, -7)));
    const tasked = await give(first!.id, otherTech.id);
    expect(tasked.statusCode).toBe(409);
    expect(tasked.json().message).toBe('This visit’s task is made: reassign the task itself');
  });
});

describe('who sees what', () => {
  it('an employee sees only the visits given to them (finance: their own, none); clients none; the range is bounded', async () => {
    const contract = await active({ technician_id: otherTech.id });
    const [first] = await visitsOf(contract.id);
    const all = await calendar(admin);
    expect(all.some((v) => v.id === first!.id)).toBe(true);
    expect((await calendar(manager)).some((v) => v.id === first!.id)).toBe(true);
    expect(
      (await calendar(director, START, `&technician_id=${technician.id}`)).some((v) => v.id === first!.id),
    ).toBe(false);
    const mine = await calendar(techHeaders);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((v) => v.technician_id === technician.id)).toBe(true);
    // asking for another's visits gives their own all the same
    const asked = await calendar(techHeaders, START, `&technician_id=${otherTech.id}`);
    expect(asked.every((v) => v.technician_id === technician.id)).toBe(true);
    expect((await calendar(otherTechHeaders)).some((v) => v.id === first!.id)).toBe(true);
    expect((await visitById(first!.id, techHeaders)).statusCode).toBe(404);
    expect((await visitById(first!.id, otherTechHeaders)).statusCode).toBe(200);
    // staff of another role are employees too (every staff account holds it): their own visits, here none
    expect(await calendar(finance)).toEqual([]);
    expect((await call('GET', `/api/visits?from=${START}&to=${START}`, clientLogin)).statusCode).toBe(403);
    const wide = await call('GET', `/api/visits?from=${START}&to=${addDays(START, 62)}`, admin);
    expect(wide.statusCode).toBe(400);
    expect((await call('GET', `/api/visits?from=${START}&to=${addDays(START, -1)}`, admin)).statusCode).toBe(
      400,
    );
    const technicians = await call('GET', '/api/visits/technicians', techHeaders);
    expect(technicians.json().data).toEqual([{ id: technician.id, name: 'Anoop Technician' }]);
    const staff = (await call('GET', '/api/visits/technicians?search=Technician', director)).json().data;
    expect(staff.map((s: { id: number }) => s.id)).toEqual(
      expect.arrayContaining([technician.id, otherTech.id]),
    );
  });
});

describe('a contract’s visits', () => {
  it('its page lists them by day, paged; an employee (finance too) only their own; a client 403', async () => {
    const contract = await active({ site_ids: [site.id, secondSite.id] });
    const page = (who: AuthHeaders, query = '') =>
      call('GET', `/api/visits/contract/${contract.id}${query}`, who);
    const first = await page(director, '?limit=5');
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json() as ContractVisitsResponse;
    expect(body.total).toBe(8);
    expect(body.data).toHaveLength(5);
    expect(body.data[0]).toMatchObject({ contract_id: contract.id, planned_on: START, state: 'planned' });
    const rest = (
      await page(director, `?limit=5&cursor=${body.next_cursor}`)
    ).json() as ContractVisitsResponse;
    expect(rest.next_cursor).toBeNull();
    const days = [...body.data, ...rest.data].map((r) => r.planned_on);
    expect(days).toEqual([...days].sort());
    expect(new Set([...body.data, ...rest.data].map((r) => r.id)).size).toBe(8);
    // an employee sees theirs only: another's contract is an empty page
    expect((await page(techHeaders)).json().total).toBe(8);
    expect((await page(otherTechHeaders)).json()).toEqual({ data: [], next_cursor: null, total: 0 });
    expect((await page(finance)).json().total).toBe(0);
    expect((await page(clientLogin)).statusCode).toBe(403);
    expect((await page(director, '?cursor=x!')).statusCode).toBe(400);
    expect((await call('GET', '/api/visits/contract/0', director)).statusCode).toBe(400);
  });
});

describe('cancelling a contract', () => {
  it('cancels its visits without a task, keeps those with one, and says how many in its history', async () => {
    const contract = await active();
    const [first] = await visitsOf(contract.id);
    await makeVisitTasks(t.ctx, noonOn(addDays(START, -7)));
    const res = await call('POST', `/api/contracts/${contract.id}/cancel`, director, {
      reason: 'Plant sold',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data as ContractDetail).history[0]!.changes).toMatchObject({ visits_cancelled: 3 });
    const rows = await visitsOf(contract.id);
    expect(rows.map((r) => r.status)).toEqual(['planned', 'cancelled', 'cancelled', 'cancelled']);
    expect((await visitById(rows[1]!.id)).json().data.state).toBe('cancelled');
    expect((await visitById(first!.id)).json().data.state).toBe('due');
    const move = await call('POST', `/api/visits/${rows[1]!.id}/move`, director, {
      planned_on: addDays(START, 92),
    });
    expect(move.statusCode).toBe(409);
    // a cancelled contract's visits are never made tasks
    expect(await makeVisitTasks(t.ctx, noonOn(END))).not.toContain(rows[1]!.id);
  });
});

describe('live calendar', () => {
  it('a technician’s open calendar hears the visits an activation plans and a cancel calls off; another hears none', async () => {
    // the real emit, to sockets, for this test (the file records emits otherwise)
    vi.mocked(t.ctx.realtime.emit).mockRestore();
    const sockets: Socket[] = [];
    try {
      const url = await listenLocally(t);
      const heard = { technician: [] as VisitRow[], other: [] as VisitRow[] };
      for (const [who, user, headers] of [
        ['technician', technician, techHeaders],
        ['other', otherTech, otherTechHeaders],
      ] as const) {
        const socket = await connectSocket(url, headers.authorization);
        await waitForRooms(t, user.id);
        socket.on(EVENTS.visitUpdate, (row: VisitRow) => heard[who].push(row));
        sockets.push(socket);
      }
      const made = await draft();
      expect((await call('POST', `/api/contracts/${made.id}/activate`, director)).statusCode).toBe(200);
      await expect.poll(() => heard.technician.length).toBe(4);
      expect(heard.technician.map((r) => [r.contract_id, r.state])).toEqual(
        Array(4).fill([made.id, 'planned']),
      );
      heard.technician.length = 0;
      const cancel = await call('POST', `/api/contracts/${made.id}/cancel`, director, {
        reason: 'Plant sold',
      });
      expect(cancel.statusCode).toBe(200);
      await expect.poll(() => heard.technician.length).toBe(4);
      expect(heard.technician.every((r) => r.state === 'cancelled')).toBe(true);
      expect(heard.other).toEqual([]);
    } finally {
      for (const socket of sockets) socket.close();
      emits = recordEmits(t);
    }
  });
});
