import {
  addCountedHours,
  CALL_MESSAGES,
  type CallSitePick,
  type RaisedCall,
  type ZRaiseCallRequest,
} from '@aquadesk/shared/calls.ts';
import type { HoursBasis } from '@aquadesk/shared/contracts.ts';
import { addDays, todayInIndia } from '@aquadesk/shared/dates.ts';
import { NOTIFICATION_TITLES } from '@aquadesk/shared/notifications.ts';
import { isClientUser } from '@aquadesk/shared/permissions.ts';
import { TASK_DIRECTORS, workReportPath } from '@aquadesk/shared/work.ts';
import type { z } from 'zod';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { fieldError, forbidden } from '../../../platform/errors.ts';
import { staffIdsWithRoles } from '../../accounts/operations/users.ts';
import { activeCallCover } from '../../contracts/operations/call-cover.ts';
import * as equipmentPicking from '../../equipment/operations/picks.ts';
import { notifyRoles } from '../../notifications/operations/notify.ts';
import * as sitePicking from '../../sites/operations/picks.ts';
import { listClientSites } from '../../sites/operations/site-records.ts';
import { publishClientCallTask, registerClientCallTask } from '../../work/operations/breakdown-calls.ts';
import { openCall } from './open-call.ts';

/** A call without a contract is due (the task's deadline) this many days after it was raised. */
export const CHARGEABLE_CALL_DAYS = 2;

function requireClient(user: AuthUser): void {
  if (!isClientUser(user))
    throw forbidden('Only a client account reports a breakdown here; staff use Add maintenance');
}

/** GET /api/calls/picks: the client's own sites and each one's equipment in service. */
export async function callSitePicks(ctx: AppContext, user: AuthUser): Promise<CallSitePick[]> {
  requireClient(user);
  const sites = (await listClientSites(ctx.db, user.id)).filter((s) => s.approved);
  const pieces = await equipmentPicking.inServiceAtSites(
    ctx.db,
    sites.map((s) => s.site_id),
  );
  return sites.map((s) => ({
    id: s.site_id,
    site_name: s.site_name,
    equipment: pieces.filter((p) => p.siteId === s.site_id).map((p) => ({ id: p.id, name: p.name })),
  }));
}

/**
 * POST /api/calls (docs/requirements/010-calls.md §1): a client reports a breakdown at one of their own
 * sites (another's is 400 at site_id, as an unknown one). It becomes a maintenance task assigned to the
 * covering contract's technician, or to nobody yet (the directors, told of every client's call, assign it);
 * its adviser is the contract's maker, else the first admin; its deadline the day of its resolution due,
 * else two days on. The call gets its clock from the contract, or is chargeable.
 */
export async function raiseCall(
  ctx: AppContext,
  user: AuthUser,
  input: z.output<typeof ZRaiseCallRequest>,
): Promise<RaisedCall> {
  requireClient(user);
  const site = await sitePicking.pickableSite(ctx.db, { id: user.id, reseller: false }, input.site_id);
  if (!site || site.clientId !== user.id) throw fieldError('site_id', CALL_MESSAGES.unknownSite);
  const piece =
    input.equipment_id === null
      ? null
      : await equipmentPicking.inServiceAtSite(ctx.db, input.equipment_id, site.id);
  if (piece === undefined) throw fieldError('equipment_id', CALL_MESSAGES.unknownEquipment);
  const raisedAt = new Date();
  const today = todayInIndia(raisedAt);
  const { taskId, opened, notified } = await ctx.db.transaction(async (tx) => {
    const cover = await activeCallCover(tx, site.id, piece?.id ?? null, today);
    const adviserId = cover?.createdBy ?? Math.min(...(await staffIdsWithRoles(tx, ['admin'])));
    const task = await registerClientCallTask(tx, {
      siteId: site.id,
      siteName: site.siteName,
      clientId: user.id,
      clientName: site.clientName,
      equipmentId: piece?.id ?? null,
      panelType: piece?.name ?? 'Breakdown call',
      complaint: input.complaint,
      priority: input.priority,
      deadline: cover
        ? todayInIndia(addCountedHours(raisedAt, cover.resolutionHours, cover.hoursBasis as HoursBasis))
        : addDays(today, CHARGEABLE_CALL_DAYS),
      adviserId,
      technicianId: cover?.technicianId ?? null,
    });
    const opened = await openCall(tx, {
      taskId: task.id,
      siteId: site.id,
      equipmentId: piece?.id ?? null,
      source: 'client',
      raisedBy: user.id,
      raisedAt,
    });
    const directors = await notifyRoles(tx, user.id, TASK_DIRECTORS, {
      kind: 'call_raised',
      title: NOTIFICATION_TITLES.callRaised(site.clientName, task.id, site.siteName),
      link: workReportPath(task.id, 'Maintenance'),
      subjectId: task.id,
    });
    return { taskId: task.id, opened, notified: [...task.notified, ...directors] };
  });
  await publishClientCallTask(ctx, taskId, notified);
  return {
    task_id: taskId,
    response_due: opened.responseDue?.toISOString() ?? null,
    resolution_due: opened.resolutionDue?.toISOString() ?? null,
    chargeable: !opened.cover,
  };
}
