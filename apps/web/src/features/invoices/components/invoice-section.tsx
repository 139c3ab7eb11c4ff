import { Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One titled part of the invoice page below the document (its receipts, its notes, its history), named by
 * its title and never printed: the rows, or while there are none (`empty`) a line saying so.
 */
export function InvoiceSection({
  title,
  empty = false,
  emptyText,
  children,
}: {
  title: string;
  empty?: boolean;
  emptyText?: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title} data-print-hidden>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      {empty ? (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      ) : (
        children
      )}
    </Paper>
  );
}
