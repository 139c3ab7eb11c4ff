import { describe, expect, it } from 'vitest';
import { buildDeptTree, type DeptNode } from '../src/departments.ts';
import { permissionColumn, ZCreateEmployeeRequest } from '../src/employees.ts';
import { durationIndex, leaveDays, ZApplyLeaveRequest } from '../src/leave.ts';

describe('permissionColumn (spec 000 §6)', () => {
  it('hides employee, shows admin for an admin, none when nothing is left', () => {
    expect(permissionColumn(['admin', 'employee'])).toBe('admin');
    expect(permissionColumn(['admin'])).toBe('admin');
    expect(permissionColumn(['employee'])).toBe('none');
    expect(permissionColumn([])).toBe('none');
    expect(permissionColumn(['employee', 'finance', 'work_estimate'])).toBe('finance, work_estimate');
  });
});

describe('leave rules', () => {
  it('reads durations by index or label', () => {
    expect(durationIndex(0)).toBe(0);
    expect(durationIndex('2')).toBe(2);
    expect(durationIndex('first half')).toBe(1);
    expect(durationIndex('Half')).toBe(-1);
  });
  it('counts a half day as half', () => {
    expect(leaveDays(0)).toBe(1);
    expect(leaveDays(1)).toBe(0.5);
    expect(leaveDays(2)).toBe(0.5);
  });
  it('normalises the type case and refuses types off the list', () => {
    const ok = ZApplyLeaveRequest.safeParse({
      leave_date: '2026-03-02',
      half_day: 'Full Day',
      leave_type: 'annual leave',
      reason: 'x',
    });
    expect(ok.success && ok.data).toMatchObject({ half_day: 0, leave_type: 'Annual Leave' });
    const bad = ZApplyLeaveRequest.safeParse({
      leave_date: '2026-02-30',
      half_day: 0,
      leave_type: 'Sick',
      reason: 'x',
    });
    expect(bad.success).toBe(false);
  });
});

describe('employee form', () => {
  it('accepts a numeric charge and refuses words', () => {
    const base = {
      email: 'a@b.in',
      name: 'A',
      phone_number: '98',
      role: 'Welder',
      password: 'Strong@123',
      cPassword: 'Strong@123',
    };
    expect(ZCreateEmployeeRequest.safeParse({ ...base, charge: 450 }).success).toBe(true);
    expect(ZCreateEmployeeRequest.safeParse({ ...base, charge: '450.5' }).success).toBe(true);
    expect(ZCreateEmployeeRequest.safeParse({ ...base, charge: 'abc' }).success).toBe(false);
    expect(ZCreateEmployeeRequest.safeParse({ ...base, charge: '' }).success).toBe(false);
  });
});

describe('buildDeptTree', () => {
  const node = (dept_id: number, parent_id: number, dept_name: string): DeptNode => ({
    dept_id,
    parent_id,
    dept_name,
    description: '',
    employees: [],
  });
  it('grows the tree from the node that is its own parent, children by name', () => {
    const tree = buildDeptTree([
      node(3, 1, 'Sales'),
      node(1, 1, 'Company'),
      node(2, 1, 'Operations'),
      node(4, 2, 'STP'),
    ]);
    expect(tree?.dept_name).toBe('Company');
    expect(tree?.children.map((c) => c.dept_name)).toEqual(['Operations', 'Sales']);
    expect(tree?.children[0]?.children.map((c) => c.dept_name)).toEqual(['STP']);
  });
  it('is null without a root', () => {
    expect(buildDeptTree([])).toBeNull();
  });
});
