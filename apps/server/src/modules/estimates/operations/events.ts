import { estimateAudience, readyToInvoiceAudience } from '@aquadesk/shared/audiences.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import type { AppContext } from '../../../platform/context.ts';
import * as repo from '../repository.ts';

export type EstimateEvent =
  | typeof EVENTS.weAdd
  | typeof EVENTS.weApprove
  | typeof EVENTS.weStart
  | typeof EVENTS.weFinish;

/** After commit: the list row to exactly those who may see the estimate. */
export async function publishEstimate(ctx: AppContext, event: EstimateEvent, id: number): Promise<void> {
  const { db } = ctx;
  const [row, core, people] = await Promise.all([
    repo.listRow(db, id),
    repo.findById(db, id),
    repo.assignees(db, id),
  ]);
  if (!row || !core) return;
  ctx.realtime.emit(
    event,
    row,
    estimateAudience({
      creatorId: core.createdBy,
      resellerId: core.resellerId,
      assigneeIds: people.map((p) => p.id),
    }),
  );
  // a finished job card joins finance's queue (issue 41 item 1)
  if (event === EVENTS.weFinish) {
    ctx.realtime.emit(EVENTS.readyToInvoice, { work_estimate_id: id, ready: true }, readyToInvoiceAudience());
  }
}
