import type { SpecRow } from '@aquadesk/shared/catalogue.ts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, percent, serialId, timestamps } from './columns.ts';
import { searchTextOf } from './search-text.ts';

/** spec 000 §3 Product. Owner: products. */
export const products = pgTable(
  'products',
  {
    id: serialId(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    image: text('image').notNull(),
    stock: integer('stock').notNull().default(0),
    categories: text('categories').notNull(),
    isSellable: boolean('is_sellable').notNull().default(false),
    isProposal: boolean('is_proposal').notNull().default(false),
    link: text('link').notNull().default(''),
    intro: text('intro').notNull().default(''),
    content: text('content').notNull().default(''),
    /** What a tax invoice line takes from the product (docs/requirements/002-gst.md §3): HSN/SAC, GST unit, GST rate. */
    hsn: text('hsn'),
    unit: text('unit').notNull().default('NOS'),
    gstRate: percent('gst_rate').notNull().default('18'),
    technicalSpecification: jsonb('technical_specification').$type<SpecRow[]>().notNull().default([]),
    ...timestamps(),
  },
  (t) => [
    // spec 000 §5: product names are unique ('Product name already exist'), compared case-insensitively
    uniqueIndex('products_name_lower_uq').on(sql`lower(${t.name})`),
    index('products_sellable_idx').on(t.isSellable),
    index('products_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('products_categories_idx').on(t.categories),
    check('products_hsn_ck', sql`${t.hsn} ~ '^[0-9]{4}([0-9]{2}){0,2}$'`),
    check('products_unit_ck', sql`${t.unit} ~ '^[A-Z]{3}$'`),
    check('products_gst_rate_ck', sql`${t.gstRate} between 0 and 100`),
  ],
);

/** spec 000 §3 Contact message, from the landing and /contact forms. Owner: public. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serialId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
    /** What the inbox search reads (docs/api.md "Lists"). */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(searchTextOf(['name', 'email', 'message'])),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt),
    // issue 10: the inbox's order (newest first) and its search
    index('contact_messages_list_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('contact_messages_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);
