import { z } from 'zod';
import { ZAddClientRequest } from './clients.ts';
import { DOCUMENT_NUMBER_MAX, DOCUMENT_NUMBER_PATTERN, GST_STATES } from './gst.ts';
import { INVOICE_LIMITS, zIsoDate } from './invoices.ts';
import { issuesToErrors } from './messages.ts';
import type { Action } from './permissions.ts';
import { ZProductFields } from './products.ts';
import { ZCreateSiteRequest } from './sites.ts';
import { MESSAGES, zDecimal, zOrganization } from './validation.ts';

/**
 * Bringing the books in (issue 41 item 12; docs/api.md "Imports"; docs/decisions/0014-opening-balances.md):
 * clients, sites, products and open invoices from before AquaDesk (opening balances), one kind a file, as
 * CSV or XLSX. Every row is checked with the schema its create call uses, so a row that imports is one the
 * form would have taken; nothing is written until every row passes, then every row in one transaction.
 */

export const IMPORT_KINDS = ['clients', 'sites', 'products', 'opening_balances'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const IMPORT_KIND_LABELS: Record<ImportKind, string> = {
  clients: 'Clients',
  sites: 'Sites',
  products: 'Products',
  opening_balances: 'Opening balances',
};

/** Who may import each kind (permissions.ts). */
export const IMPORT_ACTIONS = {
  clients: 'import.clients',
  sites: 'import.sites',
  products: 'import.products',
  opening_balances: 'import.opening_balances',
} as const satisfies Record<ImportKind, Action>;

/** A file's bounds: 2 MB and 5,000 rows below its header (more is refused whole, before any row is read). */
export const IMPORT_LIMITS = {
  maxBytes: 2 * 1024 * 1024,
  maxRows: 5000,
  maxColumns: 40,
  cellChars: 5000,
} as const;

export const IMPORT_MESSAGES = {
  noFile: 'Choose a CSV or XLSX file',
  unreadable: 'This file could not be read as CSV or XLSX. Save it from the template and try again.',
  tooManyRows: `A file may hold at most ${IMPORT_LIMITS.maxRows.toLocaleString('en-IN')} rows: split it into several files`,
  tooLarge: `A file may be at most ${IMPORT_LIMITS.maxBytes / 1024 / 1024} MB`,
  empty: 'The file has no rows below its header',
  missingColumn: (header: string) => `The column "${header}" is missing from the header row`,
  unknownColumn: (header: string) => `"${header}" is not a column of this import: use the template's headers`,
  duplicateInFile: (header: string, row: number) => `The same ${header.toLowerCase()} as row ${row}`,
  organizationTaken: 'Organization already has an account',
  emailTaken: 'This e-mail belongs to an account already',
  gstinTaken: (organization: string) => `This GSTIN is already the client ${organization}'s`,
  productTaken: 'A product with this name already exists',
  noClient: 'No client has this organisation: add the client first, or earlier in this file',
  noDistrict: 'No district has this name: add it in Site → Districts first',
  numberTaken: 'An invoice with this number is in the books already',
  dateInFuture: 'An opening balance is dated on or before today',
  dateFormat: 'Enter a date as dd/mm/yyyy',
  notClean: 'Some rows are wrong: nothing was imported. Correct them and import the file again.',
} as const;

/** What an opening balance may not do (docs/decisions/0014-opening-balances.md): it is not AquaDesk's tax invoice. */
export const OPENING_BALANCE_MESSAGES = {
  noNote:
    'An opening balance is an invoice of the old books: raise its credit or debit note there, or record a payment',
  noEInvoice:
    'An opening balance is an invoice of the old books: it is not registered with the IRP from AquaDesk',
  noDocument:
    'An opening balance is an invoice of the old books: AquaDesk has no copy of it to print or send',
} as const;

export interface ImportColumn {
  /** The field of the create call (an error names it). */
  key: string;
  /** The header in the file and the preview. */
  header: string;
  required: boolean;
  /** The template's example row. */
  example: string;
  /** What the template's column says it takes, under the example. */
  hint?: string;
}

const col = (key: string, header: string, required: boolean, example: string, hint?: string): ImportColumn =>
  hint === undefined ? { key, header, required, example } : { key, header, required, example, hint };

export const IMPORT_COLUMNS: Record<ImportKind, readonly ImportColumn[]> = {
  clients: [
    col('organization', 'Organization', true, 'Green Valley Resorts'),
    col('name', 'Contact name', true, 'ANIL KUMAR'),
    col('email', 'Email', true, 'accounts@greenvalley.example'),
    col('phone_number', 'Phone number', true, '9847012345'),
    col('gstin', 'GSTIN', false, '32AAACG1234F1ZD'),
    col('state_code', 'State', false, 'Kerala', 'state name or its GST code'),
    col('billing_address', 'Billing address', false, 'Kuttanad Road, Alappuzha 688001'),
    col('payment_terms_days', 'Payment terms (days)', false, '30'),
  ],
  sites: [
    col('organization', 'Organization', true, 'Green Valley Resorts'),
    col('site_name', 'Site name', true, 'STP BLOCK A'),
    col('name', 'Contact name', true, 'ANIL KUMAR'),
    col('phone_number', 'Phone number', true, '9847012345'),
    col('file_id', 'File id', true, 'GV-001'),
    col('address_line_1', 'Address line 1', true, 'KUTTANAD ROAD'),
    col('address_line_2', 'Address line 2', true, 'NEAR BOAT JETTY'),
    col('city', 'City', true, 'ALAPPUZHA'),
    col('district', 'District', true, 'ALAPPUZHA'),
    col('state', 'State', true, 'KERALA'),
    col('pincode', 'Pincode', true, '688001'),
  ],
  products: [
    col('name', 'Name', true, 'Sand filter 500 LPH'),
    col('description', 'Description', true, 'Pressure sand filter, FRP vessel'),
    col('categories', 'Category', true, 'Filters'),
    col('price', 'Price', true, '18500.00', 'rupees'),
    col('stock', 'Stock', true, '4'),
    col('hsn', 'HSN/SAC', false, '842121'),
    col('unit', 'Unit', false, 'NOS', 'GST unit code; blank: NOS'),
    col('gst_rate', 'GST rate', false, '18', 'percent; blank: 18'),
  ],
  opening_balances: [
    col('organization', 'Organization', true, 'Green Valley Resorts'),
    col('number', 'Invoice number', true, 'OLD/24-25/117'),
    col('date', 'Invoice date', true, '15/02/2025', 'dd/mm/yyyy'),
    col('amount_due', 'Amount due', true, '42480.00', 'rupees still owed'),
  ],
};

/** A file's cells, read as text: the header row and the rows below it. */
export type ImportValues = Record<string, string>;

/** One wrong cell (or a whole-file problem at row 1) as the preview names it. */
export interface ImportError {
  /** The file's row number as a spreadsheet shows it (the header is row 1). */
  row: number;
  /** The column's key ('' for the file as a whole). */
  field: string;
  /** The column's header as in the file. */
  column: string;
  message: string;
}

export interface ImportPreviewRow {
  row: number;
  values: ImportValues;
}

/** POST /api/imports/{kind}/preview and a refused import: every row and every error. */
export interface ImportPreviewResponse {
  kind: ImportKind;
  /** Rows below the header (blank rows skipped). */
  rows: number;
  /** Rows with no error. */
  valid: number;
  /** Nothing is wrong: the import may run. */
  clean: boolean;
  errors: ImportError[];
  /** The rows as read, for the preview table (its cells bounded). */
  data: ImportPreviewRow[];
}

/** POST /api/imports/{kind}: what was written. */
export interface ImportResultResponse {
  kind: ImportKind;
  imported: number;
}

// ——— reading the header ———

const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * Which column of the file holds each field: a header matches a column's header or its key, in any case.
 * Every required column must be there; a column the import does not know is named (a typo loses data).
 */
export function mapHeader(
  kind: ImportKind,
  header: readonly string[],
): { columns: Map<string, number>; errors: ImportError[] } {
  const columns = new Map<string, number>();
  const errors: ImportError[] = [];
  const known = IMPORT_COLUMNS[kind];
  header.forEach((h, i) => {
    if (h.trim() === '') return;
    const c = known.find((k) => norm(k.header) === norm(h) || norm(k.key) === norm(h));
    if (!c)
      errors.push({
        row: 1,
        field: '',
        column: h.slice(0, 60),
        message: IMPORT_MESSAGES.unknownColumn(h.slice(0, 60)),
      });
    else if (!columns.has(c.key)) columns.set(c.key, i);
  });
  for (const c of known) {
    if (c.required && !columns.has(c.key))
      errors.push({
        row: 1,
        field: c.key,
        column: c.header,
        message: IMPORT_MESSAGES.missingColumn(c.header),
      });
  }
  return { columns, errors };
}

/** A row's values by field ('' where the column is absent or the cell blank). */
export function rowValues(
  kind: ImportKind,
  columns: Map<string, number>,
  cells: readonly string[],
): ImportValues {
  const values: ImportValues = {};
  for (const c of IMPORT_COLUMNS[kind]) {
    const i = columns.get(c.key);
    values[c.key] = i === undefined ? '' : (cells[i] ?? '').trim();
  }
  return values;
}

// ——— one row against its create call's schema ———

/** A state typed as its GST code ("32", "7"), its name ("Kerala") or as the app labels it ("Kerala (32)"). */
export function stateCodeOf(typed: string): string {
  const t = typed.trim();
  if (t === '') return '';
  if (/^\d{1,2}$/.test(t)) return t.padStart(2, '0');
  const labelled = /\((\d{2})\)\s*$/.exec(t);
  if (labelled) return labelled[1]!;
  return GST_STATES.find((s) => norm(s.name) === norm(t))?.code ?? t;
}

/** dd/mm/yyyy (or d/m/yyyy, with - or .) as YYYY-MM-DD; YYYY-MM-DD as it is; anything else unchanged. */
export function isoDateOf(typed: string): string {
  const t = typed.trim();
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t);
  return m ? `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}` : t;
}

