import { type Day, monthOf } from '@aquadesk/shared/dates.ts';
import { formatDate } from '@aquadesk/shared/format.ts';
import type { VisitRow } from '@aquadesk/shared/visits.ts';
import { Box, Text, VisuallyHidden } from '@mantine/core';
import { daysWithVisits, WEEKDAYS } from './calendar-days.ts';
import { VisitChip } from './visit-chip.tsx';

interface Props {
  from: Day;
  /** The month shown (its days are in full; the weeks' other days dimmed). */
  anchor: Day;
  today: Day;
  visits: readonly VisitRow[];
  caption: string;
  /** A phone: each visit a coloured dot. */
  compact: boolean;
  onOpen: (visit: VisitRow) => void;
}

const cell = { border: '1px solid var(--mantine-color-default-border)', verticalAlign: 'top' } as const;

/** The month view: a table of six weeks, Monday first, each day with its visits. */
export function VisitMonthGrid({ from, anchor, today, visits, caption, compact, onOpen }: Props) {
  const days = daysWithVisits(from, 42, visits);
  const { month } = monthOf(anchor);
  const weeks = Array.from({ length: 6 }, (_, w) => days.slice(w * 7, w * 7 + 7));
  return (
    <Box style={{ overflowX: 'auto' }}>
      <table style={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' }}>
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            {WEEKDAYS.map((d) => (
              <th key={d} scope="col" style={{ ...cell, padding: 4 }}>
                <Text size="xs" fw={600}>
                  {d}
                </Text>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]!.day}>
              {week.map(({ day, visits: onDay }) => {
                const inMonth = monthOf(day).month === month;
                return (
                  <td
                    key={day}
                    aria-label={`${formatDate(day)}: ${onDay.length === 1 ? '1 visit' : `${onDay.length} visits`}`}
                    style={{
                      ...cell,
                      height: compact ? 56 : 96,
                      padding: 2,
                      // the weeks' days of another month on grey (no opacity: the text keeps its contrast)
                      background:
                        day === today
                          ? 'var(--mantine-color-yellow-light)'
                          : inMonth
                            ? undefined
                            : 'var(--mantine-color-gray-1)',
                    }}
                  >
                    <Text
                      size="xs"
                      fw={day === today ? 700 : 400}
                      c={inMonth ? undefined : 'gray.7'}
                      aria-hidden
                    >
                      {Number(day.slice(8, 10))}
                    </Text>
                    <Box style={{ maxHeight: compact ? 40 : 76, overflowY: 'auto' }}>
                      {onDay.map((v) => (
                        <VisitChip key={v.id} visit={v} dot={compact} onOpen={() => onOpen(v)} />
                      ))}
                    </Box>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
