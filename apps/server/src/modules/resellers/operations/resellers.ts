import { clientListWatchers, toAdmins } from '@aquadesk/shared/audiences.ts';
import type { ClientListResponse, TClientListQuery } from '@aquadesk/shared/clients.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import type { ResellerPageResponse } from '@aquadesk/shared/resellers.ts';
import {
  RESELLER_MESSAGES,
  type ResellerRow,
  type ZCreateResellerRequest,
  type ZEditResellerRequest,
  type ZResellerPasswordRequest,
} from '@aquadesk/shared/resellers.ts';
import type { z } from 'zod';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { conflict, type FieldErrors, found, throwIfInvalid } from '../../../platform/errors.ts';
import { hashPassword } from '../../../platform/passwords.ts';
import { changePassword, refreshSessions } from '../../accounts/operations/accounts.ts';
import * as accounts from '../../accounts/operations/users.ts';
import * as clientAccounts from '../../clients/operations/client-accounts.ts';
import { findRoleByName } from '../../employees/operations/roles.ts';
import * as siteRepo from '../../sites/operations/site-records.ts';
import * as repo from '../repository.ts';
export async function resellerPage(
  ctx: AppContext,
  _user: AuthUser,
  query: repo.ResellerListFilters = {},
): Promise<ResellerPageResponse> {
  const { db } = ctx;
  const [page, district_list] = await Promise.all([
    repo.pageResellers(db, query),
    siteRepo.listDistricts(db),
  ]);
  return { data: page.rows, district_list, next_cursor: page.next_cursor, total: page.total };
}

/** A reseller's districts must be of the list (the routes run this too when the schema fails). */
export async function checkResellerFields(
  ctx: AppContext,
  input: { district_ids?: number[] },
): Promise<FieldErrors> {
  if (input.district_ids === undefined) return {};
  const unique = [...new Set(input.district_ids)];
  return (await repo.countDistricts(ctx.db, unique)) === unique.length
    ? {}
    : { district_ids: RESELLER_MESSAGES.districtRequired };
}

async function checkDistricts(ctx: AppContext, ids: number[]) {
  throwIfInvalid(await checkResellerFields(ctx, { district_ids: ids }));
  return [...new Set(ids)];
}

export async function createReseller(
  ctx: AppContext,
  _user: AuthUser,
  input: z.output<typeof ZCreateResellerRequest>,
): Promise<ResellerRow> {
  const { db } = ctx;
  const districtIds = await checkDistricts(ctx, input.district_ids);
  const passwordHash = await hashPassword(input.password);
  const id = await db.transaction(async (tx) => {
    if (await accounts.emailTaken(tx, input.email)) throw conflict(RESELLER_MESSAGES.emailInUse, 'email');
    const role = await findRoleByName(tx, 'reseller');
    const user = await accounts.insertUser(tx, {
      name: input.name,
      email: input.email,
      passwordHash,
      phoneNumber: input.phone_number,
      userType: 'reseller',
      roleId: role?.id ?? null,
      permissions: ['reseller'],
    });
    await repo.setDistricts(tx, user.id, districtIds);
    return user.id;
  });
  const row = (await repo.resellerById(db, id))!;
  ctx.realtime.emit(EVENTS.reseller, row, toAdmins());
  ctx.realtime.emit(EVENTS.updateEmail, { email: row.email }, clientListWatchers());
  return row;
}

export async function editReseller(
  ctx: AppContext,
  _user: AuthUser,
  input: z.output<typeof ZEditResellerRequest>,
): Promise<ResellerRow> {
  const { db } = ctx;
  const existing = await found(repo.resellerById(db, input.user_id), 'Reseller');
  const districtIds = await checkDistricts(ctx, input.district_ids);
  await db.transaction(async (tx) => {
    await accounts.updateUser(
      tx,
      existing.id,
      { name: input.name, phoneNumber: input.phone_number },
      'reseller',
    );
    await repo.setDistricts(tx, existing.id, districtIds);
  });
  const row = (await repo.resellerById(db, existing.id))!;
  await refreshSessions(ctx, existing.id);
  ctx.realtime.emit(EVENTS.updateReseller, row, toAdmins());
  return row;
}

export async function resetResellerPassword(
  ctx: AppContext,
  _user: AuthUser,
  input: z.output<typeof ZResellerPasswordRequest>,
): Promise<void> {
  const { db } = ctx;
  const existing = await found(repo.resellerById(db, input.user_id), 'Reseller');
  await changePassword(ctx, existing.id, input.password);
}

/** docs/api.md "Reseller work": only the clients that wait for an admin. */
/** A page of the clients resellers added that wait for an admin (reseller clients). */
export async function pendingResellerClients(
  ctx: AppContext,
  _user: AuthUser,
  query: TClientListQuery,
): Promise<ClientListResponse> {
  return clientAccounts.listClients(ctx.db, { pendingOnly: true }, query);
}
