import { Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import './scrolling-table.css';

/** A wide table that scrolls sideways on a phone, with a hint that it does (hidden on paper and wide screens). */
export function ScrollingTable({ minWidth, children }: { minWidth: number; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" className="scroll-hint" data-print-hidden aria-hidden>
        Scroll sideways to see every column →
      </Text>
      <Table.ScrollContainer minWidth={minWidth}>{children}</Table.ScrollContainer>
    </Stack>
  );
}
