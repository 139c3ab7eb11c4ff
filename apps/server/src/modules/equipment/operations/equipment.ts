import { equipmentAudience } from '@aquadesk/shared/audiences.ts';
import { todayInIndia } from '@aquadesk/shared/dates.ts';
import {
  type AddEquipmentInput,
  type EditEquipmentInput,
  EQUIPMENT_MESSAGES,
  EQUIPMENT_SITE_PICKS,
  type EquipmentListResponse,
  type EquipmentRow,
  type TEquipmentListQuery,
} from '@aquadesk/shared/equipment.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import { isResellerOnly } from '@aquadesk/shared/permissions.ts';
import type { SitePick } from '@aquadesk/shared/sites.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { conflict, type FieldErrors, found, throwIfInvalid } from '../../../platform/errors.ts';
import * as sitePicking from '../../sites/operations/picks.ts';
import * as siteRecords from '../../sites/operations/site-records.ts';
import * as repo from '../repository.ts';
import { toEquipmentRow } from '../wire.ts';
import { equipmentScope, visiblePiece } from './visibility.ts';

type PieceFields = EditEquipmentInput;

function toColumns(fields: PieceFields) {
  return {
    kind: fields.kind,
    name: fields.name,
    capacityKld: fields.capacity_kld,
    make: fields.make,
    model: fields.model,
    serialNumber: fields.serial_number,
    installedOn: fields.installed_on,
    warrantyUntil: fields.warranty_until,
    notes: fields.notes,
  };
}

/** GET /api/equipment: a page of the pieces the caller may see (docs/api.md "Equipment"). */
export async function listEquipment(
  ctx: AppContext,
  user: AuthUser,
  query: TEquipmentListQuery,
): Promise<EquipmentListResponse> {
  const page = await repo.listPage(ctx.db, equipmentScope(user), query);
  return { data: page.rows.map(toEquipmentRow), next_cursor: page.next_cursor, total: page.total };
}

/** GET /api/equipment/:id: one piece the caller may see, else 404. */
export async function getEquipment(ctx: AppContext, user: AuthUser, id: number): Promise<EquipmentRow> {
  return toEquipmentRow(await visiblePiece(ctx, user, id));
}

/**
 * GET /api/equipment/site-picks: the sites the equipment forms and the list's filter pick from, as work's
 * site picker offers them (staff: approved sites; a reseller: their clients' sites), searched, at most 20.
 */
export async function equipmentSitePicks(
  ctx: AppContext,
  user: AuthUser,
  search: string | undefined,
): Promise<{ data: SitePick[] }> {
  const viewer = { id: user.id, reseller: isResellerOnly(user) };
  return { data: await sitePicking.sitePicks(ctx.db, viewer, search, EQUIPMENT_SITE_PICKS) };
}

/** The piece as stored now, sent live to those who may see it (after the change committed). */
async function announce(ctx: AppContext, id: number, event: 'equipmentAdd' | 'equipmentUpdate') {
  const row = await found(repo.pieceRow(ctx.db, id), 'Equipment');
  const piece = toEquipmentRow(row);
  ctx.realtime.emit(EVENTS[event], piece, equipmentAudience(row.siteReseller));
  return piece;
}

/**
 * The checks of a new piece beyond its schema, named with the schema's failures: a site that exists and
 * staff see (approved).
 */
export async function checkPieceFields(ctx: AppContext, input: { site_id?: number }): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (input.site_id !== undefined) {
    const site = await siteRecords.findSite(ctx.db, input.site_id);
    if (!site?.approved) errors.site_id = EQUIPMENT_MESSAGES.unknownSite;
  }
  return errors;
}

/**
 * A make's serial number names one piece: 409 at `serial_number`. Two at once both pass this and the
 * unique index (equipment_serial_uq) refuses the second with the same answer (platform/errors.ts).
 */
async function refuseTakenSerial(ctx: AppContext, fields: PieceFields, exceptId?: number) {
  if (await repo.serialTaken(ctx.db, fields.make, fields.serial_number, exceptId)) {
    throw conflict(EQUIPMENT_MESSAGES.serialTaken, 'serial_number');
  }
}

/** POST /api/equipment (docs/api.md "Equipment"). */
export async function addEquipment(
  ctx: AppContext,
  user: AuthUser,
  input: AddEquipmentInput,
): Promise<EquipmentRow> {
  throwIfInvalid(await checkPieceFields(ctx, input));
  await refuseTakenSerial(ctx, input);
  const id = await repo.insertPiece(ctx.db, {
    siteId: input.site_id,
    ...toColumns(input),
    createdBy: user.id,
  });
  return announce(ctx, id, 'equipmentAdd');
}

/** PUT /api/equipment/:id: its fields again; a retired piece is kept as it was (409). */
export async function editEquipment(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  input: EditEquipmentInput,
): Promise<EquipmentRow> {
  await visiblePiece(ctx, user, id);
  await refuseTakenSerial(ctx, input, id);
  await ctx.db.transaction(async (tx) => {
    const piece = await found(repo.lockPiece(tx, id), 'Equipment');
    if (piece.retiredOn) throw conflict(EQUIPMENT_MESSAGES.retiredCannotEdit);
    await repo.updatePiece(tx, id, toColumns(input));
  });
  return announce(ctx, id, 'equipmentUpdate');
}

/** POST /api/equipment/:id/retire: out of service on a day, not after today, not before its installation. */
export async function retireEquipment(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  retiredOn: string,
): Promise<EquipmentRow> {
  await visiblePiece(ctx, user, id);
  if (retiredOn > todayInIndia()) {
    throwIfInvalid({ retired_on: EQUIPMENT_MESSAGES.retiredInFuture });
  }
  await ctx.db.transaction(async (tx) => {
    const piece = await found(repo.lockPiece(tx, id), 'Equipment');
    if (piece.retiredOn) throw conflict(EQUIPMENT_MESSAGES.alreadyRetired);
    if (piece.installedOn && retiredOn < piece.installedOn) {
      throwIfInvalid({ retired_on: EQUIPMENT_MESSAGES.retiredBeforeInstalled });
    }
    await repo.updatePiece(tx, id, { retiredOn });
  });
  return announce(ctx, id, 'equipmentUpdate');
}

/** POST /api/equipment/:id/return: back in service (its retired day cleared). */
export async function returnEquipment(ctx: AppContext, user: AuthUser, id: number): Promise<EquipmentRow> {
  await visiblePiece(ctx, user, id);
  await ctx.db.transaction(async (tx) => {
    const piece = await found(repo.lockPiece(tx, id), 'Equipment');
    if (!piece.retiredOn) throw conflict(EQUIPMENT_MESSAGES.notRetired);
    await repo.updatePiece(tx, id, { retiredOn: null });
  });
  return announce(ctx, id, 'equipmentUpdate');
}
