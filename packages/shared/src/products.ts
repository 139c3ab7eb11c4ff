import { z } from 'zod';
import { PRODUCT_MESSAGES, type SpecRow } from './catalogue.ts';
import { ZPageQuery } from './paging.ts';
import {
  boundText,
  MESSAGES,
  numberText,
  withNumberBounds,
  zDecimal,
  zLongText,
  zName,
  zOptionalText,
  zRequiredText,
  zWhole,
} from './validation.ts';

// docs/api.md "Settled points": multipart booleans accept true/false and 1/0
const zFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', ''])])
  .optional()
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'on');

const zSpecRow = z.object({
  heading: boundText(z.string().trim(), { label: 'Heading', max: 200 }),
  value: boundText(z.string().trim(), { label: 'Value', max: 2000, multiline: true }),
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

/** Rupees with paise, up to what the price's numeric(12, 2) holds (₹9,99,99,99,999.99). */
export const PRODUCT_PRICE_MAX = 9_999_999_999.99;
/** Units in stock, up to 9 digits (an integer column). */
export const PRODUCT_STOCK_MAX = 999_999_999;

const zPrice = zDecimal({
  places: 2,
  max: PRODUCT_PRICE_MAX,
  messages: {
    number: PRODUCT_MESSAGES.invalidPrice,
    negative: PRODUCT_MESSAGES.invalidPrice,
    places: PRODUCT_MESSAGES.invalidPrice,
    max: `The price must be at most ₹${numberText(PRODUCT_PRICE_MAX)}`,
  },
});

const zStock = z
  .union([z.string(), z.number()], { error: MESSAGES.required })
  .refine((v) => String(v).trim() !== '', { error: MESSAGES.required, abort: true })
  .pipe(zWhole({ min: 0, max: PRODUCT_STOCK_MAX, message: PRODUCT_MESSAGES.invalidStock }));
withNumberBounds(zStock, { places: 0, min: 0, max: PRODUCT_STOCK_MAX });

/**
 * spec 000 §5 add/edit product (the text fields of the multipart form; the image is checked apart).
 * Name, description, price, category and stock are required; the proposal flag brings intro, content
 * and the specification rows, the sellable flag brings the marketplace link.
 */
export const ZProductFields = z
  .object({
    name: zName,
    description: zLongText(MESSAGES.required, { label: 'Description', max: 5000 }),
    categories: zRequiredText(MESSAGES.required, { label: 'Category', max: 100 }),
    price: zPrice,
    stock: zStock,
    is_sellable: zFlag,
    is_proposal: zFlag,
    link: zOptionalText({ label: 'Link', max: 2000 }),
    intro: zOptionalText({ label: 'Intro', max: 5000, multiline: true }),
    content: zOptionalText({ label: 'Content', max: 20000, multiline: true }),
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

const zBoolText = z
  .enum(['true', 'false'], { error: 'Must be true or false' })
  .transform((v) => v === 'true');

/**
 * GET /get_all_products's query (issue 10): search over the name; filters on category, stock band,
 * sellable and proposal (the product's type). Sorted by id.
 */
export const ZProductListQuery = ZPageQuery.extend({
  sellable: zBoolText.optional(),
  proposal: zBoolText.optional(),
  /** One category name, exactly (the filter offers the names `categories` lists). */
  category: z.string().trim().min(1).max(200).optional(),
  /** spec 000 §9's stock bands. */
  stock: z.enum(['all', 'zero', 'upto10', 'over10'], { error: 'Unknown stock band' }).optional(),
});
export type TProductListQuery = z.input<typeof ZProductListQuery>;
