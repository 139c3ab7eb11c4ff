import type { GstUnit } from './gst.ts';

/**
 * The catalogue's words, types and display helpers, without zod: the public pages import this, and
 * the landing's first visit stays small (issue #3 budget). The form schema is in products.ts.
 */

/** spec 000 §2, §5, §8: the catalogue's words. */
export const PRODUCT_MESSAGES = {
  nameTaken: 'Product name already exist',
  notFound: 'Product not found',
  noLink: 'Amazon link is not available.',
  noMatch: 'No products found matching your search.',
  listFailed: 'Failed to fetch products',
  detailFailed: 'Failed to fetch product',
  invalidLink: 'Enter a full link starting with https://',
  invalidPrice: 'Enter a price in rupees, such as 1250 or 1250.50',
  invalidStock: 'Enter a whole number of units, 0 or more',
} as const;

/** spec 000 §3: a technical specification row. */
export interface SpecRow {
  heading: string;
  value: string;
}

/** spec 000 §3 Product, as the add/edit calls and `GET /get_product` answer it. */
export interface Product {
  id: number;
  name: string;
  description: string;
  price: number;
  image: string;
  stock: number;
  categories: string;
  is_sellable: boolean;
  is_proposal: boolean;
  link: string;
  intro: string;
  content: string;
  technical_specification: SpecRow[];
  /** docs/requirements/002-gst.md §3: HSN (goods) or SAC (services), 4, 6 or 8 digits, or null. */
  hsn: string | null;
  /** The GST unit quantity code a line of it is counted in ("NOS"). */
  unit: GstUnit;
  /** The GST rate in percent, as the rate list writes it ("18", "0.25"). */
  gst_rate: string;
}

/** GET /get_sellable_products: the public catalogue entry (docs/api.md). */
export interface SellableProduct {
  id: number;
  name: string;
  image: string;
  link: string;
  price: number;
  description: string;
}

/** The URL of a product image (GET /api/product/{image}). */
export const productImageUrl = (image: string) => `/api/product/${encodeURIComponent(image)}`;

/**
 * What a product's picture shows when its file cannot be loaded (a file lost from the data folder): a
 * plain grey frame with a picture mark, instead of the browser's broken-image icon.
 */
export const PRODUCT_IMAGE_FALLBACK = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 30"><rect width="40" height="30" fill="#eef1f4"/><path d="M11 21l6-7 4 5 3-3 5 5z" fill="#b8c2cc"/><circle cx="26" cy="11" r="2.2" fill="#b8c2cc"/></svg>',
)}`;

/** spec 000 §9: the admin list's stock filter bands. */
export const STOCK_BANDS = [
  { value: 'all', label: 'All' },
  { value: 'zero', label: '0' },
  { value: 'upto10', label: 'Up to 10' },
  { value: 'over10', label: 'Greater than 10' },
] as const;
export type StockBand = (typeof STOCK_BANDS)[number]['value'];

export function inStockBand(stock: number, band: StockBand): boolean {
  if (band === 'zero') return stock === 0;
  if (band === 'upto10') return stock >= 1 && stock <= 10;
  if (band === 'over10') return stock > 10;
  return true;
}

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A catalogue price (2 decimals at most, from numeric(12,2)) as ₹18,900.00, the same as format.ts
 * formatRupees but without decimal.js, for the public pages. */
export function formatPrice(value: number): string {
  return rupees.format(value);
}

/**
 * A row of the admin list: the product without its proposal article (intro, content, technical
 * specification), which may run to a megabyte and which the list does not show; the edit form fetches
 * the whole product (`GET /get_product`). docs/api.md "Products".
 */
export type ProductListRow = Omit<Product, 'intro' | 'content' | 'technical_specification'>;

/** GET /get_all_products: the page of products (docs/api.md "Lists"). */
export interface ProductListResponse {
  data: ProductListRow[];
  /** Every category name in use, sorted, for the category filter. */
  categories: string[];
  next_cursor: string | null;
  total: number;
}
