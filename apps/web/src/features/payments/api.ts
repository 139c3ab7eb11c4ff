import {
  type InvoiceStatus,
  type InvoiceSummary,
  type PayInvoiceResponse,
  type PaymentConfirmResponse,
  type PublicInvoice,
  type PublicInvoiceAnswer,
  type PublicInvoiceResponse,
  publicInvoiceAnswerFromWire,
  type SandboxCheckoutResponse,
  type TPaymentConfirmRequest,
} from '@aquadesk/shared/invoices.ts';
import { apiRequest } from '../../lib/api-client.ts';

/*
 * The payments feature (the server's modules/payments): the quick pay page's calls (public, no token), and
 * what the invoice screens share with that page (the status colours, the quick pay path, the pay link's
 * route), which the invoices feature imports from here. The invoices' query keys are lib/invoice-keys.ts.
 */

/** spec 001 §4: unpaid until PAYMENT COMPLETE (typed against the contract's statuses). */
export const PAID: InvoiceStatus = 'PAYMENT COMPLETE';

/** Said when a payment ends without one (the server's own message is shown when it gives one). */
export const PAYMENT_FAILED = 'The payment failed. The invoice is still unpaid.';

/** The colour of each status, on the list and on the invoice. */
export const INVOICE_STATUS_COLOR: Record<InvoiceStatus, string> = {
  draft: 'gray',
  unpaid: 'orange',
  partly_paid: 'yellow',
  'PAYMENT COMPLETE': 'teal',
  cancelled: 'red',
};

/** The quick pay page of an invoice (spec 001 §2: the list links each invoice to /quickpay/{id}). */
export const quickPayPath = (id: number | string) => `/quickpay/${id}`;

/** The page of a `pay_link` (the server's full URL with the key), as a route of this app. */
export function payLinkRoute(payLink: string): string {
  const url = new URL(payLink, window.location.origin);
  return `${url.pathname}${url.search}`;
}

/** The invoice as either view gives it: what paying needs (docs/api.md "Invoices"). */
export type QuickPayInvoice = PublicInvoice | InvoiceSummary;

/** The amount to pay in paise: the balance due (0 once paid or cancelled). */
export const amountPaiseOf = (invoice: QuickPayInvoice) =>
  invoice.view === 'full' ? invoice.balance.due_paise : invoice.amount_paise;

// ——— public: quick pay ———

/** GET /get-invoice's answer with the code's names. */
export interface PublicInvoiceView {
  data: PublicInvoiceAnswer;
}

/**
 * GET /get-invoice: with the invoice's key (the link the client was sent) the invoice whole, by number alone
 * its summary. A signed-in user's token goes along: staff who may list invoices see it whole without a key.
 */
export async function fetchInvoice(
  id: number,
  key: string | null,
  signal?: AbortSignal,
): Promise<PublicInvoiceView> {
  const answer = await apiRequest<PublicInvoiceResponse>('/get-invoice', { query: { id, key }, signal });
  return { data: publicInvoiceAnswerFromWire(answer.data) };
}

/** POST /pay-invoice: the server's order for the invoice's own amount in paise (spec 001 §9: × 100). */
export function payInvoice(invoiceId: number, amountPaise: number): Promise<PayInvoiceResponse> {
  return apiRequest<PayInvoiceResponse>('/pay-invoice', {
    body: { invoiceID: invoiceId, amount: amountPaise },
    auth: false,
  });
}

export function confirmPayment(body: TPaymentConfirmRequest): Promise<PaymentConfirmResponse> {
  return apiRequest<PaymentConfirmResponse>('/payment-confirm', { body, auth: false });
}

/** The sandbox provider's checkout: the server signs a payment (or records a failure) for the order. */
export function sandboxCheckout(
  invoiceId: number,
  orderId: string,
  outcome: 'paid' | 'failed',
): Promise<SandboxCheckoutResponse> {
  return apiRequest<SandboxCheckoutResponse>('/sandbox-checkout', {
    body: { invoiceID: invoiceId, order_id: orderId, outcome },
    auth: false,
  });
}
