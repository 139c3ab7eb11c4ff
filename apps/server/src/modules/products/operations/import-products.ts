import { productManagers } from '@aquadesk/shared/audiences.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import type { ProductImport } from '@aquadesk/shared/imports.ts';
import { PRODUCT_DEFAULT_GST_RATE, PRODUCT_DEFAULT_UNIT } from '@aquadesk/shared/products.ts';
import type { Queryable } from '../../../db/types.ts';
import type { AppContext } from '../../../platform/context.ts';
import * as repo from '../repository.ts';
import { toProduct } from '../wire.ts';

/**
 * Products brought in from a file (issue 41 item 12; docs/api.md "Imports"): what POST /add-product makes,
 * without its picture (a file holds none: the product list shows the empty frame until one is added by Edit).
 */

/** Which of these names (lower-cased) a product has already. */
export function productNamesTaken(db: Queryable, names: readonly string[]): Promise<Set<string>> {
  return repo.namesTaken(db, names);
}

/** Writes the products in `tx`; what to announce after commit. */
export async function insertImportedProducts(
  ctx: AppContext,
  tx: Queryable,
  rows: readonly ProductImport[],
): Promise<() => void> {
  const created = await repo.insertProducts(
    tx,
    rows.map((f) => ({
      name: f.name,
      description: f.description,
      price: f.price,
      stock: f.stock,
      categories: f.categories,
      isSellable: false,
      isProposal: false,
      link: '',
      intro: '',
      content: '',
      technicalSpecification: [],
      hsn: f.hsn ?? null,
      unit: f.unit ?? PRODUCT_DEFAULT_UNIT,
      gstRate: f.gst_rate ?? PRODUCT_DEFAULT_GST_RATE,
      image: '',
    })),
  );
  return () => {
    for (const row of created) ctx.realtime.emit(EVENTS.product, toProduct(row), productManagers());
  };
}
