import { zId } from '@aquadesk/shared/validation.ts';
import { z } from 'zod';
import { actor } from '../../platform/authorize.ts';
import type { App, AppContext } from '../../platform/context.ts';
import { readMultipart } from '../../platform/uploads.ts';
import {
  createProduct,
  editProduct,
  listAllProducts,
  listSellableProducts,
  productImage,
  sellableProduct,
} from './service.ts';

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
    { config: { action: 'public.products' }, schema: { params: z.object({ image: z.string() }) } },
    async (request, reply) => {
      const file = await productImage(ctx, request.params);
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', 'public, max-age=86400, immutable')
        .send(file.data);
    },
  );

  app.get('/api/get_all_products', { config: { action: 'product.admin_list' } }, async (request) => ({
    data: await listAllProducts(ctx, actor(request)),
  }));

  app.post('/api/add-product', { config: { action: 'product.create' } }, async (request, reply) => {
    const body = await readMultipart(request, ctx.config.uploadMaxBytes);
    return reply.status(201).send({ data: await createProduct(ctx, actor(request), body) });
  });

  app.post('/api/edit-product', { config: { action: 'product.edit' } }, async (request) => {
    const body = await readMultipart(request, ctx.config.uploadMaxBytes);
    return { data: await editProduct(ctx, actor(request), body) };
  });
}
