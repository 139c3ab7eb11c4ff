import {
  addCountedHours,
  CALL_LIMITS,
  CALL_MESSAGES,
  type CallClock,
  type CallSitePick,
  type ContractSla,
  type RaisedCall,
} from '@aquadesk/shared/calls.ts';
import type { ContractDetail, TContractRequest } from '@aquadesk/shared/contracts.ts';
import { addDays, todayInIndia } from '@aquadesk/shared/dates.ts';
import type { TaskRow } from '@aquadesk/shared/work.ts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callPauses, calls, notifications, taskPeople, tasks } from '../../src/db/schema/index.ts';
import type { UserRow } from '../../src/modules/accounts/repository.ts';
import { notifyBreaches } from '../../src/modules/calls/operations/breach-job.ts';
import { insertTestSite } from '../fixtures.ts';
import { type AuthHeaders, buildTestApp, type TestApp } from '../helpers.ts';
import { workCalls } from './work-helpers.ts';

/**
 * Breakdown calls (issue 43 item 7; docs/api.md "Breakdown calls", docs/requirements/010-calls.md): the clock
 * from the covering contract, a client raising a call only for their own sites, pauses, the breach notified
 * once across two instances, SLA met % per month, the chargeable call.
 */

let t: TestApp;
let admin: AuthHeaders;
let director: UserRow;
let directorHeaders: AuthHeaders;
let manager: AuthHeaders;
let technician: UserRow;
let techHeaders: AuthHeaders;
let stranger: AuthHeaders;
let client: UserRow;
let clientHeaders: AuthHeaders;
let otherClientHeaders: AuthHeaders;
let site: { id: number };
let workingSite: { id: number };
let bareSite: { id: number };
let otherSite: { id: number };
let w: ReturnType<typeof workCalls>;

const TODAY = todayInIndia();
const HOUR = 3600_000;

const body = (extra: Partial<TContractRequest> = {}): TContractRequest => ({
  client_id: client.id,
  site_ids: [site.id],
  equipment_ids: [],
  kind: 'comprehensive',
  starts_on: TODAY,
  ends_on: addDays(TODAY, 364),
  visits_per_year: 0,
  response_hours: 4,
  resolution_hours: 24,
  covers_labour: true,
  covers_consumables: true,
  parts_cover: 'all',
  price: '120000',
  billing_frequency: 'yearly',
  billing_timing: 'advance',
  sac: '998719',
  gst_rate: '18',
  technician_id: technician.id,
  ...extra,
});
/** A contract of `body` made by the client manager and activated by the technical director. */
async function active(extra: Partial<TContractRequest> = {}): Promise<ContractDetail> {
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/contracts',
    headers: { ...manager, 'idempotency-key': crypto.randomUUID() },
    payload: body(extra) as object,
  });
  if (made.statusCode !== 201) throw new Error(`create ${made.statusCode} ${made.body}`);
  const id = (made.json().data as ContractDetail).id;
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/contracts/${id}/activate`,
    headers: directorHeaders,
  });
  if (res.statusCode !== 200) throw new Error(`activate ${res.statusCode} ${res.body}`);
  return res.json().data as ContractDetail;
}

let contract: ContractDetail;
let workingContract: ContractDetail;

const get = (url: string, who: AuthHeaders) => t.app.inject({ method: 'GET', url, headers: who });
const post = (url: string, who: AuthHeaders, payload: unknown = {}) =>
  t.app.inject({ method: 'POST', url, headers: who, payload: payload as object });
const raise = (who: AuthHeaders, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/calls',
    headers: { ...who, 'idempotency-key': crypto.randomUUID() },
    payload,
  });

/** A staff call through /add-maintenance at `siteId`, assigned to the technician. */
async function staffCall(siteId: number): Promise<TaskRow> {
  const res = await w.post('/add-maintenance', admin, {
    panel_type: 'Blower',
    site_id: siteId,
    complaint: 'Blower trips on overload',
    users_id: [technician.id],
    worktype: 'Maintenance',
    priority: 'URGENT',
    deadline: addDays(TODAY, 2),
    isOtherSite: false,
    site_name: '',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as TaskRow;
}

async function clock(taskId: number, who: AuthHeaders = admin): Promise<CallClock> {
  const res = await get(`/api/calls/${taskId}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as CallClock;
}

