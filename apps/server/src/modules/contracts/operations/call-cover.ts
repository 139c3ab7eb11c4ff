import type { Queryable } from '../../../db/types.ts';
import * as repo from '../repository.ts';

export type { CallCover } from '../repository.ts';

/**
 * What a breakdown call reads of contracts (issue 43 item 7, docs/api.md "Breakdown calls"): the active
 * contract covering its piece of equipment or its site today, whose hours give the call its clock, or
 * undefined (the call is chargeable). `db` may be the caller's transaction.
 */
export function activeCallCover(db: Queryable, siteId: number, equipmentId: number | null, today: string) {
  return repo.activeCover(db, siteId, equipmentId, today);
}

/** A contract's number (null: a draft), for a call's clock. */
export async function contractNumberOf(db: Queryable, id: number): Promise<string | null> {
  return (await repo.findContract(db, id))?.number ?? null;
}

/** Whether contract `id` exists (a call's SLA figures). */
export async function contractExists(db: Queryable, id: number): Promise<boolean> {
  return Boolean(await repo.findContract(db, id));
}
