import { formatDateTime } from '@aquadesk/shared/format.ts';
import { Stack, Text, Timeline } from '@mantine/core';

/** One line of a record's history as the server gives it (an invoice's, a contract's). */
export interface HistoryLine {
  id: number;
  actor_name: string;
  at: string;
}

/**
 * A record's history, newest first: what each change did in words (`whatOf`, the domain's own), who made it
 * and when (IST).
 */
export function HistoryTimeline<E extends HistoryLine>({
  history,
  whatOf,
}: {
  history: readonly E[];
  whatOf: (entry: E) => string;
}) {
  return (
    <Timeline bulletSize={12} lineWidth={2}>
      {history.map((e) => (
        <Timeline.Item key={e.id} data-testid="history-entry">
          <Stack gap={0}>
            {/* an IRN or an e-mail address is one long word: it breaks inside rather than widen a phone's page */}
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {whatOf(e)}
            </Text>
            <Text size="xs" c="dimmed">
              {e.actor_name} · {formatDateTime(e.at)}
            </Text>
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