/** Moves a call's clock `hours` into the past (raised, due times and an open pause), as if it were older. */
async function age(taskId: number, hours: number) {
  const back = sql.raw(`interval '${hours} hours'`);
  await t.ctx.db
    .update(calls)
    .set({
      raisedAt: sql`${calls.raisedAt} - ${back}`,
      responseDue: sql`${calls.responseDue} - ${back}`,
      resolutionDue: sql`${calls.resolutionDue} - ${back}`,
      pausedSince: sql`${calls.pausedSince} - ${back}`,
    })
    .where(eq(calls.taskId, taskId));
  await t.ctx.db
    .update(callPauses)
    .set({ pausedAt: sql`${callPauses.pausedAt} - ${back}` })
    .where(eq(callPauses.taskId, taskId));
}

const breachNotices = (taskId: number) =>
  t.ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.kind, 'call_breach'), eq(notifications.subjectId, taskId)));

beforeAll(async () => {
  t = await buildTestApp(
    { LOG_LEVEL: 'error' },
    { logStream: { write: (l) => (l.includes('"level":50') ? process.stderr.write(l) : undefined) } },
  );
  w = workCalls(t);
  admin = await t.adminHeaders();
  ({ user: director, headers: directorHeaders } = await t.asRole('technical_director'));
  manager = (await t.asRole('client_management')).headers;
  ({ user: technician, headers: techHeaders } = await t.asRole('employee', { name: 'Anoop Technician' }));
  stranger = (await t.asRole('employee')).headers;
  ({ user: client, headers: clientHeaders } = await t.asRole('client', { name: 'Lakeshore Apartments' }));
  const other = await t.asRole('client');
  otherClientHeaders = other.headers;
  site = await insertTestSite(t.ctx.db, { clientId: client.id, siteName: 'LAKESHORE APARTMENTS' });
  workingSite = await insertTestSite(t.ctx.db, { clientId: client.id, siteName: 'LAKESHORE OFFICE' });
  bareSite = await insertTestSite(t.ctx.db, { clientId: client.id, siteName: 'LAKESHORE CLUBHOUSE' });
  otherSite = await insertTestSite(t.ctx.db, { clientId: other.user.id, siteName: 'RIVERSIDE MALL' });
  contract = await active();
  workingContract = await active({
    site_ids: [workingSite.id],
    hours_basis: 'working',
    response_hours: 8,
    resolution_hours: 27,
  });
});

afterAll(async () => {
  await t.close();
});

describe('the clock from the contract', () => {
  it('a staff call at a covered site counts calendar hours from when it was raised', async () => {
    const task = await staffCall(site.id);
    const c = await clock(task.id);
    expect(c).toMatchObject({
      source: 'staff',
      contract: { id: contract.id, number: contract.number, hours_basis: 'calendar' },
      chargeable: false,
      response_hours: 4,
      resolution_hours: 24,
      response_state: 'open',
      resolution_state: 'open',
      paused: false,
    });
    const raised = Date.parse(c.raised_at);
    expect(Date.parse(c.response_due!) - raised).toBe(4 * HOUR);
    expect(Date.parse(c.resolution_due!) - raised).toBe(24 * HOUR);
  });

  it('working hours count Monday to Saturday, 09:00 to 18:00 IST', async () => {
    const task = await staffCall(workingSite.id);
    const c = await clock(task.id);
    const raised = new Date(c.raised_at);
    expect(c.contract).toMatchObject({ id: workingContract.id, hours_basis: 'working' });
    expect(c.response_due).toBe(addCountedHours(raised, 8, 'working').toISOString());
    expect(c.resolution_due).toBe(addCountedHours(raised, 27, 'working').toISOString());
  });

  it('responded is the first start, resolved the approval; the SLA counts it met in its month', async () => {
    const task = await staffCall(site.id);
    const started = new Date().toISOString();
    expect((await w.start(techHeaders, task.id, 'Maintenance', started)).statusCode).toBe(200);
    expect((await clock(task.id)).responded_at).toBe(started);
    const finished = await w.finish(techHeaders, task.id, 'Maintenance', { time: new Date().toISOString() });
    expect(finished.statusCode, finished.body).toBe(200);
    expect((await clock(task.id)).resolved_at).toBeNull();
    expect((await w.review(admin, task.id, 'Maintenance', 'APPROVED')).statusCode).toBe(200);
    const c = await clock(task.id);
    expect(c).toMatchObject({ response_state: 'met', resolution_state: 'met', may_pause: false });
    expect(c.resolved_at).not.toBeNull();
  });
});

