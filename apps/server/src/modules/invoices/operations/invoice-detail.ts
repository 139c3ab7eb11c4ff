import { plainNumber } from '@aquadesk/shared/decimal.ts';
import type { InvoiceDetail, OfflinePaymentMethod, TInvoiceForm } from '@aquadesk/shared/invoices.ts';
import { roundToPaisa } from '@aquadesk/shared/money.ts';
import type { AppContext } from '../../../platform/context.ts';
import { notFound } from '../../../platform/errors.ts';
import * as repo from '../repository.ts';
import { payLinkOf } from '../wire.ts';
import { wholeInvoice } from './invoice-view.ts';
import { registrationsOfInvoice } from './registrations.ts';
import { reminderStateOf } from './reminder-state.ts';

/** A draft's inputs as saved, for its edit form. */
function draftInput(row: repo.InvoiceRow, lines: repo.InvoiceLineRow[]): TInvoiceForm {
  return {
    organization: row.organization,
    phone_number: row.phoneNumber,
    place_of_supply: row.placeOfSupply ?? undefined,
    billing_address: row.billingAddress,
    delivery_address: row.deliveryAddress,
    reverse_charge: row.reverseCharge,
    round_off: roundToPaisa(row.roundOff),
    products: lines.map((l) => ({
      description: l.description,
      quantity: plainNumber(l.quantity),
      rate: plainNumber(l.rate),
      cgst: '0',
      sgst: '0',
      igst: '0',
      discount: plainNumber(l.discount),
      gst_rate: l.gstRate === null ? undefined : plainNumber(l.gstRate),
      hsn: l.hsn ?? undefined,
      unit: l.unit ?? undefined,
    })),
  };
}

/** GET /api/invoices/{id} (billers): the invoice whole with its receipts, history and, while a draft, its inputs. */
export async function invoiceDetail(ctx: AppContext, id: number): Promise<InvoiceDetail> {
  const row = await repo.findInvoice(ctx.db, id);
  if (!row) throw notFound('Invoice');
  // the registrations first: a registration read as registered always has its history row beside it
  const registrations = await registrationsOfInvoice(ctx.db, id);
  const registration = registrations.invoice;
  const noteRegistrations = registrations.notes;
  const [invoice, receipts, notes, events, lines, reminder] = await Promise.all([
    wholeInvoice(ctx, row),
    repo.receiptsOf(ctx.db, id),
    repo.notesOf(ctx.db, id),
    repo.eventsOf(ctx.db, id),
    row.status === 'draft' ? repo.linesOf(ctx.db, id) : Promise.resolve([]),
    reminderStateOf(ctx, row),
  ]);
  const noteRegistration = (noteId: number) => noteRegistrations.get(noteId) ?? null;
  return {
    invoice,
    phone_number: row.phoneNumber,
    client_id: row.clientId,
    estimate_id: row.estimateId,
    receipts: receipts.map((r) => ({
      id: r.id,
      kind: r.kind as 'payment' | 'refund',
      number: r.number,
      method: r.method as OfflinePaymentMethod | 'online',
      amount_paise: r.amountPaise,
      reference: r.reference,
      received_on: r.receivedOn,
      recorder_name: r.recorderName,
      created_at: r.createdAt.toISOString(),
    })),
    notes: notes.map((n) => ({
      id: n.id,
      kind: n.kind as 'credit' | 'debit',
      number: n.number,
      reason: n.reason,
      taxable: roundToPaisa(n.taxable),
      cgst: roundToPaisa(n.cgst),
      sgst: roundToPaisa(n.sgst),
      igst: roundToPaisa(n.igst),
      round_off: roundToPaisa(n.roundOff),
      total: roundToPaisa(n.total),
      total_paise: n.totalPaise,
      issued_at: n.issuedAt.toISOString(),
      creator_name: n.creatorName,
      e_invoice: noteRegistration(n.id),
    })),
    history: events.map((e) => ({
      id: e.id,
      action: e.action,
      actor_name: e.actorName,
      at: e.createdAt.toISOString(),
      changes: e.changes,
    })),
    draft: row.status === 'draft' ? draftInput(row, lines) : null,
    pay_link: payLinkOf(ctx.config, row.id, row.accessKey),
    reminder,
    e_invoice: registration,
    // spec 003 §2, §11: an issued, uncancelled B2B tax invoice is reported to the IRP; AquaDesk registers it
    // while a provider is on, else its JSON is uploaded by hand. An opening balance never is (decision 0014).
    e_invoice_applies:
      row.kind === 'tax_invoice' &&
      row.status !== 'draft' &&
      row.status !== 'cancelled' &&
      invoice.recipient.gstin !== null &&
      invoice.recipient.gstin !== '',
    e_invoice_registers: ctx.irp.kind !== 'off',
    opening_balance: row.kind === 'opening_balance',
  };
}
