import { Group, Text } from '@mantine/core';
import { VISIT_LEGEND } from './visit-state.ts';

/** What each colour means. */
export function VisitLegend() {
  return (
    <Group gap="md" aria-label="Legend" role="list">
      {VISIT_LEGEND.map(({ state, label, color }) => (
        <Group key={state} gap={4} role="listitem" wrap="nowrap">
          <span
            aria-hidden
            style={{
              width: 12,
              height: 12,
              borderRadius: 3,
              display: 'inline-block',
              background: `var(--mantine-color-${color}-6)`,
            }}
          />
          <Text size="xs">{label}</Text>
        </Group>
      ))}
    </Group>
  );
}
