import type { EquipmentCall } from '@aquadesk/shared/equipment.ts';
import type { Queryable } from '../../../db/types.ts';
import type { Page, PageQuery } from '../../../platform/page-search.ts';

/**
 * What the equipment domain reads of the maintenance calls that name a piece (its history, issue 43 item 1):
 * a page, newest first. Work keeps the tasks and depends on equipment (a call names an in-service piece of
 * its site), so it hands this reader over when the modules are registered (modules/index.ts, work's
 * equipment-calls.ts) instead of equipment importing work: the two import one way.
 */
export type PieceCallsReader = (
  db: Queryable,
  equipmentId: number,
  query: PageQuery,
) => Promise<Page<EquipmentCall>>;

let reader: PieceCallsReader | null = null;

/** Wired once, by modules/index.ts, with work's reader. */
export function providePieceCalls(provided: PieceCallsReader): void {
  reader = provided;
}

/** A page of the calls that name the piece. */
export function pieceCalls(
  db: Queryable,
  equipmentId: number,
  query: PageQuery,
): Promise<Page<EquipmentCall>> {
  if (!reader) throw new Error('the calls of a piece are not provided (modules/index.ts registerModules)');
  return reader(db, equipmentId, query);
}
