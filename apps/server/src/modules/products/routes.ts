import { zId } from '@aquadesk/shared/validation.ts';
import { z } from 'zod';
import type { App, AppContext } from '../../platform/context.ts';
import { readMultipart } from '../../platform/uploads.ts';
import { createProductService } from './service.ts';

export function productRoutes(app: App, ctx: AppContext): void {
  const products = createProductService(ctx);

  app.get('/api/get_sellable_products', { config: { action: 'public.products' } }, async () => ({
    data: await products.sellable(),
  }));

  app.get(
    '/api/get_single_product_by_id',
    { config: { action: 'public.products' }, schema: { querystring: z.object({ id: zId }) } },
    async (request) => ({ data: await products.sellableById(request.query.id) }),
  );

  app.get(
    '/api/product/:image',
    { config: { action: 'public.products' }, schema: { params: z.object({ image: z.string() }) } },
    async (request, reply) => {
      const file = await products.image(request.params.image);
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', 'public, max-age=86400, immutable')
        .send(file.data);
    },
  );

  app.get('/api/get_all_products', { config: { action: 'product.admin_list' } }, async () => ({
    data: await products.adminList(),
  }));

  app.post('/api/add-product', { config: { action: 'product.create' } }, async (request, reply) => {
    const body = await readMultipart(request, ctx.config.uploadMaxBytes);
    return reply.status(201).send({ data: await products.create(body) });
  });

  app.post('/api/edit-product', { config: { action: 'product.edit' } }, async (request) => {
    const body = await readMultipart(request, ctx.config.uploadMaxBytes);
    return { data: await products.edit(body) };
  });
}
