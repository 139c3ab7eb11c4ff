import { shortMonthName } from '@aquadesk/shared/dates.ts';
import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useCallEvents, useContractSla } from '../api.ts';

/** "2026-12" as "Dec 2026". */
const monthText = (month: string) => `${shortMonthName(Number(month.slice(5, 7)))} ${month.slice(0, 4)}`;

/**
 * The contract page's SLA figures (issue 43 item 7, docs/requirements/010-calls.md §4): the open breakdown
 * calls (and those past their resolution due), and per month the calls resolved, those within their
 * resolution due and the SLA met %. Staff only: the route's action is contract.view.
 */
export function ContractSlaSection() {
  const { id = '' } = useParams();
  const contractId = Number(id);
  useCallEvents();
  const q = useContractSla(contractId);
  if (!q.data) return null;
  const { months, open_calls, open_breached } = q.data;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Breakdown calls and SLA">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h4">
            Breakdown calls and SLA
          </Title>
          <Group gap="xs">
            <Badge variant="light" tt="none">
              {open_calls} open
            </Badge>
            {open_breached > 0 && (
              <Badge color="red" tt="none">
                {open_breached} past resolution due
              </Badge>
            )}
          </Group>
        </Group>
        {months.length === 0 ? (
          <Text size="sm" c="dimmed">
            No call resolved yet
          </Text>
        ) : (
          <Table striped withTableBorder aria-label="SLA met per month" maw={520}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Month</Table.Th>
                <Table.Th ta="right">Resolved</Table.Th>
                <Table.Th ta="right">In time</Table.Th>
                <Table.Th ta="right">SLA met</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {months.map((m) => (
                <Table.Tr key={m.month}>
                  <Table.Td>{monthText(m.month)}</Table.Td>
                  <Table.Td ta="right">{m.resolved}</Table.Td>
                  <Table.Td ta="right">{m.met}</Table.Td>
                  <Table.Td ta="right" fw={600}>
                    {m.met_percent === null ? '—' : `${m.met_percent} %`}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
