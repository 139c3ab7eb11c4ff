import type { ContractDetail } from '@aquadesk/shared/contracts.ts';
import type { AppContext } from '../../../platform/context.ts';
import { found } from '../../../platform/errors.ts';
import * as repo from '../repository.ts';
import { detailWire } from '../wire.ts';

/**
 * GET /api/contracts/:id: the contract whole, with its sites, equipment and covered products named and its
 * history, newest first. Everyone who may view contracts sees every contract (docs/api.md "Contracts").
 */
export async function contractDetail(ctx: AppContext, id: number): Promise<ContractDetail> {
  const row = await found(repo.findContract(ctx.db, id), 'Contract');
  const [list, coverage, history, client] = await Promise.all([
    found(repo.listRow(ctx.db, id), 'Contract'),
    repo.coverageOf(ctx.db, id),
    repo.historyOf(ctx.db, id),
    repo.findClient(ctx.db, row.clientId),
  ]);
  const names = await repo.coverageNames(ctx.db, coverage);
  return detailWire(
    row,
    list,
    coverage,
    { sites: names.sites, equipment: names.equipment, products: names.products },
    client?.email ?? '',
    history,
  );
}
