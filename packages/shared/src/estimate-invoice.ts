import { z } from 'zod';
import type { EstimateStatus } from './estimates.ts';
import type { InvoiceStatus } from './invoices.ts';
import { ZListExportQuery } from './list-exports.ts';
import { ZPageQuery } from './paging.ts';
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

/**
 * The invoice that keeps an estimate from being invoiced again: any but a cancelled one (docs/api.md "An
 * estimate's invoice"; the server's unique index invoices_estimate_uq holds the same rule); null otherwise.
 */
export const liveInvoiceOf = (link: EstimateInvoiceLink | null): EstimateInvoiceLink | null =>
  link && link.status !== 'cancelled' ? link : null;

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

// ——— Ready to invoice: finance's queue of finished job cards (issue 41 item 1) ———

/**
 * GET /api/estimates/ready-to-invoice (docs/api.md "Ready to invoice"): the finished estimates that have no
 * live invoice, the longest finished first, for those who make invoices. Searched by client, organisation,
 * site and work; `format=csv|xlsx` answers the whole queue as a file.
 */
export const ZReadyToInvoiceQuery = ZPageQuery.extend(ZListExportQuery.shape);
export type TReadyToInvoiceQuery = z.output<typeof ZReadyToInvoiceQuery>;

/** The live event ready_to_invoice: a job card joined (ready) or left the queue. */
export interface ReadyToInvoiceChange {
  work_estimate_id: number;
  ready: boolean;
}

/** One finished job card waiting for its invoice. */
export interface ReadyToInvoiceRow {
  work_estimate_id: number;
  /** When the work was finished (ISO time). */
  finished_at: string;
  client_id: number;
  /** The client's name and organisation. */
  name: string;
  organization: string | null;
  site_name: string;
  /** The first work items, each a preview, and how many there are (as the estimate list carries them). */
  work: string[];
  work_count: number;
  /** What the client pays, with GST, in rupees to the paisa (the job card's total). */
  total: string;
}

export interface ReadyToInvoiceResponse {
  data: ReadyToInvoiceRow[];
  /** Pass as `cursor` for the next page; null on the last page. */
  next_cursor: string | null;
  /** Finished job cards waiting for an invoice that match the search (the dashboard shows it unsearched). */
  total: number;
}

/** One line of a job card as the client is charged it: what the invoice made from it will carry. */
export interface ClientChargeLine {
  kind: 'product' | 'labour' | 'travel';
  description: string;
  quantity: string;
  /** The price of one unit, before the job card's discount, in rupees to the paisa. */
  unit_price: string;
  /** quantity × unit price, before the discount, in rupees to the paisa. */
  amount: string;
}

/**
 * GET /api/estimates/{id}/for-invoice: what an invoicer needs of a finished job card, and nothing internal
 * (no cost, profit, expense or pay rate): its client and site, the work, its lines at the client's prices,
 * the discount, GST and the total the client was told, and its invoice if it has one.
 */
export interface EstimateForInvoiceResponse {
  work_estimate_id: number;
  status: EstimateStatus;
  finished_at: string | null;
  client_id: number;
  name: string;
  organization: string | null;
  site_name: string;
  work: string[];
  lines: ClientChargeLine[];
  /** The discount on every line, in percent. */
  discount_percent: string;
  /** The discount, GST and total of the job card, in rupees to the paisa. */
  discount: string;
  gst: string;
  /**
   * What the job card's total (down to the rupee) drops or adds against the lines less the discount plus
   * GST, to the paisa, signed (`"-0.77"`): shown as Round off, so the rows add up to the total.
   */
  round_off: string;
  total: string;
  invoice: EstimateInvoiceLink | null;
}
