import { formatDate } from '@aquadesk/shared/format.ts';
import {
  LEAVE_DURATIONS,
  LEAVE_TYPES,
  type LeaveRecord,
  seesEveryonesLeave,
} from '@aquadesk/shared/leave.ts';
import { Badge, Button, Group, Select, Switch, Table, Text, TextInput } from '@mantine/core';
import { IconCircleCheck, IconPencil, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { QueryLoadMore } from '../../../components/load-more.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryContent } from '../../../components/query-content.tsx';
import { RowAction } from '../../../components/row-action.tsx';
import { SlideInForm } from '../../../components/slide-in-form.tsx';
import { useSession } from '../../../lib/session-store.ts';
import { useCan, usePrincipal } from '../../../lib/use-can.ts';
import { useListFilters } from '../../../lib/use-list-filters.ts';
import { useLeaveEvents, useLeaves } from '../api.ts';
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
  const { query: q, rows, total } = useLeaves({ ...rest, status: history ? 'DECIDED' : 'PENDING' });
  const isAdmin = useCan('leave.approve');
  const principal = usePrincipal();
  if (!user || !principal) return null;
  const everyone = seesEveryonesLeave(principal);

  const open = (next: LeaveFormMode) => {
    setFormKey((k) => k + 1);
    setMode(next);
  };

  return (
    <>
      <PageHeader
        title="Leave tracker"
        actions={
          <>
            <Switch
              label="History"
              checked={history}
              onChange={(e) => filters.set('history', e.currentTarget.checked ? '1' : undefined)}
            />
            <Button leftSection={<IconPlus size={16} />} onClick={() => open({ kind: 'insert' })}>
              Apply leave
            </Button>
          </>
        }
      />
      <LeaveSummary everyone={everyone} userId={user.id} />
      <Group mb="md" gap="sm" wrap="wrap" align="flex-end">
        {everyone && (
          <TextInput
            label="Person"
            placeholder="Name or e-mail"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={filters.searchText}
            onChange={(e) => filters.setSearchText(e.currentTarget.value)}
            style={{ flex: '1 1 12rem' }}
            size="sm"
          />
        )}
        <Select
          label="Type"
          data={['All', ...LEAVE_TYPES]}
          value={filters.values.leave_type ?? 'All'}
          onChange={(v) => filters.set('leave_type', v && v !== 'All' ? v : undefined)}
          allowDeselect={false}
          size="sm"
          w={{ base: '100%', xs: 200 }}
        />
        <TextInput
          type="date"
          label="From"
          value={filters.values.from ?? ''}
          onChange={(e) => filters.set('from', e.currentTarget.value || undefined)}
          size="sm"
        />
        <TextInput
          type="date"
          label="To"
          value={filters.values.to ?? ''}
          onChange={(e) => filters.set('to', e.currentTarget.value || undefined)}
          size="sm"
        />
      </Group>
      <QueryContent
        query={q}
        isEmpty={rows.length === 0}
        emptyMessage={history ? 'No leave history' : 'No pending leaves'}
        showLoadError={false}
      >
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover aria-label={history ? 'Leave history' : 'Pending leaves'}>
            <Table.Thead>
              <Table.Tr>
                {everyone && <Table.Th>Name</Table.Th>}
                <Table.Th>Date</Table.Th>
                <Table.Th>Duration</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th>Reason</Table.Th>
                <Table.Th>Status</Table.Th>
                {history && <Table.Th>Pay</Table.Th>}
                <Table.Th>Action</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((l: LeaveRecord) => {
                const canEdit = l.status === 'PENDING' && l.user_id === user.id;
                const canApprove = l.status === 'PENDING' && isAdmin;
                return (
                  <Table.Tr key={l.id} data-testid={`leave-${l.id}`}>
                    {everyone && <Table.Td>{l.name}</Table.Td>}
                    <Table.Td>{formatDate(l.leave_date)}</Table.Td>
                    <Table.Td>{LEAVE_DURATIONS[l.half_day]}</Table.Td>
                    <Table.Td>{l.leave_type}</Table.Td>
                    <Table.Td maw={280}>
                      <Text size="sm" lineClamp={2}>
                        {l.reason}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLOR[l.status]} variant="light">
                        {STATUS_LABEL[l.status]}
                      </Badge>
                    </Table.Td>
                    {history && (
                      <Table.Td>{l.status === 'APPROVE' ? (l.is_paid ? 'Paid' : 'Unpaid') : ''}</Table.Td>
                    )}
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        {canEdit && (
                          <RowAction
                            label="Edit"
                            ariaLabel="Edit leave"
                            onClick={() => open({ kind: 'update', leave: l })}
                          >
                            <IconPencil size={18} />
                          </RowAction>
                        )}
                        {canApprove && (
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
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <QueryLoadMore query={q} shown={rows.length} total={total} noun="leaves" />
      </QueryContent>
      <SlideInForm opened={mode !== null} onClose={() => setMode(null)} title={mode ? TITLES[mode.kind] : ''}>
        {mode && <LeaveForm key={formKey} mode={mode} onClose={() => setMode(null)} />}
      </SlideInForm>
    </>
  );
}
