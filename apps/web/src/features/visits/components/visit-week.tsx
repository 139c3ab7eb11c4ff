import type { Day } from '@aquadesk/shared/dates.ts';
import { formatDate } from '@aquadesk/shared/format.ts';
import type { VisitRow } from '@aquadesk/shared/visits.ts';
import { Box, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { daysWithVisits, WEEKDAYS } from './calendar-days.ts';
import { VisitChip } from './visit-chip.tsx';

interface Props {
  from: Day;
  today: Day;
  visits: readonly VisitRow[];
  /** A phone: the week as a list of its days. */
  compact: boolean;
  onOpen: (visit: VisitRow) => void;
}

/** The week view: seven columns, Monday first; on a phone a list of the days, each with its visits. */
export function VisitWeek({ from, today, visits, compact, onOpen }: Props) {
  const days = daysWithVisits(from, 7, visits);
  return (
    <SimpleGrid cols={compact ? 1 : 7} spacing={compact ? 'xs' : 4}>
      {days.map(({ day, visits: onDay }, i) => (
        <Paper
          key={day}
          withBorder
          p={6}
          component="section"
          aria-label={`${WEEKDAYS[i]} ${formatDate(day)}`}
          bg={day === today ? 'var(--mantine-color-yellow-light)' : undefined}
          mih={compact ? undefined : 160}
        >
          <Text size="xs" fw={600} mb={4}>
            {WEEKDAYS[i]} {formatDate(day)}
          </Text>
          {onDay.length === 0 ? (
            <Text size="xs" c="dimmed">
              {compact ? 'No visits' : '—'}
            </Text>
          ) : (
            <Stack gap={2}>
              {onDay.map((v) => (
                <Box key={v.id}>
                  <VisitChip visit={v} onOpen={() => onOpen(v)} />
                </Box>
              ))}
            </Stack>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
