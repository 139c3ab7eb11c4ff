import type {
  DeptData,
  DeptNode,
  TAddDeptEmployeesRequest,
  TAddDeptRequest,
} from '@aquadesk/shared/departments.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { upsertBy } from '../../lib/live-list.ts';
import { putSaved } from '../../lib/put-saved.ts';
import { useSocketEvent } from '../../lib/socket/socket-context.ts';

export const deptKeys = { all: ['dept'] as const, data: () => ['dept', 'data'] as const };

export async function fetchDepts(signal?: AbortSignal): Promise<DeptData> {
  return (await apiRequest<{ data: DeptData }>('/get-dept', { signal })).data;
}
export async function addDept(body: TAddDeptRequest): Promise<DeptNode> {
  return (await apiRequest<{ data: DeptNode }>('/add-dept', { body })).data;
}
export async function addDeptEmployees(body: TAddDeptEmployeesRequest): Promise<DeptNode> {
  return (await apiRequest<{ data: DeptNode }>('/add-dept-emp', { body })).data;
}

export function withNode(data: DeptData | undefined, node: DeptNode): DeptData | undefined {
  if (!data) return data;
  return { ...data, dept_tree: upsertBy(data.dept_tree, node, (d) => d.dept_id) };
}

export function useDeptEvents(): void {
  const qc = useQueryClient();
  useSocketEvent(
    EVENTS.dept,
    (node) => void putSaved<DeptData>(qc, deptKeys.data(), (d) => withNode(d, node)),
  );
}
