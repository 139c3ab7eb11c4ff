import { PAGE_SIZE } from '@aquadesk/shared/paging.ts';
import {
  type ExportFormat,
  type InvoiceRegisterResponse,
  type NoteRegisterResponse,
  type PaymentRegisterResponse,
  REGISTER_EXPORT_MAX_ROWS,
  REGISTER_MESSAGES,
  type RegisterKind,
  registerFileName,
  type TRegisterQuery,
} from '@aquadesk/shared/registers.ts';
import type { Queryable } from '../../../db/types.ts';
import type { AppContext } from '../../../platform/context.ts';
import { fieldError } from '../../../platform/errors.ts';
import type { FileToSend } from '../../../platform/send-file.ts';
import { EXPORT_CONTENT_TYPES } from '../../../platform/table-export.ts';
import type { TableFile } from '../../../platform/table-file.ts';
import * as repo from '../repository.ts';
import { invoiceRegisterTable, noteRegisterTable, paymentRegisterTable } from './register-tables.ts';

/**
 * The GST registers (issue 30 item 10; docs/requirements/002-gst.md §10, docs/api.md "Registers"): a page of
 * a register with the totals of the whole period, or the whole period as a CSV or XLSX file made on the
 * export pool. The query's schema has bounded the period (from ≤ to, at most 366 days).
 */

type Answer<K extends RegisterKind> = K extends 'invoices'
  ? InvoiceRegisterResponse
  : K extends 'notes'
    ? NoteRegisterResponse
    : PaymentRegisterResponse;

interface RegisterOf<R, T> {
  read: (db: AppContext['db'], slice: repo.RegisterSlice) => Promise<repo.RegisterPageOf<R, T>>;
  table: (register: { from: string; to: string; data: R[]; totals: T }) => TableFile;
}

const REGISTERS = {
  invoices: { read: repo.invoiceRegister, table: invoiceRegisterTable },
  notes: { read: repo.noteRegister, table: noteRegisterTable },
  payments: { read: repo.paymentRegister, table: paymentRegisterTable },
} as const;

async function readRegister<K extends RegisterKind>(
  ctx: AppContext,
  kind: K,
  query: TRegisterQuery,
  limit: number,
  cursor: string | undefined,
): Promise<Answer<K>> {
  const register = REGISTERS[kind] as unknown as RegisterOf<Answer<K>['data'][number], Answer<K>['totals']>;
  const page = await register.read(ctx.db, {
    period: { from: query.from, to: query.to },
    search: query.search || undefined,
    cursor,
    limit,
  });
  return {
    data: page.rows,
    totals: page.totals,
    total: page.total,
    next_cursor: page.next_cursor,
    from: query.from,
    to: query.to,
  } as Answer<K>;
}

/** GET /api/registers/{kind}: a page of the register (oldest first) and the totals of every row that matches. */
export function registerPage<K extends RegisterKind>(
  ctx: AppContext,
  kind: K,
  query: TRegisterQuery,
): Promise<Answer<K>> {
  return readRegister(ctx, kind, query, query.limit ?? PAGE_SIZE, query.cursor);
}

/**
 * GET /api/registers/{kind}?format=csv|xlsx: every row of the period that matches the search (paging is not
 * read), at most 50,000 (more is 400 at `to`), written on the export pool (a full pool is 503).
 */
export async function exportRegister(
  ctx: AppContext,
  kind: RegisterKind,
  query: TRegisterQuery,
  format: ExportFormat,
): Promise<FileToSend> {
  const whole = await readRegister(ctx, kind, query, REGISTER_EXPORT_MAX_ROWS, undefined);
  if (whole.next_cursor !== null) throw fieldError('to', REGISTER_MESSAGES.tooManyRows);
  const register = REGISTERS[kind] as unknown as RegisterOf<unknown, unknown>;
  return {
    body: await ctx.exports.write(format, register.table(whole)),
    fileName: registerFileName(kind, query.from, query.to, format),
    contentType: EXPORT_CONTENT_TYPES[format],
  };
}

/**
 * The totals of the invoice and note registers over a period, read in the caller's transaction: GSTR-1
 * reconciles its return against them in one snapshot (spec 004 §6).
 */
export async function registerTotals(db: Queryable, period: repo.RegisterSlice['period']) {
  // a page of one row: the totals are of the whole period
  const invoiceBook = await repo.invoiceRegister(db, { period, limit: 1 });
  const noteBook = await repo.noteRegister(db, { period, limit: 1 });
  return { invoices: invoiceBook.totals, notes: noteBook.totals };
}
