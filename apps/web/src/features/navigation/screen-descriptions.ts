import type { ScreenKey } from '@aquadesk/shared/screens.ts';

/** One line per screen for the Home page cards. */
export const SCREEN_DESCRIPTIONS: Record<ScreenKey, string> = {
  home: 'Your starting point.',
  dashboard: 'Task status and the ratings of employees and resellers.',
  work: 'Maintenance and new work: assign, start, finish and review tasks.',
  estimates: 'Prepare work estimates and follow their approval.',
  employee: 'Add employees, set their roles, pay and passwords.',
  reseller: 'Manage resellers and the districts they cover.',
  profit: 'Set the expense, travel and profit percentages.',
  client: 'Client organisations, their notes and records.',
  site: 'Register sites and browse them by organisation.',
  equipment: 'The plants, pumps, blowers and panels at each site, and their breakdown history.',
  products: 'The product catalogue, prices and stock.',
  contracts: 'Maintenance and O&M contracts: sites and plants covered, period, price and billing.',
  invoice: 'Generate invoices and follow their payment.',
  ready_to_invoice: 'Finished job cards that have no invoice yet, to check and invoice.',
  receivables: 'What each client owes, by days past due, and their statements.',
  registers: 'Invoice, note and payment registers of a period, with the GST columns, as CSV or XLSX.',
  gstr1: 'GSTR-1 of a month or quarter from the books, reconciled with the registers, as the portal JSON.',
  e_invoices: 'Invoices and notes registered with the IRP, and those waiting or refused.',
  proposal: 'Prepare proposals for clients.',
  leave: 'Apply for leave and follow its approval.',
  dept: 'The department tree and who belongs where.',
  messages: 'Messages sent from the public contact form.',
  company: 'The company’s GST details, bank, invoice numbering and defaults.',
  import: 'Bring clients, sites, products and open invoices in from a spreadsheet.',
};
