import type { CallPause } from '@aquadesk/shared/calls.ts';
import { formatDateTime } from '@aquadesk/shared/format.ts';
import { List, Text } from '@mantine/core';

/** Every pause of a call, oldest first: when, who, why, and when it resumed. */
export function CallPauses({ pauses }: { pauses: readonly CallPause[] }) {
  if (pauses.length === 0) return null;
  return (
    <div>
      <Text size="sm" fw={600}>
        Pauses
      </Text>
      <List size="sm" spacing={2} aria-label="Pauses">
        {pauses.map((p) => (
          <List.Item key={p.paused_at}>
            {formatDateTime(p.paused_at)}
            {p.paused_by && ` by ${p.paused_by}`}: {p.reason}
            <Text span c="dimmed" size="sm">
              {p.resumed_at
                ? ` · resumed ${formatDateTime(p.resumed_at)}${p.resumed_by ? ` by ${p.resumed_by}` : ''}`
                : ' · still paused'}
            </Text>
          </List.Item>
        ))}
      </List>
    </div>
  );
}
