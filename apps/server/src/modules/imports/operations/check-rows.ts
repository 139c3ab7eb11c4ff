import { todayInIndia } from '@aquadesk/shared/dates.ts';
import {
  checkClientRow,
  checkOpeningBalanceRow,
  checkProductRow,
  checkSiteRow,
  headerOf,
  IMPORT_MESSAGES,
  type ImportError,
  type ImportKind,
  type ImportPreviewResponse,
  type ImportValues,
  mapHeader,
  type RowCheck,
  rowValues,
} from '@aquadesk/shared/imports.ts';
import { can } from '@aquadesk/shared/permissions.ts';
import type { Queryable } from '../../../db/types.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import type { ReadRow } from '../../../platform/table-read.ts';
import {
  clientKeysTaken,
  clientsByOrganization,
  insertImportedClients,
} from '../../clients/operations/import-clients.ts';
import { TERMS_ONLY_BILLERS } from '../../clients/operations/tax-identity.ts';
import { insertOpeningBalances, invoiceNumbersTaken } from '../../invoices/operations/opening-balances.ts';
import { insertImportedProducts, productNamesTaken } from '../../products/operations/import-products.ts';
import { districtsByName, insertImportedSites } from '../../sites/operations/import-sites.ts';

/**
 * Every row of a file checked (issue 41 item 12; docs/api.md "Imports"): with its create call's schema
 * (packages/shared imports.ts), then against the other rows and the books: a duplicate within the file or of
 * what is stored is named at its column, with the row it repeats. Clean, it carries the write of all of them.
 */

/** What the import writes once every row passed, in the caller's transaction; returns what to announce after. */
export type ImportWrite = (tx: Queryable) => Promise<() => Promise<void> | void>;

export interface CheckedImport {
  preview: ImportPreviewResponse;
  write: ImportWrite | null;
}

/** Per kind: the rows' errors (by index) and, when none, the write. */
interface KindCheck {
  errors: Map<number, Record<string, string>>;
  write: ImportWrite;
}

/** What a preview shows of a cell (the table is for reading, not a copy of the file). */
const PREVIEW_CELL = 200;

/** First row each normalised key was seen in; a later one is named as its duplicate. */
class Seen {
  private readonly first = new Map<string, number>();
  /** The row `key` was first seen in, or null (and remembered as `row`'s). Blank keys are never duplicates. */
  repeat(key: string, row: number): number | null {
    if (key === '') return null;
    const before = this.first.get(key);
    if (before !== undefined) return before;
    this.first.set(key, row);
    return null;
  }
}

const setError = (errors: Record<string, string>, field: string, message: string) => {
  if (!(field in errors)) errors[field] = message;
};

const lower = (s: string | undefined) => (s ?? '').trim().toLowerCase();

