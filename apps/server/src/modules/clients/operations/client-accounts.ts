import type { ClientListResponse, TClientListQuery } from '@aquadesk/shared/clients.ts';
import type { InvoiceOrganizationPick } from '@aquadesk/shared/invoices.ts';
import type { Queryable } from '../../../db/types.ts';
import { organizationPicks } from '../repository/organization-picks.ts';
import * as repo from '../repository.ts';
import { clientRow } from '../wire.ts';

/**
 * Client accounts as other domains read them. Each takes the database or a transaction, so a caller
 * composes it in its own transaction.
 */

export type { ClientTaxIdentity } from '../repository.ts';

/** A page of clients: a reseller's (createdBy), or those waiting for an admin (pendingOnly). */
export async function listClients(
  db: Queryable,
  opts: { createdBy?: number; pendingOnly?: boolean },
  query: TClientListQuery,
): Promise<ClientListResponse> {
  const page = await repo.listClients(db, opts, query);
  return { ...page, data: page.data.map(clientRow) };
}

/**
 * What a tax invoice takes of its recipient (docs/requirements/002-gst.md §5 (d)-(f)): the client's
 * name, contact, billing address, state, GSTIN (none: B2C), payment terms (null: the company's default)
 * and whether overdue reminders are off; undefined when no client has that id.
 */
export function clientTaxIdentity(
  db: Queryable,
  clientId: number,
): Promise<repo.ClientTaxIdentity | undefined> {
  return repo.taxIdentityById(db, clientId);
}

/** The same for several clients at once (a batch of overdue invoices); ids that are no client's are left out. */
export function clientTaxIdentities(
  db: Queryable,
  clientIds: readonly number[],
): Promise<repo.ClientTaxIdentity[]> {
  return repo.taxIdentitiesByIds(db, clientIds);
}

/** The same for the client of an organization, compared case-insensitively (one client per organization, spec 001 §5). */
export function clientTaxIdentityByOrganization(
  db: Queryable,
  organization: string,
): Promise<repo.ClientTaxIdentity | undefined> {
  return repo.taxIdentityByOrganization(db, organization);
}

/**
 * Client organisations to pick on an invoice (GET /invoice-organizations): those matching `search` in their
 * organisation, name or e-mail, the exact organisation first, then by organisation.
 */
export function clientOrganizationPicks(
  db: Queryable,
  search: string | undefined,
  limit: number,
): Promise<InvoiceOrganizationPick[]> {
  return organizationPicks(db, search, limit);
}
