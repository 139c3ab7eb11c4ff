import type { Queryable } from '../../../db/types.ts';
import { clientTaxIdentityByOrganization } from '../../clients/operations/client-accounts.ts';

/** A client account as an invoice bills it: its tax identity (docs/requirements/002-gst.md §2). */
export interface ClientIdentity {
  id: number;
  email: string;
  name: string;
  billingAddress: string | null;
  stateCode: string | null;
  gstin: string | null;
  paymentTermsDays: number | null;
  remindersOff: boolean;
}

/** The client account of an invoice's organisation (case-insensitive; one per organisation), if any. */
export async function clientOf(db: Queryable, organization: string): Promise<ClientIdentity | undefined> {
  const c = await clientTaxIdentityByOrganization(db, organization);
  if (!c) return undefined;
  return {
    id: c.id,
    email: c.email,
    name: c.name,
    billingAddress: c.billing_address,
    stateCode: c.state_code,
    gstin: c.gstin,
    paymentTermsDays: c.payment_terms_days,
    remindersOff: c.reminders_off,
  };
}
