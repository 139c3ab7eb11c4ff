import { describe, expect, it } from 'vitest';
import { permissionBoxesOf } from '../src/employees.ts';

// spec 000 §6: on the employee form the permission checkboxes (neither admin nor the base employee) are
// hidden when the employee being edited is an admin.
describe('permissionBoxesOf', () => {
  it('offers none for an admin, whatever else they hold', () => {
    expect(permissionBoxesOf({ permissions: ['admin'] })).toEqual([]);
    expect(permissionBoxesOf({ permissions: ['employee', 'admin', 'finance'] })).toEqual([]);
  });

  it('offers every other employee the permissions that are neither admin nor employee', () => {
    const boxes = [
      'work_estimate',
      'product_management',
      'client_management',
      'technical_director',
      'marketing_manager',
      'finance',
    ];
    expect(permissionBoxesOf({ permissions: ['employee'] })).toEqual(boxes);
    expect(permissionBoxesOf({ permissions: ['employee', 'finance'] })).toEqual(boxes);
    expect(permissionBoxesOf({ permissions: [] })).toEqual(boxes);
  });
});
