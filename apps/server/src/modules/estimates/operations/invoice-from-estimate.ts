import { exact, fixed2 } from '@aquadesk/shared/decimal.ts';
import {
  ESTIMATE_INVOICE_MESSAGES,
  type EstimateForInvoiceResponse,
  type EstimateInvoiceResponse,
  isInvoiceableEstimate,
  type MakeEstimateInvoiceResponse,
} from '@aquadesk/shared/estimate-invoice.ts';
import { canonicalRate, GST_UNITS } from '@aquadesk/shared/gst.ts';
import { type TInvoiceForm, ZInvoiceForm } from '@aquadesk/shared/invoices.ts';
import { ESTIMATE_GST_PERCENT } from '@aquadesk/shared/money.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { conflict, databaseErrorOf } from '../../../platform/errors.ts';
import { clientTaxIdentity } from '../../clients/operations/client-accounts.ts';
import { currentProfile } from '../../company/operations/profile.ts';
import { announceInvoice, announceReadyToInvoice } from '../../invoices/operations/announce.ts';
import { insertDraftInTx, keptSignature } from '../../invoices/operations/drafts.ts';
import { invoiceOfEstimate } from '../../invoices/operations/of-estimate.ts';
import { productPicksByIds } from '../../products/operations/picks.ts';
import { clientAmountsOf, type EstimateAtClientPrices, estimateAtClientPrices } from './client-prices.ts';
import { linesOfEstimateInvoice } from './invoice-lines.ts';
import { invoicedEstimate } from './visibility.ts';

/**
 * From the job card to the invoice (issue 30 item 8; docs/api.md "An estimate's invoice"). The estimate is
 * read through the estimates domain, at the client's prices only; its client's tax identity through the
 * clients domain; the products' HSN, unit and GST rate through the products domain.
 */

/**
 * The draft's input: the client's organisation and phone, one line per product, labour line and travel at
 * the job card's printed rates with the estimate's discount, and the round-off that brings its total to what
 * the job card asks (invoice-lines.ts).
 */
async function draftInputOf(ctx: AppContext, estimate: EstimateAtClientPrices): Promise<TInvoiceForm> {
  const productIds = estimate.lines.flatMap((l) => (l.productId === null ? [] : [l.productId]));
  const [profile, client, picks] = await Promise.all([
    currentProfile(ctx.db, ctx.config),
    clientTaxIdentity(ctx.db, estimate.clientId),
    productPicksByIds(ctx.db, productIds),
  ]);
  if (!client) throw conflict(ESTIMATE_INVOICE_MESSAGES.notInvoiceable('its client has no client account'));
  const byId = new Map(picks.map((p) => [p.id, p]));
  const rates = profile.gstRates.map(canonicalRate);
  const lines = estimate.lines.map((l) => {
    const pick = l.productId === null ? undefined : byId.get(l.productId);
    // goods at the product's rate; labour and travel at the job card's 18 % under the default SAC
    const gstRate = canonicalRate(pick?.gst_rate ?? String(ESTIMATE_GST_PERCENT));
    if (!rates.includes(gstRate)) {
      throw conflict(ESTIMATE_INVOICE_MESSAGES.rateNotOffered(l.description, gstRate, rates));
    }
    return { ...l, pick, gstRate };
  });
  // the place of supply a draft takes (tax-lines.ts): the client's state, else the company's
  const priced = linesOfEstimateInvoice(
    lines,
    estimate.discountPercent,
    profile.stateCode,
    client.state_code ?? profile.stateCode,
  );
  const products = lines.map((line, i) => ({
    description: line.description,
    quantity: line.quantity,
    rate: priced.lines[i]!.rate,
    discount: priced.lines[i]!.discount,
    gst_rate: line.gstRate,
    // the rate says the tax; the split follows the place of supply
    cgst: '0',
    sgst: '0',
    igst: '0',
    ...(line.pick?.hsn ? { hsn: line.pick.hsn } : {}),
    ...(line.pick && line.pick.unit in GST_UNITS ? { unit: line.pick.unit } : {}),
  }));
  return {
    organization: client.organization ?? client.name,
    phone_number: client.phone,
    products,
    round_off: priced.round_off,
  };
}

/**
 * POST /api/estimates/{id}/invoice: a finished estimate becomes a draft tax invoice, its lines at the
 * client's prices as the job card prints them, its round-off bringing it to the job card's total
 * (invoice-lines.ts). One live invoice per estimate: a
 * second call is 409 naming it, and of two at once the database's unique index (invoices_estimate_uq)
 * lets one through and the other is the same 409. Once its invoice is cancelled, the estimate may be
 * invoiced again.
 */
