import { ZProductFields, ZProductListQuery } from '@aquadesk/shared/products.ts';
import { MESSAGES, zId, zIdOf } from '@aquadesk/shared/validation.ts';
import { z } from 'zod';
import { actor } from '../../platform/authorize.ts';
import { callRoute } from '../../platform/call-route.ts';
import type { App, AppContext } from '../../platform/context.ts';
import { sendFile } from '../../platform/send-file.ts';
import {
  type MultipartForm,
  parseMultipart,
  readMultipart,
  validateMultipart,
} from '../../platform/uploads.ts';
import {
  createProduct,
  editProduct,
  listAllProducts,
  listSellableProducts,
  productForStaff,
  productImage,
  sellableProduct,
} from './operations/products.ts';

// one image; the long texts (content, technical specification) may run to a megabyte
const PRODUCT_FORM: MultipartForm<typeof ZProductFields, 'image'> = {
  fields: ZProductFields,
  images: { image: {} },
  bounds: { maxFiles: 1, maxFieldBytes: 1024 * 1024 },
};

export function productRoutes(app: App, ctx: AppContext): void {
  app.get('/api/get_sellable_products', { config: { action: 'public.products' } }, async () => ({
    data: await listSellableProducts(ctx),
  }));

  app.get(
    '/api/get_single_product_by_id',
    { config: { action: 'public.products' }, schema: { querystring: z.object({ id: zId }) } },
    async (request) => ({ data: await sellableProduct(ctx, request.query) }),
  );

  app.get(
    '/api/product/:image',
    { config: { action: 'public.products' }, schema: { params: z.object({ image: z.string().max(200) }) } },
    async (request, reply) => {
      const { data: body, contentType } = await productImage(ctx, request.params);
      return sendFile(reply, { body, contentType }, { cache: 'public, max-age=86400, immutable' });
    },
  );

  callRoute.get(
    app,
    '/api/get_all_products',
    { action: 'product.admin_list', query: ZProductListQuery },
    (user, { query }) => listAllProducts(ctx, user, query),
  );

  callRoute.get(
    app,
    '/api/get_product',
    { action: 'product.admin_list', query: z.object({ id: zId }) },
    async (user, { query }) => ({ data: await productForStaff(ctx, user, query) }),
  );

  app.post(
    '/api/add-product',
    { config: { action: 'product.create', idempotent: 'user' } },
    async (request, reply) => {
      const { fields, images } = await parseMultipart(request, ctx.config, {
        ...PRODUCT_FORM,
        images: { image: { required: MESSAGES.required } },
      });
      const product = await createProduct(ctx, actor(request), { fields, image: images.image! });
      return reply.status(201).send({ data: product });
    },
  );

  app.post('/api/edit-product', { config: { action: 'product.edit' } }, async (request) => {
    const body = await readMultipart(request, ctx.config, PRODUCT_FORM.bounds);
    // the product's id is read beside the form, and named with the form's own failures
    const id = zIdOf('Must be a product id').safeParse(body.fields.id);
    const { fields, images } = validateMultipart(
      body,
      PRODUCT_FORM,
      id.success ? {} : { id: 'Must be a product id' },
    );
    return { data: await editProduct(ctx, actor(request), { id: id.data!, fields, image: images.image }) };
  });
}
