import type { ClientPageResponse, ClientRow } from '@aquadesk/shared/clients.ts';
import { Badge, Group, Paper, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { putSaved } from '../../../lib/put-saved.ts';
import { clientKeys, useReminderSwitch } from '../api.ts';
import { useApplyClient } from '../hooks/use-clients.ts';

function Particular({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/**
 * A client's tax identity on the client page (issue 30; docs/requirements/002-gst.md §1, §2): B2B with a
 * GSTIN, else B2C; the state as "Kerala (32)"; the billing address and payment terms. Who may switch overdue
 * reminders (permissions.ts `client.reminders`) switches them here.
 */
export function ClientTaxCard({ client }: { client: ClientRow }) {
  const queryClient = useQueryClient();
  const applyClient = useApplyClient();
  const reminders = useReminderSwitch(client, async (saved) => {
    await putSaved<ClientPageResponse>(queryClient, clientKeys.page(saved.id), (old) =>
      old ? { ...old, client: saved } : old,
    );
    applyClient(saved);
  });
  return (
    <Paper withBorder p="md" aria-label="Tax and billing">
      <Group gap="xs" mb="sm">
        <Text fw={650}>Tax and billing</Text>
        <Badge variant="light" color={client.billed === 'B2B' ? 'teal' : 'gray'}>
          {client.billed}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        <Particular label="GSTIN">{client.gstin ?? 'Not registered'}</Particular>
        <Particular label="State">
          {client.state_code ? `${client.state_name ?? ''} (${client.state_code})` : 'Not set'}
        </Particular>
        <Particular label="Billing address">{client.billing_address ?? 'Not set'}</Particular>
        <Particular label="Payment terms">
          {client.payment_terms_days === null ? "The company's default" : `${client.payment_terms_days} days`}
        </Particular>
      </SimpleGrid>
      {reminders && <Switch mt="md" {...reminders} />}
    </Paper>
  );
}
