import type { Product, SellableProduct } from '@aquadesk/shared/catalogue.ts';
import type { LegalDocument } from '@aquadesk/shared/contact.ts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

export const publicKeys = {
  sellable: ['public', 'sellable-products'] as const,
  product: (id: number) => ['public', 'product', id] as const,
  legalDocs: ['public', 'legal-docs'] as const,
};

export function useSellableProducts() {
  return useQuery({
    queryKey: publicKeys.sellable,
    queryFn: ({ signal }) =>
      apiRequest<{ data: SellableProduct[] }>('/get_sellable_products', { auth: false, signal }).then(
        (r) => r.data,
      ),
    staleTime: 60_000,
  });
}

export function useSellableProduct(id: number) {
  return useQuery({
    queryKey: publicKeys.product(id),
    queryFn: ({ signal }) =>
      apiRequest<{ data: Product }>('/get_single_product_by_id', { auth: false, query: { id }, signal }).then(
        (r) => r.data,
      ),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

export function useLegalDocuments() {
  return useQuery({
    queryKey: publicKeys.legalDocs,
    queryFn: ({ signal }) =>
      apiRequest<{ data: LegalDocument[] }>('/legal-docs', { auth: false, signal }).then((r) => r.data),
  });
}

export const legalDocumentUrl = (year: number) => `/api/legal-doc/${year}`;
