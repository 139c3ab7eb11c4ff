import { EVENTS } from '@aquadesk/shared/events.ts';
import { NOTIFICATION_TITLES } from '@aquadesk/shared/notifications.ts';
import { isResellerOnly } from '@aquadesk/shared/permissions.ts';
import {
  RESELLER_WORK_TYPES,
  type TaskKind,
  type TaskRow,
  WORK_MESSAGES,
  WORK_TYPES,
  workReportPath,
  type ZAddMaintenanceRequest,
  type ZAddNewWorkRequest,
} from '@aquadesk/shared/work.ts';
import type { z } from 'zod';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { badRequest, type FieldErrors, fieldError, throwIfInvalid } from '../../../platform/errors.ts';
import * as staffAccounts from '../../employees/operations/staff.ts';
import * as equipmentPicking from '../../equipment/operations/picks.ts';
import { notify, publishNotifications } from '../../notifications/operations/notify.ts';
import * as sitePicking from '../../sites/operations/picks.ts';
import * as repo from '../repository.ts';
import { callHooks } from './call-hooks.ts';
import { publishTask } from './events.ts';

type RegisterInput = z.output<typeof ZAddNewWorkRequest> | z.output<typeof ZAddMaintenanceRequest>;

/** The work types the caller may register (spec 001 §5): the reseller list for resellers. */
function workTypeError(user: AuthUser, worktype: string): string | undefined {
  if (isResellerOnly(user)) {
    if (!(RESELLER_WORK_TYPES as readonly string[]).includes(worktype)) return WORK_MESSAGES.resellerWorkType;
  } else if (!(WORK_TYPES as readonly string[]).includes(worktype)) {
    return WORK_MESSAGES.invalidWorkType;
  }
  return undefined;
}

/** Employees the caller may assign (spec 001 §6: a reseller only admins), each once; else 400 on users_id. */
export async function checkAssignable(
  ctx: AppContext,
  user: AuthUser,
  ids: readonly number[],
): Promise<number[]> {
  const found = await staffAccounts.assignableIds(ctx.db, ids, isResellerOnly(user));
  if (found.length !== new Set(ids).size) throw fieldError('users_id', WORK_MESSAGES.unknownEmployee);
  return [...new Set(ids)];
}

/**
 * The checks of a new task beyond its schema, on whichever fields are given (spec 001 §5, §6): a work type
 * the caller may register, a site they may pick, employees they may assign. Every failing field is named
 * (the routes run this too when the schema fails, docs/api.md "Validation errors").
 */
export async function checkRegisterFields(ctx: AppContext, user: AuthUser, input: Partial<RegisterInput>) {
  const errors: FieldErrors = {};
  const reseller = isResellerOnly(user);
  const worktype = input.worktype === undefined ? undefined : workTypeError(user, input.worktype);
  if (worktype) errors.worktype = worktype;
  const pickSite = !input.isOtherSite && typeof input.site_id === 'number';
  const [site, assignable] = await Promise.all([
    pickSite ? sitePicking.pickableSite(ctx.db, { id: user.id, reseller }, input.site_id!) : undefined,
    input.users_id === undefined ? undefined : staffAccounts.assignableIds(ctx.db, input.users_id, reseller),
  ]);
  if (pickSite && !site) errors.site_id = WORK_MESSAGES.unknownSite;
  if (input.isOtherSite && input.site_name === '') errors.site_name = WORK_MESSAGES.siteNameRequired;
  if (input.users_id && assignable && assignable.length !== new Set(input.users_id).size) {
    errors.users_id = WORK_MESSAGES.unknownEmployee;
  }
  // issue 43 item 1: a maintenance call may name a piece of its site's equipment, in service
  const equipmentId = 'equipment_id' in input ? input.equipment_id : null;
  const piece =
    typeof equipmentId === 'number'
      ? site
        ? await equipmentPicking.inServiceAtSite(ctx.db, equipmentId, site.id)
        : undefined
      : null;
  if (piece === undefined) errors.equipment_id = WORK_MESSAGES.unknownEquipment;
  return { errors, site, equipmentId: piece?.id ?? null, people: [...new Set(input.users_id ?? [])] };
}

async function register(
  ctx: AppContext,
  user: AuthUser,
  input: RegisterInput,
  kind: TaskKind,
  description: string,
): Promise<TaskRow> {
  const { errors, site, equipmentId, people } = await checkRegisterFields(ctx, user, input);
  throwIfInvalid(errors);
  const { id, notified } = await ctx.db.transaction(async (tx) => {
    const created = await repo.insertTask(tx, {
      kind,
      worktype: input.worktype,
      siteId: site?.id ?? null,
      siteName: site?.siteName ?? (input.site_name === '' ? null : input.site_name),
      clientId: site?.clientId ?? null,
      clientName: input.client_name === '' ? null : input.client_name,
      equipmentId,
      panelType: input.panel_type,
      description,
      inOperationSince: input.in_operation_since,
      status: 'ASSIGNED',
      priority: input.priority,
      deadline: input.deadline,
      adviserId: user.id,
    });
    await repo.addPeople(tx, created, people, 'direct', null);
    // issue 43 item 7: a maintenance task is a breakdown call, with its contract's SLA clock (or chargeable)
    if (kind === 'maintenance') {
      await callHooks().opened(tx, {
        taskId: created,
        siteId: site?.id ?? null,
        equipmentId,
        source: 'staff',
        raisedBy: user.id,
        raisedAt: new Date(),
      });
    }
    await repo.recordMove(tx, {
      taskId: created,
      move: 'create',
      fromStatus: null,
      toStatus: 'ASSIGNED',
      byId: user.id,
    });
    // docs/api.md "Notifications": each person assigned (but the creator) hears of it
    const notified = await notify(tx, user.id, people, {
      kind: 'task_assigned',
      title: NOTIFICATION_TITLES.taskAssigned(user.name, created, input.worktype),
      link: workReportPath(created, input.worktype),
      subjectId: created,
    });
    return { id: created, notified };
  });
  await publishNotifications(ctx, notified);
  await publishTask(ctx, kind === 'maintenance' ? EVENTS.newMaintenanceTask : EVENTS.newWorkTask, id);
  const row = await repo.taskRow(ctx.db, id, user.id);
  if (!row) throw badRequest('The task could not be read back');
  return row;
}

/** POST /add-new-work (spec 001 §5, §7): a new task is ASSIGNED and the creator is its adviser. */
export async function addNewWork(
  ctx: AppContext,
  user: AuthUser,
  input: z.output<typeof ZAddNewWorkRequest>,
): Promise<TaskRow> {
  return register(ctx, user, input, 'new_work', input.description);
}

/** POST /add-maintenance (spec 001 §5, §7): as new work, with a complaint and a site. */
export async function addMaintenance(
  ctx: AppContext,
  user: AuthUser,
  input: z.output<typeof ZAddMaintenanceRequest>,
): Promise<TaskRow> {
  return register(ctx, user, input, 'maintenance', input.complaint);
}
