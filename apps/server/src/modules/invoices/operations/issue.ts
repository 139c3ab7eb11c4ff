import { addDays, istDay } from '@aquadesk/shared/dates.ts';
import { documentNumber, financialYearOf, GST_UNITS, type GstUnit } from '@aquadesk/shared/gst.ts';
import {
  INVOICE_MESSAGES,
  type InvoiceStatus,
  missingRecipientParticulars,
  type ZCreateInvoiceRequest,
} from '@aquadesk/shared/invoices.ts';
import type { z } from 'zod';
import type { Tx } from '../../../db/types.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { conflict, notFound, throwIfInvalid } from '../../../platform/errors.ts';
import { currentProfile } from '../../company/operations/profile.ts';
import * as repo from '../repository.ts';
import { announceInvoice } from './announce.ts';
import { recordEvent } from './invoice-history.ts';
import { afterIssued } from './issue-mail.ts';
import { clientOf } from './recipient.ts';
import { storedLines, storedTotals, taxInvoiceLines } from './tax-lines.ts';

type InvoiceInput = z.output<typeof ZCreateInvoiceRequest>;

/** A stored line as the input it was saved from (its rate, HSN and unit resolved when it was saved). */
export function inputOfLines(lines: readonly repo.InvoiceLineRow[]): InvoiceInput['products'] {
  return lines.map((l) => ({
    description: l.description,
    quantity: l.quantity,
    rate: l.rate,
    cgst: '0',
    sgst: '0',
    igst: '0',
    discount: l.discount,
    gst_rate: l.gstRate ?? undefined,
    hsn: l.hsn ?? undefined,
    unit: l.unit && l.unit in GST_UNITS ? (l.unit as GstUnit) : undefined,
  }));
}

/**
 * Issues a draft inside the caller's transaction (docs/decisions/0011-tax-invoices.md): under the draft's
 * row lock, takes the company profile in force and the client's tax identity, taxes the lines for the
 * place of supply, takes the next number of the year's series and freezes it all. A second issue of the
 * same draft waits for the lock and then finds it issued: one number, never two.
 */
export async function issueInTx(
  ctx: AppContext,
  tx: Tx,
  id: number,
  user: AuthUser,
  at: Date = new Date(),
): Promise<repo.InvoiceRow> {
  const draft = await repo.lockInvoice(tx, id);
  if (!draft) throw notFound('Invoice');
  if (draft.status !== 'draft') throw conflict(INVOICE_MESSAGES.alreadyIssued);
  const profile = await currentProfile(tx, ctx.config);
  if (!profile.gstin) throw conflict(INVOICE_MESSAGES.noGstin, 'gstin');
  const client = await clientOf(tx, draft.organization);
  const products = inputOfLines(await repo.linesOf(tx, id));
  const input = {
    organization: draft.organization,
    phone_number: draft.phoneNumber,
    products,
    place_of_supply: draft.placeOfSupply ?? undefined,
    billing_address: draft.billingAddress,
    reverse_charge: draft.reverseCharge,
    round_off: draft.roundOff,
  };
  const taxed = taxInvoiceLines(input, profile, client?.state_code ?? null);
  const { totals } = taxed.figures;
  const billingAddress = draft.billingAddress || client?.billing_address || '';
  // rule 46(1)(e): an unregistered recipient at ₹50,000 or more is named with their addresses and state
  throwIfInvalid({
    ...missingRecipientParticulars({
      gstin: client?.gstin ?? null,
      taxable: totals.taxable,
      address: billingAddress,
      delivery_address: draft.deliveryAddress,
      state_code: draft.placeOfSupply ?? client?.state_code ?? null,
    }),
  });
  const year = financialYearOf(at);
  const serial = await repo.nextSerial(tx, 'invoice', profile.invoicePrefix, year.label);
  const number = documentNumber(profile.invoicePrefix, year.label, serial);
  const terms = client?.payment_terms_days ?? profile.paymentTermsDays;
  await repo.replaceLines(tx, id, storedLines(input.products, taxed));
  const zero = totals.total_paise === 0;
  const issued = await repo.updateInvoice(tx, id, {
    status: zero ? 'PAYMENT COMPLETE' : 'unpaid',
    ...(zero ? { paidAt: at } : {}),
    number,
    financialYear: year.label,
    issuedAt: at,
    issuedBy: user.id,
    companyProfileId: profile.id,
    clientId: client?.id ?? null,
    billingAddress,
    deliveryAddress: draft.deliveryAddress || billingAddress,
    recipientGstin: client?.gstin ?? null,
    recipientStateCode: client?.state_code ?? taxed.placeOfSupply,
    placeOfSupply: taxed.placeOfSupply,
    ...storedTotals(taxed),
    dueDate: addDays(istDay(at), terms),
  });
  await recordEvent(tx, id, 'issued', user, {
    number,
    total: totals.total,
    place_of_supply: taxed.placeOfSupply,
    company_profile_id: profile.id,
  });
  return issued;
}

/** POST /api/invoices/{id}/issue: the draft becomes a numbered tax invoice. */
export async function issueInvoice(
  ctx: AppContext,
  user: AuthUser,
  id: number,
): Promise<{ id: number; number: string | null; status: InvoiceStatus }> {
  const issued = await ctx.db.transaction((tx) => issueInTx(ctx, tx, id, user));
  // after the commit: the lists hear of it, and it is mailed to the client when the company sends on issue
  await announceInvoice(ctx, issued.id, 'issued');
  await afterIssued(ctx, user, issued.id);
  return { id: issued.id, number: issued.number, status: issued.status as InvoiceStatus };
}
