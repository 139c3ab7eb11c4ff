import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { products } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/types.ts';
import { COUNT, matchesAny, type Page, pageWithCount, withListTotal } from '../../platform/page-search.ts';
import { containsPattern, type SortKey } from '../../platform/paging.ts';
import { previewOf } from '../../platform/text-preview.ts';

export type ProductRow = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;

/**
 * The columns of an admin list row: not the proposal article, and the description as a preview
 * (docs/api.md "Products"); the edit form reads the whole product.
 */
const LIST_COLUMNS = {
  id: products.id,
  name: products.name,
  description: previewOf(products.description),
  price: products.price,
  image: products.image,
  stock: products.stock,
  categories: products.categories,
  isSellable: products.isSellable,
  isProposal: products.isProposal,
  link: products.link,
  hsn: products.hsn,
  unit: products.unit,
  gstRate: products.gstRate,
};
export type ProductListDbRow = Pick<ProductRow, keyof typeof LIST_COLUMNS>;

/** The columns of a catalogue card: the description as a preview (the product page has it whole). */
const SELLABLE_COLUMNS = {
  id: products.id,
  name: products.name,
  image: products.image,
  link: products.link,
  price: products.price,
  description: previewOf(products.description),
};
export type SellableDbRow = Pick<ProductRow, keyof typeof SELLABLE_COLUMNS>;

/** The columns of a pick for another domain's line: its price and its tax particulars. */
const PICK_COLUMNS = {
  id: products.id,
  name: products.name,
  price: products.price,
  image: products.image,
  hsn: products.hsn,
  unit: products.unit,
  gstRate: products.gstRate,
};
export type PickDbRow = Pick<ProductRow, keyof typeof PICK_COLUMNS>;

/** Products whose name holds the search, by name, at most `cap` (an estimate's or an invoice's picker). */
export async function searchPicks(
  db: Queryable,
  search: string | undefined,
  cap: number,
): Promise<PickDbRow[]> {
  const term = search ? containsPattern(search) : undefined;
  return db
    .select(PICK_COLUMNS)
    .from(products)
    .where(term ? sql`${products.name} ilike ${term}` : undefined)
    .orderBy(sql`lower(${products.name})`, products.id)
    .limit(cap);
}

/** The products of these ids that exist (a line's product, checked and frozen when it is saved). */
export async function picksByIds(db: Queryable, ids: readonly number[]): Promise<PickDbRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(PICK_COLUMNS)
    .from(products)
    .where(inArray(products.id, [...ids]));
}

const PRODUCT_ORDER: SortKey[] = [{ expr: products.id, dir: 'asc' }];

export interface ProductListFilters {
  limit?: number | undefined;
  cursor?: string | undefined;
  search?: string | undefined;
  sellable?: boolean | undefined;
  proposal?: boolean | undefined;
  category?: string | undefined;
  stock?: 'all' | 'zero' | 'upto10' | 'over10' | undefined;
}

function stockBand(band: ProductListFilters['stock']) {
  if (band === 'zero') return eq(products.stock, 0);
  if (band === 'upto10') return sql`${products.stock} between 1 and 10`;
  if (band === 'over10') return sql`${products.stock} > 10`;
  return undefined;
}

/** The category names in use, sorted (the admin list's category filter). */
export async function listCategories(db: Queryable): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: products.categories })
    .from(products)
    .orderBy(products.categories);
  return rows.map((r) => r.name);
}

/** A page of the admin product list in id order, with the count of all that match (issue 10). */
export async function pageProducts(db: Queryable, q: ProductListFilters): Promise<Page<ProductListDbRow>> {
  const where = and(
    matchesAny(q.search, [products.name]),
    q.sellable === undefined ? undefined : eq(products.isSellable, q.sellable),
    q.proposal === undefined ? undefined : eq(products.isProposal, q.proposal),
    q.category ? eq(products.categories, q.category) : undefined,
    stockBand(q.stock),
  );
  return pageWithCount(
    PRODUCT_ORDER,
    q,
    (after, orderBy, take, listTotal) =>
      db
        .select(withListTotal(LIST_COLUMNS, listTotal))
        .from(products)
        .where(and(where, after))
        .orderBy(...orderBy)
        .limit(take),
    () => db.select(COUNT).from(products).where(where),
    (r) => [r.id],
    { searchCountsInPage: true },
  );
}

