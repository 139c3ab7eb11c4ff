import type { ProductPick } from '@aquadesk/shared/products.ts';
import type { Queryable } from '../../../db/types.ts';
import * as repo from '../repository.ts';
import { toProductPick } from '../wire.ts';

/**
 * The products another domain's lines pick from (an estimate's, an invoice's), as other domains reach
 * them: each with its price and the HSN/SAC, unit and GST rate a tax invoice line takes from it
 * (docs/requirements/002-gst.md §3). They take the database or a transaction, so a caller composes them
 * in its own transaction.
 */

/** Products whose name holds `search` (all when empty), by name, at most `cap`. */
export async function productPicks(
  db: Queryable,
  search: string | undefined,
  cap: number,
): Promise<ProductPick[]> {
  return (await repo.searchPicks(db, search, cap)).map(toProductPick);
}

/** The products of these ids that exist, to check a line's product and freeze what it takes from it. */
export async function productPicksByIds(db: Queryable, ids: readonly number[]): Promise<ProductPick[]> {
  return (await repo.picksByIds(db, ids)).map(toProductPick);
}
