import { addCountedHours } from '@aquadesk/shared/calls.ts';
import type { HoursBasis } from '@aquadesk/shared/contracts.ts';
import { todayInIndia } from '@aquadesk/shared/dates.ts';
import type { Queryable } from '../../../db/types.ts';
import { activeCallCover, type CallCover } from '../../contracts/operations/call-cover.ts';
import * as repo from '../repository.ts';

export interface NewCall {
  taskId: number;
  /** A listed site, or null (a maintenance task at another site: no contract, chargeable). */
  siteId: number | null;
  equipmentId: number | null;
  source: 'staff' | 'client';
  raisedBy: number;
  raisedAt: Date;
}

/**
 * Makes a maintenance task a breakdown call, in the caller's transaction (docs/requirements/010-calls.md §1):
 * the active contract covering its piece or site today gives its clock, response due and resolution due
 * counted from the moment it was raised in the contract's hours; without one it is chargeable. Answers the
 * contract (undefined: chargeable) and the due times.
 */
export async function openCall(tx: Queryable, call: NewCall) {
  const cover: CallCover | undefined =
    call.siteId === null
      ? undefined
      : await activeCallCover(tx, call.siteId, call.equipmentId, todayInIndia(call.raisedAt));
  const basis = cover?.hoursBasis as HoursBasis | undefined;
  const responseDue = cover && basis ? addCountedHours(call.raisedAt, cover.responseHours, basis) : null;
  const resolutionDue = cover && basis ? addCountedHours(call.raisedAt, cover.resolutionHours, basis) : null;
  await repo.insertCall(tx, {
    taskId: call.taskId,
    source: call.source,
    raisedBy: call.raisedBy,
    raisedAt: call.raisedAt,
    contractId: cover?.id ?? null,
    responseHours: cover?.responseHours ?? null,
    resolutionHours: cover?.resolutionHours ?? null,
    hoursBasis: basis ?? null,
    responseDue,
    resolutionDue,
  });
  return { cover, responseDue, resolutionDue };
}
