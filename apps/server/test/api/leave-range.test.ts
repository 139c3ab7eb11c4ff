import { randomUUID } from 'node:crypto';
import { EVENTS } from '@aquadesk/shared/events.ts';
import { IDEMPOTENCY_MESSAGES } from '@aquadesk/shared/idempotency.ts';
import { LEAVE_MESSAGES, LEAVE_RANGE_MAX_DAYS, type LeaveRecord } from '@aquadesk/shared/leave.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaves } from '../../src/db/schema/index.ts';
import { buildTestApp, recordEmits, type TestApp } from '../helpers.ts';

// docs/api.md "Leave" (ranges): one leave per working day of a range, all or none; Sundays are not
// working days. 2030-03-01 is a Friday, 2030-03-03 a Sunday.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Headers = { authorization: string };
const range = (headers: Headers, body: Record<string, unknown>, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/apply-leave-range',
    headers: key ? { ...headers, 'idempotency-key': key } : headers,
    payload: { half_day: 0, leave_type: 'Annual Leave', reason: 'Family wedding', ...body },
  });
const daysOf = async (userId: number) =>
  (await t.ctx.db.select({ day: leaves.leaveDate }).from(leaves).where(eq(leaves.userId, userId)))
    .map((r) => r.day)
    .sort();

describe('POST /api/apply-leave-range', () => {
  it('applies one pending leave per working day, skipping the Sunday, and tells the owner of each', async () => {
    const { user, headers } = await t.asRole('employee');
    const emits = recordEmits(t);
    const res = await range(headers, {
      from_date: '2030-03-01',
      to_date: '2030-03-05',
      half_day: 'First half',
    });
    expect(res.statusCode).toBe(201);
    const data = res.json().data as LeaveRecord[];
    expect(data.map((l) => l.leave_date)).toEqual(['2030-03-01', '2030-03-02', '2030-03-04', '2030-03-05']);
    expect(data.every((l) => l.status === 'PENDING' && l.half_day === 1 && l.user_id === user.id)).toBe(true);
    expect(await daysOf(user.id)).toEqual(['2030-03-01', '2030-03-02', '2030-03-04', '2030-03-05']);
    const told = emits.filter(([event]) => event === EVENTS.updateLeave);
    expect(told.map(([, leave]) => (leave as LeaveRecord).leave_date)).toEqual(data.map((l) => l.leave_date));
    // the list shows each day
    const list = await t.app.inject({ method: 'GET', url: '/api/get_leaves', headers });
    expect((list.json().data as LeaveRecord[]).map((l) => l.leave_date)).toEqual([
      '2030-03-05',
      '2030-03-04',
      '2030-03-02',
      '2030-03-01',
    ]);
  });

  it('stores nothing when one day clashes, and names that day and the reason at the field', async () => {
    const { user, headers } = await t.asRole('employee');
    const single = await t.app.inject({
      method: 'POST',
      url: '/api/apply-leave',
      headers,
      payload: { leave_date: '2030-03-06', half_day: 2, leave_type: 'Annual Leave', reason: 'Bank' },
    });
    expect(single.statusCode).toBe(201);
    const res = await range(headers, { from_date: '2030-03-04', to_date: '2030-03-08' });
    expect(res.statusCode).toBe(409);
    const message = LEAVE_MESSAGES.dayFailed('06/03/2030', LEAVE_MESSAGES.sameDay);
    expect(res.json()).toEqual({ message, errors: { from_date: message } });
    expect(await daysOf(user.id)).toEqual(['2030-03-06']);
    // the other half of that day does not clash: the range is stored whole
    const otherHalf = await range(headers, { from_date: '2030-03-04', to_date: '2030-03-08', half_day: 1 });
    expect(otherHalf.statusCode).toBe(201);
    expect(otherHalf.json().data).toHaveLength(5);
  });

  it('refuses a range longer than the bound, backwards, or without a working day, at To', async () => {
    const { user, headers } = await t.asRole('employee');
    const tooLong = await range(headers, { from_date: '2030-04-01', to_date: '2030-05-02' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual({ to_date: LEAVE_MESSAGES.rangeTooLong });
    const backwards = await range(headers, { from_date: '2030-04-10', to_date: '2030-04-09' });
    expect(backwards.json().errors).toEqual({ to_date: LEAVE_MESSAGES.toBeforeFrom });
    const sunday = await range(headers, { from_date: '2030-03-03', to_date: '2030-03-03' });
    expect(sunday.json().errors).toEqual({ to_date: LEAVE_MESSAGES.noWorkingDay });
    const badDay = await range(headers, { from_date: '2030-02-30', to_date: '' });
    expect(badDay.statusCode).toBe(400);
    expect(Object.keys(badDay.json().errors).sort()).toEqual(['from_date', 'to_date']);
    expect(await daysOf(user.id)).toEqual([]);
    // at the bound: 31 days, both ends counted (2030-04-01 to 2030-05-01 has five Sundays)
    const atBound = await range(headers, { from_date: '2030-04-01', to_date: '2030-05-01' });
    expect(atBound.statusCode).toBe(201);
    expect(atBound.json().data).toHaveLength(LEAVE_RANGE_MAX_DAYS - 4);
  });

  it('honours Idempotency-Key: sent again it answers the first answer and stores nothing more', async () => {
    const { user, headers } = await t.asRole('employee');
    const key = randomUUID();
    const body = { from_date: '2030-06-03', to_date: '2030-06-05' };
    const first = await range(headers, body, key);
    expect(first.statusCode).toBe(201);
    const again = await range(headers, body, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await daysOf(user.id)).toEqual(['2030-06-03', '2030-06-04', '2030-06-05']);
    const other = await range(headers, { ...body, to_date: '2030-06-06' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(IDEMPOTENCY_MESSAGES.otherRequest);
    expect(await daysOf(user.id)).toHaveLength(3);
  });

  it('gives overlapping ranges sent at once only one of them (no day twice)', async () => {
    const { user, headers } = await t.asRole('employee');
    // several at once, so that without the per-person lock two of them check the same free days together
    const bodies = Array.from({ length: 8 }, (_, i) =>
      i % 2 === 0
        ? { from_date: '2030-07-01', to_date: '2030-07-05' }
        : { from_date: '2030-07-03', to_date: '2030-07-09' },
    );
    const answers = await Promise.all(bodies.map((b) => range(headers, b)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(7);
    // each refusal names its day at From (the database's own overlap check, migration 0005, names none)
    for (const a of answers.filter((x) => x.statusCode === 409)) {
      expect(Object.keys(a.json().errors)).toEqual(['from_date']);
      expect(a.json().message).toMatch(/^\d{2}\/07\/2030: /);
    }
    const days = await daysOf(user.id);
    expect(new Set(days).size).toBe(days.length);
  });

  it('is refused to clients, as applying for one day is', async () => {
    const { headers } = await t.asRole('client');
    expect((await range(headers, { from_date: '2030-03-01', to_date: '2030-03-02' })).statusCode).toBe(403);
  });
});
