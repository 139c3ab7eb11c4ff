import type { Queryable } from '../../../db/types.ts';
import * as repo from '../repository.ts';

/**
 * The stock the parts used on tasks take and give back (issue 43 item 5; modules/parts calls these inside its
 * own transaction). Products own the `stock` column; nothing else writes it.
 */
export type StockProduct = repo.StockRow;

/** Products to pick for a task's part line: name holds `search`, by name, at most `cap`, with their stock. */
export function stockPicks(db: Queryable, search: string | undefined, cap: number): Promise<StockProduct[]> {
  return repo.stockPicks(db, search, cap);
}

/** One product with its stock, or null when there is none of that id. */
export function stockProduct(db: Queryable, id: number): Promise<StockProduct | null> {
  return repo.stockRow(db, id);
}

/** Takes `quantity` while that many are in stock (one guarded UPDATE); null when fewer are. */
export function takeStock(db: Queryable, id: number, quantity: number): Promise<StockProduct | null> {
  return repo.takeStock(db, id, quantity);
}

/** Gives `quantity` back to stock (a part line removed before it was invoiced). */
export function returnStock(db: Queryable, id: number, quantity: number): Promise<void> {
  return repo.returnStock(db, id, quantity);
}
