import type {
  ContractVisitsResponse,
  TContractVisitsQuery,
  VisitRow,
  VisitTechnician,
  ZVisitRangeQuery,
} from '@aquadesk/shared/visits.ts';
import type { z } from 'zod';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { notFound } from '../../../platform/errors.ts';
import * as staffAccounts from '../../employees/operations/staff.ts';
import * as repo from '../repository.ts';
import { ownVisitsOnly } from './visibility.ts';

/**
 * GET /api/visits: the visits planned in the range, all or one technician's; an employee's are always only
 * their own (whatever technician they ask for).
 */
export async function visitCalendar(
  ctx: AppContext,
  user: AuthUser,
  query: z.output<typeof ZVisitRangeQuery>,
): Promise<VisitRow[]> {
  const own = ownVisitsOnly(user);
  return repo.visitsInRange(ctx.db, {
    from: query.from,
    to: query.to,
    technicianId: own ?? query.technician_id,
  });
}

/**
 * GET /api/visits/contract/:id: a page of the contract's visits by day, for its page (an employee: only
 * their own; a contract without visits, or an unknown one, an empty page).
 */
export async function contractVisits(
  ctx: AppContext,
  user: AuthUser,
  contractId: number,
  query: TContractVisitsQuery,
): Promise<ContractVisitsResponse> {
  const page = await repo.contractVisitsPage(ctx.db, contractId, ownVisitsOnly(user), query);
  return { data: page.rows, next_cursor: page.next_cursor, total: page.total };
}

/** GET /api/visits/:id: one visit, if the caller may see it (else 404, as if it did not exist). */
export async function visitDetail(ctx: AppContext, user: AuthUser, id: number): Promise<VisitRow> {
  const row = await repo.visitRow(ctx.db, id);
  const own = ownVisitsOnly(user);
  if (!row || (own !== undefined && row.technician_id !== own)) throw notFound('Visit');
  return row;
}

/** How many technicians the filter and Reassign offer at most (a search narrows them). */
export const TECHNICIAN_PICKS = 50;

/** GET /api/visits/technicians: the staff a calendar may filter by (an employee: only themself). */
export async function visitTechnicians(
  ctx: AppContext,
  user: AuthUser,
  search: string | undefined,
): Promise<VisitTechnician[]> {
  if (ownVisitsOnly(user) !== undefined) return [{ id: user.id, name: user.name }];
  const staff = await staffAccounts.assignableStaff(ctx.db, {
    onlyAdmins: false,
    search,
    cap: TECHNICIAN_PICKS,
  });
  return staff.map(({ id, name }) => ({ id, name }));
}
