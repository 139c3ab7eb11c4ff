import { z } from 'zod';
import type { EstimateStatus } from './estimates.ts';
import type { InvoiceStatus } from './invoices.ts';
import { zIdOf } from './validation.ts';

/**
 * From the job card to the invoice (issue 30 item 8; docs/api.md "Tax invoices", "An estimate's invoice"):
 * a finished estimate becomes a draft tax invoice, at most one per estimate, and the job card shows it.
 */

/** The estimate in the path of POST and GET /api/estimates/{id}/invoice. */
export const ZEstimateInvoiceParams = z.object({ id: zIdOf(undefined, 'Estimate') });

/**
 * Which estimates are invoiced: the finished ones. A tax invoice records a supply made (docs/requirements/
 * 002-gst.md §9), and the job card's work is done only once it is FINISHED; before that the job card itself
 * is the quote.
 */
export const isInvoiceableEstimate = (status: EstimateStatus): boolean => status === 'FINISHED';

/** The invoice an estimate was made into, as the job card shows it. */
export interface EstimateInvoiceLink {
  id: number;
  /** The tax invoice's number; null while it is a draft. */
  number: string | null;
  status: InvoiceStatus;
}

/** GET /api/estimates/{id}/invoice: the estimate's invoice, or null when it has none. */
export interface EstimateInvoiceResponse {
  data: EstimateInvoiceLink | null;
}

/** POST /api/estimates/{id}/invoice: the new draft. */
export interface MakeEstimateInvoiceResponse {
  id: number;
}

/** How the job card names its invoice: by its number once issued. */
export const estimateInvoiceLabel = (link: EstimateInvoiceLink): string =>
  link.number ? `Invoice ${link.number}` : 'Draft invoice';

export const ESTIMATE_INVOICE_MESSAGES = {
  notFinished: (id: number, status: EstimateStatus) =>
    `Estimate ${id} is ${status}: only a finished estimate can be made into an invoice`,
  alreadyInvoiced: (id: number, link: EstimateInvoiceLink) =>
    `Estimate ${id} already has ${link.number ? `invoice ${link.number}` : `a draft invoice (${link.id})`}`,
  rateNotOffered: (what: string, rate: string, rates: readonly string[]) =>
    `${what} is taxed at ${rate} %, which is not one of the company's GST rates (${rates.join(', ')} %): add it in Company settings, or correct the product`,
  notInvoiceable: (reason: string) => `This estimate cannot be made into an invoice: ${reason}`,
} as const;
