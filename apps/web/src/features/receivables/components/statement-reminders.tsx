import type { ClientStatementResponse } from '@aquadesk/shared/receivables.ts';
import { Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorText } from '../../../lib/api-client.ts';
import { putSaved } from '../../../lib/put-saved.ts';
import { useCan } from '../../../lib/use-can.ts';
import { setClientReminders } from '../../clients/api.ts';
import { receivableKeys } from '../api.ts';

/**
 * The client's overdue reminder switch on their statement (issue 30 item 7; docs/api.md "Clients"): the
 * page that finance and the technical director reach (they may not open the client page), for whoever may
 * switch reminders (permissions.ts `client.reminders`). It shows the state the server answered, and the
 * saved state once switched; the invoice screens read it again.
 */
export function StatementReminders({ client }: { client: ClientStatementResponse['client'] }) {
  const canSwitch = useCan('client.reminders');
  const qc = useQueryClient();
  const reminders = useMutation({
    mutationFn: (off: boolean) => setClientReminders(client.id, off),
    onSuccess: async (saved) => {
      // every period of this client's statement, and what the invoices say of the switch
      await putSaved<ClientStatementResponse>(qc, receivableKeys.clientStatements(client.id), (old) =>
        old ? { ...old, client: { ...old.client, reminders_off: saved.reminders_off } } : old,
      );
      void qc.invalidateQueries({ queryKey: receivableKeys.invoiceDetails });
    },
    onError: (error) =>
      notifications.show({ color: 'red', title: 'Reminders not switched', message: errorText(error) }),
  });
  if (!canSwitch) return null;
  return (
    <div data-print-hidden>
      <Switch
        label="Send overdue reminders"
        description="A reminder mail for each invoice past its due date, at most once a week"
        checked={!client.reminders_off}
        disabled={reminders.isPending}
        onChange={(e) => reminders.mutate(!e.currentTarget.checked)}
      />
    </div>
  );
}
