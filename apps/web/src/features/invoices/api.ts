import type { BulkResponse } from '@aquadesk/shared/bulk.ts';
import { todayInIndia } from '@aquadesk/shared/dates.ts';
import type {
  EstimateInvoiceResponse,
  MakeEstimateInvoiceResponse,
} from '@aquadesk/shared/estimate-invoice.ts';
import { EVENTS, INVOICE_ROW_EVENTS } from '@aquadesk/shared/events.ts';
import {
  type CreateInvoiceResponse,
  INVOICE_ORGANIZATIONS_PICK,
  INVOICE_PRODUCTS_PICK,
  INVOICE_WIRE_FIELDS,
  type InvoiceDetail,
  type InvoiceDetailResponse,
  type InvoiceListResponse,
  type InvoiceListRow,
  type InvoiceOrganizationPick,
  type InvoiceOrganizationsResponse,
  type InvoiceProductsResponse,
  type InvoiceStatus,
  invoiceDetailFromWire,
  invoiceNoteToWire,
  invoiceRequestToWire,
  type TCancelInvoiceRequest,
  type TInvoiceForm,
  type TInvoiceNoteForm,
  type TRecordPaymentRequest,
  type TRefundRequest,
} from '@aquadesk/shared/invoices.ts';
import type { ProductPick } from '@aquadesk/shared/products.ts';
import type { RemindResponse } from '@aquadesk/shared/reminders.ts';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { downloadFileWithHeaders } from '../../lib/download-file.ts';
import { invoiceKeys } from '../../lib/invoice-keys.ts';
import {
  containsText,
  type ListParams,
  removeFromPagedLists,
  upsertInPagedLists,
  usePagedList,
} from '../../lib/paged-list.ts';
import { useSocketEvent, useSocketEvents } from '../../lib/socket/socket-context.ts';

// ——— staff: the list and the form ———

/** The list (search, organisation, status), paged by the server (docs/api.md "Lists"). */
export function useInvoiceList(params: ListParams) {
  return usePagedList<InvoiceListRow, InvoiceListResponse>(invoiceKeys.lists, '/get-invoic-list', params);
}

/** Does a row (from a live event) belong in a list with these filters? As the server's filters. */
export function invoiceMatches(row: InvoiceListRow, params: ListParams): boolean {
  if (params.status && row.status !== params.status) return false;
  if (params.organization && row.organization.toLowerCase() !== params.organization.toLowerCase()) {
    return false;
  }
  // the server also finds an invoice by its id, and by its tax invoice number as by its organisation
  return (
    params.search === String(row.id) ||
    containsText(params.search, row.organization, row.phone_number, row.number ?? '')
  );
}

/**
 * spec 001 §4, docs/api.md "Tax invoices": whatever happened to an invoice (made, issued, cancelled, a note,
 * paid, refunded, anything else its row shows) changes its row in every loaded list and refreshes its own
 * screen, without a reload; a deleted draft leaves the lists.
 */
export function useInvoiceEvents(): void {
  const qc = useQueryClient();
  useSocketEvents(INVOICE_ROW_EVENTS, (row) => {
    upsertInPagedLists<InvoiceListRow, InvoiceListResponse>(qc, invoiceKeys.lists, row, invoiceMatches);
    void qc.invalidateQueries({ queryKey: invoiceKeys.detail(row.id) });
  });
  useSocketEvent(EVENTS.invoiceRemove, ({ id }) => {
    removeFromPagedLists<InvoiceListRow, InvoiceListResponse>(qc, invoiceKeys.lists, id);
    void qc.invalidateQueries({ queryKey: invoiceKeys.detail(id) });
  });
}

/** POST /invoice_generater: the new invoice's id and its `pay_link` (the link with its key). */
export function createInvoice(values: TInvoiceForm): Promise<CreateInvoiceResponse> {
  const body = invoiceRequestToWire(values);
  return apiRequest<CreateInvoiceResponse>('/invoice_generater', { body, fieldNames: INVOICE_WIRE_FIELDS });
}

/** Client organisations to suggest on the form (GET /invoice-organizations); free text stays allowed. */
export async function suggestOrganizations(
  search: string,
  signal?: AbortSignal,
): Promise<InvoiceOrganizationPick[]> {
  const res = await apiRequest<InvoiceOrganizationsResponse>('/invoice-organizations', {
    query: { search: search.trim() || undefined, limit: INVOICE_ORGANIZATIONS_PICK },
    signal,
  });
  return res.data;
}

/** Products to fill a line from (GET /invoice-products), by name. */
export async function suggestProducts(search: string, signal?: AbortSignal): Promise<ProductPick[]> {
  const res = await apiRequest<InvoiceProductsResponse>('/invoice-products', {
    query: { search: search.trim() || undefined, limit: INVOICE_PRODUCTS_PICK },
    signal,
  });
  return res.data;
}

// ——— staff: one invoice (docs/api.md "Tax invoices") ———

/** The staff view of one invoice: under `detail(id)`, so a payment or a live event refreshes it too. */
export const staffInvoiceKey = (id: number) => [...invoiceKeys.detail(id), 'staff'] as const;

/** GET /invoices/{id}: the invoice whole, its receipts and history, and a draft's inputs. */
export async function fetchInvoiceDetail(id: number, signal?: AbortSignal): Promise<InvoiceDetail> {
  return invoiceDetailFromWire(await apiRequest<InvoiceDetailResponse>(`/invoices/${id}`, { signal }));
}

