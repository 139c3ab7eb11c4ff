import { ESTIMATE_DIRECTORS } from './estimates.ts';
import { LEAVE_SEES_ALL } from './leave.ts';
import { PERMISSIONS } from './permissions.ts';
import { PROPOSAL_SEES_ALL } from './proposals.ts';
import { ROLES, type Role } from './roles.ts';
import { TASK_DIRECTORS } from './work.ts';

/**
 * Who receives a live event: users by id and/or holders of any of the roles (a socket joins one room per
 * permission it holds). Never everyone. Resellers are reached by id, never through `role:reseller`, when
 * what they may see is scoped to their own clients or districts.
 */
export interface EventAudience {
  users?: readonly number[];
  roles?: readonly Role[];
}

/** The roles of a permission-table rule, for events that go to everyone who may open that screen. */
function rolesOf(rule: readonly Role[], { resellersById = false } = {}): readonly Role[] {
  return resellersById ? rule.filter((r) => r !== 'reseller') : rule;
}

const ids = (...users: (number | null | undefined)[]): number[] =>
  users.filter((u): u is number => typeof u === 'number' && u > 0);

const ADMINS: readonly Role[] = ['admin'];

/** Admin-only screens (employees, resellers, pending reseller work, contact inbox). */
export function toAdmins(): EventAudience {
  return { roles: ADMINS };
}

/** Users by id only. */
export function toUsers(...users: (number | null | undefined)[]): EventAudience {
  return { users: ids(...users) };
}

/** The client list's watchers (admin, client management) and the reseller who created the client. */
export function clientManagersAnd(createdBy: number | null): EventAudience {
  return { roles: rolesOf(PERMISSIONS['client.list'], { resellersById: true }), users: ids(createdBy) };
}

/** Every screen that checks e-mail uniqueness (employees, clients, resellers): GET /get_all_email's audience. */
export function emailWatchers(): EventAudience {
  return { roles: rolesOf(PERMISSIONS['client.emails']) };
}

/** A new reseller's address: the client list's watchers, not the other resellers. */
export function clientListWatchers(): EventAudience {
  return { roles: rolesOf(PERMISSIONS['client.list'], { resellersById: true }) };
}

/** An approved site: staff who list every site, and the resellers whose districts cover it (by id). */
export function sitesAudience(resellerIds: readonly number[]): EventAudience {
  return { roles: rolesOf(PERMISSIONS['site.list'], { resellersById: true }), users: resellerIds };
}

/**
 * A piece of equipment (issue 43 item 1): every role that may view equipment, and by id the reseller who
 * brought its site (null when the site is not one a reseller may see).
 */
export function equipmentAudience(resellerId: number | null): EventAudience {
  return { roles: rolesOf(PERMISSIONS['equipment.view'], { resellersById: true }), users: ids(resellerId) };
}

/** Notes and records: the client page's audience (spec 001 §6) and the author. */
export function clientPageAnd(authorId: number): EventAudience {
  return { roles: rolesOf(PERMISSIONS['client.page']), users: ids(authorId) };
}

/** The products admin list's audience. */
export function productManagers(): EventAudience {
  return { roles: rolesOf(PERMISSIONS['product.admin_list']) };
}

/** A leave: those who see everyone's leave, and its owner. */
export function leaveAudience(ownerId: number): EventAudience {
  return { roles: LEAVE_SEES_ALL, users: ids(ownerId) };
}

/** Every staff member (each holds at least one role); clients hold no role room. */
export function everyStaffRole(): EventAudience {
  return { roles: ROLES };
}

/**
 * An estimate: exactly those who may open it (spec 001 §6, docs/api.md "Estimates"): admins and technical
 * directors by role; its creator, its assignees and the reseller whose client it is, by id.
 */
export function estimateAudience(e: {
  creatorId: number;
  assigneeIds: readonly number[];
  resellerId: number | null;
}): EventAudience {
  return { roles: ESTIMATE_DIRECTORS, users: [...new Set(ids(e.creatorId, e.resellerId, ...e.assigneeIds))] };
}

/** Invoices: those who may list them (spec 001 §6: admins and technical directors). */
export function invoiceAudience(): EventAudience {
  return { roles: rolesOf(PERMISSIONS['invoice.list']) };
}

/** Ready to invoice (issue 41 item 1): those who make invoices from job cards. */
export function readyToInvoiceAudience(): EventAudience {
  return { roles: rolesOf(PERMISSIONS['estimate.ready_to_invoice']) };
}

/**
 * A task: exactly those who may open its report (spec 001 §6, docs/api.md "Work"): admins and technical
 * directors by role; its adviser, assignees and forwarded users by id.
 */
export function taskAudience(t: { adviserId: number; peopleIds: readonly number[] }): EventAudience {
  return { roles: TASK_DIRECTORS, users: [...new Set(ids(t.adviserId, ...t.peopleIds))] };
}

/**
 * Proposals: those who may list them (PERMISSIONS['proposal.list']) and see every proposal by role; resellers,
 * who see only their own, by id (the creator).
 */
export function proposalAudience(creatorId: number): EventAudience {
  const roles = rolesOf(PERMISSIONS['proposal.list'], { resellersById: true }).filter((r) =>
    (PROPOSAL_SEES_ALL as readonly Role[]).includes(r),
  );
  return { roles, users: ids(creatorId) };
}

/** Contracts (issue 43 item 2): everyone who may view them (PERMISSIONS['contract.view']), by role. */
export function contractAudience(): EventAudience {
  return { roles: rolesOf(PERMISSIONS['contract.view']) };
}

/**
 * A contract's visit (issue 43 item 3): the roles that see every visit (PERMISSIONS['visit.view'] but the
 * employee) and, by id, the technicians it was and is given to (an employee sees only their own).
 */
export function visitAudience(...technicianIds: (number | null)[]): EventAudience {
  return { roles: PERMISSIONS['visit.view'].filter((r) => r !== 'employee'), users: ids(...technicianIds) };
}

/**
 * A task's parts changed (issue 43 item 5): those who may open the task (taskAudience), those who invoice
 * chargeable parts and those who see contracts (their covered parts), by role.
 */
export function partsAudience(t: { adviserId: number; peopleIds: readonly number[] }): EventAudience {
  const roles = new Set<Role>([
    ...TASK_DIRECTORS,
    ...rolesOf(PERMISSIONS['part.invoice']),
    ...rolesOf(PERMISSIONS['contract.view']),
  ]);
  return { roles: [...roles], users: taskAudience(t).users ?? [] };
}

/** The company profile's screen (issue 30 item 1): everyone who may read the profile. */
export function companyProfileWatchers(): EventAudience {
  return { roles: rolesOf(PERMISSIONS['company.view']) };
}
