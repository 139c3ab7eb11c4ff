import { z } from 'zod';
import { PRODUCT_MESSAGES, type SpecRow } from './catalogue.ts';
import { DEFAULT_GST_RATES, GST_MESSAGES, type GstUnit, zGstRate, zGstUnit, zHsnSac } from './gst.ts';
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

/**
 * Bounds of a product's texts (our choice: the spec names none). A PROPOSAL product's texts are frozen on
 * each proposal and printed in its PDF, so they also bound that document: a proposal with every bound
 * reached renders within 2 s (issue 28, bench/README.md "Documents as PDF").
 */
export const PRODUCT_LIMITS = {
  description: 5000,
  intro: 5000,
  content: 20_000,
  /** lines of the description and the intro, and of the content (about 2 and 4 pages of a proposal) */
  descriptionLines: 100,
  introLines: 100,
  contentLines: 200,
  /** rows of the technical specification */
  specRows: 50,
  specHeading: 200,
  /** a value is a table cell: a paragraph at most */
  specValue: 1000,
  specValueLines: 10,
} as const;

export const SPEC_MESSAGES = {
  notRows: 'Technical specification must be a list of rows',
  tooManyRows: `A technical specification has at most ${PRODUCT_LIMITS.specRows} rows`,
  row: (n: number, message: string) => `Row ${n}: ${message}`,
} as const;

const zSpecRow = z.object({
  heading: boundText(z.string().trim(), { label: 'Heading', max: PRODUCT_LIMITS.specHeading }),
  value: boundText(z.string().trim(), {
    label: 'Value',
    max: PRODUCT_LIMITS.specValue,
    multiline: true,
    lines: PRODUCT_LIMITS.specValueLines,
  }),
});
const zSpecRows = z.array(zSpecRow).max(PRODUCT_LIMITS.specRows, SPEC_MESSAGES.tooManyRows);

/** technical_specification arrives as JSON text (spec 000 §3); blank rows are dropped. */
const zSpecification = z
  // the rows are checked below, so a list (the web form's) and JSON text (the wire's) get the same messages
  .union([z.string(), z.array(z.unknown())])
  .optional()
  .transform((v, ctx): SpecRow[] => {
    if (v === undefined || v === '') return [];
    let parsed: unknown = v;
    if (typeof v === 'string') {
      try {
        parsed = JSON.parse(v);
      } catch {
        ctx.addIssue({ code: 'custom', message: SPEC_MESSAGES.notRows });
        return [];
      }
    }
    const rows = zSpecRows.safeParse(parsed);
    if (!rows.success) {
      // a bound names its row ("Row 3: Value must be at most 2000 characters"); a wrong shape is one message
      const issue = rows.error.issues[0]!;
      const [row, field] = issue.path;
      const message =
        issue.path.length === 0 && issue.code === 'too_big'
          ? SPEC_MESSAGES.tooManyRows
          : typeof row === 'number' && typeof field === 'string' && issue.code !== 'invalid_type'
            ? SPEC_MESSAGES.row(row + 1, issue.message)
            : SPEC_MESSAGES.notRows;
      ctx.addIssue({ code: 'custom', message });
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

/** What a product without its own says a line of it is sold in and taxed at (docs/api.md "Products"). */
export const PRODUCT_DEFAULT_UNIT: GstUnit = 'NOS';
export const PRODUCT_DEFAULT_GST_RATE = '18';

/**
 * The product's HSN (goods) or SAC (services), docs/requirements/002-gst.md §3: 4, 6 or 8 digits, typed
 * with or without the tariff's spaces ("8421 21"). Empty is "no code" (null); left out is undefined, which
 * an edit reads as "keep the stored code".
 */
const zProductHsn = z
  .string({ error: GST_MESSAGES.hsn })
  .max(20, GST_MESSAGES.hsn)
  .optional()
  .transform((v, ctx): string | null | undefined => {
    if (v === undefined) return undefined;
    const code = v.replace(/\s+/g, '');
    if (code === '') return null;
    const parsed = zHsnSac.safeParse(code);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: GST_MESSAGES.hsn });
      return z.NEVER;
    }
    return parsed.data;
  });

/**
 * The product's GST rate: one of the rates in force (gst.ts), bounded by the lowest and highest of them to
 * the paisa, as numeric(5,2) stores it (issue 28 item 7: every number is bounded at its field).
 */
const RATE_VALUES = DEFAULT_GST_RATES.map(Number);
const zProductGstRate = withNumberBounds(zGstRate(), {
  places: 2,
  min: Math.min(...RATE_VALUES),
  max: Math.max(...RATE_VALUES),
});

/**
 * spec 000 §5 add/edit product (the text fields of the multipart form; the image is checked apart).
 * Name, description, price, category and stock are required; the proposal flag brings intro, content
 * and the specification rows, the sellable flag brings the marketplace link.
 */
export const ZProductFields = z
  .object({
    name: zName,
    description: zLongText(MESSAGES.required, {
      label: 'Description',
      max: PRODUCT_LIMITS.description,
      lines: PRODUCT_LIMITS.descriptionLines,
    }),
    categories: zRequiredText(MESSAGES.required, { label: 'Category', max: 100 }),
    price: zPrice,
    stock: zStock,
    is_sellable: zFlag,
    is_proposal: zFlag,
    link: zOptionalText({ label: 'Link', max: 2000 }),
    intro: zOptionalText({
      label: 'Intro',
      max: PRODUCT_LIMITS.intro,
      multiline: true,
      lines: PRODUCT_LIMITS.introLines,
    }),
    content: zOptionalText({
      label: 'Content',
      max: PRODUCT_LIMITS.content,
      multiline: true,
      lines: PRODUCT_LIMITS.contentLines,
    }),
    technical_specification: zSpecification,
    // docs/requirements/002-gst.md §3: what an invoice line takes from the product. Left out: the defaults
    // on add (no code, NOS, 18 %), the stored values on edit (docs/api.md "Products")
    hsn: zProductHsn,
    unit: zGstUnit.optional(),
    gst_rate: zProductGstRate.optional(),
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

/**
 * A product as another domain's line picks it (an estimate's, an invoice's): its price as exact text
 * (numeric(12,2), "18900.00"), and what a tax invoice line takes from it (docs/requirements/002-gst.md §3).
 */
export interface ProductPick {
  id: number;
  product_name: string;
  price: string;
  image: string;
  /** HSN or SAC, 4, 6 or 8 digits; null when the product has none yet. */
  hsn: string | null;
  unit: GstUnit;
  /** The GST rate in percent, as the rate list writes it ("18", "0.25"). */
  gst_rate: string;
}
