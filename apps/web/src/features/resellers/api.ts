import type {
  ResellerRow,
  TCreateResellerRequest,
  TEditResellerRequest,
  TResellerPasswordRequest,
} from '@aquadesk/shared/resellers.ts';
import { apiRequest } from '../../lib/api-client.ts';

export const resellerKeys = {
  page: () => ['resellers', 'page'] as const,
};

export async function createReseller(body: TCreateResellerRequest): Promise<ResellerRow> {
  return (await apiRequest<{ data: ResellerRow }>('/create-reseller', { body })).data;
}

export async function editReseller(body: TEditResellerRequest): Promise<ResellerRow> {
  return (await apiRequest<{ data: ResellerRow }>('/edit-reseller', { body })).data;
}

export function resetResellerPassword(body: TResellerPasswordRequest): Promise<unknown> {
  return apiRequest('/update-reseller-password', { body });
}
