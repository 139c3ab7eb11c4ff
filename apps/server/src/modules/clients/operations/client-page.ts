import type { ClientPageResponse, ZClientPageQuery } from '@aquadesk/shared/clients.ts';
import type { z } from 'zod';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { found } from '../../../platform/errors.ts';
import * as staffAccounts from '../../employees/operations/staff.ts';
import * as siteRepo from '../../sites/operations/site-records.ts';
import * as repo from '../repository.ts';
import { clientRow } from '../wire.ts';
import { clientEstimates } from './client-estimates.ts';

export async function clientPage(
  ctx: AppContext,
  _user: AuthUser,
  input: z.output<typeof ZClientPageQuery>,
): Promise<ClientPageResponse> {
  const { id } = input;
  const { db } = ctx;
  const client = await found(repo.storedClientById(db, id), 'Client');
  const { created_by: _createdBy, ...stored } = client;
  const [record_list, note_response, site_data, employee_list, assessments] = await Promise.all([
    repo.listRecords(db, id),
    repo.listNotes(db, id),
    siteRepo.listClientSites(db, id),
    // spec 001 §7 employee_list: the first page of the staff by name; the web app's mail form searches
    staffAccounts.pageStaff(db, {}).then((page) => page.rows),
    clientEstimates(ctx, id),
  ]);
  return { client: clientRow(stored), record_list, note_response, site_data, employee_list, assessments };
}
