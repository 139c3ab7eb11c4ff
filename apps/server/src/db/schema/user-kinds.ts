/**
 * Which accounts are staff, clients and resellers, as the partial indexes of users.ts say it (literals,
 * not parameters, so the planner uses those indexes). Every repository that reads `users` by kind takes
 * them from here.
 */
import { CLIENT_USER_TYPE, RESELLER_USER_TYPE } from '@aquadesk/shared/roles.ts';
import { eq, notInArray, sql } from 'drizzle-orm';
import { users } from './users.ts';

/** Staff accounts: everyone who is neither a client nor a reseller. */
export const NOT_STAFF = [CLIENT_USER_TYPE, RESELLER_USER_TYPE];
export const isStaff = notInArray(users.userType, NOT_STAFF);
/** isStaff as users_staff_name_idx's predicate says it (literals, not parameters), so the planner uses it. */
export const isStaffLiteral = sql`${users.userType} not in ('client', 'reseller')`;
export const isClient = eq(users.userType, CLIENT_USER_TYPE);
/** As the client-list indexes' predicate says it, so the planner can use them. */
export const isClientLiteral = sql`${users.userType} = 'client'`;
export const isReseller = eq(users.userType, RESELLER_USER_TYPE);
export const emailIs = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`;

/** Employees and resellers are listed by name, then id (index users_name_sort_idx). */
export const SORT_NAME = sql<string>`lower(${users.name})`;
export const BY_NAME = [
  { expr: SORT_NAME, dir: 'asc' as const },
  { expr: users.id, dir: 'asc' as const },
];

/** A client account as the client lists show it (spec 001 §3 "Client user"). */
export const clientColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone_number: users.phoneNumber,
  organization: users.organization,
  processed_by_admin: users.processedByAdmin,
};
