import { istDay as dayInIndia } from '@aquadesk/shared/dates.ts';
import {
  type ExportedList,
  LIST_EXPORT_MAX_ROWS,
  LIST_EXPORT_MESSAGES,
  listFileName,
  ZListExportQuery,
} from '@aquadesk/shared/list-exports.ts';
import type { Action } from '@aquadesk/shared/permissions.ts';
import type { ExportFormat } from '@aquadesk/shared/registers.ts';
import type { z } from 'zod';
import type { AuthUser } from './auth-user.ts';
import { actor } from './authorize.ts';
import type { App, AppContext } from './context.ts';
import { fieldError } from './errors.ts';
import { type FileToSend, sendFile } from './send-file.ts';
import { EXPORT_CONTENT_TYPES } from './table-export.ts';
import type { Cell, TableColumn, TableFile } from './table-file.ts';

/**
 * A staff list as a file (docs/api.md "Lists"): the list's operation reads every matching row with its own
 * query (`LIST_EXPORT_READ`: limit `LIST_EXPORT_MAX_ROWS`, no cursor) and hands the rows to `exportList`
 * with the list's column table (`ListTable`: each column's header, kind, width and how its cell is read from
 * a row), which checks the read was whole, builds the table (platform/table-file.ts) and has the export
 * pool write it.
 */

export interface ListFile extends FileToSend {
  body: Buffer;
}

/** The limit an export reads a list with: every row up to the bound. */
export const LIST_EXPORT_READ = { limit: LIST_EXPORT_MAX_ROWS, cursor: undefined } as const;

/**
 * A date cell of a list: a `YYYY-MM-DD` day as it is, an ISO time as its IST day (shared dates.ts `istDay`,
 * which reads a bare day as that day); null stays empty.
 */
export function istDay(value: string | null): string | null {
  return value === null ? null : dayInIndia(value);
}

/** A column of a list's file: its header, kind and width, and its cell read from a row (a date: its IST day). */
export interface ListColumn<R> extends TableColumn {
  cell: (row: R) => Cell;
}

/** A person's name (a client's contact, an employee), as every list of people writes it. */
export const NAME_COLUMN: ListColumn<{ name: string }> = {
  header: 'Name',
  kind: 'text',
  width: 24,
  cell: (r) => r.name,
};

/** A phone number (a client's, a site's, an employee's), as every list that shows one writes it. */
export const PHONE_COLUMN: ListColumn<{ phone_number: string | null }> = {
  header: 'Phone',
  kind: 'text',
  width: 16,
  cell: (r) => r.phone_number,
};

/** A list's file: which list it is (its name), its sheet and its columns in order. */
export interface ListTable<R> {
  list: ExportedList;
  sheet: string;
  columns: readonly ListColumn<R>[];
}

/**
 * The rows as a table of `columns` (the columns as the export pool takes them: no functions); `totals`, rows
 * of sums read by the same columns (XLSX writes them under the data, CSV leaves them out).
 */
export function tableOf<R>(
  sheet: string,
  columns: readonly ListColumn<R>[],
  rows: readonly R[],
  totals?: readonly R[],
): TableFile {
  const cells = (row: R) => columns.map((column) => column.cell(row));
  return {
    sheet,
    columns: columns.map(({ cell: _, ...column }) => column),
    rows: rows.map(cells),
    ...(totals && { totals: totals.map(cells) }),
  };
}

/** A read that left rows behind (a next page) is 400 at `search`: the caller narrows the list. */
export function wholeList(nextCursor: string | null): void {
  if (nextCursor !== null) throw fieldError('search', LIST_EXPORT_MESSAGES.tooManyRows);
}

/**
 * The rows a list's export read (`next_cursor`: what the read left behind, which is 400), as its file. `data`
 * may hold fewer rows than were read, as the list shows them (the employees' list leaves out the caller);
 * `totals` are rows of sums under them (the receivables').
 */
export async function exportList<R>(
  ctx: AppContext,
  format: ExportFormat,
  table: ListTable<R>,
  read: { data: readonly R[]; next_cursor: string | null; totals?: readonly R[] },
): Promise<ListFile> {
  wholeList(read.next_cursor);
  return listFile(ctx, table.list, format, tableOf(table.sheet, table.columns, read.data, read.totals));
}

/** The table written as `format` on the export pool (a full pool is 503, a slow file 504). */
export async function listFile(
  ctx: AppContext,
  list: ExportedList,
  format: ExportFormat,
  table: TableFile,
): Promise<ListFile> {
  return {
    body: await ctx.exports.write(format, table),
    fileName: listFileName(list, format),
    contentType: EXPORT_CONTENT_TYPES[format],
  };
}

/**
 * A staff list's GET (docs/api.md "Lists"): its query with `?format=csv|xlsx` beside it; without a format
 * it answers its page, with one every row the filters match as a file (`file`, through exportList), sent as
 * a download.
 */
export function listRoute<Q extends z.ZodObject>(
  app: App,
  path: string,
  route: { action: Action; query: Q },
  page: (user: AuthUser, query: z.output<Q>) => Promise<unknown>,
  file: (user: AuthUser, query: z.output<Q>, format: ExportFormat) => Promise<ListFile>,
): void {
  app.get(
    path,
    { config: { action: route.action }, schema: { querystring: route.query.extend(ZListExportQuery.shape) } },
    async (request, reply) => {
      // the schema checked the query; the type provider cannot name its type for a schema not yet known
      const { format, ...rest } = request.query as { format?: ExportFormat | undefined };
      const [user, query] = [actor(request), rest as z.output<Q>];
      return format ? sendFile(reply, await file(user, query, format)) : page(user, query);
    },
  );
}
