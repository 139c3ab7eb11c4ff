import type {
  LabourRateRow,
  LabourRatesResponse,
  ProfitData,
  ProfitResponse,
  TEditProfitRequest,
  TLabourRateRequest,
} from '@aquadesk/shared/profit.ts';
import { apiRequest } from '../../lib/api-client.ts';

export const profitKeys = {
  all: ['profit'] as const,
  data: () => [...profitKeys.all, 'data'] as const,
};

export async function fetchProfit(signal?: AbortSignal): Promise<ProfitData> {
  return (await apiRequest<ProfitResponse>('/get-profit-data', { signal })).data;
}

export async function editProfit(body: TEditProfitRequest): Promise<ProfitData> {
  return (await apiRequest<ProfitResponse>('/edit-profit-data', { body })).data;
}

// ——— labour charge rates (issue 41 item 2) ———

export const labourRateKeys = { all: ['labour-rates'] as const };

export async function fetchLabourRates(signal?: AbortSignal): Promise<LabourRateRow[]> {
  return (await apiRequest<LabourRatesResponse>('/labour-rates', { signal })).data;
}

export async function saveLabourRate(id: number, body: TLabourRateRequest): Promise<LabourRateRow> {
  return (await apiRequest<{ data: LabourRateRow }>(`/labour-rates/${id}`, { method: 'PUT', body })).data;
}
