import { type APIRequestContext, expect } from '@playwright/test';
import type { SessionUserJson } from './auth.ts';
import { bearer } from './people.ts';

/** Invoices and payments made through the API for a journey to start from (wire names as docs/api.md). */

/** A line as the invoice form sends it. */
export type InvoiceLine = Record<string, string>;

/** An annual maintenance contract of ₹10,000 at 18 % GST: ₹11,800.00 in all. */
export const AMC_LINE: InvoiceLine = {
  discription: 'Annual maintenance contract',
  quntaty: '1',
  rate: '10000',
  gst_rate: '18',
};

/**
 * An invoice issued by `by` through POST /api/invoice_generater for `organization`, with `products` (one
 * AMC_LINE unless given) and the contact's `phone`: its id and pay link.
 */
export function issueInvoice(
  request: APIRequestContext,
  by: SessionUserJson,
  organization: string,
  products: InvoiceLine[] = [AMC_LINE],
  phone = '9847012345',
): Promise<{ id: number; pay_link: string }> {
  return made(request, by, '/api/invoice_generater', { organization, phone_number: phone, products });
}

/** A draft invoice saved by `by` through POST /api/invoices for `organization` with `products`: its id. */
export async function draftInvoice(
  request: APIRequestContext,
  by: SessionUserJson,
  organization: string,
  products: InvoiceLine[],
): Promise<number> {
  return (await made(request, by, '/api/invoices', { organization, phone_number: '9847012345', products }))
    .id;
}

async function made(request: APIRequestContext, by: SessionUserJson, url: string, data: object) {
  const res = await request.post(url, { headers: bearer(by), data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number; pay_link: string };
}

/** A payment of invoice `id` recorded by `by` (POST /api/invoices/{id}/payments): its receipt's number. */
export async function recordPayment(
  request: APIRequestContext,
  by: SessionUserJson,
  id: number,
  payment: { amount: string; method: string; reference: string; received_on: string },
): Promise<{ receipt_number: string }> {
  const res = await request.post(`/api/invoices/${id}/payments`, { headers: bearer(by), data: payment });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { receipt_number: string };
}

/** A credit note of invoice `id` raised by `by` for `reason` with `products`: its number. */
export async function raiseCreditNote(
  request: APIRequestContext,
  by: SessionUserJson,
  id: number,
  reason: string,
  products: InvoiceLine[],
): Promise<{ number: string }> {
  const res = await request.post(`/api/invoices/${id}/credit-notes`, {
    headers: bearer(by),
    data: { reason, products },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { number: string };
}
