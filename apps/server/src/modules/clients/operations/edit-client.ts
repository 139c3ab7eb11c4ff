import { clientManagersAnd } from '@aquadesk/shared/audiences.ts';
import { CLIENT_MESSAGES, type ClientRow, type ZEditClientRequest } from '@aquadesk/shared/clients.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import type { z } from 'zod';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { conflict } from '../../../platform/errors.ts';
import * as accounts from '../../accounts/operations/users.ts';
import * as repo from '../repository.ts';
import { clientRow } from '../wire.ts';
import { processedByAdmin } from './processed-by-admin.ts';
import { taxPatchOf, writeTaxIdentity } from './tax-identity.ts';
import { visibleClient } from './visibility.ts';

export async function editClient(
  ctx: AppContext,
  user: AuthUser,
  input: z.output<typeof ZEditClientRequest>,
): Promise<ClientRow> {
  const client = await visibleClient(ctx, user, input.user_id);
  const updated = await ctx.db.transaction(async (tx) => {
    if (await repo.clientOrganizationTaken(tx, input.organization, client.id)) {
      throw conflict(CLIENT_MESSAGES.organizationTaken, 'organization');
    }
    await accounts.updateUser(
      tx,
      client.id,
      {
        name: input.name,
        phoneNumber: input.phone_number,
        organization: input.organization,
        processedByAdmin: processedByAdmin(user, client.processed_by_admin),
      },
      'client',
    );
    // issue 30: the tax fields sent are written, those left out kept (docs/api.md "Clients")
    await writeTaxIdentity(tx, client.id, taxPatchOf(input, user));
    return (await repo.storedClientById(tx, client.id))!;
  });
  const { created_by, ...stored } = updated;
  const row = clientRow(stored);
  ctx.realtime.emit(EVENTS.updateClient, row, clientManagersAnd(created_by));
  return row;
}
