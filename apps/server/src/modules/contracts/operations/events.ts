import { contractAudience } from '@aquadesk/shared/audiences.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import type { AppContext } from '../../../platform/context.ts';
import * as repo from '../repository.ts';
import { listRowWire } from '../wire.ts';

/**
 * After commit: the contract's list row to everyone who may view contracts, as `contract_add` (a new draft)
 * or `contract_update` (anything else the row or the page shows).
 */
export async function publishContract(ctx: AppContext, id: number, kind: 'add' | 'update'): Promise<void> {
  const row = await repo.listRow(ctx.db, id);
  if (!row) return;
  ctx.realtime.emit(
    kind === 'add' ? EVENTS.contractAdd : EVENTS.contractUpdate,
    listRowWire(row),
    contractAudience(),
  );
}
