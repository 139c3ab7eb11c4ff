import { type Day, MONTH_NAMES, monthOf, todayInIndia } from '@aquadesk/shared/dates.ts';
import { formatDate } from '@aquadesk/shared/format.ts';
import type { VisitRow } from '@aquadesk/shared/visits.ts';
import { ActionIcon, Button, Group, Loader, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useVisitEvents, useVisits, useVisitTechnicians } from '../api.ts';
import { type CalendarView, stepAnchor, viewRange } from './calendar-days.ts';
import { VisitDetail } from './visit-detail.tsx';
import { VisitLegend } from './visit-legend.tsx';
import { VisitMonthGrid } from './visit-month-grid.tsx';
import { VisitWeek } from './visit-week.tsx';

/**
 * /visits (issue 43 item 3, docs/requirements/007-visits.md): the contracts' visits by month or week, all or
 * one technician's (an employee: their own), coloured by state; a visit opens its details, Move and
 * Reassign. On a phone the week is a list of its days and the month shows a dot per visit.
 */
export function VisitsScreen() {
  const today = todayInIndia();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const [view, setView] = useState<CalendarView | null>(null);
  const shown: CalendarView = view ?? (phone ? 'week' : 'month');
  const [anchor, setAnchor] = useState<Day>(today);
  const [technician, setTechnician] = useState<string>('all');
  const technicians = useVisitTechnicians();
  // an employee is offered only themself: no filter
  const seesAll = (technicians.data?.length ?? 0) > 1;
  const range = viewRange(shown, anchor);
  const visits = useVisits({ ...range, technicianId: technician === 'all' ? undefined : Number(technician) });
  useVisitEvents();
  const [openId, setOpenId] = useState<number | null>(null);
  const [opened, setOpened] = useState<VisitRow | null>(null);
  const open = (v: VisitRow) => {
    setOpened(v);
    setOpenId(v.id);
  };
  const current = openId === null ? null : (visits.data?.find((v) => v.id === openId) ?? opened);
  const { year, month } = monthOf(anchor);
  const title = shown === 'month' ? `${MONTH_NAMES[month - 1]} ${year}` : `Week of ${formatDate(range.from)}`;
  const rows = visits.data ?? [];
  return (
    <Stack gap="sm">
      <PageHeader
        title="Visits"
        description="Contract visits by day: planned, due (task made), done, missed and cancelled."
        actions={
          <>
            <SegmentedControl
              aria-label="View"
              value={shown}
              onChange={(v) => setView(v as CalendarView)}
              data={[
                { value: 'month', label: 'Month' },
                { value: 'week', label: 'Week' },
              ]}
            />
            {seesAll && (
              <Select
                aria-label="Technician"
                value={technician}
                onChange={(v) => setTechnician(v ?? 'all')}
                allowDeselect={false}
                searchable
                w={200}
                data={[
                  { value: 'all', label: 'All technicians' },
                  ...(technicians.data ?? []).map((t) => ({ value: String(t.id), label: t.name })),
                ]}
              />
            )}
          </>
        }
      />
      <Group justify="space-between" wrap="nowrap">
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="default"
            aria-label={`Previous ${shown}`}
            onClick={() => setAnchor(stepAnchor(shown, anchor, -1))}
          >
            <IconChevronLeft size={16} />
          </ActionIcon>
          <ActionIcon
            variant="default"
            aria-label={`Next ${shown}`}
            onClick={() => setAnchor(stepAnchor(shown, anchor, 1))}
          >
            <IconChevronRight size={16} />
          </ActionIcon>
          <Button variant="subtle" size="xs" onClick={() => setAnchor(today)}>
            Today
          </Button>
        </Group>
        <Group gap="xs" wrap="nowrap">
          {visits.isFetching && <Loader size="xs" aria-label="Loading visits" />}
          <Text fw={600} aria-live="polite">
            {title}
          </Text>
        </Group>
      </Group>
      <VisitLegend />
      {visits.error && <LoadError error={visits.error} onRetry={() => void visits.refetch()} />}
      {shown === 'month' ? (
        <VisitMonthGrid
          from={range.from}
          anchor={anchor}
          today={today}
          visits={rows}
          caption={`Visits in ${title}`}
          compact={phone}
          onOpen={open}
        />
      ) : (
        <VisitWeek from={range.from} today={today} visits={rows} compact={phone} onOpen={open} />
      )}
      {!visits.isPlaceholderData && (
        <Text size="xs" c="dimmed">
          {rows.length === 1 ? '1 visit' : `${rows.length} visits`} shown
        </Text>
      )}
      <VisitDetail visit={current} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
