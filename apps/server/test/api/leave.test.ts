import { todayInIndia } from '@aquadesk/shared/dates.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import { LEAVE_MESSAGES, LEAVE_REASON_MAX } from '@aquadesk/shared/leave.ts';
import { MESSAGES } from '@aquadesk/shared/validation.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaves } from '../../src/db/schema/index.ts';
import type { TestApp } from '../helpers.ts';
import { buildListeningTestApp, connectSocket, waitForRooms as waitForUserRooms } from '../sockets.ts';

let t: TestApp;
let admin: { authorization: string };
let url: string;
beforeAll(async () => {
  ({ t, url, admin } = await buildListeningTestApp());
});
afterAll(() => t.close());

const year = todayInIndia().slice(0, 4);
let day = 0;
const nextDate = () => {
  day += 1;
  return `${year}-02-${String(day).padStart(2, '0')}`;
};
const apply = (headers: { authorization: string }, extra: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/apply-leave',
    headers,
    payload: {
      leave_date: nextDate(),
      half_day: 0,
      leave_type: 'Annual Leave',
      reason: 'Family function',
      ...extra,
    },
  });
const post = (url: string, payload: unknown, headers: { authorization: string }) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const list = async (headers: { authorization: string }) =>
  (await t.app.inject({ method: 'GET', url: '/api/get_leaves', headers })).json().data as {
    id: number;
    user_id: number;
  }[];

describe('POST /api/apply-leave', () => {
  it('bounds the reason to what a list row shows whole (issue 28), and stores one at the bound', async () => {
    const worker = await t.asRole('employee');
    const over = await apply(worker.headers, { reason: 'r'.repeat(LEAVE_REASON_MAX + 1) });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors).toEqual({ reason: `Reason must be at most ${LEAVE_REASON_MAX} characters` });
    const at = await apply(worker.headers, { reason: 'r'.repeat(LEAVE_REASON_MAX) });
    expect(at.statusCode).toBe(201);
    expect(at.json().data.reason).toHaveLength(LEAVE_REASON_MAX);
  });

  it('stores a PENDING leave for the caller, whatever status is sent', async () => {
    const worker = await t.asRole('employee');
    const res = await apply(worker.headers, {
      half_day: 1,
      leave_type: 'Compensatory Off',
      status: 'APPROVE',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      user_id: worker.user.id,
      name: worker.user.name,
      half_day: 1,
      leave_type: 'Compensatory Off',
      status: 'PENDING',
      is_paid: 0,
    });
  });

  it('accepts the duration by its label and refuses values off the lists', async () => {
    const worker = await t.asRole('employee');
    const ok = await apply(worker.headers, { half_day: 'Second half' });
    expect(ok.json().data.half_day).toBe(2);
    const bad = await apply(worker.headers, {
      half_day: 5,
      leave_type: 'Sick leave',
      reason: '',
      leave_date: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      half_day: LEAVE_MESSAGES.badDuration,
      leave_type: LEAVE_MESSAGES.badType,
      reason: MESSAGES.required,
      leave_date: MESSAGES.required,
    });
  });

  it('refuses a second leave overlapping the same date', async () => {
    const worker = await t.asRole('employee');
    const date = nextDate();
    expect((await apply(worker.headers, { leave_date: date, half_day: 1 })).statusCode).toBe(201);
    expect((await apply(worker.headers, { leave_date: date, half_day: 2 })).statusCode).toBe(201);
    const clash = await apply(worker.headers, { leave_date: date, half_day: 0 });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors).toEqual({ leave_date: LEAVE_MESSAGES.sameDay });
  });

  it('refuses clients', async () => {
    const { headers } = await t.asRole('client');
    expect((await apply(headers)).statusCode).toBe(403);
  });
});

describe('GET /api/get_leaves', () => {
  it('shows admin and finance everyone’s, others their own', async () => {
    const a = await t.asRole('employee');
    const b = await t.asRole('technical_director');
    const finance = await t.asRole('finance');
    const la = (await apply(a.headers)).json().data.id;
    const lb = (await apply(b.headers)).json().data.id;
    expect((await list(a.headers)).map((l) => l.id)).toEqual([la]);
    expect((await list(b.headers)).map((l) => l.id)).toEqual([lb]);
    for (const headers of [admin, finance.headers]) {
      expect((await list(headers)).map((l) => l.id)).toEqual(expect.arrayContaining([la, lb]));
    }
  });
});

