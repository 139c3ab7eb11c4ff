/**
 * The invoices' query keys, below every feature that refreshes an invoice (invoices, e-invoices,
 * receivables), so none of them imports another for a key.
 */
export const invoiceKeys = {
  all: ['invoices'] as const,
  lists: ['invoices', 'list'] as const,
  /** Every view of one invoice (the summary, the whole with a key): a payment refreshes them all. */
  detail: (id: number) => ['invoices', 'detail', id] as const,
  view: (id: number, key: string | null) => ['invoices', 'detail', id, key] as const,
  /** The link of an invoice just created (POST /invoice_generater answers it), for the created panel. */
  payLink: (id: number) => ['invoices', 'pay-link', id] as const,
  organizations: (search: string) => ['invoices', 'organizations', search] as const,
  products: (search: string) => ['invoices', 'products', search] as const,
};
