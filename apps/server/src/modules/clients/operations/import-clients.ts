import type { ClientImport } from '@aquadesk/shared/imports.ts';
import { CLIENT_USER_TYPE } from '@aquadesk/shared/roles.ts';
import { upperCase } from '@aquadesk/shared/validation.ts';
import type { Queryable } from '../../../db/types.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import * as accounts from '../../accounts/operations/users.ts';
import * as repo from '../repository.ts';
import { announceNewClient } from './create-client.ts';
import { processedByAdmin } from './processed-by-admin.ts';

/**
 * Clients brought in from a file (issue 41 item 12; docs/api.md "Imports"): the lookups its checks need and
 * the writes, in the importing transaction. Each client is what POST /create-user by the same caller makes.
 */

export type ClientKeysTaken = repo.ClientKeysTaken;

/** Which organisations, e-mails and GSTINs of a file the books hold already. */
export function clientKeysTaken(
  db: Queryable,
  keys: { organizations: readonly string[]; emails: readonly string[]; gstins: readonly string[] },
): Promise<ClientKeysTaken> {
  return repo.clientKeysTaken(db, keys);
}

/** The client of each organisation (lower-cased) that has one. */
export async function clientsByOrganization(
  db: Queryable,
  organizations: readonly string[],
): Promise<Map<string, { id: number; organization: string; phone_number: string }>> {
  return (await repo.clientKeysTaken(db, { organizations, emails: [], gstins: [] })).organizations;
}

/**
 * Writes the clients in `tx` (one password hash for all: a random password nobody is told; each client is
 * given one with Reset password). Returns what to announce once the transaction commits.
 */
export async function insertImportedClients(
  ctx: AppContext,
  tx: Queryable,
  by: AuthUser,
  rows: readonly ClientImport[],
  passwordHash: string,
): Promise<{ byOrganization: Map<string, number>; announce: () => void }> {
  const users = await accounts.insertUsers(
    tx,
    rows.map((row) => ({
      name: upperCase(row.name),
      email: row.email,
      passwordHash,
      phoneNumber: row.phone_number,
      organization: row.organization,
      fileId: 'N.A',
      userType: CLIENT_USER_TYPE,
      permissions: [],
      processedByAdmin: processedByAdmin(by),
      createdBy: by.id,
      billingAddress: row.billing_address ?? null,
      stateCode: row.state_code ?? null,
      gstin: row.gstin ?? null,
      ...(row.payment_terms_days === undefined || row.payment_terms_days === null
        ? {}
        : { paymentTermsDays: row.payment_terms_days }),
    })),
  );
  const byOrganization = new Map(users.map((u) => [(u.organization ?? '').toLowerCase(), u.id]));
  const created = await repo.storedClientsByIds(
    tx,
    users.map((u) => u.id),
  );
  return {
    byOrganization,
    announce: () => {
      for (const row of created) announceNewClient(ctx, row, by.id);
    },
  };
}
