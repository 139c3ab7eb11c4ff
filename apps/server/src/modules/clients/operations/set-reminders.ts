import { clientManagersAnd } from '@aquadesk/shared/audiences.ts';
import type { ClientRow, ZClientRemindersRequest } from '@aquadesk/shared/clients.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import type { z } from 'zod';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { notFound } from '../../../platform/errors.ts';
import * as repo from '../repository.ts';
import { clientRow } from '../wire.ts';

/**
 * PATCH /clients/:id/reminders (issue 30 item 7, docs/api.md "Clients"): overdue reminder mails off or on
 * for one client. The billers may (permissions.ts `client.reminders`); nothing else of the client changes.
 */
export async function setClientReminders(
  ctx: AppContext,
  _user: AuthUser,
  id: number,
  input: z.output<typeof ZClientRemindersRequest>,
): Promise<ClientRow> {
  const stored = await ctx.db.transaction(async (tx) => {
    if (!(await repo.setTaxIdentity(tx, id, { reminders_off: input.reminders_off })))
      throw notFound('Client');
    return (await repo.storedClientById(tx, id))!;
  });
  const { created_by, ...client } = stored;
  const row = clientRow(client);
  ctx.realtime.emit(EVENTS.updateClient, row, clientManagersAnd(created_by));
  return row;
}
