import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { EVENTS } from '@aquadesk/shared/events.ts';
import {
  type TaskRow,
  WORK_MESSAGES,
  type WorkCommentEvent,
  type WorkListResponse,
  type WorkMentionEvent,
  type WorkReportResponse,
} from '@aquadesk/shared/work.ts';
import { eq, sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskComments, taskMoves, tasks, users, workEstimates } from '../../src/db/schema/index.ts';
import { ADMIN_EMAIL, type TestApp } from '../helpers.ts';
import { buildListeningTestApp, connectSocket, waitForRooms as waitForUserRooms } from '../sockets.ts';
import { clientWithSite, form, type Headers, tinyPng, workCalls } from './work-helpers.ts';

let t: TestApp;
let url: string;
let admin: Headers;
let png: Buffer;
let w: ReturnType<typeof workCalls>;
type Who = { user: { id: number; name: string; email: string }; headers: Headers };
let adviser: Who;
let worker: Who;
let helper: Who;
let stranger: Who;
let director: Who;
let reseller: Who;
let client: Who;
let site: { id: number };
let clientId: number;

beforeAll(async () => {
  ({ t, url, admin } = await buildListeningTestApp());
  png = await tinyPng();
  w = workCalls(t);
  adviser = await t.asRole('employee');
  worker = await t.asRole('employee');
  helper = await t.asRole('employee');
  stranger = await t.asRole('employee');
  director = await t.asRole('technical_director');
  reseller = await t.asRole('reseller');
  client = await t.asRole('client');
  const made = await clientWithSite(t, 'RIVERSIDE PLANT');
  site = made.site;
  clientId = made.client.id;
});
afterAll(() => t.close());

const maintenanceBody = (extra: Record<string, unknown> = {}) => ({
  panel_type: 'STP blower',
  site_id: site.id,
  complaint: 'Blower makes noise',
  users_id: [worker.user.id],
  in_operation_since: '2-5 year',
  status: 'ASSIGNED',
  worktype: 'Maintenance',
  priority: 'URGENT',
  deadline: '2026-12-01',
  isOtherSite: false,
  site_name: '',
  ...extra,
});

async function newTask(
  by: Headers = adviser.headers,
  extra: Record<string, unknown> = {},
): Promise<{ id: number; worktype: string }> {
  const res = await w.maintenance(by, maintenanceBody(extra));
  if (res.statusCode !== 201) throw new Error(`add-maintenance ${res.statusCode} ${res.body}`);
  const row = res.json().data as TaskRow;
  return { id: row.id, worktype: row.worktype };
}

const statusOf = async (id: number) =>
  (await t.ctx.db.select({ s: tasks.status }).from(tasks).where(eq(tasks.id, id)))[0]!.s;
const addworksFiles = () => {
  const dir = path.join(t.dataDir, 'uploads', 'addworks');
  return existsSync(dir) ? readdirSync(dir).length : 0;
};
const commentFiles = () => {
  const dir = path.join(t.dataDir, 'uploads', 'comment');
  return existsSync(dir) ? readdirSync(dir).length : 0;
};

