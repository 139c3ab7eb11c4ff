import { productManagers } from '@aquadesk/shared/audiences.ts';
import type { ProductListResponse } from '@aquadesk/shared/catalogue.ts';
import { PRODUCT_MESSAGES, type Product, type SellableProduct } from '@aquadesk/shared/catalogue.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import {
  PRODUCT_DEFAULT_GST_RATE,
  PRODUCT_DEFAULT_UNIT,
  type ProductFields,
} from '@aquadesk/shared/products.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { conflict, found, notFound } from '../../../platform/errors.ts';
import { removeReplaced, withStoredImage } from '../../../platform/stored-images.ts';
import * as repo from '../repository.ts';
import { toProduct, toProductListRow, toSellable } from '../wire.ts';

/** Postgres unique violation on the name index: a racing duplicate is the same 409. */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

function toColumns(fields: ProductFields) {
  return {
    name: fields.name,
    description: fields.description,
    price: fields.price,
    stock: fields.stock,
    categories: fields.categories,
    isSellable: fields.is_sellable,
    isProposal: fields.is_proposal,
    link: fields.link,
    intro: fields.intro,
    content: fields.content,
    technicalSpecification: fields.technical_specification,
    // left out of an edit, each keeps what is stored (drizzle leaves an undefined column out of the update)
    hsn: fields.hsn,
    unit: fields.unit,
    gstRate: fields.gst_rate,
  };
}

/** A new product's tax particulars, each defaulted when the form leaves it out (docs/api.md "Products"). */
function withTaxDefaults(fields: ProductFields): ProductFields {
  return {
    ...fields,
    hsn: fields.hsn ?? null,
    unit: fields.unit ?? PRODUCT_DEFAULT_UNIT,
    gst_rate: fields.gst_rate ?? PRODUCT_DEFAULT_GST_RATE,
  };
}

export async function listAllProducts(
  ctx: AppContext,
  _user: AuthUser,
  query: repo.ProductListFilters = {},
): Promise<ProductListResponse> {
  const [page, categories] = await Promise.all([
    repo.pageProducts(ctx.db, query),
    repo.listCategories(ctx.db),
  ]);
  return {
    data: page.rows.map(toProductListRow),
    categories,
    next_cursor: page.next_cursor,
    total: page.total,
  };
}

/** GET /get_product: one product, whole, for the edit form (docs/api.md "Products"). */
export async function productForStaff(
  ctx: AppContext,
  _user: AuthUser,
  input: { id: number },
): Promise<Product> {
  return toProduct(await found(repo.findProduct(ctx.db, input.id), 'Product'));
}

export async function listSellableProducts(ctx: AppContext): Promise<SellableProduct[]> {
  return (await repo.listSellable(ctx.db)).map(toSellable);
}

/** spec 000 §2 /product/{id}: only sellable products are public (docs/api.md). */
export async function sellableProduct(ctx: AppContext, input: { id: number }): Promise<Product> {
  const { id } = input;
  const row = await found(repo.findSellable(ctx.db, id), 'Product');
  return toProduct(row);
}

export async function productImage(ctx: AppContext, input: { image: string }) {
  const name = input.image;
  const file = await found(ctx.storage.read('product', name), 'Image');
  return file;
}

export async function createProduct(
  ctx: AppContext,
  _user: AuthUser,
  input: { fields: ProductFields; image: Buffer },
): Promise<Product> {
  const { fields, image } = input;
  if (await repo.nameTaken(ctx.db, fields.name)) throw conflict(PRODUCT_MESSAGES.nameTaken, 'name');
  // checked and re-encoded before anything is stored (docs/api.md "Uploads"); removed again if the row fails
  let row: repo.ProductRow;
  try {
    row = await withStoredImage(ctx.storage, 'product', image, (imageName) =>
      repo.insertProduct(ctx.db, { ...toColumns(withTaxDefaults(fields)), image: imageName }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(PRODUCT_MESSAGES.nameTaken, 'name');
    throw error;
  }
  const product = toProduct(row);
  ctx.realtime.emit(EVENTS.product, product, productManagers());
  return product;
}

export async function editProduct(
  ctx: AppContext,
  _user: AuthUser,
  input: { id: number; fields: ProductFields; image: Buffer | undefined },
): Promise<Product> {
  const { fields, image } = input;
  const _existing = await found(repo.findProduct(ctx.db, input.id), 'Product');
  if (await repo.nameTaken(ctx.db, fields.name, input.id)) throw conflict(PRODUCT_MESSAGES.nameTaken, 'name');
  // the row is locked while it changes, so the image it held before is known exactly
  const update = (imageName: string | null) =>
    ctx.db.transaction(async (tx) => {
      const previous = await repo.lockProductImage(tx, input.id);
      const changed = await repo.updateProduct(tx, input.id, {
        ...toColumns(fields),
        ...(imageName ? { image: imageName } : {}),
      });
      return { changed, previous };
    });
  let row: repo.ProductRow | undefined;
  try {
    const { changed, previous } = image
      ? await withStoredImage(ctx.storage, 'product', image, async (name) => {
          const result = await update(name);
          if (!result.changed) throw notFound('Product');
          return result;
        })
      : await update(null);
    row = changed;
    if (changed) await removeReplaced(ctx.storage, 'product', previous, changed.image);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(PRODUCT_MESSAGES.nameTaken, 'name');
    throw error;
  }
  if (!row) throw notFound('Product');
  const product = toProduct(row);
  ctx.realtime.emit(EVENTS.updateProduct, product, productManagers());
  return product;
}