export async function invoiceFromEstimate(
  ctx: AppContext,
  user: AuthUser,
  estimateId: number,
): Promise<MakeEstimateInvoiceResponse> {
  const estimate = await estimateAtClientPrices(ctx, user, estimateId);
  if (!isInvoiceableEstimate(estimate.status)) {
    throw conflict(ESTIMATE_INVOICE_MESSAGES.notFinished(estimateId, estimate.status));
  }
  const alreadyInvoiced = async () => {
    const existing = await invoiceOfEstimate(ctx.db, estimateId, { live: true });
    return existing ? conflict(ESTIMATE_INVOICE_MESSAGES.alreadyInvoiced(estimateId, existing)) : undefined;
  };
  const before = await alreadyInvoiced();
  if (before) throw before;
  const parsed = ZInvoiceForm.safeParse(await draftInputOf(ctx, estimate));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw conflict(ESTIMATE_INVOICE_MESSAGES.notInvoiceable(`${issue?.path.join('.')}: ${issue?.message}`));
  }
  const kept = await keptSignature(ctx, user.id);
  let id: number;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const raced = await invoiceOfEstimate(tx, estimateId, { live: true });
      if (raced) throw conflict(ESTIMATE_INVOICE_MESSAGES.alreadyInvoiced(estimateId, raced));
      return insertDraftInTx(ctx, tx, user, parsed.data, kept, estimateId);
    });
  } catch (error) {
    await ctx.storage.remove('invoice_sign', kept).catch(() => undefined);
    // another call made it in between (PostgreSQL: the unique index waited for it to commit)
    if (databaseErrorOf(error)?.constraint === 'invoices_estimate_uq')
      throw (await alreadyInvoiced()) ?? error;
    throw error;
  }
  // after the commit: the job card leaves the Ready to invoice queues, the draft joins the invoice lists
  announceReadyToInvoice(ctx, estimateId, false);
  await announceInvoice(ctx, id, 'added');
  return { id };
}

/**
 * GET /api/estimates/{id}/invoice: the estimate's invoice for the job card (its live one, else the newest
 * cancelled one), for those who may see the estimate.
 */
export async function estimateInvoice(
  ctx: AppContext,
  user: AuthUser,
  estimateId: number,
): Promise<EstimateInvoiceResponse> {
  await invoicedEstimate(ctx, user, estimateId);
  return { data: (await invoiceOfEstimate(ctx.db, estimateId)) ?? null };
}

/**
 * GET /api/estimates/{id}/for-invoice (issue 41 item 1; docs/api.md "Ready to invoice"): a job card as its
 * invoicer reads it before making the invoice: its client, site and work, each line at the client's price
 * (clientAmountsOf, the lines the job card PDF prints), the discount, GST and total, and its invoice if it
 * has one. Nothing internal: no cost, profit, expense or pay rate.
 */
export async function estimateForInvoice(
  ctx: AppContext,
  user: AuthUser,
  estimateId: number,
): Promise<EstimateForInvoiceResponse> {
  const estimate = await estimateAtClientPrices(ctx, user, estimateId);
  const amounts = clientAmountsOf(estimate.lines);
  const invoice = await invoiceOfEstimate(ctx.db, estimateId);
  const { discount, gst, total } = estimate.totals;
  // the lines as printed, less the discount, plus GST: what the rupee's rounding of the total moves
  const printed = amounts.lines.reduce((sum, l) => sum.plus(exact(l.amount)), exact(0));
  const roundOff = exact(total).minus(printed.minus(exact(discount)).plus(exact(gst)));
  return {
    work_estimate_id: estimate.id,
    status: estimate.status,
    finished_at: estimate.heading.finishedAt,
    client_id: estimate.clientId,
    name: estimate.heading.clientName,
    organization: estimate.heading.organization,
    site_name: estimate.heading.siteName,
    work: estimate.heading.work,
    lines: estimate.lines.map((l, i) => ({
      kind: l.kind,
      description: l.description,
      quantity: l.quantity,
      unit_price: amounts.lines[i]!.rate,
      amount: amounts.lines[i]!.amount,
    })),
    discount_percent: estimate.discountPercent,
    discount,
    gst,
    round_off: fixed2(roundOff),
    total,
    invoice: invoice ?? null,
  };
}
