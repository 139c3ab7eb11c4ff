import { clientListWatchers, toAdmins } from '@aquadesk/shared/audiences.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import {
  RESELLER_MESSAGES,
  type ResellerRow,
  type ZCreateResellerRequest,
  type ZEditResellerRequest,
  type ZResellerPasswordRequest,
} from '@aquadesk/shared/resellers.ts';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { conflict, fieldError, notFound } from '../../platform/errors.ts';
import { hashPassword } from '../../platform/passwords.ts';
import * as accounts from '../accounts/repository.ts';
import { changePassword } from '../accounts/service.ts';
import { findRoleByName } from '../employees/repository.ts';
import * as siteRepo from '../sites/repository.ts';
import * as repo from './repository.ts';

export function createResellersService(ctx: AppContext) {
  const { db } = ctx;

  async function page() {
    const [data, email_list, district_list] = await Promise.all([
      accounts.listResellers(db),
      accounts.allEmails(db),
      siteRepo.listDistricts(db),
    ]);
    return { data, email_list, district_list };
  }

  async function checkDistricts(ids: readonly number[]) {
    const unique = [...new Set(ids)];
    if ((await repo.countDistricts(db, unique)) !== unique.length) {
      throw fieldError('district_ids', RESELLER_MESSAGES.districtRequired);
    }
    return unique;
  }

  async function create(input: z.output<typeof ZCreateResellerRequest>): Promise<ResellerRow> {
    const districtIds = await checkDistricts(input.district_ids);
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
    const row = (await accounts.resellerById(db, id))!;
    ctx.realtime.emit(EVENTS.reseller, row, toAdmins());
    ctx.realtime.emit(EVENTS.updateEmail, { email: row.email }, clientListWatchers());
    return row;
  }

  async function edit(input: z.output<typeof ZEditResellerRequest>): Promise<ResellerRow> {
    const existing = await accounts.resellerById(db, input.user_id);
    if (!existing) throw notFound('Reseller');
    const districtIds = await checkDistricts(input.district_ids);
    await db.transaction(async (tx) => {
      await accounts.updateUser(
        tx,
        existing.id,
        { name: input.name, phoneNumber: input.phone_number },
        'reseller',
      );
      await repo.setDistricts(tx, existing.id, districtIds);
    });
    const row = (await accounts.resellerById(db, existing.id))!;
    ctx.realtime.emit(EVENTS.updateReseller, row, toAdmins());
    return row;
  }

  async function resetPassword(input: z.output<typeof ZResellerPasswordRequest>): Promise<void> {
    const existing = await accounts.resellerById(db, input.user_id);
    if (!existing) throw notFound('Reseller');
    await changePassword(ctx, existing.id, input.password);
  }

  /** API.md "Reseller work": only the clients that wait for an admin. */
  async function pendingClients() {
    const rows = await accounts.listClients(db, { pendingOnly: true });
    return rows;
  }

  return { page, create, edit, resetPassword, pendingClients };
}

export type ResellersService = ReturnType<typeof createResellersService>;
