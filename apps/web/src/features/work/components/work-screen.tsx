import { isResellerOnly } from '@aquadesk/shared/permissions.ts';
import { seesWorkAdvisor, type TaskRow } from '@aquadesk/shared/work.ts';
import { Tabs } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListScreen } from '../../../components/list-screen.tsx';
import { AddButton, PageHeader } from '../../../components/page-header.tsx';
import { usePages } from '../../../lib/paged-list.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useCan, usePrincipal } from '../../../lib/use-can.ts';
import { useQueryWriter } from '../../../lib/use-query-writer.ts';
import { fetchTaskPage, taskListParams, useWorkEvents, workKeys } from '../api.ts';
import { useWorkFilters } from '../hooks/use-work-filters.ts';
import { RegisterWorkPanel } from './register-work-panel.tsx';
import { TaskList } from './task-list.tsx';
import { kindsOf, type MoveDialog } from './task-move-kinds.tsx';
import { TaskMoveDialog } from './task-moves.tsx';
import { WorkEstimatesTab } from './work-estimates-tab.tsx';
import { WorkFilterBar } from './work-filter-bar.tsx';

type Tab = 'estimate' | 'assignments';

/** /work (spec 001 §2): tabs Estimate and Assignments, the Register work panel and the move dialogs. */
export function WorkScreen() {
  const principal = usePrincipal();
  const user = useSession();
  const canRegister = useCan('work.create');
  const showAdvisor = principal !== null && seesWorkAdvisor(principal);
  const reseller = principal !== null && isResellerOnly(principal);
  const [params] = useSearchParams();
  const write = useQueryWriter();
  // the Assignments tab opens first: a technician's tasks are what this screen is used for most
  const tab: Tab = params.get('tab') === 'estimate' ? 'estimate' : 'assignments';
  const [panel, setPanel] = useState(0);
  useWorkEvents();

  return (
    <>
      <PageHeader
        title="Work"
        actions={canRegister && <AddButton onClick={() => setPanel((n) => n + 1)}>Register work</AddButton>}
      />
      <Tabs
        value={tab}
        onChange={(v) =>
          write((next) => {
            if (v === 'estimate') next.set('tab', 'estimate');
            else next.delete('tab');
          })
        }
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="estimate">Estimate</Tabs.Tab>
          <Tabs.Tab value="assignments">Assignments</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="estimate">
          <WorkEstimatesTab showAdvisor={showAdvisor} />
        </Tabs.Panel>
        <Tabs.Panel value="assignments">
          <AssignmentsTab showAdvisor={showAdvisor} reseller={reseller} userId={user?.id ?? 0} />
        </Tabs.Panel>
      </Tabs>
      {canRegister && <RegisterWorkPanel openKey={panel} />}
    </>
  );
}

function AssignmentsTab({
  showAdvisor,
  reseller,
}: {
  showAdvisor: boolean;
  reseller: boolean;
  userId: number;
}) {
  const user = useSession();
  const [filters, setFilters] = useWorkFilters();
  // a reseller has no "Assign to All": the server shows them their own works whatever is stored
  const params = taskListParams(reseller ? { ...filters, mine: false } : filters);
  const list = usePages([...workKeys.tasks(), params], (cursor, signal) =>
    fetchTaskPage(params, cursor, signal),
  );
  const { rows } = list;
  const [move, setMove] = useState<{ row: TaskRow; dialog: MoveDialog } | null>(null);
  // the dialog follows the row as live events change it
  const moving = move ? (rows.find((r) => r.id === move.row.id) ?? move.row) : null;
  const filtered = Boolean(
    filters.status || filters.priority || filters.worktype || filters.assignee || filters.mine,
  );
  return (
    <ListScreen
      exportTo={{ list: 'work', path: '/get_all_works', params }}
      filterBar={<WorkFilterBar filters={filters} onChange={setFilters} reseller={reseller} />}
      list={list}
      emptyMessage="No tasks yet"
      filteredMessage="No tasks match these filters"
      filtered={filtered}
      noun="tasks"
      one="task"
      counted={false}
      overlays={
        moving && (
          <TaskMoveDialog
            task={moving}
            dialog={move?.dialog ?? null}
            kinds={kindsOf(moving, user)}
            onClose={() => setMove(null)}
          />
        )
      }
    >
      <TaskList
        rows={rows}
        user={user}
        showAdvisor={showAdvisor}
        onMove={(row, dialog) => setMove({ row, dialog })}
        label="Tasks"
      />
    </ListScreen>
  );
}
