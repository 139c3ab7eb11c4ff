import { todayInIndia } from '@aquadesk/shared/dates.ts';
import { formatDate } from '@aquadesk/shared/format.ts';
import { type InvoiceDetail, isOpenInvoice } from '@aquadesk/shared/invoices.ts';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMailForward } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormError } from '../../../components/form-error.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { invoiceKeys } from '../../../lib/invoice-keys.ts';
import { useCan } from '../../../lib/use-can.ts';
import { remindInvoice } from '../api.ts';

/**
 * An issued invoice's overdue reminders (issue 30 item 7; docs/api.md "Overdue reminders"): the last one
 * mailed and when the next may go, where they go, whether the client switched them off, and, for those who
 * bill, "Send reminder now" once the invoice is due. The server decides; its refusal is shown as it says it.
 */
export function InvoiceReminders({ detail }: { detail: InvoiceDetail }) {
  const { invoice, reminder } = detail;
  const canRemind = useCan('invoice.remind');
  const qc = useQueryClient();
  const send = useMutation({
    mutationFn: () => remindInvoice(invoice.id),
    onSuccess: (sent) => {
      notifications.show({ color: 'teal', title: 'Reminder mailed', message: `Sent to ${sent.to}` });
      void qc.invalidateQueries({ queryKey: invoiceKeys.detail(invoice.id) });
    },
  });
  const owes = isOpenInvoice(invoice.status) && invoice.balance.due_paise > 0;
  const due = owes && invoice.due_date !== null && invoice.due_date <= todayInIndia();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Reminders" data-print-hidden>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Title order={3} size="h5">
            Reminders
          </Title>
          {canRemind && due && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconMailForward size={16} aria-hidden />}
              loading={send.isPending}
              onClick={() => send.mutate()}
            >
              Send reminder now
            </Button>
          )}
        </Group>
        <Text size="sm" data-testid="invoice-last-reminder">
          {reminder.last_at
            ? `Last reminder mailed on ${formatDate(reminder.last_at)}; the next can go on ${formatDate(reminder.next_at)}.`
            : 'No reminder mailed yet.'}
        </Text>
        {owes && (
          <Text size="sm" c="dimmed">
            {reminder.off
              ? 'Overdue reminders are off for this client.'
              : reminder.to
                ? `Once overdue, a reminder goes to ${reminder.to} at most once a week.`
                : "No client account matches this invoice's organisation: no reminder can be mailed."}
          </Text>
        )}
        <FormError message={errorText(send.error)} />
      </Stack>
    </Paper>
  );
}
