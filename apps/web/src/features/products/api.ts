import {
  inStockBand,
  type Product,
  type ProductListResponse,
  type ProductListRow,
  type SpecRow,
  type StockBand,
} from '@aquadesk/shared/catalogue.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import type { GstUnit } from '@aquadesk/shared/gst.ts';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import {
  containsText,
  type ListParams,
  updateFirstPages,
  upsertInPagedLists,
  usePagedList,
} from '../../lib/paged-list.ts';
import { useSocketEvent } from '../../lib/socket/socket-context.ts';

export const productKeys = {
  adminList: ['products', 'admin-list'] as const,
  one: (id: number) => ['products', 'one', id] as const,
};

/** The admin list, paged, searched and filtered by the server (search, category, stock). */
export function useAdminProducts(params: ListParams) {
  return usePagedList<ProductListRow, ProductListResponse>(
    productKeys.adminList,
    '/get_all_products',
    params,
  );
}

/** One product, whole (its proposal article too), for the edit form: the list's rows leave the article out. */
export function useProduct(id: number) {
  return useQuery({
    queryKey: productKeys.one(id),
    queryFn: ({ signal }) =>
      apiRequest<{ data: Product }>('/get_product', { query: { id }, signal }).then((r) => r.data),
    // always the stored article when the form opens, never a copy from an earlier visit
    staleTime: 0,
    gcTime: 0,
  });
}

/** A list row of a whole product (a save's answer, a live event): the article stays out of the list. */
function toListRow({ intro: _i, content: _c, technical_specification: _t, ...row }: Product): ProductListRow {
  return row;
}

const matches = (p: ProductListRow, params: ListParams) =>
  containsText(params.search, p.name) &&
  (!params.category || p.categories === params.category) &&
  inStockBand(p.stock, (params.stock ?? 'all') as StockBand);

/** A saved or announced product: replaced in place, or added on top where it matches; its category listed. */
function putProduct(client: QueryClient, product: Product) {
  upsertInPagedLists<ProductListRow, ProductListResponse>(
    client,
    productKeys.adminList,
    toListRow(product),
    matches,
  );
  updateFirstPages<ProductListResponse>(client, productKeys.adminList, (page) =>
    page.categories.includes(product.categories)
      ? page
      : { ...page, categories: [...page.categories, product.categories].sort((a, b) => a.localeCompare(b)) },
  );
}

/** Live updates (issue #3): `product` adds, `update_product` replaces by id. */
export function useProductEvents() {
  const client = useQueryClient();
  const upsert = (product: Product) => putProduct(client, product);
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
  hsn: string;
  unit: GstUnit;
  gst_rate: string;
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
  form.set('hsn', values.hsn.trim());
  form.set('unit', values.unit);
  form.set('gst_rate', values.gst_rate);
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
    onSuccess: (product) => putProduct(client, product),
  });
}
