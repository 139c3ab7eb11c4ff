import { type InvoiceReminderState, nextReminderAt } from '@aquadesk/shared/reminders.ts';
import type { AppContext } from '../../../platform/context.ts';
import type * as repo from '../repository.ts';
import { recipientsOf } from './recipient.ts';

/** An invoice's reminders for its staff screen: the last, when the next may go, the client's switch and address. */
export async function reminderStateOf(ctx: AppContext, row: repo.InvoiceRow): Promise<InvoiceReminderState> {
  const client =
    row.status === 'draft'
      ? undefined
      : (
          await recipientsOf(ctx, [{ id: row.id, client_id: row.clientId, organization: row.organization }])
        ).get(row.id);
  return {
    last_at: row.remindedAt?.toISOString() ?? null,
    next_at: row.remindedAt ? nextReminderAt(row.remindedAt).toISOString() : null,
    off: client?.reminders_off ?? false,
    to: client?.email ?? null,
  };
}
