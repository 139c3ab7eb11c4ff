import { VISIT_STATE_LABELS, type VisitRow } from '@aquadesk/shared/visits.ts';
import { Box, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { VISIT_STATE_COLORS } from '../api.ts';
import { visitLabel } from './visit-state.ts';

/**
 * One visit on the calendar: a button coloured by its state (a stripe and a tint, so the colour is never
 * the only sign: the state is in its name), the site and the visit's number; `dot` for a phone's month.
 */
export function VisitChip({
  visit,
  onOpen,
  dot = false,
}: {
  visit: VisitRow;
  onOpen: () => void;
  dot?: boolean;
}) {
  const color = VISIT_STATE_COLORS[visit.state];
  return (
    <UnstyledButton
      onClick={onOpen}
      // a dot has no text: it is named; a chip's name is its text and its state
      aria-label={dot ? visitLabel(visit) : undefined}
      title={visitLabel(visit)}
      data-state={visit.state}
      style={{
        display: dot ? 'inline-block' : 'block',
        width: dot ? 12 : '100%',
        height: dot ? 12 : undefined,
        borderRadius: dot ? 6 : 4,
        borderLeft: dot ? undefined : `3px solid var(--mantine-color-${color}-6)`,
        background: dot ? `var(--mantine-color-${color}-6)` : `var(--mantine-color-${color}-light)`,
        padding: dot ? 0 : '1px 4px',
        margin: dot ? 1 : '0 0 2px',
        minWidth: 0,
      }}
    >
      {!dot && (
        <Box style={{ minWidth: 0 }}>
          <Text
            size="xs"
            fw={500}
            truncate="end"
            td={visit.state === 'cancelled' ? 'line-through' : undefined}
          >
            {visit.site_name}
          </Text>
          <Text size="xs" truncate="end">
            Visit {visit.seq} of {visit.of} · {visit.technician_name ?? 'No technician'}
          </Text>
          <VisuallyHidden>, {VISIT_STATE_LABELS[visit.state]}</VisuallyHidden>
        </Box>
      )}
    </UnstyledButton>
  );
}
