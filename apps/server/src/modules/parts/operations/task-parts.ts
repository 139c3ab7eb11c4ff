import type { BillingFrequency, PartsCover } from '@aquadesk/shared/contracts.ts';
import { todayInIndia } from '@aquadesk/shared/dates.ts';
import { toPaise } from '@aquadesk/shared/money.ts';
import {
  billingPeriodOf,
  isConsumable,
  isCovered,
  PART_LIMITS,
  PART_MESSAGES,
  type PartLine,
  type PartPick,
  type TaskPartsResponse,
  type ZAddPartRequest,
} from '@aquadesk/shared/parts.ts';
import { personKinds, type TaskPersonKind } from '@aquadesk/shared/work.ts';
import type { z } from 'zod';
import type { Queryable } from '../../../db/types.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { conflict, fieldError, forbidden, notFound } from '../../../platform/errors.ts';
import { returnStock, stockPicks, stockProduct, takeStock } from '../../products/operations/stock.ts';
import { taskOf } from '../../work/operations/task-of.ts';
import * as repo from '../repository.ts';
import { toPartLine } from '../wire.ts';
import { publishParts } from './events.ts';

/**
 * A maintenance task's parts (issue 43 item 5; docs/requirements/008-parts.md §1). Whoever may open the task
 * sees them; its assignees, the people it was forwarded to, the technical directors and admins add and
 * remove them while it is not finished. Stock moves in the same transaction as the line.
 */

const CHANGERS: readonly TaskPersonKind[] = ['admin', 'technical_director', 'assignee', 'forwarded'];

type TaskCore = NonNullable<Awaited<ReturnType<typeof taskOf>>>;

/** The task as the caller sees it (404 for a stranger or an unknown id) and whether they may change its parts. */
async function taskFor(db: Queryable, user: AuthUser, taskId: number) {
  const core = await taskOf(db, taskId);
  if (!core) throw notFound('Task');
  const kinds = personKinds(user, {
    adviserId: core.task.adviserId,
    assigneeIds: core.assigneeIds,
    forwardedIds: core.forwardedIds,
  });
  if (kinds.includes('stranger')) throw notFound('Task');
  return { core, mayChange: kinds.some((k) => CHANGERS.includes(k)) };
}

/** The checks before a change, in order: a maintenance task (409), the caller one who may (403), not finished (409). */
function requireChangeable(core: TaskCore, mayChange: boolean): void {
  if (core.task.kind !== 'maintenance') throw conflict(PART_MESSAGES.notMaintenance);
  if (!mayChange) throw forbidden(PART_MESSAGES.notYourTask);
  if (core.task.status === 'FINISHED') throw conflict(PART_MESSAGES.finished);
}

/** GET /api/parts/tasks/:taskId: the task's lines, and whether the caller may change them now. */
export async function taskParts(ctx: AppContext, user: AuthUser, taskId: number): Promise<TaskPartsResponse> {
  const { core, mayChange } = await taskFor(ctx.db, user, taskId);
  const rows = await repo.linesOfTask(ctx.db, taskId, PART_LIMITS.linesPerTask);
  return {
    data: rows.map(toPartLine),
    can_change: mayChange && core.task.kind === 'maintenance' && core.task.status !== 'FINISHED',
  };
}

/** GET /api/parts/picks: products to pick, with their stock. */
export async function partPicks(ctx: AppContext, search: string | undefined): Promise<PartPick[]> {
  const rows = await stockPicks(ctx.db, search, PART_LIMITS.picks);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    price: r.price,
    unit: r.unit,
    stock: r.stock,
    consumable: isConsumable(r.categories),
  }));
}

/**
 * POST /api/parts (Idempotency-Key): a line on a task. In one transaction: the product's stock is taken by a
 * guarded UPDATE (fewer in stock: 409 at `quantity` naming the stock), the task's contract decides covered or
 * chargeable (a cap's contract is locked for its check), the line is stored with the product's price.
 */
export async function addPart(
  ctx: AppContext,
  user: AuthUser,
  input: z.output<typeof ZAddPartRequest>,
): Promise<PartLine> {
  const { id, contractId } = await ctx.db.transaction(async (tx) => {
    const { core, mayChange } = await taskFor(tx, user, input.task_id);
    requireChangeable(core, mayChange);
    if ((await repo.countLinesOfTask(tx, core.task.id)) >= PART_LIMITS.linesPerTask)
      throw fieldError('product_id', PART_MESSAGES.tooManyLines);
    const product = await stockProduct(tx, input.product_id);
    if (!product) throw fieldError('product_id', PART_MESSAGES.noProduct);
    const taken = await takeStock(tx, product.id, input.quantity);
    if (!taken) {
      const now = await stockProduct(tx, product.id);
      throw conflict(PART_MESSAGES.stock(now?.stock ?? 0), 'quantity');
    }
    const unitPricePaise = toPaise(product.price);
    const linePaise = unitPricePaise * input.quantity;
    const contract = await repo.contractOfTask(
      tx,
      { id: core.task.id, siteId: core.task.siteId, day: core.task.deadline },
      product.id,
    );
    let usedPaise = 0;
    if (contract?.parts_cover === 'cap') {
      await repo.lockContractCover(tx, contract.id);
      const period = billingPeriodOf(
        {
          starts_on: contract.starts_on,
          ends_on: contract.ends_on,
          billing_frequency: contract.billing_frequency as BillingFrequency,
        },
        todayInIndia(),
      );
      usedPaise = await repo.coveredPaise(tx, contract.id, period);
    }
    const covered = isCovered({
      contract: contract && {
        parts_cover: contract.parts_cover as PartsCover,
        covers_consumables: contract.covers_consumables,
        parts_cap_paise: contract.parts_cap_paise,
        lists_product: contract.lists_product,
        covered_in_period_paise: usedPaise,
      },
      consumable: isConsumable(product.categories),
      line_paise: linePaise,
    });
    const id = await repo.insertLine(tx, {
      taskId: core.task.id,
      productId: product.id,
      quantity: input.quantity,
      unitPricePaise,
      covered,
      contractId: contract?.id ?? null,
      addedBy: user.id,
    });
    return { id, contractId: contract?.id ?? null };
  });
  await publishParts(ctx, input.task_id, contractId);
  const row = await repo.line(ctx.db, id);
  if (!row) throw notFound('Part');
  return toPartLine(row);
}

/**
 * DELETE /api/parts/:id: a line not yet invoiced goes, its quantity back into stock (one transaction). On an
 * invoice (a draft or issued): 409.
 */
export async function removePart(ctx: AppContext, user: AuthUser, id: number): Promise<void> {
  const before = await repo.line(ctx.db, id);
  if (!before) throw notFound('Part');
  const { core, mayChange } = await taskFor(ctx.db, user, before.task_id);
  requireChangeable(core, mayChange);
  if (before.invoice_id !== null) throw conflict(PART_MESSAGES.invoiced);
  await ctx.db.transaction(async (tx) => {
    const gone = await repo.deleteUninvoiced(tx, id);
    if (!gone) {
      // invoiced (or removed) since it was read
      const now = await repo.line(tx, id);
      if (!now) throw notFound('Part');
      throw conflict(PART_MESSAGES.invoiced);
    }
    await returnStock(tx, gone.productId, gone.quantity);
  });
  await publishParts(ctx, before.task_id, before.contract_id);
}
