import { z } from 'zod';
import { ZPageQuery } from './paging.ts';

/**
 * An e-invoice registration as the calls answer it (docs/requirements/003-e-invoice.md §11-§13, docs/api.md
 * "E-invoices"): one per invoice, credit note or debit note, made when finance or an admin asks to register
 * it, worked by a background job that survives a restart and is retried with back-off, and shown on the
 * document and in finance's queue.
 */

/**
 * - `queued`: waiting for the job (first try, or a retry after a failure that may pass: `next_attempt_at`);
 * - `running`: a job instance holds it now;
 * - `registered`: the IRP gave an IRN (printed with its signed QR);
 * - `failed`: the IRP could not be reached or answered with a server error, and the retries are spent;
 * - `rejected`: the IRP (or the checks before sending) refused the document: `error` says why, fix and retry;
 * - `cancelled`: the IRN was cancelled at the IRP (within 24 hours): the document is cancelled too.
 */
export const E_INVOICE_STATUSES = [
  'queued',
  'running',
  'registered',
  'failed',
  'rejected',
  'cancelled',
] as const;
export type EInvoiceStatus = (typeof E_INVOICE_STATUSES)[number];

export const E_INVOICE_STATUS_LABELS: Record<EInvoiceStatus, string> = {
  queued: 'Queued',
  running: 'Registering',
  registered: 'Registered',
  failed: 'Failed',
  rejected: 'Rejected',
  cancelled: 'Cancelled at IRP',
};

/** The documents the IRP takes (DocDtls.Typ INV, CRN, DBN). */
export const E_INVOICE_DOCUMENT_KINDS = ['invoice', 'credit_note', 'debit_note'] as const;
export type EInvoiceDocumentKind = (typeof E_INVOICE_DOCUMENT_KINDS)[number];

/** The IRP's cancellation reasons (CnlRsn), by code. */
export const E_INVOICE_CANCEL_REASONS = {
  '1': 'Duplicate',
  '2': 'Data entry mistake',
  '3': 'Order cancelled',
  '4': 'Others',
} as const;
export type EInvoiceCancelReason = keyof typeof E_INVOICE_CANCEL_REASONS;

/** The longest message of the IRP (or of the checks before sending) a registration keeps (e_invoices_error_ck). */
export const E_INVOICE_ERROR_MAX = 1000;

/** How long after its acknowledgement the IRP lets an IRN be cancelled. */
export const E_INVOICE_CANCEL_WINDOW_MS = 24 * 60 * 60 * 1000;

/** A document's registration, as the invoice detail, the public invoice and the queue carry it. */
export interface EInvoiceWire {
  id: number;
  status: EInvoiceStatus;
  /** 64 lowercase hex characters once registered. */
  irn: string | null;
  /** 15 digits, as text. */
  ack_no: string | null;
  /** IST, "yyyy-mm-dd hh:mm:ss", as the IRP writes it. */
  ack_date: string | null;
  /** The signed QR code's text (a JWT): the QR printed on the document encodes exactly this. */
  signed_qr: string | null;
  /** The IRP's message (or the check that failed before sending), for failed and rejected. */
  error: string | null;
  attempts: number;
  /** ISO; when a queued retry runs next. */
  next_attempt_at: string | null;
  /** ISO; until when the IRN may be cancelled at the IRP (registered only). */
  cancellable_until: string | null;
  cancelled_at: string | null;
  cancel_reason: string | null;
}

/** What the printed document and the public invoice carry of a registration: registered only (rule 48(4)). */
export interface PublicEInvoice {
  irn: string;
  ack_no: string;
  /** IST, "yyyy-mm-dd hh:mm:ss". */
  ack_date: string;
  /** The QR code's text (a JWT). */
  signed_qr: string;
}

/** One row of finance's queue (GET /api/e-invoices). */
export interface EInvoiceQueueRow extends EInvoiceWire {
  document_kind: EInvoiceDocumentKind;
  document_id: number;
  invoice_id: number;
  /** The document's number (AQ/26-27/0001, CN/26-27/0001). */
  number: string;
  client_name: string;
  updated_at: string;
}

export const ZEInvoiceQueueQuery = ZPageQuery.extend({
  status: z.enum(E_INVOICE_STATUSES, { error: 'Unknown status' }).optional(),
});
export type TEInvoiceQueueQuery = z.input<typeof ZEInvoiceQueueQuery>;

export const ZEInvoiceCancelRequest = z.object({
  reason: z.enum(['1', '2', '3', '4'], { error: 'Choose why the IRN is cancelled' }),
  remark: z
    .string()
    .trim()
    .min(1, { error: 'Say why the IRN is cancelled' })
    .max(100, { error: 'The remark is at most 100 characters' })
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
    .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), {
      error: 'The remark must not contain control characters',
    }),
});
export type TEInvoiceCancelRequest = z.input<typeof ZEInvoiceCancelRequest>;