/** POST /invoices: a draft (no number until issued). */
export function saveDraft(values: TInvoiceForm): Promise<{ id: number }> {
  const body = invoiceRequestToWire(values);
  return apiRequest<{ id: number }>('/invoices', { body, fieldNames: INVOICE_WIRE_FIELDS });
}

/** PUT /invoices/{id}: a draft edited (409 once issued). */
export function updateDraft(id: number, values: TInvoiceForm): Promise<{ id: number }> {
  const body = invoiceRequestToWire(values);
  return apiRequest<{ id: number }>(`/invoices/${id}`, {
    method: 'PUT',
    body,
    fieldNames: INVOICE_WIRE_FIELDS,
  });
}

/** DELETE /invoices/{id}: a draft only. */
export function deleteDraft(id: number): Promise<void> {
  return apiRequest<void>(`/invoices/${id}`, { method: 'DELETE' });
}

/** POST /invoices/{id}/issue: the draft gets its number (409 at `gstin` without the company's GSTIN). */
export function issueDraft(id: number): Promise<{ id: number; number: string; status: InvoiceStatus }> {
  return apiRequest(`/invoices/${id}/issue`, { method: 'POST' });
}

/** POST /invoices/{id}/cancel: an issued invoice with nothing paid, with the reason printed on it. */
export function cancelInvoice(id: number, body: TCancelInvoiceRequest): Promise<{ status: InvoiceStatus }> {
  return apiRequest(`/invoices/${id}/cancel`, { body });
}

export interface RecordedPayment {
  receipt_number: string | null;
  status: InvoiceStatus;
  due_paise: number;
}

/** POST /invoices/{id}/payments: money received outside the checkout, at most the balance due. */
export function recordPayment(id: number, body: TRecordPaymentRequest): Promise<RecordedPayment> {
  return apiRequest<RecordedPayment>(`/invoices/${id}/payments`, { body });
}

/** The staff page of an invoice. */
export const invoicePath = (id: number) => `/invoice/${id}`;

/** A client's statement page (drawn by the receivables feature, linked from an invoice). */
export const statementPath = (clientId: number) => `/statement/${clientId}`;

export interface RaisedNote {
  number: string;
  total_paise: number;
  due_paise: number;
}

/** POST /invoices/{id}/credit-notes or /debit-notes: a note against an issued invoice (400 at `products`). */
export function raiseNote(
  id: number,
  kind: 'credit' | 'debit',
  values: TInvoiceNoteForm,
): Promise<RaisedNote> {
  const body = invoiceNoteToWire(values);
  return apiRequest<RaisedNote>(`/invoices/${id}/${kind}-notes`, { body, fieldNames: INVOICE_WIRE_FIELDS });
}

/** POST /invoices/{id}/refunds: money returned, at most what was paid beyond the invoice's worth. */
export function recordRefund(
  id: number,
  body: TRefundRequest,
): Promise<{ status: InvoiceStatus; due_paise: number }> {
  return apiRequest(`/invoices/${id}/refunds`, { body });
}

// ——— an estimate's invoice (issue 30 item 8: from the job card to the invoice) ———

/** The job card's invoice, under the invoices' keys. */
export const estimateInvoiceKey = (estimateId: number) =>
  [...invoiceKeys.all, 'estimate', estimateId] as const;

/** GET /estimates/{id}/invoice: the invoice made from the estimate, or null. */
export function fetchEstimateInvoice(
  estimateId: number,
  signal?: AbortSignal,
): Promise<EstimateInvoiceResponse> {
  return apiRequest<EstimateInvoiceResponse>(`/estimates/${estimateId}/invoice`, { signal });
}

/** POST /estimates/{id}/invoice: a finished estimate made a draft invoice (409 when it has one, naming it). */
export function makeEstimateInvoice(estimateId: number): Promise<MakeEstimateInvoiceResponse> {
  return apiRequest<MakeEstimateInvoiceResponse>(`/estimates/${estimateId}/invoice`, { method: 'POST' });
}

/**
 * POST /invoices/{id}/remind: an overdue reminder mailed now to the client (docs/api.md "Overdue
 * reminders"); 409 with the reason (mailed this week, not due, reminders off) and nothing sent.
 */
export function remindInvoice(id: number): Promise<RemindResponse> {
  return apiRequest<RemindResponse>(`/invoices/${id}/remind`, { method: 'POST' });
}

/** POST /invoices/bulk/remind: "Send reminder now" for each ticked invoice, answered per invoice. */
export function remindInvoices(ids: number[]): Promise<BulkResponse> {
  return apiRequest<BulkResponse>('/invoices/bulk/remind', { body: { ids } });
}

/** POST /invoices/bulk/send: each ticked invoice mailed to its client's address, answered per invoice. */
export function sendInvoices(ids: number[]): Promise<BulkResponse> {
  return apiRequest<BulkResponse>('/invoices/bulk/send', { body: { ids } });
}

/**
 * GET /invoices/bulk/pdfs: the ticked invoices' PDFs as one ZIP, saved as invoices-<IST date>.zip; answers
 * how many it holds and the ids it left out (no longer invoices).
 */
export async function downloadInvoicePdfs(ids: number[]): Promise<{ count: number; skipped: number[] }> {
  const headers = await downloadFileWithHeaders(
    `/api/invoices/bulk/pdfs?ids=${ids.join(',')}`,
    `invoices-${todayInIndia()}.zip`,
  );
  const skipped = (headers.get('x-skipped-ids') ?? '').split(',').filter(Boolean).map(Number);
  return { count: Number(headers.get('x-invoice-count') ?? ids.length - skipped.length), skipped };
}
