import type { Product, SpecRow } from '@aquadesk/shared/catalogue.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { upsertById } from '../../lib/live-list.ts';
import { useSocketEvent } from '../../lib/socket/socket-context.ts';

export const productKeys = {
  adminList: ['products', 'admin-list'] as const,
};

export function useAdminProducts() {
  return useQuery({
    queryKey: productKeys.adminList,
    queryFn: ({ signal }) =>
      apiRequest<{ data: Product[] }>('/get_all_products', { signal }).then((r) => r.data),
  });
}

/** Live updates (issue #3): `product` adds, `update_product` replaces by id. */
export function useProductEvents() {
  const client = useQueryClient();
  const upsert = (product: Product) =>
    client.setQueryData<Product[]>(productKeys.adminList, (list) =>
      list ? upsertById(list, product) : list,
    );
  useSocketEvent(EVENTS.product, upsert);
  useSocketEvent(EVENTS.updateProduct, upsert);
}

export type ProductFormValues = {
  name: string;
  description: string;
  categories: string;
  price: string;
  stock: string;
  is_sellable: boolean;
  is_proposal: boolean;
  link: string;
  intro: string;
  content: string;
  technical_specification: SpecRow[];
  image: File | null;
};

function toFormData(values: ProductFormValues, id?: number): FormData {
  const form = new FormData();
  if (id !== undefined) form.set('id', String(id));
  form.set('name', values.name.trim());
  form.set('description', values.description.trim());
  form.set('categories', values.categories.trim());
  form.set('price', values.price.trim());
  form.set('stock', values.stock.trim());
  form.set('is_sellable', String(values.is_sellable));
  form.set('is_proposal', String(values.is_proposal));
  form.set('link', values.link.trim());
  form.set('intro', values.intro.trim());
  form.set('content', values.content.trim());
  form.set('technical_specification', JSON.stringify(values.technical_specification));
  if (values.image) form.set('image', values.image);
  return form;
}

export function useSaveProduct(id: number | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: ProductFormValues) =>
      apiRequest<{ data: Product }>(id === undefined ? '/add-product' : '/edit-product', {
        method: 'POST',
        body: toFormData(values, id),
      }).then((r) => r.data),
    onSuccess: (product) => {
      client.setQueryData<Product[]>(productKeys.adminList, (list) =>
        list ? upsertById(list, product) : list,
      );
    },
  });
}
