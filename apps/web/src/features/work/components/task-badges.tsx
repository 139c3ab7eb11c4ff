import type { Priority, TaskStatus } from '@aquadesk/shared/work.ts';
import { Badge } from '@mantine/core';
import { PRIORITY_COLOR, TASK_STATUS_COLOR } from '../api.ts';

export function TaskStatusBadge({ status }: { status: TaskStatus }) {
  return (
    <Badge variant="light" color={TASK_STATUS_COLOR[status]} style={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
      {status}
    </Badge>
  );
}

export function PriorityBadge({ priority }: { priority: Priority }) {
  return (
    <Badge
      variant={priority === 'URGENT' ? 'filled' : 'light'}
      color={PRIORITY_COLOR[priority]}
      style={{ whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      {priority}
    </Badge>
  );
}