describe('registering work', () => {
  it('a new maintenance task is ASSIGNED, its creator the adviser, its people listed, the move recorded', async () => {
    const res = await w.maintenance(adviser.headers, maintenanceBody());
    expect(res.statusCode).toBe(201);
    const row = res.json().data as TaskRow;
    expect(row).toMatchObject({
      kind: 'maintenance',
      worktype: 'Maintenance',
      status: 'ASSIGNED',
      priority: 'URGENT',
      deadline: '2026-12-01',
      site_id: site.id,
      site_name: 'RIVERSIDE PLANT',
      client_id: clientId,
      panel_type: 'STP blower',
      description: 'Blower makes noise',
      complaint: 'Blower makes noise',
      in_operation_since: '2-5 year',
      adviser_id: adviser.user.id,
      adviser: adviser.user.name,
      rating: null,
      start_time: null,
    });
    expect(row.users_list).toEqual([
      expect.objectContaining({ id: worker.user.id, type: 'direct', forwarded: null }),
    ]);
    const moves = await t.ctx.db.select().from(taskMoves).where(eq(taskMoves.taskId, row.id));
    expect(moves).toEqual([
      expect.objectContaining({ move: 'create', toStatus: 'ASSIGNED', byId: adviser.user.id }),
    ]);
  });

  it('new work takes another site by name, or none; a status sent by the client is ignored', async () => {
    const res = await w.newWork(adviser.headers, {
      panel_type: 'Billing',
      description: 'Monthly ledger',
      users_id: [],
      status: 'FINISHED',
      worktype: 'Finance',
      priority: 'LOW',
      deadline: '2026-12-10',
      site_name: 'Head office',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      kind: 'new_work',
      status: 'ASSIGNED',
      site_id: null,
      site_name: 'Head office',
      client_id: null,
    });
    const other = await w.maintenance(
      adviser.headers,
      maintenanceBody({ site_id: '', isOtherSite: 'true', site_name: 'Temple pump house' }),
    );
    expect(other.statusCode).toBe(201);
    expect(other.json().data).toMatchObject({ site_id: null, site_name: 'Temple pump house' });
  });

  it('names every missing or bad field and stores nothing', async () => {
    const before = await w.taskCount();
    const res = await w.maintenance(adviser.headers, {});
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(
      ['complaint', 'deadline', 'panel_type', 'priority', 'site_id', 'worktype'].sort(),
    );
    const cases: [Record<string, unknown>, string, string][] = [
      [{ panel_type: 'x'.repeat(26) }, 'panel_type', 'Machinery type must be at most 25 characters'],
      [{ worktype: 'Gardening' }, 'worktype', WORK_MESSAGES.invalidWorkType],
      [{ worktype: 'Billing Support' }, 'worktype', WORK_MESSAGES.invalidWorkType],
      [{ priority: 'HIGH' }, 'priority', WORK_MESSAGES.priorityRequired],
      [{ deadline: '2026-13-45' }, 'deadline', WORK_MESSAGES.deadlineRequired],
      [{ in_operation_since: '10 years' }, 'in_operation_since', WORK_MESSAGES.installationAge],
      [{ complaint: '   ' }, 'complaint', WORK_MESSAGES.complaintRequired],
      [{ worktype: 'Manufacturing', client_name: '' }, 'client_name', WORK_MESSAGES.clientNameRequired],
      [{ users_id: [worker.user.id, worker.user.id] }, 'users_id', WORK_MESSAGES.employeeOnce],
      [{ users_id: [client.user.id] }, 'users_id', WORK_MESSAGES.unknownEmployee],
      [{ users_id: [2_000_000_000] }, 'users_id', WORK_MESSAGES.unknownEmployee],
      [{ site_id: 2_000_000_000 }, 'site_id', WORK_MESSAGES.unknownSite],
      [{ site_id: '', isOtherSite: true, site_name: '' }, 'site_name', WORK_MESSAGES.siteNameRequired],
      [{ panel_type: 'a\u0000b' }, 'panel_type', 'Machinery type contains characters that are not allowed'],
    ];
    for (const [extra, field, message] of cases) {
      const bad = await w.maintenance(adviser.headers, maintenanceBody(extra));
      expect(bad.statusCode, JSON.stringify(extra)).toBe(400);
      expect(bad.json().errors[field], JSON.stringify(extra)).toBe(message);
    }
    const noDescription = await w.newWork(adviser.headers, { ...maintenanceBody(), complaint: undefined });
    expect(noDescription.json().errors.description).toBe(WORK_MESSAGES.descriptionRequired);
    expect(await w.taskCount()).toBe(before);
  });

  it('Manufacturing needs a client name and keeps it', async () => {
    const res = await w.newWork(adviser.headers, {
      ...maintenanceBody({ worktype: 'Manufacturing', client_name: 'Kerala Foods' }),
      description: 'Build a filter skid',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.client_name).toBe('Kerala Foods');
  });

  it('a reseller registers only reseller work types, assigns only admins, at their own clients’ sites', async () => {
    const own = await clientWithSite(t, 'RESELLER SITE', reseller.user.id);
    const wrong = await w.maintenance(
      reseller.headers,
      maintenanceBody({ site_id: own.site.id, users_id: [] }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.worktype).toBe(WORK_MESSAGES.resellerWorkType);
    const staffOnly = await w.maintenance(
      reseller.headers,
      maintenanceBody({ worktype: 'IT Support', site_id: own.site.id, users_id: [worker.user.id] }),
    );
    expect(staffOnly.json().errors.users_id).toBe(WORK_MESSAGES.unknownEmployee);
    const foreignSite = await w.maintenance(
      reseller.headers,
      maintenanceBody({ worktype: 'IT Support', users_id: [] }),
    );
    expect(foreignSite.json().errors.site_id).toBe(WORK_MESSAGES.unknownSite);
    const [adminRow] = await t.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, ADMIN_EMAIL));
    if (!adminRow) throw new Error('no admin');
    const ok = await w.maintenance(
      reseller.headers,
      maintenanceBody({ worktype: 'Billing Support', site_id: own.site.id, users_id: [adminRow.id] }),
    );
    expect(ok.statusCode).toBe(201);
    const pickers = await t.app.inject({
      method: 'GET',
      url: '/api/get_employee_and_sites_list',
      headers: reseller.headers,
    });
    expect(pickers.statusCode).toBe(200);
    const { sites, employees } = pickers.json();
    expect(sites.map((s: { id: number }) => s.id)).toEqual([own.site.id]);
    expect(employees.map((e: { id: number }) => e.id)).toEqual([adminRow.id]);
    const staffPickers = await t.app.inject({
      method: 'GET',
      url: '/api/get_employee_and_sites_list',
      headers: adviser.headers,
    });
    const staffIds = staffPickers.json().employees.map((e: { id: number }) => e.id);
    expect(staffIds).toContain(worker.user.id);
    expect(staffIds).not.toContain(client.user.id);
    expect(staffIds).not.toContain(reseller.user.id);
  });

  it('a client account or a role without the work screen may not register', async () => {
    expect((await w.maintenance(client.headers, maintenanceBody())).statusCode).toBe(403);
    const marketing = await t.createUser({ roles: ['marketing_manager'] });
    const headers = { authorization: await t.tokenFor(marketing.email) };
    expect((await w.maintenance(headers, maintenanceBody())).statusCode).toBe(403);
    expect((await w.maintenance({} as Headers, maintenanceBody())).statusCode).toBe(401);
  });
});

