import type { Audience, Principal } from './permissions.ts';
import { hasAnyRole, isClientUser } from './permissions.ts';

/**
 * The staff app's screens (spec 000 §6 sidebar, spec 001 §6). The sidebar and the page guards read
 * this list; the web app shows only the screens it has built (its router marks them).
 */
export interface Screen {
  key: string;
  path: string;
  label: string;
  audience: Audience;
  /** spec 000 §2: admin-only pages show the not-found page to others rather than a forbidden view. */
  hiddenFromOthers?: boolean;
}

export const SCREENS = [
  // spec 000 §6: Dashboard is the sidebar's first entry for those who have it
  {
    key: 'dashboard',
    path: '/dashboard',
    label: 'Dashboard',
    // issue 31 item 13: technical directors and finance for the trend charts
    audience: ['admin', 'marketing_manager', 'reseller', 'employee', 'technical_director', 'finance'],
  },
  { key: 'home', path: '/', label: 'Home', audience: 'any' },
  { key: 'work', path: '/work', label: 'Work', audience: ['employee', 'admin', 'reseller'] },
  {
    key: 'estimates',
    path: '/work-estimate',
    label: 'Estimates',
    audience: ['admin', 'work_estimate', 'technical_director', 'reseller'],
  },
  { key: 'employee', path: '/employee', label: 'Employee', audience: ['admin'] },
  { key: 'reseller', path: '/reseller', label: 'Reseller', audience: ['admin'], hiddenFromOthers: true },
  { key: 'profit', path: '/profit', label: 'Profit', audience: ['admin'] },
  { key: 'client', path: '/client', label: 'Client', audience: ['admin', 'client_management', 'reseller'] },
  { key: 'site', path: '/site', label: 'Site', audience: ['admin', 'client_management', 'reseller'] },
  // issue 43 item 1: the plants and equipment at sites, for those who may view them (permissions.ts 'equipment.view')
  {
    key: 'equipment',
    path: '/equipment',
    label: 'Equipment',
    audience: ['admin', 'technical_director', 'employee', 'client_management', 'work_estimate', 'reseller'],
  },
  { key: 'products', path: '/products', label: 'Products', audience: ['admin', 'product_management'] },
  {
    key: 'invoice',
    path: '/invoicgeneration',
    label: 'Invoice',
    audience: ['admin', 'technical_director', 'finance'],
  },
  // issue 41 item 1: finished job cards not yet invoiced, for those who make invoices
  {
    key: 'ready_to_invoice',
    path: '/ready-to-invoice',
    label: 'Ready to invoice',
    audience: ['admin', 'technical_director', 'finance'],
  },
  // issue 30: who owes what, aged, and each client's statement
  {
    key: 'receivables',
    path: '/receivables',
    label: 'Receivables',
    audience: ['admin', 'technical_director', 'finance'],
  },
  // issue 30 item 10: the GST registers of a period, and their CSV and XLSX files
  {
    key: 'registers',
    path: '/registers',
    label: 'Registers',
    audience: ['admin', 'technical_director', 'finance'],
  },
  // issue 32 item 5: GSTR-1 of a month or a quarter from the books, for those who file returns
  { key: 'gstr1', path: '/gstr1', label: 'GSTR-1', audience: ['admin', 'finance'] },
  // issue 32: finance's queue of registrations with the IRP (docs/requirements/003-e-invoice.md §13)
  { key: 'e_invoices', path: '/e-invoices', label: 'E-invoices', audience: ['admin', 'finance'] },
  {
    key: 'proposal',
    path: '/proposal',
    label: 'Proposal',
    audience: ['admin', 'marketing_manager', 'reseller'],
  },
  // issue 43 item 2: service contracts, for those who may view them (permissions.ts 'contract.view')
  {
    key: 'contracts',
    path: '/contracts',
    label: 'Contracts',
    audience: ['admin', 'technical_director', 'finance', 'client_management', 'work_estimate'],
  },
  // issue 43 item 3: the contracts' visit calendar, for those who may view visits (permissions.ts 'visit.view';
  // an employee sees only their own)
  {
    key: 'visits',
    path: '/visits',
    label: 'Visits',
    audience: ['admin', 'technical_director', 'client_management', 'employee'],
  },
  // issue 41 item 12: bringing the books in from a file; each kind for those who may import it (permissions.ts)
  {
    key: 'import',
    path: '/import',
    label: 'Import',
    audience: ['admin', 'client_management', 'product_management', 'finance'],
  },
  { key: 'leave', path: '/leave-tracker', label: 'Leave tracker', audience: ['employee'] },
  { key: 'dept', path: '/dept', label: 'Department', audience: 'staff' },
  { key: 'messages', path: '/messages', label: 'Messages', audience: ['admin'] },
  // issue 30 item 1: the billers read the company's GST profile; only an admin changes it
  {
    key: 'company',
    path: '/company-settings',
    label: 'Company settings',
    audience: ['admin', 'technical_director', 'finance'],
  },
] as const satisfies readonly Screen[];

export type ScreenKey = (typeof SCREENS)[number]['key'];

export function canSeeScreen(p: Principal | null, audience: Audience): boolean {
  if (audience === 'public') return true;
  if (!p) return false;
  if (audience === 'any') return true;
  if (audience === 'staff') return !isClientUser(p);
  return hasAnyRole(p, audience);
}
