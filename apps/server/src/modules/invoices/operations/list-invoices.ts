import {
  INVOICE_ORGANIZATIONS_PICK,
  INVOICE_PRODUCTS_PICK,
  type InvoiceListResponse,
  type InvoiceOrganizationsResponse,
  type InvoiceProductsResponse,
  type TInvoiceListQuery,
  type ZInvoiceOrganizationQuery,
  type ZInvoiceProductQuery,
} from '@aquadesk/shared/invoices.ts';
import type { z } from 'zod';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { clientOrganizationPicks } from '../../clients/operations/client-accounts.ts';
import { productPicks } from '../../products/operations/picks.ts';
import * as repo from '../repository.ts';
import { listRowWire } from '../wire.ts';

/** Organisations offered by the list's filter, at most. */
export const INVOICE_ORGANIZATIONS_MAX = 200;

/**
 * GET /get-invoic-list (spec 001 §2, §7): admins and technical directors see every invoice, paged in SQL;
 * each row carries its `pay_link` with the invoice's key (docs/api.md "Invoices").
 */
export async function listInvoices(
  ctx: AppContext,
  _user: AuthUser,
  query: TInvoiceListQuery,
): Promise<InvoiceListResponse> {
  const [page, organizations] = await Promise.all([
    repo.page(ctx.db, query),
    repo.organizations(ctx.db, INVOICE_ORGANIZATIONS_MAX),
  ]);
  const data = page.rows.map((row) => listRowWire(ctx.config, row));
  return { data, next_cursor: page.next_cursor, total: page.total, organizations };
}

/** GET /invoice-organizations: client organisations for the create form's suggestions (invoice creators). */
export async function invoiceOrganizations(
  ctx: AppContext,
  _user: AuthUser,
  query: z.output<typeof ZInvoiceOrganizationQuery>,
): Promise<InvoiceOrganizationsResponse> {
  return {
    data: await clientOrganizationPicks(ctx.db, query.search, query.limit ?? INVOICE_ORGANIZATIONS_PICK),
  };
}

/**
 * GET /invoice-products: the products a line is filled from (docs/requirements/002-gst.md §3: a product
 * carries its HSN/SAC, unit and GST rate), by name, for those who make invoices.
 */
export async function invoiceProducts(
  ctx: AppContext,
  _user: AuthUser,
  query: z.output<typeof ZInvoiceProductQuery>,
): Promise<InvoiceProductsResponse> {
  return { data: await productPicks(ctx.db, query.search, query.limit ?? INVOICE_PRODUCTS_PICK) };
}
