import { type DueState, timeLeftText } from '@aquadesk/shared/calls.ts';
import { formatDateTime } from '@aquadesk/shared/format.ts';
import { Badge, Group, Text } from '@mantine/core';

const STATE_COLOR: Record<DueState, string> = { met: 'teal', late: 'orange', breached: 'red', open: 'blue' };

/** One due time of the clock: "Response due 03/12/2026 14:00 · 3 h 20 min left" (or met, late, breached). */
export function DueLine(props: {
  label: string;
  due: string | null;
  doneAt: string | null;
  state: DueState | null;
  paused: boolean;
  now: Date;
}) {
  const { label, due, doneAt, state, paused, now } = props;
  if (!due || !state) return null;
  const status =
    state === 'met'
      ? `Met ${formatDateTime(doneAt)}`
      : state === 'late'
        ? `Late: met ${formatDateTime(doneAt)}`
        : state === 'breached'
          ? 'Breached'
          : paused
            ? 'Clock paused'
            : timeLeftText(new Date(due), now);
  return (
    <Group gap="xs" wrap="wrap" justify="space-between">
      <Text size="sm">
        <Text span fw={600}>
          {label}
        </Text>{' '}
        {formatDateTime(due)}
      </Text>
      <Badge
        color={paused && state === 'open' ? 'yellow' : STATE_COLOR[state]}
        variant={state === 'open' ? 'light' : 'filled'}
        tt="none"
      >
        {status}
      </Badge>
    </Group>
  );
}
