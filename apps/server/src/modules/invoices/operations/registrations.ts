import type { EInvoiceWire, PublicEInvoice } from '@aquadesk/shared/e-invoice-status.ts';
import type { Queryable } from '../../../db/types.ts';

/**
 * What invoices reads of a document's registration at the IRP (docs/requirements/003-e-invoice.md §11-§13):
 * the invoice page's e-invoice panel, the IRN and QR a document prints, and the plain cancel's check. The
 * e-invoices domain keeps the `e_invoices` table and depends on this one (it reads and cancels invoices), so
 * it hands these readers over when the modules are registered (modules/index.ts,
 * e-invoices/operations/registrations.ts) instead of invoices importing it: the two import one way.
 */
export interface RegistrationReader {
  /** What a document (an invoice, `noteId` null, or a note) prints of its registration: registered only, else null. */
  printed(db: Queryable, doc: { invoiceId: number; noteId: number | null }): Promise<PublicEInvoice | null>;
  /** The registrations of an invoice and of its notes, as the invoice page shows them. */
  ofInvoice(
    db: Queryable,
    invoiceId: number,
  ): Promise<{ invoice: EInvoiceWire | null; notes: Map<number, EInvoiceWire> }>;
  /** Refuses a plain cancel of an invoice reported to the IRP or on its way there (§12). */
  refusePlainCancel(db: Queryable, invoiceId: number): Promise<void>;
}

let reader: RegistrationReader | null = null;

/** Wired once, by modules/index.ts, with the e-invoices domain's readers. */
export function provideRegistrations(provided: RegistrationReader): void {
  reader = provided;
}

function registrations(): RegistrationReader {
  if (!reader)
    throw new Error('the e-invoice registrations are not provided (modules/index.ts registerModules)');
  return reader;
}

/** What a document prints of its registration (registered only), else null. */
export function printedRegistration(
  db: Queryable,
  doc: { invoiceId: number; noteId: number | null },
): Promise<PublicEInvoice | null> {
  return registrations().printed(db, doc);
}

/** The invoice's and its notes' registrations, for the invoice page. */
export function registrationsOfInvoice(
  db: Queryable,
  invoiceId: number,
): Promise<{ invoice: EInvoiceWire | null; notes: Map<number, EInvoiceWire> }> {
  return registrations().ofInvoice(db, invoiceId);
}

/** A 409 when the invoice's registration (or one being made) is in the way of a plain cancel (§12). */
export function refusePlainCancel(db: Queryable, invoiceId: number): Promise<void> {
  return registrations().refusePlainCancel(db, invoiceId);
}
