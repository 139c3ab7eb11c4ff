import { visitAudience } from '@aquadesk/shared/audiences.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import type { AppContext } from '../../../platform/context.ts';
import * as repo from '../repository.ts';

/**
 * After commit: each visit's calendar row, as `visit_update`, to those who see every visit and, by id, its
 * technician (and the one it was taken from, so their calendar drops it).
 */
export async function publishVisits(
  ctx: AppContext,
  ids: readonly number[],
  formerTechnicianId: number | null = null,
): Promise<void> {
  for (const row of await repo.visitRows(ctx.db, ids)) {
    ctx.realtime.emit(EVENTS.visitUpdate, row, visitAudience(row.technician_id, formerTechnicianId));
  }
}
