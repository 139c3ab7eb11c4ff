import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers.ts';

/**
 * Check-then-insert races (issue #9): parallel bursts that a pre-check alone lets through on
 * PostgreSQL. The database decides (unique indexes, the leave-overlap trigger), and the violation
 * answers the pre-check's 409 with its field: exactly one success, never a 500.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Fifty parallel sign-ups, the i-th with the given name, organization and e-mail. */
function signUpBurst(fields: (i: number) => { name: string; organization: string; email: string }) {
  return Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/create-user',
        // one address each: the sign-up limit per address (10 an hour) is not what this burst tests
        remoteAddress: `10.9.${Math.floor(i / 200)}.${i % 200}`,
        payload: {
          ...fields(i),
          phone_number: '9876543210',
          password: 'Burst@12345',
          cPassword: 'Burst@12345',
        },
      }),
    ),
  );
}

function tally(codes: number[]): Record<number, number> {
  const out: Record<number, number> = {};
  for (const c of codes) out[c] = (out[c] ?? 0) + 1;
  return out;
}

describe('parallel bursts', () => {
  it('50 sign-ups with one e-mail: one 201, the rest 409 naming the e-mail', async () => {
    const results = await signUpBurst((i) => ({
      name: `Burst ${i}`,
      organization: `Burst Org ${i}`,
      email: i % 2 ? 'Burst@Example.com' : 'burst@example.com',
    }));
    expect(tally(results.map((r) => r.statusCode))).toEqual({ 201: 1, 409: 49 });
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json()).toEqual({
        message: 'Email is already in use',
        errors: { email: 'Email is already in use' },
      });
    }
  });

  it('50 sign-ups with one organization: one 201, the rest 409 naming the organization', async () => {
    const results = await signUpBurst((i) => ({
      name: `Org Burst ${i}`,
      organization: i % 2 ? 'One Org' : 'ONE ORG',
      email: `org-burst-${i}@example.com`,
    }));
    expect(tally(results.map((r) => r.statusCode))).toEqual({ 201: 1, 409: 49 });
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json().errors).toEqual({ organization: 'Organization already has an account' });
    }
  });

  it('50 leave applications for one date: one 201, the rest 409 naming the date', async () => {
    const { headers } = await t.asRole('employee');
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/apply-leave',
          headers,
          payload: {
            leave_date: '2027-04-05',
            // full days and halves mixed: any two of them overlap except a first and a second half,
            // and the second half never comes
            half_day: i % 3 === 2 ? 0 : i % 3,
            leave_type: 'Annual Leave',
            reason: `burst ${i}`,
          },
        }),
      ),
    );
    expect(tally(results.map((r) => r.statusCode))).toEqual({ 201: 1, 409: 49 });
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json().errors).toEqual({ leave_date: 'You already have a leave on this date' });
    }
    const list = await t.app.inject({ method: 'GET', url: '/api/get_leaves', headers });
    expect(
      list.json().data.filter((l: { leave_date: string }) => l.leave_date === '2027-04-05'),
    ).toHaveLength(1);
  });

  it('still takes a first and a second half of one day', async () => {
    const { headers } = await t.asRole('employee');
    const results = await Promise.all(
      [1, 2].map((half_day) =>
        t.app.inject({
          method: 'POST',
          url: '/api/apply-leave',
          headers,
          payload: { leave_date: '2027-04-06', half_day, leave_type: 'Annual Leave', reason: 'halves' },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201]);
  });
});
