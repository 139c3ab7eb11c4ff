import { z } from 'zod';
import { ZPageQuery } from './paging.ts';
import {
  confirmationMatches,
  MESSAGES,
  newPasswordFields,
  numberText,
  personFields,
  zDecimal,
  zEmail,
  zId,
  zIdOf,
  zPassword,
  zPasswordConfirmation,
  zRequiredText,
} from './validation.ts';

/**
 * spec 000 §6: the permission checkboxes of the employee form: the non-admin, non-base permissions.
 * `finance` is one of the product's nine roles (spec 000 §1), so it is offered too (docs/api.md).
 */
export const EMPLOYEE_PERMISSIONS = [
  'work_estimate',
  'product_management',
  'client_management',
  'technical_director',
  'marketing_manager',
  'finance',
] as const;
export type EmployeePermission = (typeof EMPLOYEE_PERMISSIONS)[number];

/** Role names that belong to special accounts and cannot be given to an employee. */
export const RESERVED_ROLE_NAMES = ['admin', 'client', 'reseller'] as const;

export const EMPLOYEE_MESSAGES = {
  chargeNumber: 'Pay per hour must be a number',
  reservedRole: 'This role is kept for special accounts. Choose another role.',
  unknownPermission: 'Choose permissions from the list',
} as const;

// spec 000 §5: charge numeric; pay per hour in rupees with paise
// up to what the charge's numeric(12, 2) holds
export const CHARGE_MAX = 9_999_999_999.99;
const zCharge = zDecimal({
  places: 2,
  max: CHARGE_MAX,
  messages: {
    number: EMPLOYEE_MESSAGES.chargeNumber,
    negative: EMPLOYEE_MESSAGES.chargeNumber,
    places: EMPLOYEE_MESSAGES.chargeNumber,
    max: `Pay per hour must be at most ₹${numberText(CHARGE_MAX)}`,
  },
});

const zRole = zRequiredText(MESSAGES.required, { label: 'Role' }).refine(
  (v) => !(RESERVED_ROLE_NAMES as readonly string[]).includes(v.toLowerCase()),
  { error: EMPLOYEE_MESSAGES.reservedRole },
);

const zPermissionList = z
  .array(z.enum(EMPLOYEE_PERMISSIONS, { error: EMPLOYEE_MESSAGES.unknownPermission }))
  .max(EMPLOYEE_PERMISSIONS.length)
  .optional()
  .default([]);

/**
 * /edit-employee: a client that edits the permission list it read back sends the base `employee` too;
 * it is accepted and dropped (the server always adds it). Other values are refused as on create.
 */
const zEditPermissionList = z
  .array(z.enum([...EMPLOYEE_PERMISSIONS, 'employee'], { error: EMPLOYEE_MESSAGES.unknownPermission }))
  .optional()
  .default([])
  .transform((list) => list.filter((p): p is EmployeePermission => p !== 'employee'));

// -1 for a role not yet in the list, else a role's id
const zRoleId = z
  .union([z.literal(-1), z.literal('-1'), zIdOf(undefined, 'Role id')], {
    error: 'Role id must be -1 (a new role) or a whole number from 1 to 2147483647',
  })
  .transform(Number)
  .optional()
  .default(-1);

/** spec 000 §7 /create-employee; role_id is -1 for a role not yet in the list. */
export const ZCreateEmployeeRequest = z
  .object({
    email: zEmail,
    ...personFields,
    role: zRole,
    role_id: zRoleId,
    ...newPasswordFields,
    charge: zCharge,
    permission_list: zPermissionList,
  })
  .refine(...confirmationMatches);
export type TCreateEmployeeRequest = z.input<typeof ZCreateEmployeeRequest>;

/** spec 000 §7 /edit-employee. */
export const ZEditEmployeeRequest = z.object({
  user_id: zId,
  ...personFields,
  role: zRequiredText(MESSAGES.required, { label: 'Role' }),
  role_id: zRoleId,
  charge: zCharge,
  permission_list: zEditPermissionList,
});
export type TEditEmployeeRequest = z.input<typeof ZEditEmployeeRequest>;

/** spec 000 §7 /reset_password_admin: the spec's password rule; the form also asks for a confirmation. */
export const ZResetPasswordAdminRequest = z
  .object({
    email: zEmail,
    password: zPassword,
    cPassword: zPasswordConfirmation.optional(),
  })
  .refine(...confirmationMatches);
export type TResetPasswordAdminRequest = z.input<typeof ZResetPasswordAdminRequest>;

/** An employee as the employee list shows it (spec 000 §3). `charge` is rupees as a decimal string. */
export interface EmployeeRecord {
  id: number;
  name: string;
  email: string;
  user_type: string;
  role_id: number | null;
  permissions: string[];
  phone_number: string;
  charge: string;
}

export interface RoleEntry {
  id: number;
  name: string;
}

export interface EmployeePageData {
  data: EmployeeRecord[];
  roles: RoleEntry[];
  /** docs/api.md "Lists": null on the last page. */
  next_cursor: string | null;
  /** Employees matching the search and filters. */
  total: number;
}

/**
 * GET /get_employee_page_data's query (issue 10): search over name, e-mail, phone and role; filters by
 * role id and by a permission ('admin' or one of the form's permissions). Sorted by name, then id.
 */
export const ZEmployeeListQuery = ZPageQuery.extend({
  role: zIdOf(undefined, 'Role').optional(),
  permission: z.enum(['admin', ...EMPLOYEE_PERMISSIONS], { error: 'Unknown permission' }).optional(),
});
export type TEmployeeListQuery = z.input<typeof ZEmployeeListQuery>;

/** GET /get_employee_data: the staff directory (pickers). */
export interface DirectoryEntry {
  id: number;
  name: string;
  email: string;
  user_type: string;
}

/**
 * GET /get_employee_data's query (docs/api.md "Employees"): a page of the staff by name, searched as
 * the employees list is. The pickers (department manager and members, an estimate's assignees, a note's mail
 * recipients) send what the user types, with `limit` STAFF_PICKER_LIMIT.
 */
export const ZStaffDirectoryQuery = ZPageQuery;
export type TStaffDirectoryQuery = z.input<typeof ZStaffDirectoryQuery>;

/** How many people a staff picker shows for what was typed (the rest are reached by typing more). */
export const STAFF_PICKER_LIMIT = 30;

/** GET /get_employee_data: the spec's `{ data }` with the page's rows, plus the paging fields. */
export interface StaffDirectoryPage {
  data: DirectoryEntry[];
  /** docs/api.md "Lists": null on the last page. */
  next_cursor: string | null;
  /** Staff matching the search. */
  total: number;
}

/**
 * spec 000 §6 Permission column: 'employee' is hidden; an admin whose only other permission is admin
 * shows 'admin'; with nothing left to show, 'none'.
 */
export function permissionColumn(permissions: readonly string[]): string {
  const shown = permissions.filter((p) => p !== 'employee');
  return shown.length === 0 ? 'none' : shown.join(', ');
}

export const isAdminAccount = (e: Pick<EmployeeRecord, 'permissions'>) => e.permissions.includes('admin');

/**
 * spec 000 §6: the permission checkboxes of the employee form (those that are neither admin nor the base
 * employee); none when the employee being edited is an admin.
 */
export function permissionBoxesOf(e: Pick<EmployeeRecord, 'permissions'>): readonly EmployeePermission[] {
  return isAdminAccount(e) ? [] : EMPLOYEE_PERMISSIONS;
}
