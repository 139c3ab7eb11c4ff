import {
  type EstimateListRow,
  estimateScope,
  isEstimateDirector,
  workSummary,
} from '@aquadesk/shared/estimates.ts';
import { formatDateTime } from '@aquadesk/shared/format.ts';
import { formatRupees } from '@aquadesk/shared/money.ts';
import { Anchor, Button, Card, Group, Paper, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table.tsx';
import { ListScreen } from '../../../components/list-screen.tsx';
import { AddButton } from '../../../components/page-header.tsx';
import { ResponsiveList } from '../../../components/responsive-list.tsx';
import { usePages } from '../../../lib/paged-list.ts';
import { useCan, usePrincipal } from '../../../lib/use-can.ts';
import { useListFilters } from '../../../lib/use-list-filters.ts';
import {
  type EstimateFrom,
  estimateFiltersOf,
  estimateKeys,
  fetchEstimatePage,
  NEW_ESTIMATE_STATE,
  useEstimateEvents,
} from '../api.ts';
import { EstimateFilterBar } from './estimate-filter-bar.tsx';
import { EstimateStatusBadge } from './estimate-status-badge.tsx';
import { NewEstimatePanel } from './new-estimate-panel.tsx';

/**
 * /work-estimate (spec 001 §2): filter bar, the list with paging, the New estimate panel. Its header says
 * which estimates it holds and its foot how many of them (issue 41 item 8).
 */
export function EstimateListScreen() {
  const url = useListFilters(['status', 'from', 'to', 'adviser']);
  const filters = estimateFiltersOf(url.values);
  const principal = usePrincipal();
  const canCreate = useCan('estimate.create');
  // spec 001 §6: the Advisor column is for admin and technical_director
  const showAdvisor = principal !== null && isEstimateDirector(principal);
  const [panel, setPanel] = useState(0);
  const [prefill, setPrefill] = useEstimateFrom(canCreate, () => setPanel((n) => n + 1));
  useEstimateEvents();
  const list = usePages(estimateKeys.list(filters), (cursor, signal) =>
    fetchEstimatePage(filters, cursor, signal),
  );
  const { rows } = list;
  const filtered = Boolean(filters.status || filters.search || filters.from || filters.to || filters.adviser);

  return (
    <ListScreen
      title="Work estimates"
      description={
        principal && <span data-testid="list-scope">{estimateScope(principal, filters.adviser)}</span>
      }
      exportTo={{
        list: 'estimates',
        path: '/get-estimate-list',
        params: { ...filters, status: filters.status ?? undefined, adviser: filters.adviser ?? undefined },
      }}
      actions={
        canCreate && (
          <AddButton
            onClick={() => {
              setPrefill(null);
              setPanel((n) => n + 1);
            }}
          >
            New estimate
          </AddButton>
        )
      }
      filterBar={<EstimateFilterBar filters={url} />}
      list={list}
      emptyMessage="No estimates yet"
      filteredMessage="No estimates match these filters"
      filtered={filtered}
      noun="estimates"
      one="estimate"
      overlays={canCreate && <NewEstimatePanel openKey={panel} prefill={prefill} />}
    >
      <ResponsiveList
        rows={rows}
        label="Estimates"
        card={(r) => <EstimateCard key={r.work_estimate_id} row={r} showAdvisor={showAdvisor} />}
        table={
          <Paper withBorder p={0}>
            <EstimateTable rows={rows} showAdvisor={showAdvisor} />
          </Paper>
        }
      />
    </ListScreen>
  );
}

/**
 * A New estimate handed over by another screen (a chargeable call's Make estimate): opens the panel once with
 * it, and clears the router state so that a reload or Back does not open it again.
 */
function useEstimateFrom(canCreate: boolean, open: () => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const [prefill, setPrefill] = useState<EstimateFrom | null>(null);
  const handled = useRef<EstimateFrom | null>(null);
  const handed = (location.state as Record<string, EstimateFrom> | null)?.[NEW_ESTIMATE_STATE] ?? null;
  useEffect(() => {
    if (!handed || !canCreate || handled.current === handed) return;
    handled.current = handed;
    setPrefill(handed);
    open();
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [handed, canCreate, open, navigate, location.pathname, location.search]);
  return [prefill, setPrefill] as const;
}

function workText(row: EstimateListRow): string {
  return workSummary(row);
}

function EstimateTable({ rows, showAdvisor }: { rows: EstimateListRow[]; showAdvisor: boolean }) {
  return (
    <DataTable
      rows={rows}
      rowKey={(r) => r.work_estimate_id}
      minWidth={showAdvisor ? 1060 : 940}
      ariaLabel="Estimates"
      framed={false}
      rowProps={(r) => ({ 'data-testid': `estimate-${r.work_estimate_id}` })}
      columns={[
        {
          header: 'Time',
          cell: (r) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.create_date)}</span>,
        },
        {
          header: 'Work',
          role: 'title',
          cell: (r) => (
            <Text size="sm" lineClamp={2} maw={280}>
              {workText(r)}
            </Text>
          ),
        },
        { header: 'Client', cell: (r) => r.name },
        { header: 'Site', cell: (r) => r.site_name },
        { header: 'Organization', cell: (r) => r.organization },
        showAdvisor && { header: 'Advisor', cell: (r) => r.advisor },
        {
          header: 'Amount',
          align: 'right',
          cell: (r) => (
            <span
              style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
              data-testid="estimate-amount"
            >
              {formatRupees(r.total)}
            </span>
          ),
        },
        { header: 'Status', role: 'status', cell: (r) => <EstimateStatusBadge status={r.status} /> },
        {
          header: 'Action',
          role: 'action',
          cell: (r) => (
            <Anchor
              component={Link}
              to={`/work-estimate/${r.work_estimate_id}`}
              aria-label={`Open estimate ${r.work_estimate_id}`}
              size="sm"
            >
              <Group gap={4} wrap="nowrap">
                Open <IconExternalLink size={14} aria-hidden />
              </Group>
            </Anchor>
          ),
        },
      ]}
    />
  );
}

/** A phone shows each estimate as a card with the same fields. */
function EstimateCard({ row: r, showAdvisor }: { row: EstimateListRow; showAdvisor: boolean }) {
  return (
    <Card withBorder padding="sm" data-testid={`estimate-${r.work_estimate_id}`}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={650} size="sm" lineClamp={2}>
            {workText(r)}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(r.create_date)}
          </Text>
        </Stack>
        <EstimateStatusBadge status={r.status} />
      </Group>
      <Text size="sm" mt={6}>
        {r.organization ? `${r.organization} · ` : ''}
        {r.name}
      </Text>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" c="dimmed">
          Site: {r.site_name}
        </Text>
        <Text size="sm" fw={650} style={{ whiteSpace: 'nowrap' }} data-testid="estimate-amount">
          {formatRupees(r.total)}
        </Text>
      </Group>
      {showAdvisor && (
        <Text size="sm" c="dimmed">
          Advisor: {r.advisor}
        </Text>
      )}
      <Button
        component={Link}
        to={`/work-estimate/${r.work_estimate_id}`}
        variant="light"
        size="xs"
        mt="xs"
        aria-label={`Open estimate ${r.work_estimate_id}`}
        rightSection={<IconExternalLink size={14} aria-hidden />}
      >
        Open
      </Button>
    </Card>
  );
}