describe('POST /api/update-leave', () => {
  it('lets the owner change a pending leave', async () => {
    const worker = await t.asRole('employee');
    const leave = (await apply(worker.headers)).json().data;
    const res = await post(
      '/api/update-leave',
      {
        id: leave.id,
        leave_date: leave.leave_date,
        half_day: 2,
        leave_type: 'Leave Without Pay',
        reason: 'Changed',
      },
      worker.headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: leave.id,
      half_day: 2,
      leave_type: 'Leave Without Pay',
      reason: 'Changed',
    });
  });

  it('is 404 for another employee’s leave, even for the admin', async () => {
    const owner = await t.asRole('employee');
    const other = await t.asRole('employee');
    const leave = (await apply(owner.headers)).json().data;
    const body = {
      id: leave.id,
      leave_date: leave.leave_date,
      half_day: 0,
      leave_type: 'Annual Leave',
      reason: 'Mine now',
    };
    expect((await post('/api/update-leave', body, other.headers)).statusCode).toBe(404);
    expect((await post('/api/update-leave', body, admin)).statusCode).toBe(404);
    const [stored] = await t.ctx.db.select().from(leaves).where(eq(leaves.id, leave.id));
    expect(stored?.reason).toBe('Family function');
  });

  it('is 409 once the leave is decided', async () => {
    const worker = await t.asRole('employee');
    const leave = (await apply(worker.headers)).json().data;
    await post('/api/approve-leave', { id: leave.id, status: 'REJECT', is_paid: 0 }, admin);
    const res = await post(
      '/api/update-leave',
      { id: leave.id, leave_date: leave.leave_date, half_day: 0, leave_type: 'Annual Leave', reason: 'x' },
      worker.headers,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(LEAVE_MESSAGES.onlyPending);
  });
});

describe('POST /api/approve-leave', () => {
  it('approves a pending leave as paid, once', async () => {
    const worker = await t.asRole('employee');
    const leave = (await apply(worker.headers)).json().data;
    const res = await post('/api/approve-leave', { id: leave.id, status: 'APPROVE', is_paid: 1 }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'APPROVE', is_paid: 1, decided_by: 'Administrator' });
    const again = await post('/api/approve-leave', { id: leave.id, status: 'REJECT', is_paid: 0 }, admin);
    expect(again.statusCode).toBe(409);
  });

  it('never pays Leave Without Pay', async () => {
    const worker = await t.asRole('employee');
    const leave = (await apply(worker.headers, { leave_type: 'Leave Without Pay' })).json().data;
    const res = await post('/api/approve-leave', { id: leave.id, status: 'APPROVE', is_paid: true }, admin);
    expect(res.json().data).toMatchObject({ status: 'APPROVE', is_paid: 0 });
  });

  it.each(['employee', 'finance', 'technical_director', 'reseller'] as const)(
    'refuses %s with 403',
    async (role) => {
      const worker = await t.asRole('employee');
      const leave = (await apply(worker.headers)).json().data;
      const { headers } = await t.asRole(role);
      expect(
        (await post('/api/approve-leave', { id: leave.id, status: 'APPROVE', is_paid: 1 }, headers))
          .statusCode,
      ).toBe(403);
      expect(
        (await post('/api/approve-leave', { id: leave.id, status: 'APPROVE', is_paid: 1 }, worker.headers))
          .statusCode,
      ).toBe(403);
    },
  );

  it('validates the status and is 404 for an unknown id', async () => {
    const bad = await post('/api/approve-leave', { id: 1, status: 'MAYBE' }, admin);
    expect(bad.statusCode).toBe(400);
    expect((await post('/api/approve-leave', { id: 999999, status: 'APPROVE' }, admin)).statusCode).toBe(404);
  });
});