describe('moves', () => {
  it('forward, start, submit with photos, review with 4 stars: each records who and when', async () => {
    const { id, worktype } = await newTask();
    const fwd = await w.forward(worker.headers, id, worktype, [helper.user.id]);
    expect(fwd.statusCode).toBe(200);
    expect(fwd.json().data.users_list).toEqual([
      expect.objectContaining({ id: worker.user.id, type: 'direct' }),
      expect.objectContaining({
        id: helper.user.id,
        type: 'forwarded',
        forwarded: worker.user.name,
        forwarded_email: worker.user.email,
      }),
    ]);
    // the forwarded user now acts on the task
    const start = await w.start(helper.headers, id, worktype, '2026-11-20T09:15');
    expect(start.statusCode).toBe(200);
    // a time without an offset is Asia/Kolkata
    expect(start.json().data).toMatchObject({
      status: 'IN PROGRESS',
      start_time: '2026-11-20T03:45:00.000Z',
      started_by: helper.user.name,
    });
    const files = addworksFiles();
    const fin = await w.finish(worker.headers, id, worktype, {}, [png, png]);
    expect(fin.statusCode).toBe(200);
    expect(fin.json().data.status).toBe('REVIEWING');
    expect(addworksFiles()).toBe(files + 2);
    const rev = await w.review(adviser.headers, id, worktype, 'APPROVED', 4, 'Neat job');
    expect(rev.statusCode).toBe(200);
    expect(rev.json().data).toMatchObject({ status: 'FINISHED', rating: 4 });

    const report = await w.report(worker.headers, id, worktype);
    expect(report.statusCode).toBe(200);
    const r = report.json() as WorkReportResponse;
    expect(r.work_report.history.map((h) => [h.move, h.from, h.to, h.by_id])).toEqual([
      ['create', null, 'ASSIGNED', adviser.user.id],
      ['forward', 'ASSIGNED', 'ASSIGNED', worker.user.id],
      ['start', 'ASSIGNED', 'IN PROGRESS', helper.user.id],
      ['finish', 'IN PROGRESS', 'REVIEWING', worker.user.id],
      ['approve', 'REVIEWING', 'FINISHED', adviser.user.id],
    ]);
    expect(r.work_report.history.every((h) => !Number.isNaN(Date.parse(h.at)))).toBe(true);
    expect(r.work_report.project_associated_urls).toEqual([
      expect.objectContaining({
        status: 'APPROVED',
        finish_time: '2026-11-20T12:30:00.000Z',
        finished_by_id: worker.user.id,
        owner_id: worker.user.id,
        comments: 'Neat job',
        rating: 4,
        reviewed_by: adviser.user.name,
      }),
    ]);
    expect(r.work_report.project_associated_urls[0]!.url).toHaveLength(2);
    expect(r.work_report.submit_time).toBe('2026-11-20T12:30:00.000Z');
    expect(r.work_report.time_spent_minutes).toBe(525);
    expect(r.work_report.actions).toEqual([]);
    expect(r.employeeList.map((p) => [p.id, p.role])).toEqual([
      [adviser.user.id, 'adviser'],
      [worker.user.id, 'assignee'],
      [helper.user.id, 'forwarded'],
    ]);
    // the photos: the task's people and admins see them, a stranger and a visitor do not
    const file = r.work_report.project_associated_urls[0]!.url[0]!;
    const get = (headers?: Headers) =>
      t.app.inject({ method: 'GET', url: `/api/addworks/${file}`, ...(headers ? { headers } : {}) });
    expect((await get(helper.headers)).statusCode).toBe(200);
    expect((await get(helper.headers)).headers['content-type']).toMatch(/^image\//);
    expect((await get(admin)).statusCode).toBe(200);
    expect((await get(director.headers)).statusCode).toBe(200);
    expect((await get(stranger.headers)).statusCode).toBe(404);
    expect((await get(reseller.headers)).statusCode).toBe(404);
    expect((await get()).statusCode).toBe(401);
    expect((await get(client.headers)).statusCode).toBe(403);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/addworks/nope.png', headers: admin });
    expect(unknown.statusCode).toBe(404);
  });

  it('REOPENED sends the task to RE:IN PROGRESS, from where it is submitted again', async () => {
    const { id, worktype } = await newTask();
    await w.start(worker.headers, id, worktype);
    await w.finish(worker.headers, id, worktype);
    const reopen = await w.review(director.headers, id, worktype, 'REOPENED', 2, 'Leak remains');
    expect(reopen.statusCode).toBe(200);
    expect(reopen.json().data).toMatchObject({ status: 'RE:IN PROGRESS', rating: 2 });
    expect((await w.start(worker.headers, id, worktype)).statusCode).toBe(409);
    expect((await w.finish(worker.headers, id, worktype)).statusCode).toBe(200);
    expect((await w.review(admin, id, worktype, 'APPROVED', 5)).json().data).toMatchObject({
      status: 'FINISHED',
      rating: 5,
    });
    const r = (await w.report(admin, id, worktype)).json() as WorkReportResponse;
    expect(r.work_report.project_associated_urls.map((s) => [s.status, s.rating])).toEqual([
      ['REOPENED', 2],
      ['APPROVED', 5],
    ]);
  });

  it('a move from the wrong state is 409 and changes nothing', async () => {
    const { id, worktype } = await newTask();
    const before = await t.ctx.db.select().from(tasks).where(eq(tasks.id, id));
    expect((await w.review(admin, id, worktype, 'APPROVED')).statusCode).toBe(409);
    expect((await w.finish(worker.headers, id, worktype)).statusCode).toBe(409);
    const res = await w.review(adviser.headers, id, worktype, 'REOPENED');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(WORK_MESSAGES.notAllowed('ASSIGNED'));
    expect(await t.ctx.db.select().from(tasks).where(eq(tasks.id, id))).toEqual(before);
    await w.start(worker.headers, id, worktype);
    await w.finish(worker.headers, id, worktype);
    expect((await w.forward(admin, id, worktype, [helper.user.id])).statusCode).toBe(409);
    await w.review(admin, id, worktype, 'APPROVED');
    expect((await w.forward(admin, id, worktype, [helper.user.id])).statusCode).toBe(409);
    expect((await w.start(admin, id, worktype)).statusCode).toBe(409);
    const people = await w.report(admin, id, worktype);
    expect(people.json().employeeList.map((p: { id: number }) => p.id)).not.toContain(helper.user.id);
  });

  it('a stranger gets 404, someone on the task without the right 403, a client 403; nothing changes', async () => {
    const { id, worktype } = await newTask();
    expect((await w.start(stranger.headers, id, worktype)).statusCode).toBe(404);
    expect((await w.forward(stranger.headers, id, worktype, [stranger.user.id])).statusCode).toBe(404);
    expect((await w.report(stranger.headers, id, worktype)).statusCode).toBe(404);
    expect((await w.report(reseller.headers, id, worktype)).statusCode).toBe(404);
    expect((await w.start(client.headers, id, worktype)).statusCode).toBe(403);
    await w.start(worker.headers, id, worktype);
    await w.finish(worker.headers, id, worktype);
    const res = await w.review(worker.headers, id, worktype, 'APPROVED');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(WORK_MESSAGES.reviewOnly);
    expect(await statusOf(id)).toBe('REVIEWING');
  });

  it('a worktype that is not the task’s own is 404; an unknown id is 404', async () => {
    const { id } = await newTask();
    expect((await w.start(admin, id, 'Finance')).statusCode).toBe(404);
    expect((await w.report(admin, id, 'Finance')).statusCode).toBe(404);
    expect((await w.start(admin, 2_000_000_000, 'Maintenance')).statusCode).toBe(404);
    expect(await statusOf(id)).toBe('ASSIGNED');
  });

  it('forward needs at least one employee from the list, each once', async () => {
    const { id, worktype } = await newTask();
    const none = await w.forward(worker.headers, id, worktype, []);
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.users_id).toBe(WORK_MESSAGES.forwardEmployeeRequired);
    const twice = await w.forward(worker.headers, id, worktype, [helper.user.id, helper.user.id]);
    expect(twice.json().errors.users_id).toBe(WORK_MESSAGES.employeeOnce);
    const aClient = await w.forward(worker.headers, id, worktype, [client.user.id]);
    expect(aClient.json().errors.users_id).toBe(WORK_MESSAGES.unknownEmployee);
    const missing = await w.post('/forward-work', worker.headers, { id, worktype });
    expect(missing.json().errors.users_id).toBeDefined();
  });

  it('start takes a time, or a photo in image mode; neither is 400; a non-image is 415 and nothing is kept', async () => {
    const { id, worktype } = await newTask();
    const none = await w.post('/start-addwork', worker.headers, { id, worktype });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.time).toBe(WORK_MESSAGES.startTimeOrImage);
    const badTime = await w.start(worker.headers, id, worktype, 'tomorrow');
    expect(badTime.json().errors.time).toBe(WORK_MESSAGES.invalidTime);
    const missingId = await w.post('/start-addwork', worker.headers, { worktype, time: '2026-11-20T09:00Z' });
    expect(missingId.json().errors.id).toBeDefined();
    const files = addworksFiles();
    const text = await w.startWithImage(
      worker.headers,
      id,
      worktype,
      Buffer.from('not an image'),
      'text/plain',
    );
    expect(text.statusCode).toBe(415);
    expect(addworksFiles()).toBe(files);
    expect(await statusOf(id)).toBe('ASSIGNED');
    const ok = await w.startWithImage(worker.headers, id, worktype, png);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.status).toBe('IN PROGRESS');
    expect(addworksFiles()).toBe(files + 1);
    const report = (await w.report(worker.headers, id, worktype)).json() as WorkReportResponse;
    expect(report.work_report.start_image).toMatch(/^[0-9a-f]{32}\.png$/);
    const img = await t.app.inject({
      method: 'GET',
      url: `/api/addworks/${report.work_report.start_image}`,
      headers: worker.headers,
    });
    expect(img.statusCode).toBe(200);
    // a photo sent on a task that cannot start is not kept
    const again = await w.startWithImage(worker.headers, id, worktype, png);
    expect(again.statusCode).toBe(409);
    expect(addworksFiles()).toBe(files + 1);
  });

  it('submit needs a time; a non-admin adviser names the employee from the task’s people; a non-image is 415', async () => {
    const { id, worktype } = await newTask();
    await w.start(worker.headers, id, worktype);
    const noTime = await w.finish(worker.headers, id, worktype, { time: '' });
    expect(noTime.statusCode).toBe(400);
    expect(noTime.json().errors.time).toBe(WORK_MESSAGES.finishTimeRequired);
    const noOwner = await w.finish(adviser.headers, id, worktype);
    expect(noOwner.json().errors.owner_id).toBe(WORK_MESSAGES.ownerRequired);
    const outsider = await w.finish(adviser.headers, id, worktype, { owner_id: String(stranger.user.id) });
    expect(outsider.json().errors.owner_id).toBe(WORK_MESSAGES.unknownOwner);
    const files = addworksFiles();
    const text = await w.multi(
      '/finish-addwork',
      worker.headers,
      form({ id: String(id), worktype, time: '2026-11-20T12:00:00Z' }, [
        { field: 'images', data: png },
        { field: 'images', data: Buffer.from('%PDF-1.4 not an image'), type: 'application/pdf' },
      ]),
    );
    expect(text.statusCode).toBe(415);
    expect(addworksFiles()).toBe(files);
    expect(await statusOf(id)).toBe('IN PROGRESS');
    const ok = await w.finish(adviser.headers, id, worktype, { owner_id: String(worker.user.id) });
    expect(ok.statusCode).toBe(200);
    const r = (await w.report(adviser.headers, id, worktype)).json() as WorkReportResponse;
    expect(r.work_report.project_associated_urls[0]).toMatchObject({
      finished_by_id: adviser.user.id,
      owner_id: worker.user.id,
    });
  });

  it('a rating outside 1-5 or an unknown outcome is 400 and nothing changes', async () => {
    const { id, worktype } = await newTask();
    await w.start(worker.headers, id, worktype);
    await w.finish(worker.headers, id, worktype);
    for (const rating of [0, 6, 3.5, 'five', null]) {
      const res = await w.review(adviser.headers, id, worktype, 'APPROVED', rating);
      expect(res.statusCode, String(rating)).toBe(400);
      expect(res.json().errors.rating).toBe(WORK_MESSAGES.ratingRange);
    }
    const outcome = await w.post('/review-addwork', adviser.headers, {
      id,
      worktype,
      status: 'FINISHED',
      rating: 3,
    });
    expect(outcome.json().errors.status).toBe(WORK_MESSAGES.reviewStatus);
    expect(await statusOf(id)).toBe('REVIEWING');
  });

  it('two parallel starts, submits or reviews: exactly one wins', async () => {
    const { id, worktype } = await newTask();
    const starts = await Promise.all([
      w.start(worker.headers, id, worktype),
      w.start(admin, id, worktype),
      w.start(adviser.headers, id, worktype),
    ]);
    expect(starts.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const finishes = await Promise.all([
      w.finish(worker.headers, id, worktype),
      w.finish(admin, id, worktype),
    ]);
    expect(finishes.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const reviews = await Promise.all([
      w.review(adviser.headers, id, worktype, 'APPROVED', 5),
      w.review(director.headers, id, worktype, 'REOPENED', 1),
      w.review(admin, id, worktype, 'APPROVED', 3),
    ]);
    expect(reviews.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const moves = await t.ctx.db.select().from(taskMoves).where(eq(taskMoves.taskId, id));
    expect(moves.map((m) => m.move).slice(0, 3)).toEqual(['create', 'start', 'finish']);
    expect(moves).toHaveLength(4);
  });
});

describe('comments', () => {
  it('a comment with a mention of the task’s people is stored as parts; the mentioned user is mailed a link', async () => {
    const { id, worktype } = await newTask();
    const mails = t.outbox().length;
    const res = await w.comment(worker.headers, id, worktype, [
      { type: 'mention', id: adviser.user.id },
      { type: 'message', value: ' please check the blower' },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      task_id: id,
      user_id: worker.user.id,
      isimage: false,
      comment: [
        { type: 'mention', id: adviser.user.id, value: adviser.user.name },
        { type: 'message', value: ' please check the blower' },
      ],
    });
    const mail = t.outbox().slice(mails);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toContain(adviser.user.email);
    expect(mail[0]).toContain(`/work-report/${id}/Maintenance`);
    const plain = await w.comment(adviser.headers, id, worktype, 'Plain text comment');
    expect(plain.json().data.comment).toEqual([{ type: 'message', value: 'Plain text comment' }]);
    const r = (await w.report(worker.headers, id, worktype)).json() as WorkReportResponse;
    expect(r.comments.map((c) => c.user_id)).toEqual([worker.user.id, adviser.user.id]);
  });

  it('a mention of someone not on the task, an empty message, a bad message, too long: 400 and nothing stored', async () => {
    const { id, worktype } = await newTask();
    const count = async () =>
      (await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(taskComments))[0]!.n;
    const before = await count();
    const outsider = await w.comment(worker.headers, id, worktype, [
      { type: 'mention', id: stranger.user.id },
    ]);
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().errors.message).toBe(WORK_MESSAGES.mentionOutsider);
    expect((await w.comment(worker.headers, id, worktype, '')).json().errors.message).toBe(
      WORK_MESSAGES.commentRequired,
    );
    expect((await w.comment(worker.headers, id, worktype, '[{"type":"bogus"}]')).statusCode).toBe(400);
    expect((await w.comment(worker.headers, id, worktype, '[not json')).json().errors.message).toBe(
      WORK_MESSAGES.badMessage,
    );
    expect((await w.comment(worker.headers, id, worktype, 'x'.repeat(2001))).json().errors.message).toBe(
      WORK_MESSAGES.commentTooLong,
    );
    expect((await w.comment(stranger.headers, id, worktype, 'hello')).statusCode).toBe(404);
    expect(await count()).toBe(before);
  });

  it('a comment image is stored and served to the task’s people; a non-image is 415 and nothing is kept', async () => {
    const { id, worktype } = await newTask();
    const files = commentFiles();
    const bad = await w.comment(worker.headers, id, worktype, 'see', Buffer.from('GIF89a nope'), 'image/gif');
    expect(bad.statusCode).toBe(415);
    expect(commentFiles()).toBe(files);
    const ok = await w.comment(worker.headers, id, worktype, 'see photo', png);
    expect(ok.statusCode).toBe(201);
    const parts = ok.json().data.comment as { type: string; value: string }[];
    expect(ok.json().data.isimage).toBe(true);
    const image = parts.find((p) => p.type === 'image')!.value;
    expect(commentFiles()).toBe(files + 1);
    const get = (headers: Headers) => t.app.inject({ method: 'GET', url: `/api/addworks/${image}`, headers });
    expect((await get(adviser.headers)).statusCode).toBe(200);
    expect((await get(stranger.headers)).statusCode).toBe(404);
    const onlyImage = await w.comment(worker.headers, id, worktype, '', png);
    expect(onlyImage.statusCode).toBe(201);
  });
});