/** An open invoice from before AquaDesk, as a row of the opening-balances file. */
export const ZOpeningBalanceRow = z.object({
  organization: zOrganization,
  number: z
    .string({ error: 'Enter the invoice number' })
    .trim()
    .min(1, { error: 'Enter the invoice number' })
    .max(DOCUMENT_NUMBER_MAX, { error: `An invoice number is at most ${DOCUMENT_NUMBER_MAX} characters` })
    .regex(DOCUMENT_NUMBER_PATTERN, { error: 'An invoice number has letters, digits, / and - only' }),
  date: z.string().transform(isoDateOf).pipe(zIsoDate),
  amount_due: zDecimal({
    places: 2,
    max: INVOICE_LIMITS.total,
    positive: true,
    messages: { positive: 'Enter the amount still owed, above 0' },
  }),
});
export type OpeningBalanceRow = z.output<typeof ZOpeningBalanceRow>;

export type ClientImport = z.output<typeof ZAddClientRequest>;
export type SiteImport = z.output<typeof ZCreateSiteRequest>;
export type ProductImport = z.output<typeof ZProductFields>;

export type RowCheck<T> = { ok: true; data: T } | { ok: false; errors: Record<string, string> };

function check<T>(result: z.ZodSafeParseResult<T>, rename: Record<string, string> = {}): RowCheck<T> {
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(issuesToErrors(result.error.issues))) {
    const field = rename[key] ?? key.split('.')[0]!;
    if (!(field in errors)) errors[field] = message;
  }
  return { ok: false, errors };
}

