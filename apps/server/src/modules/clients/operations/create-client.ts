import { clientManagersAnd, emailWatchers } from '@aquadesk/shared/audiences.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import { CLIENT_USER_TYPE } from '@aquadesk/shared/roles.ts';
import { MESSAGES, upperCase } from '@aquadesk/shared/validation.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { conflict } from '../../../platform/errors.ts';
import { hashPassword } from '../../../platform/passwords.ts';
import * as accounts from '../../accounts/operations/users.ts';
import * as repo from '../repository.ts';
import { clientRow } from '../wire.ts';
import { processedByAdmin } from './processed-by-admin.ts';
import { type TaxIdentityInput, taxPatchOf, writeTaxIdentity } from './tax-identity.ts';

export interface NewClientInput extends TaxIdentityInput {
  name: string;
  email: string;
  password: string;
  phone_number: string;
  organization: string;
  file_id?: string | undefined;
}

/**
 * Creates a client account (spec 000 §5 sign-up with `by` null, spec 001 §5 add client). By a reseller
 * the client waits for an admin (processed_by_admin false). Staff may give its tax identity (issue 30,
 * docs/api.md "Clients"); a sign-up's is not taken.
 */
export async function createClient(
  ctx: AppContext,
  by: AuthUser | null,
  input: NewClientInput,
): Promise<accounts.UserRow> {
  // argon2 runs before the transaction opens: a transaction never waits on a hash (issue 10)
  const passwordHash = await hashPassword(input.password);
  const { created, row } = await ctx.db.transaction(async (tx) => {
    if (await accounts.emailTaken(tx, input.email)) throw conflict(MESSAGES.emailInUse, 'email');
    if (await repo.clientOrganizationTaken(tx, input.organization)) {
      throw conflict('Organization already has an account', 'organization');
    }
    const user = await accounts.insertUser(tx, {
      name: upperCase(input.name), // spec 001 §5: client names are upper-cased
      email: input.email,
      passwordHash,
      phoneNumber: input.phone_number,
      organization: input.organization,
      fileId: input.file_id || 'N.A',
      userType: CLIENT_USER_TYPE,
      permissions: [],
      processedByAdmin: processedByAdmin(by),
      createdBy: by?.id ?? null,
    });
    if (by) await writeTaxIdentity(tx, user.id, taxPatchOf(input, by));
    return { created: user, row: (await repo.storedClientById(tx, user.id))! };
  });
  announceNewClient(ctx, row, created.createdBy);
  return created;
}

/**
 * A new client goes live (after the commit): to the client lists of those who manage it and of the reseller
 * who added it, to the site form's organization list (spec 000 §4 add_org) and to the e-mail lists.
 */
export function announceNewClient(ctx: AppContext, row: repo.StoredClient, createdBy: number | null): void {
  const audience = clientManagersAnd(createdBy);
  ctx.realtime.emit(EVENTS.client, clientRow(row), audience);
  const { id, organization, name, email } = row;
  ctx.realtime.emit(EVENTS.addOrg, { id, organization, name, email }, audience);
  ctx.realtime.emit(EVENTS.updateEmail, { email }, emailWatchers());
}
