import { Paper, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { useCan } from '../../../lib/use-can.ts';
import { useReadyToInvoiceCount, useReadyToInvoiceEvents } from '../ready-to-invoice-api.ts';

/**
 * The dashboard's count of finished job cards waiting for an invoice (issue 41 item 1), a link to the queue,
 * for those who make invoices; live.
 */
export function ReadyToInvoiceFigure() {
  const may = useCan('estimate.ready_to_invoice');
  const count = useReadyToInvoiceCount();
  useReadyToInvoiceEvents();
  if (!may) return null;
  if (count.data === undefined) return <Skeleton h={84} radius="md" mb="lg" maw={320} />;
  return (
    <UnstyledButton component={Link} to="/ready-to-invoice" mb="lg" display="block" maw={320}>
      <Paper withBorder p="sm" radius="md">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          Ready to invoice
        </Text>
        <Text size="xl" fw={700}>
          {count.data}
        </Text>
        <Text size="sm" c="dimmed">
          {count.data === 1
            ? 'finished job card without an invoice'
            : 'finished job cards without an invoice'}
        </Text>
      </Paper>
    </UnstyledButton>
  );
}
