import { PRIORITIES, TASK_STATUSES, WORK_FILTER_STORAGE_KEY } from '@aquadesk/shared/work.ts';
import { useLocalStorage } from '@mantine/hooks';
import { NO_FILTERS, type WorkFilters } from '../api.ts';

/** Reads what local storage holds, keeping only values the list knows (an old or edited entry is ignored). */
export function readWorkFilters(raw: unknown): WorkFilters {
  if (typeof raw !== 'object' || raw === null) return NO_FILTERS;
  const v = raw as Record<string, unknown>;
  return {
    status: TASK_STATUSES.find((s) => s === v.status) ?? null,
    priority: PRIORITIES.find((p) => p === v.priority) ?? null,
    worktype: typeof v.worktype === 'string' && v.worktype.length <= 100 ? v.worktype : null,
    assignee:
      typeof v.assignee === 'number' && Number.isInteger(v.assignee) && v.assignee > 0 ? v.assignee : null,
    mine: v.mine === true,
  };
}

/** spec 001 §9: the Assignments filters are kept in local storage under `work_table_filter`. */
export function useWorkFilters(): [WorkFilters, (patch: Partial<WorkFilters>) => void] {
  const [stored, setStored] = useLocalStorage<WorkFilters>({
    key: WORK_FILTER_STORAGE_KEY,
    defaultValue: NO_FILTERS,
    getInitialValueInEffect: false,
    deserialize: (text) => {
      try {
        return readWorkFilters(text ? JSON.parse(text) : null);
      } catch {
        return NO_FILTERS;
      }
    },
  });
  const filters = readWorkFilters(stored);
  return [filters, (patch) => setStored((prev) => ({ ...readWorkFilters(prev), ...patch }))];
}
