import { proposalAudience } from '@aquadesk/shared/audiences.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import type { AppContext } from '../../../platform/context.ts';
import * as repo from '../repository.ts';

/** After commit: the list row to those who may see the proposal (`proposal_add`). */
export async function publishProposal(ctx: AppContext, id: number): Promise<void> {
  const row = await repo.listRow(ctx.db, id);
  if (!row) return;
  ctx.realtime.emit(EVENTS.proposalAdd, row, proposalAudience(row.created_by));
}
