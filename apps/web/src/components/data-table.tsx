import { Box, Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { ScrollingTable } from './scrolling-table.tsx';

export interface Column<T> {
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Amounts and counts line up on the right. */
  align?: 'right';
  width?: number;
  /** The cell's largest and smallest width (its text wraps within them). */
  maxWidth?: number;
  minWidth?: number;
  /** Keep the cell on one line (amounts are). */
  nowrap?: boolean;
  /**
   * What the column is to a row's card on a phone: its heading ('title'), the badge beside the heading
   * ('status'), or the buttons at its foot ('action'). Others become labelled lines between them.
   */
  role?: 'title' | 'status' | 'action';
}

interface Props<T> {
  rows: readonly T[];
  columns: readonly (Column<T> | false | null | undefined)[];
  rowKey: (row: T) => string | number;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  ariaLabel?: string;
  /** Extra props of a row (a test id, a highlight). */
  rowProps?: (row: T) => Record<string, unknown>;
  /** In a bordered box (a page's main list) or bare (inside a tab or card). */
  framed?: boolean;
}

/** Below this width a list with a status or an action shows each row as a card (as ResponsiveList does). */
export const PHONE_QUERY = '(max-width: 48em)';

function cellProps<T>(c: Column<T>) {
  return {
    ta: c.align,
    maw: c.maxWidth,
    miw: c.minWidth,
    // a status column holds its badge whole (never cut to "PARTLY P…")
    style: c.align || c.nowrap || c.role === 'status' ? { whiteSpace: 'nowrap' as const } : undefined,
  };
}

/**
 * A list's table: a header row and one row per entry. On a phone, a list whose columns name a status
 * or an action shows one card per entry instead, its status beside its heading and its actions at its
 * foot, so neither is off to the side; a table without them (figures only) scrolls sideways in its box,
 * with a hint that it does (components/scrolling-table.tsx).
 */
export function DataTable<T>(props: Props<T>) {
  const { rows, columns, rowKey, minWidth, ariaLabel, rowProps, framed = true } = props;
  const shown = columns.filter((c): c is Column<T> => Boolean(c));
  const phone = useMediaQuery(PHONE_QUERY);
  if (phone && shown.some((c) => c.role === 'status' || c.role === 'action')) {
    return <RowCards rows={rows} columns={shown} rowKey={rowKey} ariaLabel={ariaLabel} rowProps={rowProps} />;
  }
  return (
    <ScrollingTable minWidth={minWidth} label={ariaLabel ? `${ariaLabel} table` : undefined} framed={framed}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={ariaLabel}>
        <Table.Thead>
          <Table.Tr>
            {shown.map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for the table's life
              <Table.Th key={i} ta={c.align} w={c.width}>
                {c.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)} {...rowProps?.(row)}>
              {shown.map((c, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: as above
                <Table.Td key={i} {...cellProps(c)}>
                  {c.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollingTable>
  );
}

interface CardsProps<T> {
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string | number;
  ariaLabel?: string;
  rowProps?: (row: T) => Record<string, unknown>;
}

/** The rows as a list of cards: heading and status, the other columns as labelled lines, the actions. */
function RowCards<T>({ rows, columns, rowKey, ariaLabel, rowProps }: CardsProps<T>) {
  const title = columns.find((c) => c.role === 'title') ?? columns.find((c) => !c.role);
  const statuses = columns.filter((c) => c.role === 'status');
  const actions = columns.filter((c) => c.role === 'action');
  const lines = columns.filter((c) => c !== title && !c.role);
  return (
    <Stack gap="sm" role="list" aria-label={ariaLabel} data-row-cards>
      {rows.map((row) => (
        <Card key={rowKey(row)} withBorder padding="sm" role="listitem" {...rowProps?.(row)}>
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <Box fw={650} fz="sm" miw={0} style={{ overflowWrap: 'anywhere' }}>
              {title?.cell(row)}
            </Box>
            {statuses.length > 0 && (
              <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
                {statuses.map((c, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for the list's life
                  <Box key={i}>{c.cell(row)}</Box>
                ))}
              </Stack>
            )}
          </Group>
          {lines.length > 0 && (
            <SimpleGrid cols={2} spacing="xs" verticalSpacing={6} mt={6}>
              {lines.map((c, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: as above
                <Box key={i} miw={0} style={{ overflowWrap: 'anywhere' }}>
                  <Text size="xs" c="dimmed">
                    {c.header}
                  </Text>
                  <Box fz="sm">{c.cell(row)}</Box>
                </Box>
              ))}
            </SimpleGrid>
          )}
          {actions.map((c, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: as above
            <Box key={i} mt="xs">
              {c.cell(row)}
            </Box>
          ))}
        </Card>
      ))}
    </Stack>
  );
}
