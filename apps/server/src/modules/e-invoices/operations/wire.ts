import { istMoment } from '@aquadesk/shared/dates.ts';
import {
  E_INVOICE_CANCEL_WINDOW_MS,
  type EInvoiceDocumentKind,
  type EInvoiceQueueRow,
  type EInvoiceStatus,
  type EInvoiceWire,
  type PublicEInvoice,
} from '@aquadesk/shared/e-invoice-status.ts';
import type { EInvoiceRow } from '../repository.ts';

/** The moment of an AckDt (IST, "yyyy-mm-dd hh:mm:ss"), or null when it is not one. */
export function ackMoment(ackDate: string | null): Date | null {
  if (!ackDate || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(ackDate)) return null;
  const at = istMoment(ackDate);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** Until when the IRP lets the IRN be cancelled: 24 hours after its acknowledgement (spec 003 §12). */
export function cancellableUntil(row: Pick<EInvoiceRow, 'status' | 'ackDate'>): Date | null {
  if (row.status !== 'registered') return null;
  const at = ackMoment(row.ackDate);
  return at ? new Date(at.getTime() + E_INVOICE_CANCEL_WINDOW_MS) : null;
}

/** A registration as the calls answer it (packages/shared e-invoice-status.ts). */
export function eInvoiceWireOf(row: EInvoiceRow): EInvoiceWire {
  const status = row.status as EInvoiceStatus;
  return {
    id: row.id,
    status,
    irn: row.irn,
    ack_no: row.ackNo,
    ack_date: row.ackDate,
    signed_qr: row.signedQr,
    error: status === 'failed' || status === 'rejected' || status === 'queued' ? row.error : null,
    attempts: row.attempts,
    next_attempt_at: status === 'queued' ? row.nextAttemptAt.toISOString() : null,
    cancellable_until: cancellableUntil(row)?.toISOString() ?? null,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    cancel_reason: row.cancelRemark,
  };
}

/** The queue's row of a registration. */
export function queueRowOf(row: EInvoiceRow, number: string, clientName: string): EInvoiceQueueRow {
  return {
    ...eInvoiceWireOf(row),
    document_kind: row.documentKind as EInvoiceDocumentKind,
    document_id: row.noteId ?? row.invoiceId,
    invoice_id: row.invoiceId,
    number,
    client_name: clientName,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What a document prints of its registration: a registered one's IRN, acknowledgement and QR, else null. */
export function publicEInvoiceOf(row: EInvoiceRow | undefined): PublicEInvoice | null {
  if (row?.status !== 'registered' || !row.irn || !row.ackNo || !row.ackDate || !row.signedQr) return null;
  return { irn: row.irn, ack_no: row.ackNo, ack_date: row.ackDate, signed_qr: row.signedQr };
}
