import type { Role } from './roles.ts';
import { CLIENT_USER_TYPE } from './roles.ts';

/**
 * Who may call what. `public`: no token; `any`: any signed-in user; `staff`: any signed-in user who is
 * not a client; otherwise the roles of which the caller must hold at least one (docs/api.md "Roles").
 * Object rules (own records, assigned districts) are enforced by the services on top of this.
 * Every server route names one of these actions; the web app's sidebar and guards read the same table.
 */
export type Audience = 'public' | 'any' | 'staff' | readonly Role[];

const ADMIN = ['admin'] as const;
const CLIENT_MANAGERS = ['admin', 'client_management', 'reseller'] as const;
const PRODUCT_MANAGERS = ['admin', 'product_management'] as const;
const ESTIMATORS = ['admin', 'work_estimate', 'technical_director', 'reseller'] as const;
const WORKERS = ['admin', 'employee', 'reseller'] as const;
const DIRECTORS = ['admin', 'technical_director'] as const;
/** Who bills: the directors and finance (issue 30 item 9). */
const BILLERS = ['admin', 'technical_director', 'finance'] as const;
const PROPOSERS = ['admin', 'marketing_manager', 'technical_director', 'reseller', 'work_estimate'] as const;
/** Who sees the plants and equipment at sites (issue 43 item 1): staff who work on sites. */
const EQUIPMENT_VIEWERS = [
  'admin',
  'technical_director',
  'employee',
  'client_management',
  'work_estimate',
  'reseller',
] as const;

