import { documentNumber, financialYearOf } from '@aquadesk/shared/gst.ts';
import { OPENING_BALANCE_MESSAGES } from '@aquadesk/shared/imports.ts';
import {
  INVOICE_MESSAGES,
  type InvoiceStatus,
  invoiceStatusOf,
  type ZInvoiceNoteRequest,
} from '@aquadesk/shared/invoices.ts';
import { formatRupees, paiseToRupees } from '@aquadesk/shared/money.ts';
import { creditableOf } from '@aquadesk/shared/receivables.ts';
import type { z } from 'zod';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { conflict, fieldError } from '../../../platform/errors.ts';
import { currentProfile } from '../../company/operations/profile.ts';
import * as repo from '../repository.ts';
import { announceInvoice } from './announce.ts';
import { recordEvent } from './invoice-history.ts';
import { lockedIssued } from './invoice-lock.ts';
import { profileOf } from './invoice-view.ts';
import { dueOf, ledgerOf } from './ledger.ts';
import { storedLines, taxInvoiceLines } from './tax-lines.ts';

type NoteInput = z.output<typeof ZInvoiceNoteRequest>;

const rupeesOf = (paise: number) => formatRupees(paiseToRupees(paise));

/**
 * POST /api/invoices/{id}/credit-notes and /debit-notes (CGST Act s. 34; docs/requirements/002-gst.md §9):
 * a note of its own series, its lines taxed with the invoice's place of supply and the supplier state it
 * was issued under, so the note reverses (or adds) tax exactly as the invoice charged it. A credit note is
 * at most what the invoice is still worth. The invoice's balance and status follow, under its row lock.
 */
export async function raiseNote(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  kind: 'credit' | 'debit',
  input: NoteInput,
): Promise<{ id: number; number: string; total_paise: number; status: InvoiceStatus; due_paise: number }> {
  const result = await ctx.db.transaction(async (tx) => {
    const invoice = await lockedIssued(tx, id);
    if (invoice.kind === 'opening_balance') throw conflict(OPENING_BALANCE_MESSAGES.noNote);
    const issuedUnder = await profileOf(ctx, invoice, tx);
    const place = invoice.placeOfSupply ?? issuedUnder.stateCode;
    const taxed = taxInvoiceLines(
      { products: input.products, place_of_supply: place, round_off: input.round_off },
      { ...issuedUnder, gstRates: (await currentProfile(tx, ctx.config)).gstRates },
      null,
    );
    const { totals } = taxed.figures;
    const ledger = ledgerOf(invoice);
    if (kind === 'credit' && totals.total_paise > creditableOf(ledger)) {
      throw fieldError('products', INVOICE_MESSAGES.creditAboveWorth(rupeesOf(creditableOf(ledger))));
    }
    if (totals.total_paise === 0) throw fieldError('products', 'A note of ₹0.00 changes nothing');
    const profile = await currentProfile(tx, ctx.config);
    const now = new Date();
    const year = financialYearOf(now).label;
    const prefix = kind === 'credit' ? profile.creditNotePrefix : profile.debitNotePrefix;
    const serial = await repo.nextSerial(tx, kind === 'credit' ? 'credit_note' : 'debit_note', prefix, year);
    const number = documentNumber(prefix, year, serial);
    const lines = storedLines(input.products, taxed);
    const note = await repo.insertNote(
      tx,
      {
        invoiceId: id,
        kind,
        number,
        financialYear: year,
        reason: input.reason,
        companyProfileId: profile.id,
        taxable: totals.taxable,
        cgst: totals.cgst,
        sgst: totals.sgst,
        igst: totals.igst,
        roundOff: totals.round_off,
        total: totals.total,
        totalPaise: totals.total_paise,
        createdBy: user.id,
        creatorName: user.name,
        issuedAt: now,
      },
      // a note's line is an invoice line without the percent columns: its rate is gstRate
      lines.map(({ cgst: _c, sgst: _s, igst: _i, subtotal, ...l }) => ({ ...l, value: subtotal })),
    );
    const next = {
      ...ledger,
      ...(kind === 'credit'
        ? { credited_paise: ledger.credited_paise + totals.total_paise }
        : { debited_paise: ledger.debited_paise + totals.total_paise }),
    };
    const status = invoiceStatusOf(next);
    const updated = await repo.updateInvoice(tx, id, {
      creditedPaise: next.credited_paise,
      debitedPaise: next.debited_paise,
      status,
      ...(status === 'PAYMENT COMPLETE' && !invoice.paidAt ? { paidAt: now } : {}),
    });
    await recordEvent(tx, id, kind === 'credit' ? 'credit_note' : 'debit_note', user, {
      number,
      reason: input.reason,
      total: totals.total,
    });
    return { note, updated };
  });
  await announceInvoice(ctx, id, 'note');
  return {
    id: result.note.id,
    number: result.note.number,
    total_paise: result.note.totalPaise,
    status: result.updated.status as InvoiceStatus,
    due_paise: dueOf(result.updated),
  };
}
