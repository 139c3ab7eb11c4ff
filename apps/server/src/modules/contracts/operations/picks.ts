import {
  type ContractClientPick,
  type ContractEquipmentRef,
  type ContractFormOptions,
  type ContractProductRef,
  type ContractStaffPick,
  DEFAULT_CONTRACT_SAC,
} from '@aquadesk/shared/contracts.ts';
import type { PageInfo, TPageQuery } from '@aquadesk/shared/paging.ts';
import type { SiteListResponse, TSitePickQuery } from '@aquadesk/shared/sites.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { listClientPicks } from '../../clients/operations/client-picks.ts';
import { assignableStaff } from '../../employees/operations/staff.ts';
import { listSitePicks } from '../../sites/operations/site-picks.ts';
import * as repo from '../repository.ts';
import { companyRates } from './contract-fields.ts';

/** How many equipment, products and staff a picker offers at once. */
export const CONTRACT_PICKS_CAP = 200;

/** The contract form's client picker: a page of the clients (as the client list's own picker). */
export async function contractClientPicks(
  ctx: AppContext,
  user: AuthUser,
  query: TPageQuery,
): Promise<PageInfo & { data: ContractClientPick[] }> {
  const page = await listClientPicks(ctx, user, query);
  return { ...page, data: page.data.map(({ id, name, organization }) => ({ id, name, organization })) };
}

/** One client's sites, as the site list's own picker gives them. */
export function contractSitePicks(
  ctx: AppContext,
  user: AuthUser,
  query: TSitePickQuery,
): Promise<SiteListResponse> {
  return listSitePicks(ctx, user, query);
}

/** The equipment in service at the chosen sites (read-only from `equipment`, see repository.ts). */
export async function contractEquipmentPicks(
  ctx: AppContext,
  siteIds: readonly number[],
): Promise<{ data: ContractEquipmentRef[] }> {
  return { data: await repo.equipmentPicks(ctx.db, siteIds, CONTRACT_PICKS_CAP) };
}

/** Products a `listed` parts cover may name. */
export async function contractProductPicks(
  ctx: AppContext,
  search: string | undefined,
): Promise<{ data: ContractProductRef[] }> {
  return { data: await repo.productPicks(ctx.db, search, CONTRACT_PICKS_CAP) };
}

/** Staff who may be a contract's technician. */
export async function contractStaffPicks(
  ctx: AppContext,
  search: string | undefined,
): Promise<{ data: ContractStaffPick[] }> {
  const staff = await assignableStaff(ctx.db, { onlyAdmins: false, search, cap: CONTRACT_PICKS_CAP });
  return { data: staff.map(({ id, name }) => ({ id, name })) };
}

/** GET /api/contracts/options: the company's GST rates in force and the usual SAC. */
export async function contractFormOptions(ctx: AppContext): Promise<ContractFormOptions> {
  return { gst_rates: await companyRates(ctx), default_sac: DEFAULT_CONTRACT_SAC };
}
