import { clientManagersAnd } from '@aquadesk/shared/audiences.ts';
import { CLIENT_MESSAGES, type ClientRow, type ZEditClientRequest } from '@aquadesk/shared/clients.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import type { z } from 'zod';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { conflict } from '../../../platform/errors.ts';
import * as accounts from '../../accounts/operations/users.ts';
import * as repo from '../repository.ts';
import { processedByAdmin } from './processed-by-admin.ts';
import { visibleClient } from './visibility.ts';

export async function editClient(
  ctx: AppContext,
  user: AuthUser,
  input: z.output<typeof ZEditClientRequest>,
): Promise<ClientRow> {
  const { db } = ctx;
  const client = await visibleClient(ctx, user, input.user_id);
  if (await repo.clientOrganizationTaken(db, input.organization, client.id)) {
    throw conflict(CLIENT_MESSAGES.organizationTaken, 'organization');
  }
  await accounts.updateUser(
    db,
    client.id,
    {
      name: input.name,
      phoneNumber: input.phone_number,
      organization: input.organization,
      processedByAdmin: processedByAdmin(user, client.processed_by_admin),
    },
    'client',
  );
  const updated = (await accounts.clientById(db, client.id))!;
  const { created_by, ...row } = updated;
  ctx.realtime.emit(EVENTS.updateClient, row, clientManagersAnd(created_by));
  return row;
}
