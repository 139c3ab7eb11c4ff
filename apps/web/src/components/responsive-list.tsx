import { Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { PHONE_QUERY } from './data-table.tsx';

interface ResponsiveListProps<T> {
  rows: readonly T[];
  /** The accessible name of the list of cards. */
  label: string;
  /** One row as a card (with its own key). */
  card: (row: T) => ReactNode;
  /** The table shown from a tablet up. */
  table: ReactNode;
  /** Announce the cards as a list of items (each card then has role="listitem"). */
  asList?: boolean;
  /** Above the cards on a phone, where the table's heading row is not (a "select all" tick). */
  header?: ReactNode;
}

/** A list screen's rows: one card each on a phone (below 48em), the table on larger screens. */
export function ResponsiveList<T>({ rows, label, card, table, asList, header }: ResponsiveListProps<T>) {
  const phone = useMediaQuery(PHONE_QUERY);
  if (!phone) return table;
  const cards = (
    <Stack gap="sm" aria-label={label} role={asList ? 'list' : undefined}>
      {rows.map(card)}
    </Stack>
  );
  if (!header) return cards;
  return (
    <Stack gap="xs">
      {header}
      {cards}
    </Stack>
  );
}