export const PERMISSIONS = {
  // platform and auth (public)
  'health.check': 'public',
  'site_info.view': 'public',
  'auth.login': 'public',
  'auth.signup': 'public',
  'auth.forgot_password': 'public',
  'auth.reset_password': 'public',
  'auth.me': 'any',
  // public website
  'public.contact': 'public',
  'public.products': 'public',
  'public.legal_documents': 'public',
  'contact.inbox': ADMIN,
  // accounts: "is this e-mail free?" for the forms that create accounts
  'account.email_available': CLIENT_MANAGERS,
  // clients, notes, records, mail
  'client.emails': CLIENT_MANAGERS,
  'client.create': CLIENT_MANAGERS,
  'client.edit': CLIENT_MANAGERS,
  'client.list': CLIENT_MANAGERS,
  'client.reset_password': ['admin', 'client_management'],
  // issue 30 item 7: finance switches a client's overdue reminders off, without editing the client
  'client.reminders': BILLERS,
  // issue 30 item 7: a client's payment terms set its invoices' due dates, a billing decision (docs/api.md "Clients")
  'client.payment_terms': BILLERS,
  'client.page': ['admin', 'employee'],
  'note.create': 'staff',
  'note.edit': 'staff',
  'note.close': ADMIN,
  'record.create': 'staff',
  'record.edit': 'staff',
  'mail.send_list': 'staff',
  // dashboard
  'rating.view': WORKERS,
  'dashboard.figures': ADMIN,
  // issue 31 item 13: the trend charts; money for those who see receivables, tasks for the dashboard's users
  'dashboard.money_trends': BILLERS,
  'dashboard.task_trends': ['admin', 'employee', 'reseller', 'technical_director', 'finance'],
  // districts and sites
  'district.list': 'staff',
  'district.create': ADMIN,
  'site.list': CLIENT_MANAGERS,
  'site.create': CLIENT_MANAGERS,
  // issue 43 item 1: the plants and equipment at sites. Seen by staff who work on sites (a reseller: only at
  // the sites they brought, docs/requirements/005-equipment.md); added, edited and retired by those who keep
  // the sites' records and the technical director
  'equipment.view': EQUIPMENT_VIEWERS,
  'equipment.manage': ['admin', 'technical_director', 'client_management'],
  // employees and profile
  'employee.page': ADMIN,
  'employee.create': ADMIN,
  'employee.edit': ADMIN,
  'employee.reset_password': ADMIN,
  'employee.directory': 'staff',
  'profile.view': 'staff',
  'profile.sign': 'staff',
  'image.sign': 'staff',
  // issue 31 item 5: every signed-in user reads and edits their own profile and changes their own password
  'profile.own': 'any',
  'profile.password': 'any',
  // the bell (docs/api.md "Notifications"): every staff member reads and marks their own
  'notification.own': 'staff',
  'image.addworks': 'staff',
  // products
  'product.admin_list': PRODUCT_MANAGERS,
  'product.create': PRODUCT_MANAGERS,
  'product.edit': PRODUCT_MANAGERS,
  // leave
  'leave.list': 'staff',
  'leave.apply': 'staff',
  'leave.update': 'staff',
  'leave.approve': ADMIN,
  'leave.summary': 'staff',
  // departments
  'dept.view': 'staff',
  'dept.create': ADMIN,
  'dept.add_employee': ADMIN,
  // resellers
  'reseller.page': ADMIN,
  'reseller.create': ADMIN,
  'reseller.edit': ADMIN,
  'reseller.reset_password': ADMIN,
  'reseller.clients': ADMIN,
  'reseller.sites': ADMIN,
  'reseller.update_site': ADMIN,
  // profit and estimates
  'profit.view': ['admin', 'work_estimate'],
  'profit.edit': ['admin', 'work_estimate'],
  // issue 41 item 7: a job card's and a proposal's cost, profit and expense (and a role's rate per hour) are
  // for those who set them: the default profit and expense (profit.edit) and a job card's expense and
  // discount (estimate.edit). Everyone else reads the client's copy (docs/api.md "What each document shows")
  'margins.view': ['admin', 'technical_director', 'work_estimate'],
  'estimate.list': ESTIMATORS,
  'estimate.create': ESTIMATORS,
  'estimate.view': 'staff', // object rule: estimators and the estimate's assignees
  'estimate.approve': DIRECTORS,
  'estimate.edit': DIRECTORS,
  'estimate.self_approve': 'staff', // object rule: non-reseller creators without approve rights
  'estimate.start': 'staff', // object rule: admin, technical_director, assignees
  'estimate.finish': 'staff',
  // issue 41 item 1: the finished job cards waiting for an invoice, and what an invoicer reads of one
  'estimate.ready_to_invoice': BILLERS,
  // work and tasks
  'work.list': WORKERS,
  'work.create': WORKERS,
  'work.forward': 'staff', // object rule: admin, technical_director, assignee, adviser, forwarded users
  'work.start': 'staff',
  'work.finish': 'staff',
  'work.review': 'staff', // object rule: adviser, admin, technical_director; only REVIEWING
  'work.report': 'staff',
  'work.comment': 'staff',
  // invoices and quick pay
  'invoice.list': BILLERS,
  'invoice.create': BILLERS,
  'invoice.cancel': BILLERS,
  'invoice.record_payment': BILLERS,
  'invoice.note': BILLERS,
  // issue 30 item 7: an overdue reminder mailed now, for one invoice (the schedule mails the rest)
  'invoice.remind': BILLERS,
  'receivables.view': BILLERS,
  // issue 30 item 10: the invoice, note and payment registers, on screen and as files
  'registers.view': BILLERS,
  // issue 32 item 5: GSTR-1 from the books, on screen and as the portal's JSON or an XLSX (who files returns)
  'gstr1.view': ['admin', 'finance'],
  'gstr1.export': ['admin', 'finance'],
  // issue 32: registering with the IRP, cancelling an IRN and the queue are finance's (spec 003 §13)
  'einvoice.register': ['admin', 'finance'],
  'einvoice.cancel': ['admin', 'finance'],
  'einvoice.queue': ['admin', 'finance'],
  'invoice.public_view': 'public',
  'invoice.pay': 'public',
  'invoice.confirm': 'public',
  'invoice.webhook': 'public',
  'invoice.sandbox_checkout': 'public', // 404 unless the sandbox payment provider is active
  'invoice.sign': BILLERS, // the creator's signature kept with an invoice
  // proposals
  'proposal.list': PROPOSERS,
  'proposal.create': PROPOSERS,
  'proposal.view': PROPOSERS,
  // the proposal form picks a client and one of their sites (docs/api.md "Clients", "Sites"): the clients and
  // sites the caller's own lists would show (a reseller: their own clients), read by those who write proposals
  'client.pick': PROPOSERS,
  'site.pick': PROPOSERS,
  // documents as PDF (issue 14): reading a PDF is the record's own view action; mailing it to the client
  'estimate.send': 'staff', // object rule: those who may see the job card
  'invoice.send': BILLERS,
  // the company's GST profile (issue 30 item 1): the billers read it, only an admin changes it
  'company.view': BILLERS,
  'company.edit': ADMIN,
  'proposal.send': PROPOSERS, // object rule: those who may see the proposal
  // issue 31 item 10: find anything; each kind answers only what the caller's list of it shows
  'search.use': 'any',
  // issue 41 item 12: bringing the books in from a file (docs/api.md "Imports"). Clients and sites by those who
  // add them without an admin's approval (a reseller's would wait for one: they add theirs one by one);
  // products by those who add products; opening balances by those who file the books (admin, finance)
  'import.clients': ['admin', 'client_management'],
  'import.sites': ['admin', 'client_management'],
  'import.products': PRODUCT_MANAGERS,
  'import.opening_balances': ['admin', 'finance'],
  // issue 43 item 2: service contracts (docs/api.md "Contracts"). Viewing covers the PDF; managing is making and
  // editing drafts, an active contract's technician, terms, sites and equipment, and sending it to the client
  'contract.view': ['admin', 'technical_director', 'finance', 'client_management', 'work_estimate'],
  'contract.manage': ['admin', 'technical_director', 'client_management'],
  'contract.activate': DIRECTORS,
  'contract.cancel': DIRECTORS,
  // issue 43 item 8: "Bill now" (and "Make again") a contract period whose bill day has come; the plan is
  // contract.view's
  'contract.bill': BILLERS,
  // issue 43 item 3: the visit schedule (docs/api.md "Visits"). An employee sees only the visits given to
  // them (the server's object rule); the directors move visits and give them to another technician
  'visit.view': ['admin', 'technical_director', 'client_management', 'employee'],
  'visit.plan': DIRECTORS,
  // issue 43 item 7: breakdown calls (docs/api.md "Breakdown calls"). A client reports one from their own account
  // (the server refuses staff: they use /add-maintenance); the call's clock is seen by its client and by staff
  // who see its task, who pause and resume it (object rules the server's)
  'call.raise': 'any',
  'call.view': 'any',
  'call.pause': 'staff',
  // issue 43 item 5: the parts used on a maintenance task (docs/api.md "Parts"). Adding and removing is any staff
  // member's action; the object rule (the task's assignees and forwarded people, the directors) is the server's.
  // Billers make the chargeable parts into a client's draft invoice
  'part.use': 'staff',
  'part.invoice': BILLERS,
} as const satisfies Record<string, Audience>;

export type Action = keyof typeof PERMISSIONS;

export interface Principal {
  userType: string;
  permissions: readonly string[];
}

export function isClientUser(p: Principal): boolean {
  return p.userType === CLIENT_USER_TYPE;
}

export function hasAnyRole(p: Principal, roles: readonly string[]): boolean {
  return roles.some((r) => p.permissions.includes(r));
}

/** Does a signed-in principal (or a visitor, null) pass the table's rule for `action`? */
export function can(p: Principal | null, action: Action): boolean {
  const audience: Audience = PERMISSIONS[action];
  if (audience === 'public') return true;
  if (!p) return false;
  if (audience === 'any') return true;
  if (audience === 'staff') return !isClientUser(p);
  return !isClientUser(p) && hasAnyRole(p, audience);
}

/** A reseller without admin rights: scoped to their districts and own clients (docs/api.md "Roles"). */
export function isResellerOnly(p: Principal): boolean {
  return hasAnyRole(p, ['reseller']) && !hasAnyRole(p, ['admin']);
}

export function isAction(value: string): value is Action {
  return Object.hasOwn(PERMISSIONS, value);
}