const blankIsAbsent = (v: string | undefined) => (v === undefined || v === '' ? undefined : v);

/**
 * A client's row through POST /create-user's schema (ZAddClientRequest). The account's password is the
 * import's own (`password`: random, never shown; the client is given one with Reset password).
 */
export function checkClientRow(v: ImportValues, password: string): RowCheck<ClientImport> {
  return check(
    ZAddClientRequest.safeParse({
      organization: v.organization ?? '',
      name: v.name ?? '',
      email: v.email ?? '',
      phone_number: v.phone_number ?? '',
      password,
      cPassword: password,
      gstin: v.gstin ?? '',
      state_code: stateCodeOf(v.state_code ?? ''),
      billing_address: v.billing_address ?? '',
      payment_terms_days: blankIsAbsent(v.payment_terms_days),
    }),
  );
}

/** A site's row through POST /create-site's schema; `orgId` is its organisation's client (null: none found). */
export function checkSiteRow(v: ImportValues, orgId: number | null): RowCheck<SiteImport> {
  const result = check(
    ZCreateSiteRequest.safeParse({
      name: v.name ?? '',
      orgId: orgId ?? 0,
      phone_number: v.phone_number ?? '',
      file_id: v.file_id ?? '',
      site_name: v.site_name ?? '',
      address_line_1: v.address_line_1 ?? '',
      address_line_2: v.address_line_2 ?? '',
      city: v.city ?? '',
      district: v.district ?? '',
      state: v.state ?? '',
      pincode: v.pincode ?? '',
    }),
    { orgId: 'organization' },
  );
  // the create call's file id is required of staff (sites.ts checkSiteFields)
  const errors = result.ok ? {} : { ...result.errors };
  if (!errors.file_id && (v.file_id ?? '').trim() === '') errors.file_id = MESSAGES.required;
  if (orgId === null && (v.organization ?? '').trim() !== '') errors.organization = IMPORT_MESSAGES.noClient;
  else if (orgId === null) errors.organization = MESSAGES.required;
  return Object.keys(errors).length === 0 && result.ok ? result : { ok: false, errors };
}

/** A product's row through POST /add-product's schema: not for sale nor proposals; its image added later. */
export function checkProductRow(v: ImportValues): RowCheck<ProductImport> {
  return check(
    ZProductFields.safeParse({
      name: v.name ?? '',
      description: v.description ?? '',
      categories: v.categories ?? '',
      price: v.price ?? '',
      stock: v.stock ?? '',
      is_sellable: 'false',
      is_proposal: 'false',
      hsn: v.hsn ?? '',
      unit: blankIsAbsent(v.unit?.toUpperCase()),
      gst_rate: blankIsAbsent(v.gst_rate?.replace(/%$/, '').trim()),
    }),
  );
}

/** An opening balance's row, dated on or before `today` (IST, YYYY-MM-DD). */
export function checkOpeningBalanceRow(v: ImportValues, today: string): RowCheck<OpeningBalanceRow> {
  const result = check(ZOpeningBalanceRow.safeParse(v));
  if (result.ok && result.data.date > today)
    return { ok: false, errors: { date: IMPORT_MESSAGES.dateInFuture } };
  return result;
}

/** The header a field's error is shown under. */
export function headerOf(kind: ImportKind, field: string): string {
  return IMPORT_COLUMNS[kind].find((c) => c.key === field)?.header ?? field;
}
