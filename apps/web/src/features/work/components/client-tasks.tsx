import { Badge, Group, Paper, Text } from '@mantine/core';
import { QueryLoadMore } from '../../../components/load-more.tsx';
import { QueryContent } from '../../../components/query-content.tsx';
import { usePages } from '../../../lib/paged-list.ts';
import { useSession } from '../../../lib/session-store.ts';
import { fetchTaskPage, NO_FILTERS, taskListParams, useWorkEvents, workKeys } from '../api.ts';
import { TaskList } from './task-list.tsx';

/** The client page's work tab: the tasks at this client's sites, beside its estimates (spec 001 §2). */
export function ClientTasks({ clientId }: { clientId: number }) {
  const user = useSession();
  useWorkEvents();
  const params = taskListParams(NO_FILTERS, { client_id: clientId });
  const { query: q, rows } = usePages([...workKeys.tasks(), params], (cursor, signal) =>
    fetchTaskPage(params, cursor, signal),
  );
  return (
    <Paper withBorder p="md">
      <Group gap="xs" mb="xs">
        <Text fw={650}>Tasks</Text>
        {q.data && (
          <Badge variant="light">
            {rows.length}
            {q.hasNextPage ? '+' : ''}
          </Badge>
        )}
      </Group>
      <QueryContent query={q} isEmpty={rows.length === 0} emptyMessage="No tasks for this client yet">
        <TaskList rows={rows} user={user} showAdvisor={false} label="Tasks of this client" />
        {q.hasNextPage && (
          <QueryLoadMore query={q} shown={rows.length} total={undefined} noun="tasks" one="task" />
        )}
      </QueryContent>
    </Paper>
  );
}
