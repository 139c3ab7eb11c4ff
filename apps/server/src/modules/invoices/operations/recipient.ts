import type { Queryable } from '../../../db/types.ts';
import type { AppContext } from '../../../platform/context.ts';
import {
  type ClientTaxIdentity,
  clientTaxIdentities,
  clientTaxIdentityByOrganization,
} from '../../clients/operations/client-accounts.ts';

export type { ClientTaxIdentity };

/**
 * The client account an invoice's organisation names (case-insensitive; one per organisation), with its
 * tax identity (docs/requirements/002-gst.md §2), if any.
 */
export const clientOf = (db: Queryable, organization: string): Promise<ClientTaxIdentity | undefined> =>
  clientTaxIdentityByOrganization(db, organization);

/**
 * Whom an invoice reminds: its client account (kept at issue), else the account of its organisation (as
 * the receipt mail finds it, for an invoice issued before the account existed). Read through the clients
 * domain, a batch at a time.
 */
export async function recipientsOf(
  ctx: AppContext,
  invoices: readonly { id: number; client_id: number | null; organization: string }[],
): Promise<Map<number, ClientTaxIdentity | undefined>> {
  const ids = [...new Set(invoices.flatMap((i) => (i.client_id === null ? [] : [i.client_id])))];
  const byId = new Map((await clientTaxIdentities(ctx.db, ids)).map((c) => [c.id, c]));
  const out = new Map<number, ClientTaxIdentity | undefined>();
  for (const i of invoices) {
    const known = i.client_id === null ? undefined : byId.get(i.client_id);
    out.set(i.id, known ?? (await clientOf(ctx.db, i.organization)));
  }
  return out;
}
