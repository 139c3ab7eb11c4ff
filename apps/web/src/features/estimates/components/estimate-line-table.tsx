import { ActionIcon, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

export interface LineTableRow {
  key: number;
  cells: [string, string, string];
  error: string | undefined;
  onRemove: () => void;
}

/** The products or the labour on a new estimate: three columns, an error under a line, Remove. */
export function LineTable({
  label,
  head,
  rows,
}: {
  label: string;
  head: [string, string, string];
  rows: LineTableRow[];
}) {
  return (
    <Table aria-label={label} verticalSpacing={4} fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{head[0]}</Table.Th>
          <Table.Th ta="right">{head[1]}</Table.Th>
          <Table.Th ta="right">{head[2]}</Table.Th>
          <Table.Th w={40} />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.key}>
            <Table.Td>
              {r.cells[0]}
              {r.error && (
                <Text size="xs" c="red">
                  {r.error}
                </Text>
              )}
            </Table.Td>
            <Table.Td ta="right">{r.cells[1]}</Table.Td>
            <Table.Td ta="right">{r.cells[2]}</Table.Td>
            <Table.Td>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove ${r.cells[0]}`}
                onClick={r.onRemove}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
