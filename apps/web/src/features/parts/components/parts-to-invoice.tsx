import { formatDate, formatRupees } from '@aquadesk/shared/format.ts';
import type { ClientPartsRow } from '@aquadesk/shared/parts.ts';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconSearch } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table.tsx';
import { ExportMenu } from '../../../components/export-menu.tsx';
import { QueryLoadMore } from '../../../components/load-more.tsx';
import { QueryContent } from '../../../components/query-content.tsx';
import { usePages } from '../../../lib/paged-list.ts';
import {
  fetchPartsToInvoice,
  invoiceClientParts,
  PARTS_TO_INVOICE_PATH,
  partsKeys,
  usePartEvents,
} from '../api.ts';

/**
 * Ready to invoice's second section (issue 43 item 5): the clients whose tasks used chargeable parts not yet
 * invoiced, the longest waiting first; Make draft invoice makes one draft of their lines and opens it.
 */
export function PartsToInvoiceSection() {
  usePartEvents();
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search, 300);
  const list = usePages(partsKeys.toInvoice(term), (cursor, signal) =>
    fetchPartsToInvoice(term, cursor, signal),
  );
  const qc = useQueryClient();
  const navigate = useNavigate();
  const make = useMutation({
    mutationFn: (row: ClientPartsRow) => invoiceClientParts(row.client_id),
    onSuccess: ({ id, lines }, row) => {
      notifications.show({
        color: 'teal',
        message: `Draft invoice made of ${lines} ${lines === 1 ? 'part' : 'parts'} for ${row.organization ?? row.name}`,
      });
      void qc.invalidateQueries({ queryKey: partsKeys.all });
      void navigate(`/invoice/${id}`);
    },
    onError: (e) => notifications.show({ color: 'red', title: 'No draft made', message: e.message }),
  });
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Chargeable parts">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Title order={2} size="h3">
            Chargeable parts
          </Title>
          <ExportMenu list="parts_to_invoice" path={PARTS_TO_INVOICE_PATH} params={{ search: term }} />
        </Group>
        <Text size="sm" c="dimmed">
          Clients whose maintenance calls used parts their contract does not cover, not yet invoiced.
        </Text>
        <TextInput
          aria-label="Find a client with chargeable parts"
          placeholder="Client or organisation"
          leftSection={<IconSearch size={14} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          maw={360}
        />
        <QueryContent
          query={list.query}
          isEmpty={list.rows.length === 0}
          emptyMessage={
            term ? 'No client of that name has chargeable parts waiting' : 'Every chargeable part is invoiced'
          }
        >
          <DataTable
            rows={list.rows}
            rowKey={(r) => r.client_id}
            minWidth={720}
            ariaLabel="Clients with chargeable parts"
            framed={false}
            rowProps={(r) => ({ 'data-testid': `parts-client-${r.client_id}` })}
            columns={[
              {
                header: 'Client',
                role: 'title',
                maxWidth: 280,
                cell: (r) => (
                  <Stack gap={0}>
                    <Text size="sm" fw={600}>
                      {r.organization ?? r.name}
                    </Text>
                    {r.organization && (
                      <Text size="xs" c="dimmed">
                        {r.name}
                      </Text>
                    )}
                  </Stack>
                ),
              },
              { header: 'Waiting since', nowrap: true, cell: (r) => formatDate(r.oldest_at) },
              { header: 'Parts', align: 'right', cell: (r) => r.lines },
              { header: 'Before GST', align: 'right', nowrap: true, cell: (r) => formatRupees(r.amount) },
              {
                header: '',
                role: 'action',
                cell: (r) => (
                  <Button
                    size="xs"
                    variant="light"
                    loading={make.isPending && make.variables?.client_id === r.client_id}
                    onClick={() => make.mutate(r)}
                    aria-label={`Make draft invoice for ${r.organization ?? r.name}`}
                  >
                    Make draft invoice
                  </Button>
                ),
              },
            ]}
          />
          <QueryLoadMore
            query={list.query}
            shown={list.rows.length}
            total={list.total}
            noun="clients"
            one="client"
          />
        </QueryContent>
      </Stack>
    </Paper>
  );
}
