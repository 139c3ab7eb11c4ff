import { randomBytes } from 'node:crypto';
import {
  IMPORT_COLUMNS,
  IMPORT_KIND_LABELS,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  type ImportKind,
  type ImportPreviewResponse,
  type ImportResultResponse,
} from '@aquadesk/shared/imports.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { AppError } from '../../../platform/errors.ts';
import { hashPassword } from '../../../platform/passwords.ts';
import type { ReadRow } from '../../../platform/table-read.ts';
import { type CheckedImport, type ClientPassword, checkRows } from './check-rows.ts';

/**
 * Bringing the books in (issue 41 item 12; docs/api.md "Imports"): a file read on the export pool's thread,
 * every row checked (check-rows.ts), a preview; the import checks the same file again inside its transaction
 * and writes every row or none.
 */

/** The file's rows, or 400 at `file` (unreadable, too many rows). */
async function readFile(ctx: AppContext, bytes: Buffer | undefined): Promise<ReadRow[]> {
  if (!bytes || bytes.length === 0)
    throw new AppError(400, IMPORT_MESSAGES.noFile, { file: IMPORT_MESSAGES.noFile });
  const read = await ctx.exports.read(bytes, IMPORT_LIMITS.maxRows);
  if (!read.ok) {
    const message =
      read.reason === 'too_many_rows' ? IMPORT_MESSAGES.tooManyRows : IMPORT_MESSAGES.unreadable;
    throw new AppError(400, message, { file: message });
  }
  return read.rows;
}

/**
 * A random password for the clients an import makes, meeting the password rule (never shown to anyone: each
 * client is given theirs by Reset password); hashed once, outside the transaction, and only when written.
 */
function importPassword(): ClientPassword {
  const password = `Aa1@${randomBytes(24).toString('base64url').replace(/[-_]/g, 'x')}`;
  let hashed: Promise<string> | null = null;
  return { password, hash: () => (hashed ??= hashPassword(password)) };
}

/** POST /api/imports/{kind}/preview: every row checked; nothing is written. */
export async function previewImport(
  ctx: AppContext,
  user: AuthUser,
  kind: ImportKind,
  bytes: Buffer | undefined,
): Promise<ImportPreviewResponse> {
  const rows = await readFile(ctx, bytes);
  return (await checkRows(ctx, ctx.db, user, kind, rows, importPassword())).preview;
}

/**
 * POST /api/imports/{kind}: the file checked again in one transaction and, when every row passes, every row
 * written in it (all or nothing). A file with any wrong row writes nothing and answers its preview.
 */
export async function runImport(
  ctx: AppContext,
  user: AuthUser,
  kind: ImportKind,
  bytes: Buffer | undefined,
): Promise<{ ok: true; result: ImportResultResponse } | { ok: false; preview: ImportPreviewResponse }> {
  const rows = await readFile(ctx, bytes);
  const password = importPassword();
  // argon2 runs before the transaction opens (a transaction never waits on a hash, issue 10)
  if (kind === 'clients') await password.hash();
  const outcome = await ctx.db.transaction(async (tx) => {
    const checked: CheckedImport = await checkRows(ctx, tx, user, kind, rows, password);
    if (!checked.write) return { checked, announce: null };
    return { checked, announce: await checked.write(tx) };
  });
  if (!outcome.announce) return { ok: false, preview: outcome.checked.preview };
  await outcome.announce();
  return { ok: true, result: { kind, imported: outcome.checked.preview.rows } };
}

/** GET /api/imports/{kind}/template: an XLSX of the kind's headers and one example row. */
export async function importTemplate(
  ctx: AppContext,
  kind: ImportKind,
): Promise<{ body: Buffer; fileName: string }> {
  const columns = IMPORT_COLUMNS[kind];
  const body = await ctx.exports.write('xlsx', {
    sheet: IMPORT_KIND_LABELS[kind],
    columns: columns.map((c) => ({
      header: c.header,
      kind: 'text',
      width: Math.max(14, c.header.length + 4, c.example.length + 2),
    })),
    rows: [columns.map((c) => c.example)],
  });
  return { body, fileName: `aquadesk-${kind.replace('_', '-')}-template.xlsx` };
}