async function checkClients(
  ctx: AppContext,
  db: Queryable,
  user: AuthUser,
  rows: readonly { n: number; values: ImportValues }[],
  password: string,
  passwordHash: () => Promise<string>,
): Promise<KindCheck> {
  const checks = rows.map((r) => checkClientRow(r.values, password));
  const taken = await clientKeysTaken(db, {
    organizations: rows.map((r) => r.values.organization ?? '').filter(Boolean),
    emails: rows.map((r) => r.values.email ?? '').filter(Boolean),
    gstins: checks.flatMap((c) => (c.ok && c.data.gstin ? [c.data.gstin] : [])),
  });
  const orgs = new Seen();
  const emails = new Seen();
  const gstins = new Seen();
  const errors = new Map<number, Record<string, string>>();
  rows.forEach((r, i) => {
    const check = checks[i]!;
    const e: Record<string, string> = check.ok ? {} : { ...check.errors };
    const org = lower(r.values.organization);
    const dupOrg = orgs.repeat(org, r.n);
    if (dupOrg !== null) setError(e, 'organization', IMPORT_MESSAGES.duplicateInFile('Organization', dupOrg));
    else if (taken.organizations.has(org)) setError(e, 'organization', IMPORT_MESSAGES.organizationTaken);
    const email = lower(r.values.email);
    const dupEmail = emails.repeat(email, r.n);
    if (dupEmail !== null) setError(e, 'email', IMPORT_MESSAGES.duplicateInFile('Email', dupEmail));
    else if (taken.emails.has(email)) setError(e, 'email', IMPORT_MESSAGES.emailTaken);
    if (check.ok && check.data.gstin) {
      const dupGstin = gstins.repeat(check.data.gstin, r.n);
      const holder = taken.gstins.get(check.data.gstin);
      if (dupGstin !== null) setError(e, 'gstin', IMPORT_MESSAGES.duplicateInFile('GSTIN', dupGstin));
      else if (holder !== undefined) setError(e, 'gstin', IMPORT_MESSAGES.gstinTaken(holder));
    }
    // a client's payment terms are billing's to set (docs/api.md "Clients": client.payment_terms)
    if ((r.values.payment_terms_days ?? '') !== '' && !can(user, 'client.payment_terms')) {
      setError(e, 'payment_terms_days', TERMS_ONLY_BILLERS);
    }
    if (Object.keys(e).length > 0) errors.set(i, e);
  });
  return {
    errors,
    write: async (tx) => {
      const data = checks.flatMap((c) => (c.ok ? [c.data] : []));
      const { announce } = await insertImportedClients(ctx, tx, user, data, await passwordHash());
      return announce;
    },
  };
}

async function checkSites(
  ctx: AppContext,
  db: Queryable,
  user: AuthUser,
  rows: readonly { n: number; values: ImportValues }[],
): Promise<KindCheck> {
  const [clients, districts] = await Promise.all([
    clientsByOrganization(db, rows.map((r) => r.values.organization ?? '').filter(Boolean)),
    districtsByName(db, rows.map((r) => r.values.district ?? '').filter(Boolean)),
  ]);
  const checks = rows.map((r) =>
    checkSiteRow(r.values, clients.get(lower(r.values.organization))?.id ?? null),
  );
  const errors = new Map<number, Record<string, string>>();
  rows.forEach((r, i) => {
    const check = checks[i]!;
    const e: Record<string, string> = check.ok ? {} : { ...check.errors };
    if (lower(r.values.district) !== '' && !districts.has(lower(r.values.district))) {
      setError(e, 'district', IMPORT_MESSAGES.noDistrict);
    }
    if (Object.keys(e).length > 0) errors.set(i, e);
  });
  return {
    errors,
    write: (tx) =>
      insertImportedSites(
        ctx,
        tx,
        user,
        checks.flatMap((c) =>
          c.ok
            ? [
                {
                  ...c.data,
                  clientId: c.data.orgId,
                  districtId: districts.get(c.data.district.toLowerCase())!.id,
                },
              ]
            : [],
        ),
      ),
  };
}

async function checkProducts(
  ctx: AppContext,
  db: Queryable,
  rows: readonly { n: number; values: ImportValues }[],
): Promise<KindCheck> {
  const taken = await productNamesTaken(db, rows.map((r) => (r.values.name ?? '').trim()).filter(Boolean));
  const names = new Seen();
  const checks = rows.map((r) => checkProductRow(r.values));
  const errors = new Map<number, Record<string, string>>();
  rows.forEach((r, i) => {
    const check = checks[i]!;
    const e: Record<string, string> = check.ok ? {} : { ...check.errors };
    const name = lower(r.values.name);
    const dup = names.repeat(name, r.n);
    if (dup !== null) setError(e, 'name', IMPORT_MESSAGES.duplicateInFile('Name', dup));
    else if (taken.has(name)) setError(e, 'name', IMPORT_MESSAGES.productTaken);
    if (Object.keys(e).length > 0) errors.set(i, e);
  });
  return {
    errors,
    write: (tx) =>
      insertImportedProducts(
        ctx,
        tx,
        checks.flatMap((c) => (c.ok ? [c.data] : [])),
      ),
  };
}