describe('POST /api/approve-leaves (issue 41 item 13)', () => {
  // days of their own (March): `apply` spends one of February's, which the other tests count on
  let march = 0;
  const applyInMarch = (headers: { authorization: string }, leave_type = 'Annual Leave') => {
    march += 1;
    const leave_date = `${year}-03-${String(march).padStart(2, '0')}`;
    return post(
      '/api/apply-leave',
      { leave_date, half_day: 0, leave_type, reason: 'Family function' },
      headers,
    );
  };
  it('decides each pending leave as the single call does, skipping a decided one with its reason', async () => {
    const worker = await t.asRole('employee');
    const [a, b, decided] = [
      (await applyInMarch(worker.headers)).json().data,
      (await applyInMarch(worker.headers, 'Leave Without Pay')).json().data,
      (await applyInMarch(worker.headers)).json().data,
    ];
    await post('/api/approve-leave', { id: decided.id, status: 'REJECT', is_paid: 0 }, admin);
    const key = { 'idempotency-key': `bulk-leave-${a.id}-abcdefgh` };
    const ids = [a.id, b.id, decided.id, a.id, 999_999];
    const res = await post(
      '/api/approve-leaves',
      { ids, status: 'APPROVE', is_paid: 1 },
      { ...admin, ...key },
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      done: 2,
      skipped: 2,
      data: [
        {
          id: a.id,
          label: `${worker.user.name}, ${a.leave_date.split('-').reverse().join('/')}`,
          outcome: 'done',
        },
        { id: b.id, outcome: 'done', reason: null },
        { id: decided.id, outcome: 'skipped', reason: LEAVE_MESSAGES.onlyPending },
        { id: 999_999, label: 'Leave 999999', outcome: 'skipped' },
      ],
    });
    const stored = await t.ctx.db.select().from(leaves).where(eq(leaves.id, b.id));
    // Leave Without Pay is never paid, as one at a time
    expect(stored[0]).toMatchObject({ status: 'APPROVE', isPaid: false });
    // the key again answers the first answer
    const again = await post(
      '/api/approve-leaves',
      { ids, status: 'APPROVE', is_paid: 1 },
      { ...admin, ...key },
    );
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(body);
  });

  it('refuses all but the admin, and an empty or too long list', async () => {
    const worker = await t.asRole('employee');
    const leave = (await applyInMarch(worker.headers)).json().data;
    const { headers } = await t.asRole('finance');
    expect(
      (await post('/api/approve-leaves', { ids: [leave.id], status: 'APPROVE' }, headers)).statusCode,
    ).toBe(403);
    expect((await post('/api/approve-leaves', { ids: [], status: 'APPROVE' }, admin)).statusCode).toBe(400);
    const many = Array.from({ length: 51 }, (_, i) => i + 1);
    expect((await post('/api/approve-leaves', { ids: many, status: 'REJECT' }, admin)).statusCode).toBe(400);
    expect((await list(worker.headers)).find((l) => l.id === leave.id)).toMatchObject({ id: leave.id });
  });
});

describe('GET /api/leave-summary', () => {
  it('counts approved days this year, half days as half', async () => {
    const worker = await t.asRole('employee');
    const full = (await apply(worker.headers)).json().data;
    const half = (await apply(worker.headers, { half_day: 1 })).json().data;
    const pending = (await apply(worker.headers)).json().data;
    await post('/api/approve-leave', { id: full.id, status: 'APPROVE', is_paid: 1 }, admin);
    await post('/api/approve-leave', { id: half.id, status: 'APPROVE', is_paid: 1 }, admin);
    void pending;
    const own = await t.app.inject({ method: 'GET', url: '/api/leave-summary', headers: worker.headers });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({
      year: Number(year),
      data: [{ user_id: worker.user.id, name: worker.user.name, leave_type: 'Annual Leave', days: 1.5 }],
    });
    const all = (await t.app.inject({ method: 'GET', url: '/api/leave-summary', headers: admin })).json()
      .data;
    expect(all).toEqual(
      expect.arrayContaining([expect.objectContaining({ user_id: worker.user.id, days: 1.5 })]),
    );
  });
});

describe('live events', () => {
  const connect = (token?: string) => connectSocket(url, token);
  const waitForRoom = (userId: number) => waitForUserRooms(t, userId);

  it('tells the employee of the decision and other employees nothing', async () => {
    const worker = await t.asRole('employee');
    const stranger = await t.asRole('employee');
    const w = await connect(worker.headers.authorization.slice(7));
    const s = await connect(stranger.headers.authorization.slice(7));
    await waitForRoom(worker.user.id);
    await waitForRoom(stranger.user.id);
    let strangerHeard = false;
    s.on(EVENTS.updateLeave, () => {
      strangerHeard = true;
    });
    s.on(EVENTS.updateEditLeave, () => {
      strangerHeard = true;
    });
    const applied = new Promise((r) => w.once(EVENTS.updateLeave, r));
    const leave = (await apply(worker.headers)).json().data;
    await expect(applied).resolves.toMatchObject({ id: leave.id, status: 'PENDING' });
    const decided = new Promise((r) => w.once(EVENTS.updateEditLeave, r));
    await post('/api/approve-leave', { id: leave.id, status: 'APPROVE', is_paid: 1 }, admin);
    await expect(decided).resolves.toMatchObject({ id: leave.id, status: 'APPROVE', is_paid: 1 });
    await new Promise((r) => setTimeout(r, 100));
    expect(strangerHeard).toBe(false);
    w.close();
    s.close();
  });
});
