import { formatDate } from '@aquadesk/shared/format.ts';
import {
  LEAVE_DURATIONS,
  LEAVE_TYPES,
  type LeaveRecord,
  seesEveryonesLeave,
} from '@aquadesk/shared/leave.ts';
import { Badge, Button, Group, Switch, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCircleCheck, IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { PageTick, RowTick } from '../../../components/bulk-bar.tsx';
import { ChoiceFilter } from '../../../components/choice-filter.tsx';
import { DataTable, PHONE_QUERY } from '../../../components/data-table.tsx';
import { DateRangeFilter } from '../../../components/date-range-filter.tsx';
import { FilterBar, SearchFilter } from '../../../components/filter-bar.tsx';
import { ListScreen } from '../../../components/list-screen.tsx';
import { RowAction } from '../../../components/row-action.tsx';
import { SlideInForm } from '../../../components/slide-in-form.tsx';
import { useSession } from '../../../lib/session-store.ts';
import { useCan, usePrincipal } from '../../../lib/use-can.ts';
import { useListFilters } from '../../../lib/use-list-filters.ts';
import { useSelection } from '../../../lib/use-selection.ts';
import { useLeaveEvents, useLeaves } from '../api.ts';
import { LeaveBulkActions } from './leave-bulk-bar.tsx';
import { LeaveForm, type LeaveFormMode } from './leave-form.tsx';
import { LeaveSummary } from './leave-summary.tsx';

const STATUS_COLOR: Record<string, string> = { PENDING: 'yellow', APPROVE: 'teal', REJECT: 'red' };
const STATUS_LABEL: Record<string, string> = { PENDING: 'Pending', APPROVE: 'Approved', REJECT: 'Rejected' };

const TITLES: Record<LeaveFormMode['kind'], string> = {
  insert: 'Apply Leave',
  update: 'Update Leave',
  approve: 'Approve Leave',
};

/** The leave tracker (spec 000 §2, §4, §6). */
export function LeaveTracker() {
  const user = useSession();
  const filters = useListFilters(['history', 'leave_type', 'from', 'to']);
  const history = filters.values.history === '1';
  const [mode, setMode] = useState<LeaveFormMode | null>(null);
  const [formKey, setFormKey] = useState(0);
  useLeaveEvents();
  const { history: _h, ...rest } = filters.values;
  const params = { ...rest, status: history ? 'DECIDED' : 'PENDING' };
  const list = useLeaves(params);
  const { rows } = list;
  const isAdmin = useCan('leave.approve');
  const principal = usePrincipal();
  // issue 41 item 13: the admin ticks pending leaves to approve or reject them at once
  const selection = useSelection();
  const phone = useMediaQuery(PHONE_QUERY);
  if (!user || !principal) return null;
  const everyone = seesEveryonesLeave(principal);
  const ticking = isAdmin && !history;
  const pageIds = rows.filter((l) => l.status === 'PENDING').map((l) => l.id);
  const tickOf = (l: LeaveRecord) =>
    l.status === 'PENDING' ? (
      <RowTick
        id={l.id}
        label={`Select ${l.name}'s leave on ${formatDate(l.leave_date)}`}
        selection={selection}
      />
    ) : null;

  const open = (next: LeaveFormMode) => {
    setFormKey((k) => k + 1);
    setMode(next);
  };

  return (
    <ListScreen
      title="Leave tracker"
      leading={
        <Switch
          label="History"
          checked={history}
          onChange={(e) => filters.set('history', e.currentTarget.checked ? '1' : undefined)}
        />
      }
      exportTo={{ list: 'leave', path: '/get_leaves', params }}
      actions={
        <Button leftSection={<IconPlus size={16} />} onClick={() => open({ kind: 'insert' })}>
          Apply leave
        </Button>
      }
      filterBar={
        <>
          <LeaveSummary everyone={everyone} userId={user.id} />
          <FilterBar>
            {everyone && <SearchFilter filters={filters} label="Person" placeholder="Name or e-mail" />}
            <ChoiceFilter filters={filters} name="leave_type" label="Type" data={LEAVE_TYPES} />
            <DateRangeFilter filters={filters} />
          </FilterBar>
        </>
      }
      list={list}
      emptyMessage={history ? 'No leave history' : 'No pending leaves'}
      showLoadError={false}
      noun="leaves"
      overlays={
        <>
          {ticking && <LeaveBulkActions selection={selection} />}
          <SlideInForm
            opened={mode !== null}
            onClose={() => setMode(null)}
            title={mode ? TITLES[mode.kind] : ''}
          >
            {mode && <LeaveForm key={formKey} mode={mode} onClose={() => setMode(null)} />}
          </SlideInForm>
        </>
      }
    >
      {ticking && phone && rows.length > 0 && (
        <PageTick
          ids={pageIds}
          ariaLabel="Select all leaves on this page"
          label="Select all on this page"
          selection={selection}
        />
      )}
      <DataTable
        rows={rows}
        rowKey={(l) => l.id}
        minWidth={720}
        framed={false}
        ariaLabel={history ? 'Leave history' : 'Pending leaves'}
        rowProps={(l) => ({ 'data-testid': `leave-${l.id}` })}
        columns={[
          ticking &&
            !phone && {
              header: (
                <PageTick ids={pageIds} ariaLabel="Select all leaves on this page" selection={selection} />
              ),
              width: 36,
              cell: tickOf,
            },
          everyone && { header: 'Name', role: 'title', cell: (l: LeaveRecord) => l.name },
          { header: 'Date', cell: (l) => formatDate(l.leave_date) },
          { header: 'Duration', cell: (l) => LEAVE_DURATIONS[l.half_day] },
          { header: 'Type', cell: (l) => l.leave_type },
          {
            header: 'Reason',
            cell: (l) => (
              <Text size="sm" lineClamp={2} maw={280}>
                {l.reason}
              </Text>
            ),
          },
          {
            header: 'Status',
            role: 'status',
            cell: (l) => (
              <Badge color={STATUS_COLOR[l.status]} variant="light">
                {STATUS_LABEL[l.status]}
              </Badge>
            ),
          },
          history && {
            header: 'Pay',
            cell: (l) => (l.status === 'APPROVE' ? (l.is_paid ? 'Paid' : 'Unpaid') : ''),
          },
          {
            header: 'Action',
            role: 'action',
            cell: (l) => (
              <Group gap={4} wrap="nowrap">
                {ticking && phone && tickOf(l)}
                {l.status === 'PENDING' && l.user_id === user.id && (
                  <RowAction
                    label="Edit"
                    ariaLabel="Edit leave"
                    onClick={() => open({ kind: 'update', leave: l })}
                  >
                    <IconPencil size={18} />
                  </RowAction>
                )}
                {l.status === 'PENDING' && isAdmin && (
                  <RowAction
                    label="Approve or reject"
                    ariaLabel="Approve leave"
                    color="teal"
                    onClick={() => open({ kind: 'approve', leave: l })}
                  >
                    <IconCircleCheck size={18} />
                  </RowAction>
                )}
              </Group>
            ),
          },
        ]}
      />
    </ListScreen>
  );
}
