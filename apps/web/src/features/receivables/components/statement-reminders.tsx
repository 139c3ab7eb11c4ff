import type { ClientStatementResponse } from '@aquadesk/shared/receivables.ts';
import { Switch } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { putSaved } from '../../../lib/put-saved.ts';
import { useReminderSwitch } from '../../clients/api.ts';
import { receivableKeys } from '../api.ts';

/**
 * The client's overdue reminder switch on their statement (issue 30 item 7; docs/api.md "Clients"): the
 * page that finance and the technical director reach (they may not open the client page), for whoever may
 * switch reminders (permissions.ts `client.reminders`). It shows the state the server answered, and the
 * saved state once switched; the invoice screens read it again.
 */
export function StatementReminders({ client }: { client: ClientStatementResponse['client'] }) {
  const qc = useQueryClient();
  const reminders = useReminderSwitch(client, async (saved) => {
    // every period of this client's statement, and what the invoices say of the switch
    await putSaved<ClientStatementResponse>(qc, receivableKeys.clientStatements(client.id), (old) =>
      old ? { ...old, client: { ...old.client, reminders_off: saved.reminders_off } } : old,
    );
    void qc.invalidateQueries({ queryKey: receivableKeys.invoiceDetails });
  });
  if (!reminders) return null;
  return (
    <div data-print-hidden>
      <Switch
        {...reminders}
        description="A reminder mail for each invoice past its due date, at most once a week"
      />
    </div>
  );
}