describe('the work list', () => {
  it('answers the documented shape, sorted by priority then status, paged in SQL', async () => {
    const own = await t.asRole('employee');
    const made: number[] = [];
    for (const [priority, moveTo] of [
      ['LOW', 'ASSIGNED'],
      ['URGENT', 'REVIEWING'],
      ['URGENT', 'ASSIGNED'],
      ['MEDIUM', 'IN PROGRESS'],
      ['URGENT', 'FINISHED'],
    ] as const) {
      const { id, worktype } = await newTask(own.headers, { priority, users_id: [] });
      made.push(id);
      if (moveTo !== 'ASSIGNED') await w.start(own.headers, id, worktype);
      if (moveTo === 'REVIEWING' || moveTo === 'FINISHED') await w.finish(admin, id, worktype);
      if (moveTo === 'FINISHED') await w.review(own.headers, id, worktype, 'APPROVED', 5);
    }
    const res = await w.list(own.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json() as WorkListResponse;
    expect(Object.keys(body).sort()).toEqual(
      ['all_work_list', 'estimates_next_cursor', 'estimates_total', 'next_cursor', 'work_estimates'].sort(),
    );
    expect(body.all_work_list.new_work).toEqual([]);
    expect(body.all_work_list.maintenance.map((r) => [r.priority, r.status])).toEqual([
      ['URGENT', 'ASSIGNED'],
      ['URGENT', 'REVIEWING'],
      ['URGENT', 'FINISHED'],
      ['MEDIUM', 'IN PROGRESS'],
      ['LOW', 'ASSIGNED'],
    ]);
    // pages of two walk the same order
    const seen: number[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const q: string = `?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await w.list(own.headers, q)).json() as WorkListResponse;
      seen.push(...page.all_work_list.maintenance.map((r) => r.id));
      cursor = page.next_cursor;
    }
    expect(seen).toEqual(body.all_work_list.maintenance.map((r) => r.id));
    // filters
    const ids = async (q: string) =>
      ((await w.list(own.headers, q)).json() as WorkListResponse).all_work_list.maintenance.map((r) => r.id);
    expect(await ids('?status=IN%20PROGRESS')).toEqual([made[3]]);
    expect(await ids('?priority=LOW')).toEqual([made[0]]);
    expect(await ids('?worktype=Finance')).toEqual([]);
    expect(await ids('?mine=1')).toEqual([]);
    expect(await ids(`?search=${made[2]}`)).toEqual([made[2]]);
    expect(await ids(`?client_id=${clientId}&priority=LOW`)).toEqual([made[0]]);
    expect(
      ((await w.list(own.headers, `?client_id=${clientId}`)).json() as WorkListResponse).work_estimates,
    ).toEqual([]);
  });

  it('assignee, mine and search filters; a user sees only their tasks, admins and directors all', async () => {
    const { id } = await newTask(adviser.headers, { complaint: 'Chlorinator zebra leak' });
    const has = async (headers: Headers, q = '') =>
      ((await w.list(headers, q)).json() as WorkListResponse).all_work_list.maintenance.some(
        (r) => r.id === id,
      );
    expect(await has(worker.headers, '?mine=true')).toBe(true);
    expect(await has(adviser.headers, '?mine=true')).toBe(false);
    expect(await has(adviser.headers)).toBe(true);
    expect(await has(admin, `?assignee=${worker.user.id}`)).toBe(true);
    expect(await has(admin, `?assignee=${helper.user.id}`)).toBe(false);
    expect(await has(admin, '?search=zebra')).toBe(true);
    expect(await has(admin, '?search=giraffe')).toBe(false);
    expect(await has(stranger.headers)).toBe(false);
    expect(await has(reseller.headers)).toBe(false);
    const row = ((await w.list(worker.headers, '?search=zebra')).json() as WorkListResponse).all_work_list
      .maintenance[0]!;
    expect(row.assigned_to_me).toBe(true);
  });

  it('a reseller sees only their own works', async () => {
    const own = await clientWithSite(t, 'RES LIST SITE', reseller.user.id);
    const res = await w.maintenance(
      reseller.headers,
      maintenanceBody({ worktype: 'IT Support', site_id: own.site.id, users_id: [] }),
    );
    const mine = res.json().data.id as number;
    const list = (await w.list(reseller.headers)).json() as WorkListResponse;
    const all = [...list.all_work_list.maintenance, ...list.all_work_list.new_work];
    expect(all.map((r) => r.id)).toContain(mine);
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((r) => r.adviser_id === reseller.user.id)).toBe(true);
    expect(await w.taskCount()).toBeGreaterThan(all.length + 10);
  });

  it('refuses bad paging and filter values with 400', async () => {
    for (const q of [
      '?limit=0',
      '?limit=101',
      '?cursor=***',
      '?cursor=WzEsMl0',
      '?status=DONE',
      '?priority=HIGH',
      '?worktype=Gardening',
      '?assignee=-1',
      '?tab=other',
      '?estimates_cursor=WzEsMl0',
    ]) {
      expect((await w.list(admin, q)).statusCode, q).toBe(400);
    }
  });

  it('the Estimate tab shows estimates as work with their assignees, from the estimates service', async () => {
    const [row] = await t.ctx.db
      .insert(workEstimates)
      .values({
        siteId: site.id,
        clientId,
        createdBy: adviser.user.id,
        work: ['Replace valve'],
        status: 'APPROVED',
        travelDistance: '1',
        travelCharge: '1',
        productProfit: '0',
        companyProfit: '0',
        administrativeExpense: '0',
        discount: '0',
        travelCost: '2',
        labourTotal: '0',
        productsTotal: '0',
        expenseTotal: '0',
        discountTotal: '0',
        gstTotal: '0',
        total: '2',
      })
      .returning();
    await t.ctx.db.execute(
      sql`insert into estimate_assignees (estimate_id, user_id) values (${row!.id}, ${worker.user.id})`,
    );
    const tab = (await w.list(worker.headers, '?tab=estimate')).json() as WorkListResponse;
    expect(tab.all_work_list).toEqual({ maintenance: [], new_work: [] });
    expect(tab.work_estimates.find((e) => e.work_estimate_id === row!.id)).toMatchObject({
      status: 'APPROVED',
      assigned_to_me: true,
      assigne: [{ id: worker.user.id, name: worker.user.name }],
    });
    const strangerTab = (await w.list(stranger.headers, '?tab=estimate')).json() as WorkListResponse;
    expect(strangerTab.work_estimates.some((e) => e.work_estimate_id === row!.id)).toBe(false);
  });
});

describe('live events', () => {
  const connect = (token?: string) => connectSocket(url, token);
  const waitForRooms = (userId: number) => waitForUserRooms(t, userId);

  it('task events and comments reach exactly the task’s people, admins and technical directors', async () => {
    const boss = await t.asRole('admin');
    const people = { adviser, worker, helper, director, boss, stranger, reseller };
    const got: Record<string, string[]> = {};
    const mentions: Record<string, WorkMentionEvent[]> = {};
    const sockets: Socket[] = [];
    for (const [name, who] of Object.entries(people)) {
      const s = await connect(who.headers.authorization);
      await waitForRooms(who.user.id);
      got[name] = [];
      mentions[name] = [];
      for (const event of [
        EVENTS.newMaintenanceTask,
        EVENTS.newWorkTask,
        EVENTS.workAdd,
        EVENTS.awStart,
        EVENTS.awFinish,
        EVENTS.awReview,
      ]) {
        s.on(event, (row: TaskRow) => got[name]!.push(`${event}:${row.id}`));
      }
      s.on(EVENTS.workComment, (e: WorkCommentEvent) => got[name]!.push(`work_comment:${e.id}`));
      s.on(EVENTS.workMention, (e: WorkMentionEvent) => mentions[name]!.push(e));
      sockets.push(s);
    }
    const { id, worktype } = await newTask();
    await w.forward(worker.headers, id, worktype, [helper.user.id]);
    await w.start(worker.headers, id, worktype);
    await w.finish(worker.headers, id, worktype);
    await w.review(adviser.headers, id, worktype, 'APPROVED', 4);
    await w.comment(adviser.headers, id, worktype, [
      { type: 'mention', id: helper.user.id },
      { type: 'message', value: 'thanks' },
    ]);
    const all = [
      `new_maintenance_task:${id}`,
      `work_add:${id}`,
      `aw_start:${id}`,
      `aw_finish:${id}`,
      `aw_review:${id}`,
      `work_comment:${id}`,
    ];
    await expect.poll(() => got.adviser!.length).toBe(6);
    await expect.poll(() => got.helper!.length).toBe(5);
    await expect.poll(() => mentions.helper!.length).toBe(1);
    expect(got.adviser).toEqual(all);
    expect(got.worker).toEqual(all);
    expect(got.director).toEqual(all);
    expect(got.boss).toEqual(all);
    expect(got.helper).toEqual(all.slice(1));
    expect(got.stranger).toEqual([]);
    expect(got.reseller).toEqual([]);
    expect(mentions.helper![0]).toMatchObject({ id, worktype, link: `/work-report/${id}/Maintenance` });
    expect(mentions.adviser).toEqual([]);
    expect(mentions.worker).toEqual([]);
    for (const s of sockets) s.close();
  });
});
