import type { EInvoiceWire } from '@aquadesk/shared/e-invoice-status.ts';
import { conflict } from '../../../platform/errors.ts';
import type { RegistrationReader } from '../../invoices/operations/registrations.ts';
import * as eRepo from '../repository.ts';
import { E_INVOICE_MESSAGES } from './document.ts';
import { eInvoiceWireOf, publicEInvoiceOf } from './wire.ts';

/**
 * What the invoices domain reads of a document's registration at the IRP (docs/requirements/003-e-invoice.md
 * §11-§13): the invoice page's e-invoice panel, the public invoice's IRN and QR, and the plain cancel's check.
 * Invoices declares what it needs (invoices/operations/registrations.ts) and modules/index.ts hands it these,
 * so invoices never imports this domain. They take the database or a transaction, so a caller reads them in
 * its own.
 */
export const invoiceRegistrations: RegistrationReader = {
  async printed(db, doc) {
    return publicEInvoiceOf(await eRepo.registrationOf(db, doc));
  },

  async ofInvoice(db, invoiceId) {
    const found = await eRepo.registrationsOfInvoice(db, invoiceId);
    const notes = new Map<number, EInvoiceWire>();
    for (const [noteId, row] of found.notes) notes.set(noteId, eInvoiceWireOf(row));
    return { invoice: found.invoice ? eInvoiceWireOf(found.invoice) : null, notes };
  },

  async refusePlainCancel(db, invoiceId) {
    const status = await eRepo.invoiceRegistrationStatus(db, invoiceId);
    if (status === 'queued' || status === 'running' || status === 'registered') {
      throw conflict(E_INVOICE_MESSAGES.registeredNoCancel, 'reason');
    }
  },
};
