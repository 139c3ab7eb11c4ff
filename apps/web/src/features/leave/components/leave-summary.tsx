import { LEAVE_TYPES } from '@aquadesk/shared/leave.ts';
import { Badge, Group, Paper, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ScrollingTable } from '../../../components/scrolling-table.tsx';
import { fetchLeaveSummary, leaveKeys } from '../api.ts';

const fmt = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/** Beyond the spec (issue #4): days taken this year per type; everyone's for admin and finance. */
export function LeaveSummary({ everyone, userId }: { everyone: boolean; userId: number }) {
  const q = useQuery({ queryKey: leaveKeys.summary(), queryFn: ({ signal }) => fetchLeaveSummary(signal) });
  if (!q.data) return null;
  const { year, data } = q.data;
  const own = data.filter((r) => r.user_id === userId);
  const ownDays = (type: string) => own.find((r) => r.leave_type === type)?.days ?? 0;

  if (!everyone) {
    return (
      <Paper p="md" mb="md" aria-label="Days taken this year">
        <Text fw={600} mb="xs">
          Days taken in {year}
        </Text>
        <Group gap="sm">
          {LEAVE_TYPES.map((t) => (
            <Badge key={t} variant="light" size="lg" radius="sm" tt="none">
              {t}: {fmt(ownDays(t))}
            </Badge>
          ))}
        </Group>
      </Paper>
    );
  }
  const people = [...new Map(data.map((r) => [r.user_id, r.name])).entries()];
  return (
    <Paper p="md" mb="md" aria-label="Days taken this year">
      <Text fw={600} mb="xs">
        Days taken in {year}
      </Text>
      {people.length === 0 ? (
        <Text c="dimmed" size="sm">
          No approved leave yet this year.
        </Text>
      ) : (
        <ScrollingTable minWidth={480} label="Leave days by employee">
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Employee</Table.Th>
                {LEAVE_TYPES.map((t) => (
                  <Table.Th key={t}>{t}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {people.map(([id, name]) => (
                <Table.Tr key={id}>
                  <Table.Td>{name}</Table.Td>
                  {LEAVE_TYPES.map((t) => (
                    <Table.Td key={t}>
                      {data.find((r) => r.user_id === id && r.leave_type === t)?.days ?? 0}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollingTable>
      )}
    </Paper>
  );
}
