import { Paper, Table } from '@mantine/core';
import type { ReactNode } from 'react';

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

function cellProps<T>(c: Column<T>) {
  return {
    ta: c.align,
    maw: c.maxWidth,
    miw: c.minWidth,
    style: c.align || c.nowrap ? { whiteSpace: 'nowrap' as const } : undefined,
  };
}

/** A list's table: a header row and one row per entry, scrolling sideways on a phone. */
export function DataTable<T>({
  rows,
  columns,
  rowKey,
  minWidth,
  ariaLabel,
  rowProps,
  framed = true,
}: Props<T>) {
  const shown = columns.filter((c): c is Column<T> => Boolean(c));
  const table = (
    <Table.ScrollContainer minWidth={minWidth}>
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
    </Table.ScrollContainer>
  );
  return framed ? (
    <Paper withBorder p={0}>
      {table}
    </Paper>
  ) : (
    table
  );
}
