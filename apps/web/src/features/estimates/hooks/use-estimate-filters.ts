import { ESTIMATE_STATUSES, type EstimateStatus } from '@aquadesk/shared/estimates.ts';
import { useSearchParams } from 'react-router';
import type { EstimateFilters } from '../api.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function readStatus(value: string | null): EstimateStatus | null {
  return ESTIMATE_STATUSES.find((s) => s === value) ?? null;
}

/** The list's filters live in the URL (?status=&search=&from=&to=), so a link or a reload keeps them. */
export function useEstimateFilters(): [EstimateFilters, (patch: Partial<EstimateFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const day = (name: string) => {
    const v = params.get(name) ?? '';
    return DAY.test(v) ? v : '';
  };
  const filters: EstimateFilters = {
    status: readStatus(params.get('status')),
    search: params.get('search') ?? '',
    from: day('from'),
    to: day('to'),
  };
  const update = (patch: Partial<EstimateFilters>) =>
    setParams(
      (p) => {
        for (const [name, value] of Object.entries(patch)) {
          if (value) p.set(name, String(value));
          else p.delete(name);
        }
        return p;
      },
      { replace: true },
    );
  return [filters, update];
}