export async function listSellable(db: Queryable): Promise<SellableDbRow[]> {
  return db
    .select(SELLABLE_COLUMNS)
    .from(products)
    .where(eq(products.isSellable, true))
    .orderBy(asc(products.id));
}

export async function findProduct(db: Queryable, id: number): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row;
}

export async function findSellable(db: Queryable, id: number): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.isSellable, true)));
  return row;
}

export async function nameTaken(db: Queryable, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        sql`lower(${products.name}) = ${name.toLowerCase()}`,
        exceptId ? sql`${products.id} <> ${exceptId}` : undefined,
      ),
    );
  return Boolean(row);
}

export async function insertProduct(db: Queryable, product: NewProduct): Promise<ProductRow> {
  const [row] = await db.insert(products).values(product).returning();
  return row!;
}

/** Locks a product's row for the transaction and returns its current image name. */
export async function lockProductImage(db: Queryable, id: number): Promise<string | undefined> {
  const [row] = await db
    .select({ image: products.image })
    .from(products)
    .where(eq(products.id, id))
    .for('update');
  return row?.image;
}

export async function updateProduct(
  db: Queryable,
  id: number,
  changes: Partial<NewProduct>,
): Promise<ProductRow | undefined> {
  const [row] = await db
    .update(products)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning();
  return row;
}

/** Which of these names (lower-cased) a product has already, for a file of products (docs/api.md "Imports"). */
export async function namesTaken(db: Queryable, names: readonly string[]): Promise<Set<string>> {
  const wanted = [...new Set(names.map((n) => n.toLowerCase()))];
  if (wanted.length === 0) return new Set();
  const rows = await db
    .select({ name: products.name })
    .from(products)
    .where(inArray(sql`lower(${products.name})`, wanted));
  return new Set(rows.map((r) => r.name.toLowerCase()));
}

/** Many products in one statement a chunk (an import), in the order given. */
export async function insertProducts(db: Queryable, rows: readonly NewProduct[]): Promise<ProductRow[]> {
  const out: ProductRow[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = await db
      .insert(products)
      .values(rows.slice(i, i + 500))
      .returning();
    out.push(...chunk.sort((a, b) => a.id - b.id));
  }
  return out;
}

// ——— stock taken by the parts used on tasks (issue 43 item 5; modules/parts asks through operations/stock.ts) ———

/** A product as a task's part line takes it: its price, stock, category and what an invoice line takes. */
const STOCK_COLUMNS = {
  id: products.id,
  name: products.name,
  price: products.price,
  stock: products.stock,
  categories: products.categories,
  hsn: products.hsn,
  unit: products.unit,
  gstRate: products.gstRate,
};
export type StockRow = Pick<ProductRow, keyof typeof STOCK_COLUMNS>;

/** Products whose name holds `search` (all when empty), by name, at most `cap`, with their stock. */
export function stockPicks(db: Queryable, search: string | undefined, cap: number): Promise<StockRow[]> {
  const term = search ? containsPattern(search) : undefined;
  return db
    .select(STOCK_COLUMNS)
    .from(products)
    .where(term ? sql`${products.name} ilike ${term}` : undefined)
    .orderBy(sql`lower(${products.name})`, products.id)
    .limit(cap);
}

/** One product with its stock, or null. */
export async function stockRow(db: Queryable, id: number): Promise<StockRow | null> {
  const [row] = await db.select(STOCK_COLUMNS).from(products).where(eq(products.id, id));
  return row ?? null;
}

/**
 * Takes `quantity` out of stock only while that many are there (the guarded UPDATE: of two takers of the last
 * unit, the second finds stock 0 and takes nothing). The row as it is after, or null when it was refused.
 */
export async function takeStock(db: Queryable, id: number, quantity: number): Promise<StockRow | null> {
  const [row] = await db
    .update(products)
    .set({ stock: sql`${products.stock} - ${quantity}` })
    .where(and(eq(products.id, id), sql`${products.stock} >= ${quantity}`))
    .returning(STOCK_COLUMNS);
  return row ?? null;
}

/** Puts `quantity` back into stock. */
export async function returnStock(db: Queryable, id: number, quantity: number): Promise<void> {
  await db
    .update(products)
    .set({ stock: sql`${products.stock} + ${quantity}` })
    .where(eq(products.id, id));
}
