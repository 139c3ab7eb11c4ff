import type { EInvoiceStatus } from '@aquadesk/shared/e-invoice-status.ts';
import type { Queryable } from '../../../db/types.ts';
import * as eRepo from '../repository.ts';

/**
 * What the invoices domain reads of a document's registration at the IRP (docs/requirements/003-e-invoice.md
 * §11-§13): the invoice page's e-invoice panel, the public invoice's IRN and QR, and the plain cancel's check.
 * They take the database or a transaction, so a caller reads them in its own.
 */

/** The registration of an invoice (`noteId` null) or of a note, if it has one. */
export function registrationOf(
  db: Queryable,
  doc: { invoiceId: number; noteId: number | null },
): Promise<eRepo.EInvoiceRow | undefined> {
  return eRepo.registrationOf(db, doc);
}

/** The registrations of an invoice and of its notes: the invoice's and each note's by id. */
export function registrationsOfInvoice(
  db: Queryable,
  invoiceId: number,
): Promise<{ invoice: eRepo.EInvoiceRow | undefined; notes: Map<number, eRepo.EInvoiceRow> }> {
  return eRepo.registrationsOfInvoice(db, invoiceId);
}

/** Is the invoice's registration (or one being made) in the way of a plain cancel (§12)? */
export function invoiceRegistrationStatus(
  db: Queryable,
  invoiceId: number,
): Promise<EInvoiceStatus | undefined> {
  return eRepo.invoiceRegistrationStatus(db, invoiceId);
}
