import { z } from 'zod';
import { MESSAGES, zRequiredText } from './validation.ts';

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

/** spec 000 §3 Product, as the admin list and the add/edit calls answer it. */
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
}

/** GET /get_sellable_products: the public catalogue entry (API.md). */
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

// API.md "Settled points": multipart booleans accept true/false and 1/0
const zFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', ''])])
  .optional()
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'on');

const zSpecRow = z.object({
  heading: z.string().trim().max(200),
  value: z.string().trim().max(2000),
});

/** technical_specification arrives as JSON text (spec 000 §3); blank rows are dropped. */
const zSpecification = z
  .union([z.string(), z.array(zSpecRow)])
  .optional()
  .transform((v, ctx): SpecRow[] => {
    if (v === undefined || v === '') return [];
    let parsed: unknown = v;
    if (typeof v === 'string') {
      try {
        parsed = JSON.parse(v);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'Technical specification must be a list of rows' });
        return [];
      }
    }
    const rows = z.array(zSpecRow).safeParse(parsed);
    if (!rows.success) {
      ctx.addIssue({ code: 'custom', message: 'Technical specification must be a list of rows' });
      return [];
    }
    return rows.data.filter((r) => r.heading !== '' || r.value !== '');
  });

const zPrice = z
  .union([z.string(), z.number()], { error: MESSAGES.required })
  .transform((v) => String(v).trim())
  .pipe(
    z
      .string()
      .min(1, { error: MESSAGES.required })
      .regex(/^\d{1,10}(\.\d{1,2})?$/, { error: PRODUCT_MESSAGES.invalidPrice }),
  );

const zStock = z
  .union([z.string(), z.number()], { error: MESSAGES.required })
  .transform((v) => String(v).trim())
  .pipe(
    z
      .string()
      .min(1, { error: MESSAGES.required })
      .regex(/^\d{1,9}$/, { error: PRODUCT_MESSAGES.invalidStock }),
  )
  .transform(Number);

/**
 * spec 000 §5 add/edit product (the text fields of the multipart form; the image is checked apart).
 * Name, description, price, category and stock are required; the proposal flag brings intro, content
 * and the specification rows, the sellable flag brings the marketplace link.
 */
export const ZProductFields = z
  .object({
    name: zRequiredText().pipe(z.string().max(200)),
    description: zRequiredText().pipe(z.string().max(5000)),
    categories: zRequiredText().pipe(z.string().max(100)),
    price: zPrice,
    stock: zStock,
    is_sellable: zFlag,
    is_proposal: zFlag,
    link: z.string().trim().max(2000).optional().default(''),
    intro: z.string().trim().max(5000).optional().default(''),
    content: z.string().trim().max(20000).optional().default(''),
    technical_specification: zSpecification,
  })
  .superRefine((v, ctx) => {
    // a link is optional (spec 000 §2 alerts when a sellable product has none) but must be a web address
    if (v.is_sellable && v.link !== '' && !/^https?:\/\/[^\s]+\.[^\s]+$/i.test(v.link)) {
      ctx.addIssue({ code: 'custom', path: ['link'], message: PRODUCT_MESSAGES.invalidLink });
    }
  })
  .transform((v) => ({
    ...v,
    // fields that belong to a flag that is off are not kept (spec 000 §5)
    link: v.is_sellable ? v.link : '',
    intro: v.is_proposal ? v.intro : '',
    content: v.is_proposal ? v.content : '',
    technical_specification: v.is_proposal ? v.technical_specification : [],
  }));
export type TProductFields = z.input<typeof ZProductFields>;
export type ProductFields = z.output<typeof ZProductFields>;

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