describe('a client reports a breakdown', () => {
  it('lists only their own sites, with each one’s equipment', async () => {
    const res = await get('/api/calls/picks', clientHeaders);
    expect(res.statusCode, res.body).toBe(200);
    const picks = res.json().data as CallSitePick[];
    expect(picks.map((p) => p.id).sort()).toEqual([site.id, workingSite.id, bareSite.id].sort());
    expect((await get('/api/calls/picks', admin)).statusCode).toBe(403);
  });

  it('raises a call at their own site: the contract technician assigned, the directors told, the clock on', async () => {
    const res = await raise(clientHeaders, {
      site_id: site.id,
      complaint: 'Outlet water smells; the blower is silent',
      priority: 'URGENT',
    });
    expect(res.statusCode, res.body).toBe(201);
    const raised = res.json().data as RaisedCall;
    expect(raised.chargeable).toBe(false);
    expect(raised.response_due).not.toBeNull();
    const [task] = await t.ctx.db.select().from(tasks).where(eq(tasks.id, raised.task_id));
    expect(task).toMatchObject({
      kind: 'maintenance',
      worktype: 'Maintenance',
      status: 'ASSIGNED',
      priority: 'URGENT',
      siteId: site.id,
      clientId: client.id,
      description: 'Outlet water smells; the blower is silent',
      panelType: 'Breakdown call',
      deadline: todayInIndia(new Date(raised.resolution_due!)),
    });
    const people = await t.ctx.db.select().from(taskPeople).where(eq(taskPeople.taskId, raised.task_id));
    expect(people.map((p) => p.userId)).toEqual([technician.id]);
    const told = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'call_raised'), eq(notifications.subjectId, raised.task_id)));
    expect(told.map((n) => n.recipientId)).toContain(director.id);
    // the client sees their call's clock, another client does not
    expect((await clock(raised.task_id, clientHeaders)).source).toBe('client');
    expect((await get(`/api/calls/${raised.task_id}`, otherClientHeaders)).statusCode).toBe(404);
    expect((await get(`/api/calls/${raised.task_id}`, stranger)).statusCode).toBe(404);
    expect((await clock(raised.task_id, techHeaders)).may_pause).toBe(true);
  });

  it('refuses another client’s site, a piece elsewhere, staff, and a bad body', async () => {
    const theirs = await raise(clientHeaders, { site_id: otherSite.id, complaint: 'Leak', priority: 'LOW' });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().errors).toMatchObject({ site_id: 'Choose one of your sites' });
    const staff = await raise(admin, { site_id: site.id, complaint: 'Leak', priority: 'LOW' });
    expect(staff.statusCode).toBe(403);
    const bad = await raise(clientHeaders, { site_id: site.id, complaint: '', priority: 'SOMEDAY' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['complaint', 'priority']);
    const control = await raise(clientHeaders, {
      site_id: site.id,
      complaint: 'Leak\u0007',
      priority: 'LOW',
    });
    expect(control.statusCode).toBe(400);
  });
});

