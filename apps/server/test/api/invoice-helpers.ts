import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { invoiceNotes } from '../../src/db/schema/index.ts';
import type { UserRow } from '../../src/modules/accounts/repository.ts';
import { issueInTx } from '../../src/modules/invoices/operations/issue.ts';
import type { AuthUser } from '../../src/platform/auth-user.ts';
import { demoActor } from '../../src/platform/demo.ts';
import type { AuthHeaders, TestApp } from '../helpers.ts';

/**
 * Shared set-up of the tax invoice API tests (tax-invoices, registers, gstr1, dashboard-trends, the document
 * PDFs): lines, the caller an operation sees, and invoices and notes dated as if made at another moment.
 */

/** A line of an invoice or note as the API takes it (wire names, docs/api.md): 2 dosing pumps at ₹1,000, 18 %. */
export const taxLine = (over: Record<string, unknown> = {}) => ({
  discription: 'Dosing pump',
  quntaty: '2',
  rate: '1000',
  gst_rate: '18',
  hsn: '8413',
  unit: 'NOS',
  ...over,
});

/** A service line as the API takes it: one overhaul of a dosing pump at ₹1,234.56, 18 % (SAC 998719). */
export const overhaulLine = (over: Record<string, unknown> = {}) => ({
  discription: 'Dosing pump overhaul',
  quntaty: '1',
  rate: '1234.56',
  gst_rate: '18',
  hsn: '998719',
  unit: 'NOS',
  ...over,
});

/** Client accounts of the GST tests (t.asRole('client', …)). */
export const GST_CLIENTS = {
  /** Registered in Karnataka (29): billed B2B, an inter-state supply from Kerala (IGST). */
  park: { organization: 'Bengaluru Tech Park', stateCode: '29', gstin: '29AAACA1234A1ZG' },
  /** Unregistered in Chandigarh (04), with the address rule 46(1)(e) asks for from ₹50,000. */
  mills: {
    organization: 'Chandigarh Mills',
    stateCode: '04',
    billingAddress: 'Plot 7, Industrial Area Phase I, Chandigarh 160002',
  },
};

/** The signed-in caller an operation sees for `user` (no reseller districts), as the demo data's actors. */
export const authUserOf = (user: UserRow): AuthUser => demoActor(user);

/**
 * A draft made through the API by `by` (a user and their header, as t.asRole gives them; a walk-in customer's,
 * one `taxLine()`, `over` changing fields), then issued by them at `at` (an ISO moment) as if issued then: its
 * number and date are that moment's.
 */
export async function backdatedInvoice(
  t: TestApp,
  by: { user: UserRow; headers: AuthHeaders },
  at: string,
  over: Record<string, unknown> = {},
): Promise<{ id: number; number: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/invoices',
    headers: by.headers,
    payload: { organization: 'Walk-in Customer', phone_number: '9847012345', products: [taxLine()], ...over },
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as number;
  const row = await t.ctx.db.transaction((tx) => issueInTx(t.ctx, tx, id, authUserOf(by.user), new Date(at)));
  if (row.number === null) throw new Error(`invoice ${id} was issued without a number`);
  return { id, number: row.number };
}

/** A credit or debit note of invoice `id` raised now by `headers`, then dated `at` as if raised then: its number. */
export async function backdatedNote(
  t: TestApp,
  headers: AuthHeaders,
  id: number,
  kind: 'credit' | 'debit',
  at: string,
  products: object[],
): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/invoices/${id}/${kind}-notes`,
    headers,
    payload: { reason: 'Rate revised', products },
  });
  expect(res.statusCode, res.body).toBe(201);
  const noteId = res.json().id as number;
  const [row] = await t.ctx.db
    .update(invoiceNotes)
    .set({ issuedAt: new Date(at) })
    .where(eq(invoiceNotes.id, noteId))
    .returning();
  if (!row) throw new Error(`note ${noteId} was not found to backdate`);
  return row.number;
}

/** Quick pay's order for `amount` paise of invoice `invoiceID` (POST /pay-invoice, the visitor's call: no sign-in). */
export const payOrder = (t: TestApp, invoiceID: unknown, amount: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/pay-invoice', payload: { invoiceID, amount } });
