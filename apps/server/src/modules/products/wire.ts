import type { Product, ProductListRow, SellableProduct } from '@aquadesk/shared/catalogue.ts';
import { canonicalRate, type GstUnit } from '@aquadesk/shared/gst.ts';
import type { ProductPick } from '@aquadesk/shared/products.ts';
import type * as repo from './repository.ts';

/**
 * A product's tax particulars on the wire (docs/requirements/002-gst.md §3): the unit as stored (the
 * column's check and the schema keep it a GST unit code), the rate as the rate list writes it ("18").
 */
function taxWire(row: Pick<repo.ProductRow, 'hsn' | 'unit' | 'gstRate'>) {
  return { hsn: row.hsn, unit: row.unit as GstUnit, gst_rate: canonicalRate(row.gstRate) };
}

export function toProductListRow(row: repo.ProductListDbRow): ProductListRow {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: Number(row.price),
    image: row.image,
    stock: row.stock,
    categories: row.categories,
    is_sellable: row.isSellable,
    is_proposal: row.isProposal,
    link: row.link,
    ...taxWire(row),
  };
}

/** The wire shape of spec 000 §3 (numeric price as a JSON number of rupees). */
export function toProduct(row: repo.ProductRow): Product {
  return {
    ...toProductListRow(row),
    intro: row.intro,
    content: row.content,
    technical_specification: row.technicalSpecification,
  };
}

export function toSellable(row: repo.SellableDbRow): SellableProduct {
  return {
    id: row.id,
    name: row.name,
    image: row.image,
    link: row.link,
    price: Number(row.price),
    description: row.description,
  };
}

/** A product as another domain's line picks it: the price exact, as stored ("18900.00"). */
export function toProductPick(row: repo.PickDbRow): ProductPick {
  return { id: row.id, product_name: row.name, price: row.price, image: row.image, ...taxWire(row) };
}
