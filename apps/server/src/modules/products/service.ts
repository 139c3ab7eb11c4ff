import { productManagers } from '@aquadesk/shared/audiences.ts';
import { PRODUCT_MESSAGES, type Product, type SellableProduct } from '@aquadesk/shared/catalogue.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import { type ProductFields, ZProductFields } from '@aquadesk/shared/products.ts';
import { issuesToErrors, MESSAGES, zId } from '@aquadesk/shared/validation.ts';
import type { AuthUser } from '../../platform/auth-user.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors.ts';
import type { MultipartBody } from '../../platform/uploads.ts';
import * as repo from './repository.ts';

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
  };
}

/** Validates the text fields and the presence of an image; every failing field is named at once. */
function parseForm(body: MultipartBody, imageRequired: boolean) {
  const parsed = ZProductFields.safeParse(body.fields);
  const errors: Record<string, string> = parsed.success ? {} : issuesToErrors(parsed.error.issues);
  const image = body.files.image?.[0];
  if (imageRequired && !image) errors.image = MESSAGES.required;
  if (!parsed.success || Object.keys(errors).length > 0) {
    const messages = Object.values(errors);
    throw badRequest(messages.length > 1 ? 'Please correct the highlighted fields' : messages[0]!, errors);
  }
  return { fields: parsed.data, image };
}

export async function listAllProducts(ctx: AppContext, _user: AuthUser): Promise<Product[]> {
  return (await repo.listProducts(ctx.db)).map(repo.toProduct);
}

export async function listSellableProducts(ctx: AppContext): Promise<SellableProduct[]> {
  return (await repo.listSellable(ctx.db)).map(repo.toSellable);
}

/** spec 000 §2 /product/{id}: only sellable products are public (API.md). */
export async function sellableProduct(ctx: AppContext, input: { id: number }): Promise<Product> {
  const { id } = input;
  const row = await repo.findSellable(ctx.db, id);
  if (!row) throw notFound('Product');
  return repo.toProduct(row);
}

export async function productImage(ctx: AppContext, input: { image: string }) {
  const name = input.image;
  const file = await ctx.storage.read('product', name);
  if (!file) throw notFound('Image');
  return file;
}

export async function createProduct(ctx: AppContext, _user: AuthUser, body: MultipartBody): Promise<Product> {
  const { fields, image } = parseForm(body, true);
  if (await repo.nameTaken(ctx.db, fields.name)) throw conflict(PRODUCT_MESSAGES.nameTaken, 'name');
  // checked and re-encoded before anything is stored (API.md "Uploads")
  const imageName = await ctx.storage.saveImage('product', image!);
  let row: repo.ProductRow;
  try {
    row = await repo.insertProduct(ctx.db, { ...toColumns(fields), image: imageName });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(PRODUCT_MESSAGES.nameTaken, 'name');
    throw error;
  }
  const product = repo.toProduct(row);
  ctx.realtime.emit(EVENTS.product, product, productManagers());
  return product;
}

export async function editProduct(ctx: AppContext, _user: AuthUser, body: MultipartBody): Promise<Product> {
  const id = zId.safeParse(body.fields.id);
  if (!id.success) throw new AppError(400, 'Which product? Send its id', { id: 'Must be a product id' });
  const { fields, image } = parseForm(body, false);
  const existing = await repo.findProduct(ctx.db, id.data);
  if (!existing) throw notFound('Product');
  if (await repo.nameTaken(ctx.db, fields.name, id.data)) throw conflict(PRODUCT_MESSAGES.nameTaken, 'name');
  const imageName = image ? await ctx.storage.saveImage('product', image) : existing.image;
  let row: repo.ProductRow | undefined;
  try {
    row = await repo.updateProduct(ctx.db, id.data, { ...toColumns(fields), image: imageName });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(PRODUCT_MESSAGES.nameTaken, 'name');
    throw error;
  }
  if (!row) throw notFound('Product');
  const product = repo.toProduct(row);
  ctx.realtime.emit(EVENTS.updateProduct, product, productManagers());
  return product;
}
