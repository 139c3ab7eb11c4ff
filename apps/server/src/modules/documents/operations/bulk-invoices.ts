import { BULK_MAX, type BulkResponse } from '@aquadesk/shared/bulk.ts';
import { OPENING_BALANCE_MESSAGES } from '@aquadesk/shared/imports.ts';
import JSZip from 'jszip';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { AppError } from '../../../platform/errors.ts';
import { type BulkInvoice, eachInvoice, invoicesOf } from '../../invoices/operations/bulk.ts';
import { invoiceClientEmail } from './invoice-document.ts';
import { invoicePdf } from './invoice-pdf.ts';
import { sendDocument } from './send-document.ts';
import { invoiceSource } from './send-sources.ts';

/** Why a selected invoice is not mailed, besides the single send's own refusals. */
export const BULK_SEND_MESSAGES = {
  draft: 'A draft is not sent: issue it first',
  noEmail: 'The client has no e-mail address',
} as const;

/**
 * POST /api/invoices/bulk/send (issue 41 item 13): "Send to client" of each invoice to its client's address,
 * as the single send with an empty subject and message (the invoice's title and facts, its PDF and pay link):
 * every mail is checked and counted as the sender's staff mail, so the rate limit stops a run part way (the
 * rest say so). A draft and a client without an address are skipped.
 */
export function sendMany(
  ctx: AppContext,
  user: AuthUser,
  ids: readonly number[],
  log?: (id: number, error: unknown) => void,
): Promise<BulkResponse> {
  // once the sender's hourly allowance is spent, the rest are skipped with its words, unrendered
  let spent: AppError | null = null;
  return eachInvoice(
    ctx,
    ids,
    async (row) => {
      if (spent) throw spent;
      if (row.status === 'draft') throw new AppError(409, BULK_SEND_MESSAGES.draft);
      const email = await invoiceClientEmail(ctx, row.id);
      if (!email) throw new AppError(409, BULK_SEND_MESSAGES.noEmail);
      try {
        await sendDocument(
          ctx,
          user,
          'invoice',
          { id: row.id, to: [email], cc: [], subject: '', message: '' },
          () => invoiceSource(ctx, row.id),
        );
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 429) spent = error;
        throw error;
      }
    },
    log,
  );
}

/** The whole ZIP may take this long (each PDF has the render pool's own deadline too): past it, 504. */
export const BULK_PDF_DEADLINE_MS = 60_000;
/** PDFs rendered at a time for one ZIP: the pool's other workers stay free for single PDFs. */
const ZIP_RENDERS_AT_ONCE = 2;

export const BULK_PDF_MESSAGES = {
  deadline: `The PDFs took longer than ${BULK_PDF_DEADLINE_MS / 1000} seconds. Please choose fewer invoices.`,
  noneFound: 'None of these invoices was found',
} as const;

/** A name the ZIP's entry is saved under: the invoice's number (a "/" becomes "-"), or its draft's id. */
export function zipEntryName(row: Pick<BulkInvoice, 'id' | 'number'>): string {
  if (!row.number) return `draft-invoice-${row.id}.pdf`;
  const safe = row.number.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[.-]+/, '');
  return `invoice-${safe || row.id}.pdf`;
}

/**
 * GET /api/invoices/bulk/pdfs?ids=…: the selected invoices' PDFs (the original copy, as each invoice's PDF
 * prints it) in one ZIP, rendered on the render pool two at a time under one deadline for the whole file;
 * stored, not deflated (a PDF is compressed already, so the ZIP costs the main thread only its checksums).
 * Ids that are no invoice, and opening balances (no PDF of theirs), are left out and named in `skipped`.
 */
export async function invoicePdfZip(
  ctx: AppContext,
  ids: readonly number[],
  opts: { deadlineMs?: number } = {},
): Promise<{ zip: Buffer; count: number; skipped: number[] }> {
  if (ids.length > BULK_MAX) throw new AppError(400, `Choose at most ${BULK_MAX} invoices`);
  const deadline = Date.now() + (opts.deadlineMs ?? BULK_PDF_DEADLINE_MS);
  const found = await invoicesOf(ctx, ids);
  // an opening balance has no PDF (docs/decisions/0014): left out and named as skipped, as a missing id
  const rows = found.rows.filter((r) => r.kind !== 'opening_balance');
  const skipped = [
    ...found.missing,
    ...found.rows.filter((r) => r.kind === 'opening_balance').map((r) => r.id),
  ];
  if (found.rows.length === 0) throw new AppError(404, BULK_PDF_MESSAGES.noneFound);
  if (rows.length === 0) throw new AppError(409, OPENING_BALANCE_MESSAGES.noDocument);
  const pdfs: Buffer[] = new Array(rows.length);
  let next = 0;
  const worker = async () => {
    while (next < rows.length) {
      const at = next++;
      if (Date.now() > deadline) throw new AppError(504, BULK_PDF_MESSAGES.deadline);
      pdfs[at] = (await invoicePdf(ctx, rows[at]!.id, 'original')).pdf;
    }
  };
  await Promise.all(Array.from({ length: Math.min(ZIP_RENDERS_AT_ONCE, rows.length) }, worker));
  if (Date.now() > deadline) throw new AppError(504, BULK_PDF_MESSAGES.deadline);
  const zip = new JSZip();
  const used = new Set<string>();
  rows.forEach((row, i) => {
    let name = zipEntryName(row);
    if (used.has(name)) name = name.replace(/\.pdf$/, `-${row.id}.pdf`);
    used.add(name);
    zip.file(name, pdfs[i]!, { date: row.issuedAt ?? row.createdAt });
  });
  const body = await zip.generateAsync({ type: 'nodebuffer', compression: 'STORE' });
  return { zip: body, count: rows.length, skipped };
}
