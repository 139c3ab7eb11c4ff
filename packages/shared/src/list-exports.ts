import { z } from 'zod';
import { todayInIndia } from './dates.ts';
import { EXPORT_FORMATS, type ExportFormat } from './registers.ts';

/**
 * A staff list as a file (issue 31 item 12; docs/api.md "Lists"): the list's own GET with
 * `?format=csv|xlsx` answers every row that matches the list's filters and search (paging is not read),
 * written as CSV (UTF-8 with BOM, formula-safe) or XLSX by the export pool, as the registers are.
 */

/** The most rows one list export holds; more is 400 at `search`. */
export const LIST_EXPORT_MAX_ROWS = 50_000;

export const LIST_EXPORT_MESSAGES = {
  format: 'Choose csv or xlsx',
  tooManyRows: `An export holds at most ${LIST_EXPORT_MAX_ROWS.toLocaleString('en-IN')} rows and this list has more: narrow the search or the filters`,
} as const;

/** What a list's query adds for an export: `format`, absent for a page. */
export const ZListExportQuery = z.object({
  format: z.enum(EXPORT_FORMATS, { error: LIST_EXPORT_MESSAGES.format }).optional(),
});

/** What each list's file is called before its date: `clients-2026-11-27.csv`. */
export const LIST_EXPORT_STEMS = {
  invoices: 'invoices',
  clients: 'clients',
  sites: 'sites',
  work: 'work-tasks',
  estimates: 'estimates',
  employees: 'employees',
  leave: 'leave',
  receivables: 'receivables',
  ready_to_invoice: 'ready-to-invoice',
  contracts: 'contracts',
  equipment: 'equipment',
  parts_to_invoice: 'parts-to-invoice',
} as const;
export type ExportedList = keyof typeof LIST_EXPORT_STEMS;

/** `clients-2026-11-27.xlsx`: the list and the IST day the file was made. */
export const listFileName = (list: ExportedList, format: ExportFormat, now: Date = new Date()) =>
  `${LIST_EXPORT_STEMS[list]}-${todayInIndia(now)}.${format}`;
