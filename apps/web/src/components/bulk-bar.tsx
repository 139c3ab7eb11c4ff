import { BULK_MAX } from '@aquadesk/shared/bulk.ts';
import { Alert, Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Selection } from '../lib/use-selection.ts';

/** What the last action on many did, in words, and whether all went (else some were skipped or it failed). */
export type BulkOutcome = { text: string; ok: boolean } | null;

/**
 * The bar a list shows while rows are ticked (issue 41 item 13): how many, the actions on them, Clear; above it
 * what the last action did, until closed. Both stick to the bottom of the window, so the actions and their
 * outcome stay in sight while ticking down a long list; on a phone the actions wrap under the count.
 */
export function BulkBar({
  count,
  noun,
  onClear,
  outcome,
  onCloseOutcome,
  children,
}: {
  count: number;
  /** What is ticked, singular ("invoice"). */
  noun: string;
  onClear: () => void;
  outcome: BulkOutcome;
  onCloseOutcome: () => void;
  children: ReactNode;
}) {
  if (count === 0 && !outcome) return null;
  return (
    <Stack gap="xs" mt="sm" style={{ position: 'sticky', bottom: 'var(--mantine-spacing-sm)', zIndex: 5 }}>
      {outcome && (
        <Alert
          color={outcome.ok ? 'teal' : 'yellow'}
          variant="filled"
          withCloseButton
          closeButtonLabel="Close"
          onClose={onCloseOutcome}
          role="status"
          data-testid="bulk-outcome"
        >
          {outcome.text}
        </Alert>
      )}
      {count > 0 && (
        <Paper withBorder shadow="md" p="sm" role="region" aria-label="Selected">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text size="sm" fw={650} data-testid="bulk-count">
              {count} {noun}
              {count === 1 ? '' : 's'} selected
              {count >= BULK_MAX ? ` (at most ${BULK_MAX})` : ''}
            </Text>
            <Group gap="xs" wrap="wrap">
              {children}
              <Button variant="subtle" size="xs" onClick={onClear}>
                Clear
              </Button>
            </Group>
          </Group>
        </Paper>
      )}
    </Stack>
  );
}

/** The tick of one row, for the actions on many; none more once BULK_MAX are ticked. */
export function RowTick({ id, label, selection }: { id: number; label: string; selection: Selection }) {
  const ticked = selection.has(id);
  return (
    <Checkbox
      data-tick
      size="sm"
      checked={ticked}
      disabled={!ticked && selection.full}
      onChange={() => selection.toggle(id)}
      aria-label={label}
    />
  );
}

/** The tick of every row shown (the page loaded so far): all, some (a dash) or none. */
export function PageTick({
  ids,
  ariaLabel,
  label,
  selection,
}: {
  ids: number[];
  ariaLabel: string;
  /** Shown beside the box (a phone's cards have no heading row to put it in). */
  label?: string;
  selection: Selection;
}) {
  const state = selection.pageState(ids);
  return (
    <Checkbox
      data-tick
      size="sm"
      checked={state === 'all'}
      indeterminate={state === 'some'}
      onChange={() => selection.togglePage(ids)}
      aria-label={ariaLabel}
      label={label}
    />
  );
}
