import { type Action, can, PERMISSIONS } from '@aquadesk/shared/permissions.ts';
import { ROLES } from '@aquadesk/shared/roles.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredActions } from '../../src/platform/authorize.ts';
import { buildTestApp, type TestApp } from '../helpers.ts';

/**
 * The generated matrix (docs/architecture.md "Tests"): every registered route against every role, a client and a
 * visitor. Whoever the permission table refuses gets 401 (no token) or 403, before any input is read.
 */
let t: TestApp;
const headersByRole = new Map<string, { authorization: string } | undefined>();
beforeAll(async () => {
  t = await buildTestApp();
  headersByRole.set('visitor', undefined);
  for (const role of [...ROLES, 'client'] as const) headersByRole.set(role, (await t.asRole(role)).headers);
});
afterAll(() => t.close());

const principalOf = (role: string) =>
  role === 'visitor'
    ? null
    : role === 'client'
      ? { userType: 'client', permissions: [] }
      : {
          userType: 'x',
          permissions: role === 'employee' || role === 'reseller' ? [role] : ['employee', role],
        };

describe('every route against every role', () => {
  it('has routes to check', () => {
    expect(registeredActions.size).toBeGreaterThan(5);
  });

  it('refuses exactly those the permission table refuses', async () => {
    const failures: string[] = [];
    for (const [route, label] of registeredActions) {
      const [method, rawUrl] = route.split(' ') as [string, string];
      const action = label.split(' ')[0] as Action;
      if (PERMISSIONS[action] === 'public') continue;
      const url = rawUrl.replace(/:(\w+)/g, '1').replace('*', 'x');
      for (const [role, headers] of headersByRole) {
        const allowed = can(principalOf(role), action);
        const res = await t.app.inject({
          method: method as 'GET',
          url,
          ...(headers ? { headers } : {}),
          ...(method === 'GET' ? {} : { payload: {} }),
        });
        const refused = res.statusCode === 401 || res.statusCode === 403;
        if (allowed === refused && !(allowed && res.statusCode === 403)) {
          failures.push(
            `${route} as ${role}: ${res.statusCode} (table says ${allowed ? 'allowed' : 'refused'})`,
          );
        }
        if (!allowed && res.statusCode !== (headers ? 403 : 401)) {
          failures.push(`${route} as ${role}: ${res.statusCode}, expected ${headers ? 403 : 401}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000); // one request per route and role: the sweep grows with every route
});
