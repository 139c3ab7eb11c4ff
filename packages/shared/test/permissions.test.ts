import { describe, expect, it } from 'vitest';
import { can, PERMISSIONS } from '../src/permissions.ts';
import { ROLES } from '../src/roles.ts';
import { canSeeScreen, SCREENS } from '../src/screens.ts';

const staff = (...permissions: string[]) => ({ userType: 'Technician', permissions });
const client = { userType: 'client', permissions: [] };

describe('the permission table', () => {
  it('lets visitors call public actions only', () => {
    expect(can(null, 'auth.login')).toBe(true);
    expect(can(null, 'auth.me')).toBe(false);
    expect(can(null, 'leave.list')).toBe(false);
  });

  it('keeps clients out of staff actions even if a role slipped into their list', () => {
    expect(can(client, 'auth.me')).toBe(true);
    expect(can(client, 'leave.list')).toBe(false);
    expect(can({ userType: 'client', permissions: ['admin'] }, 'employee.page')).toBe(false);
  });

  it('passes when the caller holds any listed role (spec 000 §6)', () => {
    expect(can(staff('employee', 'client_management'), 'site.create')).toBe(true);
    expect(can(staff('employee'), 'site.create')).toBe(false);
    expect(can(staff('reseller'), 'site.list')).toBe(true);
    expect(can(staff('employee', 'finance'), 'leave.approve')).toBe(false);
    expect(can(staff('admin'), 'leave.approve')).toBe(true);
  });

  it('names only known roles', () => {
    for (const audience of Object.values(PERMISSIONS)) {
      if (typeof audience === 'string') continue;
      for (const role of audience) expect(ROLES).toContain(role);
    }
  });

  it('shows the spec sidebar: Employee for admins only, Site for client managers', () => {
    const site = SCREENS.find((s) => s.key === 'site')!;
    const employee = SCREENS.find((s) => s.key === 'employee')!;
    expect(canSeeScreen(staff('reseller'), site.audience)).toBe(true);
    expect(canSeeScreen(staff('employee'), site.audience)).toBe(false);
    expect(canSeeScreen(staff('employee', 'admin'), employee.audience)).toBe(true);
    expect(canSeeScreen(null, employee.audience)).toBe(false);
  });
});
