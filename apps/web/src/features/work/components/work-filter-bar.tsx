import { ALL_WORK_TYPES, PRIORITIES, RESELLER_WORK_TYPES, TASK_STATUSES } from '@aquadesk/shared/work.ts';
import { Button, Collapse, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconX } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchWorkPickers, NO_FILTERS, type WorkFilters, workKeys } from '../api.ts';

const ALL = '';

/** Status, priority, work type, assignee and "assigned to me" (spec 001 §9), kept by the caller. */
export function WorkFilterBar({
  filters,
  onChange,
  reseller,
}: {
  filters: WorkFilters;
  onChange: (patch: Partial<WorkFilters>) => void;
  /** spec 001 §6: a reseller sees only their own works and has no "Assign to All". */
  reseller: boolean;
}) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 250);
  const [assigneeLabel, setAssigneeLabel] = useState<string | null>(null);
  const pickers = useQuery({
    queryKey: workKeys.pickers(q),
    queryFn: ({ signal }) => fetchWorkPickers(q, signal),
    placeholderData: keepPreviousData,
  });
  const employees = (pickers.data?.employees ?? []).map((e) => ({ value: String(e.id), label: e.name }));
  if (filters.assignee && !employees.some((e) => e.value === String(filters.assignee)))
    employees.unshift({
      value: String(filters.assignee),
      label: assigneeLabel ?? `Employee ${filters.assignee}`,
    });
  const types = reseller ? RESELLER_WORK_TYPES : ALL_WORK_TYPES;
  const any = Boolean(
    filters.status || filters.priority || filters.worktype || filters.assignee || filters.mine,
  );
  // on a phone the four selects fold away behind one button, so the tasks come first
  const phone = useMediaQuery('(max-width: 48em)');
  const [shown, setShown] = useState(false);
  const set = [filters.status, filters.priority, filters.worktype, filters.assignee].filter(Boolean).length;
  return (
    <Stack gap="xs" mb="md">
      {reseller ? (
        <Text size="sm" c="dimmed">
          Showing your own works.
        </Text>
      ) : (
        <SegmentedControl
          value={filters.mine ? 'mine' : 'all'}
          onChange={(v) => onChange({ mine: v === 'mine' })}
          data={[
            { value: 'all', label: 'Assign to All' },
            { value: 'mine', label: 'Assigned to me' },
          ]}
          aria-label="Whose tasks"
          style={{ alignSelf: 'flex-start' }}
        />
      )}
      {phone && (
        <Button
          variant="default"
          leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
          onClick={() => setShown((v) => !v)}
          aria-expanded={shown}
          style={{ alignSelf: 'flex-start' }}
        >
          {set > 0 ? `Filters (${set})` : 'Filters'}
        </Button>
      )}
      <Collapse expanded={!phone || shown}>
        <Group gap="sm" wrap="wrap" align="flex-end">
          <Select
            label="Status"
            data={[{ value: ALL, label: 'All' }, ...TASK_STATUSES.map((s) => ({ value: s, label: s }))]}
            value={filters.status ?? ALL}
            onChange={(v) => onChange({ status: TASK_STATUSES.find((s) => s === v) ?? null })}
            allowDeselect={false}
            style={{ flex: '1 1 9rem' }}
          />
          <Select
            label="Priority"
            data={[{ value: ALL, label: 'All' }, ...PRIORITIES.map((p) => ({ value: p, label: p }))]}
            value={filters.priority ?? ALL}
            onChange={(v) => onChange({ priority: PRIORITIES.find((p) => p === v) ?? null })}
            allowDeselect={false}
            style={{ flex: '1 1 8rem' }}
          />
          <Select
            label="Work type"
            data={[{ value: ALL, label: 'All' }, ...types.map((t) => ({ value: t, label: t }))]}
            value={filters.worktype ?? ALL}
            onChange={(v) => onChange({ worktype: v || null })}
            allowDeselect={false}
            searchable
            style={{ flex: '1 1 12rem' }}
          />
          <Select
            label="Assignee"
            placeholder="Anyone"
            data={employees}
            value={filters.assignee ? String(filters.assignee) : null}
            onChange={(v, option) => {
              setAssigneeLabel(option?.label ?? null);
              onChange({ assignee: v ? Number(v) : null });
            }}
            searchable
            clearable
            onSearchChange={setSearch}
            filter={({ options }) => options}
            nothingFoundMessage="No employee found"
            style={{ flex: '1 1 12rem' }}
          />
          {any && (
            <Button
              variant="subtle"
              leftSection={<IconX size={16} aria-hidden />}
              onClick={() => onChange(NO_FILTERS)}
            >
              Clear
            </Button>
          )}
        </Group>
      </Collapse>
    </Stack>
  );
}