async function checkOpeningBalances(
  ctx: AppContext,
  db: Queryable,
  user: AuthUser,
  rows: readonly { n: number; values: ImportValues }[],
): Promise<KindCheck> {
  const [clients, taken] = await Promise.all([
    clientsByOrganization(db, rows.map((r) => r.values.organization ?? '').filter(Boolean)),
    invoiceNumbersTaken(db, rows.map((r) => (r.values.number ?? '').trim()).filter(Boolean)),
  ]);
  const today = todayInIndia();
  const numbers = new Seen();
  const checks: RowCheck<Parameters<typeof insertOpeningBalances>[3][number]>[] = [];
  const errors = new Map<number, Record<string, string>>();
  rows.forEach((r, i) => {
    const check = checkOpeningBalanceRow(r.values, today);
    const e: Record<string, string> = check.ok ? {} : { ...check.errors };
    const client = clients.get(lower(r.values.organization));
    if (!client && lower(r.values.organization) !== '') setError(e, 'organization', IMPORT_MESSAGES.noClient);
    const number = lower(r.values.number);
    const dup = numbers.repeat(number, r.n);
    if (dup !== null) setError(e, 'number', IMPORT_MESSAGES.duplicateInFile('Invoice number', dup));
    else if (taken.has(number)) setError(e, 'number', IMPORT_MESSAGES.numberTaken);
    checks.push(
      check.ok && client ? { ok: true, data: { ...check.data, client } } : { ok: false, errors: e },
    );
    if (Object.keys(e).length > 0) errors.set(i, e);
  });
  return {
    errors,
    write: (tx) =>
      insertOpeningBalances(
        ctx,
        tx,
        user,
        checks.flatMap((c) => (c.ok ? [c.data] : [])),
      ),
  };
}

/** The import's own random password for the clients it makes (never shown; each is given one by Reset). */
export interface ClientPassword {
  password: string;
  hash: () => Promise<string>;
}

/** Checks a file's rows (the header first) as `kind`, with `db` (the importing transaction, or the database). */
export async function checkRows(
  ctx: AppContext,
  db: Queryable,
  user: AuthUser,
  kind: ImportKind,
  file: readonly ReadRow[],
  password: ClientPassword,
): Promise<CheckedImport> {
  const header = mapHeader(kind, file[0]?.cells ?? []);
  const body = file.slice(1).map((r) => ({ n: r.n, values: rowValues(kind, header.columns, r.cells) }));
  const data = body.map((r) => ({
    row: r.n,
    values: Object.fromEntries(Object.entries(r.values).map(([k, v]) => [k, v.slice(0, PREVIEW_CELL)])),
  }));
  const fileErrors: ImportError[] = [...header.errors];
  if (file.length > 0 && body.length === 0)
    fileErrors.push({ row: 1, field: '', column: '', message: IMPORT_MESSAGES.empty });
  if (file.length === 0) fileErrors.push({ row: 1, field: '', column: '', message: IMPORT_MESSAGES.empty });
  if (fileErrors.length > 0) {
    return {
      preview: { kind, rows: body.length, valid: 0, clean: false, errors: fileErrors, data },
      write: null,
    };
  }
  const checked =
    kind === 'clients'
      ? await checkClients(ctx, db, user, body, password.password, password.hash)
      : kind === 'sites'
        ? await checkSites(ctx, db, user, body)
        : kind === 'products'
          ? await checkProducts(ctx, db, body)
          : await checkOpeningBalances(ctx, db, user, body);
  const errors: ImportError[] = [];
  for (const [i, fields] of [...checked.errors.entries()].sort((a, b) => a[0] - b[0])) {
    for (const [field, message] of Object.entries(fields)) {
      errors.push({ row: body[i]!.n, field, column: headerOf(kind, field), message });
    }
  }
  const clean = errors.length === 0;
  return {
    preview: { kind, rows: body.length, valid: body.length - checked.errors.size, clean, errors, data },
    write: clean ? checked.write : null,
  };
}