describe('a call outside any contract', () => {
  it('is chargeable: no clock, no pause, nobody assigned yet', async () => {
    const res = await raise(clientHeaders, {
      site_id: bareSite.id,
      complaint: 'Panel trips',
      priority: 'MEDIUM',
    });
    expect(res.statusCode, res.body).toBe(201);
    const raised = res.json().data as RaisedCall;
    expect(raised).toMatchObject({ chargeable: true, response_due: null, resolution_due: null });
    const c = await clock(raised.task_id);
    expect(c).toMatchObject({ chargeable: true, contract: null, response_state: null, may_pause: false });
    expect(c.site_id).toBe(bareSite.id);
    expect(c.complaint).toBe('Panel trips');
    const people = await t.ctx.db.select().from(taskPeople).where(eq(taskPeople.taskId, raised.task_id));
    expect(people).toHaveLength(0);
    const [task] = await t.ctx.db.select().from(tasks).where(eq(tasks.id, raised.task_id));
    expect(task!.deadline).toBe(addDays(TODAY, 2));
    expect((await post(`/api/calls/${raised.task_id}/pause`, admin, { reason: 'Waiting' })).statusCode).toBe(
      409,
    );
  });
});

describe('pauses', () => {
  it('stop the clock while the call waits for the client; resuming moves the due times by the pause', async () => {
    const task = await staffCall(site.id);
    const before = await clock(task.id);
    expect((await post(`/api/calls/${task.id}/pause`, clientHeaders, { reason: 'x' })).statusCode).toBe(403);
    expect((await post(`/api/calls/${task.id}/pause`, stranger, { reason: 'x' })).statusCode).toBe(404);
    expect((await post(`/api/calls/${task.id}/pause`, admin, { reason: '' })).statusCode).toBe(400);
    const paused = await post(`/api/calls/${task.id}/pause`, techHeaders, {
      reason: 'Site locked: client away',
    });
    expect(paused.statusCode, paused.body).toBe(200);
    expect((paused.json().data as CallClock).paused).toBe(true);
    expect((await post(`/api/calls/${task.id}/pause`, admin, { reason: 'again' })).statusCode).toBe(409);
    // two hours of the pause have passed (the whole clock aged by two hours, the pause with it)
    await age(task.id, 2);
    // paused, a due passed meanwhile is not breached: the clock stands at the pause
    const whilePaused = await notifyBreaches(t.ctx, new Date(Date.parse(before.response_due!) + HOUR));
    expect(whilePaused.mailed).not.toContain(task.id);
    const resumed = await post(`/api/calls/${task.id}/resume`, directorHeaders);
    expect(resumed.statusCode, resumed.body).toBe(200);
    const after = resumed.json().data as CallClock;
    expect(after.paused).toBe(false);
    // aged by 2 h and moved on by the 2 h paused (and the moments of the calls): where it was, within a minute
    expect(Math.abs(Date.parse(after.response_due!) - Date.parse(before.response_due!))).toBeLessThan(60_000);
    expect(after.pauses).toEqual([
      expect.objectContaining({ reason: 'Site locked: client away', paused_by: 'Anoop Technician' }),
    ]);
    expect(after.pauses[0]!.resumed_at).not.toBeNull();
    expect((await post(`/api/calls/${task.id}/resume`, admin)).statusCode).toBe(409);
    // a second pause is kept beside the first
    await post(`/api/calls/${task.id}/pause`, admin, { reason: 'Waiting for the client’s electrician' });
    expect((await clock(task.id)).pauses).toHaveLength(2);
  });
  it('keeps at most CALL_LIMITS.pauses pauses a call: the next is refused at the reason', async () => {
    const task = await staffCall(site.id);
    const at = new Date();
    await t.ctx.db.insert(callPauses).values(
      Array.from({ length: CALL_LIMITS.pauses }, () => ({
        taskId: task.id,
        reason: 'Waiting for the client',
        pausedBy: technician.id,
        pausedAt: at,
        resumedAt: at,
        resumedBy: technician.id,
      })),
    );
    const over = await post(`/api/calls/${task.id}/pause`, admin, { reason: 'Once more' });
    expect(over.statusCode, over.body).toBe(400);
    expect(over.json().errors).toEqual({ reason: CALL_MESSAGES.tooManyPauses });
    expect((await clock(task.id)).pauses).toHaveLength(CALL_LIMITS.pauses);
  });

  it('is one open pause when two are asked at once (the database holds one: call_pauses_open_uq)', async () => {
    const task = await staffCall(site.id);
    const answers = await Promise.all([
      post(`/api/calls/${task.id}/pause`, techHeaders, { reason: 'Waiting for the client' }),
      post(`/api/calls/${task.id}/pause`, directorHeaders, { reason: 'Site closed today' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const open = await t.ctx.db
      .select()
      .from(callPauses)
      .where(and(eq(callPauses.taskId, task.id), sql`${callPauses.resumedAt} is null`));
    expect(open).toHaveLength(1);
  });
});

describe('breaches', () => {
  it('notify the directors once per breach, whatever the runs and instances', async () => {
    const task = await staffCall(site.id);
    // five hours old: its response (4 h) is breached, its resolution (24 h) not
    await age(task.id, 5);
    const other = await t.secondInstance();
    const now = new Date();
    const runs = await Promise.all([
      notifyBreaches(t.ctx, now),
      notifyBreaches(other.ctx, now),
      notifyBreaches(t.ctx, now),
    ]);
    expect(runs.flatMap((r) => r.mailed).filter((id) => id === task.id)).toHaveLength(1);
    const notices = await breachNotices(task.id);
    expect(notices.map((n) => n.recipientId).sort()).toEqual(expect.arrayContaining([director.id]));
    expect(new Set(notices.map((n) => n.recipientId)).size).toBe(notices.length);
    expect(notices[0]!.title).toMatch(/response due/);
    expect((await clock(task.id)).response_state).toBe('breached');
    // a day later its resolution is breached too: one more notice each, the response not again
    await age(task.id, 24);
    expect((await notifyBreaches(t.ctx, new Date())).mailed).toEqual(expect.arrayContaining([task.id]));
    expect((await notifyBreaches(other.ctx, new Date())).mailed).not.toContain(task.id);
    expect(await breachNotices(task.id)).toHaveLength(notices.length * 2);
  });
});

describe('SLA met % per contract and month', () => {
  it('counts the calls resolved within their resolution due', async () => {
    // a site of its own, so that only this test's calls count
    const solo = await insertTestSite(t.ctx.db, { clientId: client.id, siteName: 'LAKESHORE SOLO' });
    const slaContract = await active({ site_ids: [solo.id] });
    const resolve = async (id: number) => {
      await w.start(techHeaders, id, 'Maintenance', new Date().toISOString());
      await w.finish(techHeaders, id, 'Maintenance', { time: new Date().toISOString() });
      expect((await w.review(admin, id, 'Maintenance', 'APPROVED')).statusCode).toBe(200);
    };
    const inTime = await staffCall(solo.id);
    await resolve(inTime.id);
    const late = await staffCall(solo.id);
    await age(late.id, 30);
    await resolve(late.id);
    const third = await staffCall(solo.id);
    await resolve(third.id);
    const open = await staffCall(solo.id);
    await age(open.id, 30);
    const res = await get(`/api/calls/contracts/${slaContract.id}/sla`, manager);
    expect(res.statusCode, res.body).toBe(200);
    const sla = res.json().data as ContractSla;
    expect(sla.months).toEqual([{ month: TODAY.slice(0, 7), resolved: 3, met: 2, met_percent: 66 }]);
    expect(sla).toMatchObject({ open_calls: 1, open_breached: 1 });
    expect((await get(`/api/calls/contracts/${slaContract.id}/sla`, techHeaders)).statusCode).toBe(403);
    expect((await get('/api/calls/contracts/999999/sla', manager)).statusCode).toBe(404);
  });
});
