import type { EquipmentHistoryResponse, TEquipmentHistoryQuery } from '@aquadesk/shared/equipment.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { pieceCalls } from './piece-calls.ts';
import { visiblePiece } from './visibility.ts';

/**
 * GET /api/equipment/:id/history (docs/api.md "Equipment"): a page of the maintenance calls that name the piece,
 * newest first, for those who may see the piece. Visits and parts join it with their items (issue 43 items
 * 3 and 5).
 */
export async function equipmentHistory(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  query: TEquipmentHistoryQuery,
): Promise<EquipmentHistoryResponse> {
  await visiblePiece(ctx, user, id);
  const page = await pieceCalls(ctx.db, id, query);
  return { data: page.rows, next_cursor: page.next_cursor, total: page.total };
}
