import type { ClientRow } from '@aquadesk/shared/clients.ts';
import type * as accounts from '../accounts/operations/users.ts';

/** A client as the client list shows it (spec 001 §3 "Client user"). */
export function clientPayload(u: accounts.UserRow): ClientRow {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    phone_number: u.phoneNumber,
    organization: u.organization,
    processed_by_admin: u.processedByAdmin,
  };
}
