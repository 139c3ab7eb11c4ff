import type { ProfitData, ProfitResponse, TEditProfitRequest } from '@aquadesk/shared/profit.ts';
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
