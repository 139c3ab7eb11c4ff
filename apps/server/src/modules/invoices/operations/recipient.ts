import type { Queryable } from '../../../db/types.ts';
import {
  type ClientTaxIdentity,
  clientTaxIdentityByOrganization,
} from '../../clients/operations/client-accounts.ts';

export type { ClientTaxIdentity };

/**
 * The client account an invoice's organisation names (case-insensitive; one per organisation), with its
 * tax identity (docs/requirements/002-gst.md §2), if any.
 */
export const clientOf = (db: Queryable, organization: string): Promise<ClientTaxIdentity | undefined> =>
  clientTaxIdentityByOrganization(db, organization);
