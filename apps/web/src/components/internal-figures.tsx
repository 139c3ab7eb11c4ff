import { Badge, Group, Paper, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The words that mark a document's internal figures on screen. */
export const INTERNAL_BADGE = 'Internal: not on the client’s copy';

/**
 * A document's internal figures (issue 41 item 7: cost, profit, expense, rates per hour), beside the client's
 * copy on screen for the staff who set them (the server sends them to no one else), marked as internal and
 * never printed: what the browser prints is the client's document alone.
 */
export function InternalFigures({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-label={label}
      data-print-hidden
      data-testid="internal-figures"
      style={{ borderStyle: 'dashed', borderColor: 'var(--mantine-color-orange-6)' }}
    >
      <Group justify="space-between" align="flex-start" gap="xs" mb="sm" wrap="wrap">
        <Text fw={700} size="sm">
          {label}
        </Text>
        <Badge color="orange" variant="light" leftSection={<IconLock size={12} aria-hidden />}>
          {INTERNAL_BADGE}
        </Badge>
      </Group>
      {children}
    </Paper>
  );
}
