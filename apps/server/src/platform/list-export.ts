import { todayInIndia } from '@aquadesk/shared/format.ts';
import {
  type ExportedList,
  LIST_EXPORT_MAX_ROWS,
  LIST_EXPORT_MESSAGES,
  listFileName,
} from '@aquadesk/shared/list-exports.ts';
import type { ExportFormat } from '@aquadesk/shared/registers.ts';
import type { FastifyReply } from 'fastify';
import type { AppContext } from './context.ts';
import { fieldError } from './errors.ts';
import { type FileToSend, sendFile } from './send-file.ts';
import { EXPORT_CONTENT_TYPES } from './table-export.ts';
import type { TableFile } from './table-file.ts';

/**
 * A staff list as a file (docs/api.md "Lists"): the list's operation reads every matching row with its own
 * repository query (limit `LIST_EXPORT_MAX_ROWS`, no cursor), checks the read was whole with
 * `wholeList`, builds a table (platform/table-file.ts), and the export pool writes it.
 */

export interface ListFile extends FileToSend {
  body: Buffer;
}

/** The limit an export reads a list with: every row up to the bound. */
export const LIST_EXPORT_READ = { limit: LIST_EXPORT_MAX_ROWS, cursor: undefined } as const;

/** A date cell of a list: a `YYYY-MM-DD` day as it is, an ISO time as its IST day; null stays empty. */
export function istDay(value: string | null): string | null {
  if (value === null) return null;
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : todayInIndia(new Date(value));
}

/** A read that left rows behind (a next page) is 400 at `search`: the caller narrows the list. */
export function wholeList(nextCursor: string | null): void {
  if (nextCursor !== null) throw fieldError('search', LIST_EXPORT_MESSAGES.tooManyRows);
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

/** Sends a list's file as a download that no cache keeps. */
export const sendListFile = (reply: FastifyReply, file: ListFile): FastifyReply => sendFile(reply, file);
