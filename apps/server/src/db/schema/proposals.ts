import type { SpecRow } from '@aquadesk/shared/catalogue.ts';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, percent, refersTo, serialId } from './columns.ts';
import { products } from './products.ts';
import { users } from './users.ts';

/**
 * Proposals (spec 001 §3, §9; docs/api.md "Money"). Owner: proposals. Everything printed is frozen at creation:
 * the product's name, description, intro, content, technical specification, a private copy of its image
 * (uploads/proposal), its price, the profit percentages applied, the total to the paisa, and the creator's name,
 * phone, e-mail and a copy of their signature (uploads/proposal). Nothing here follows later product, profit or
 * profile changes.
 */
export const proposals = pgTable(
  'proposals',
  {
    id: serialId(),
    heading: text('heading').notNull(),
    /** The product offered; null if the product is removed later (the frozen copy below stays). */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    description: text('description').notNull(),
    intro: text('intro').notNull(),
    content: text('content').notNull(),
    technicalSpecification: jsonb('technical_specification').$type<SpecRow[]>().notNull(),
    /** A copy of the product image in uploads/proposal, or null. */
    imageFile: text('image_file'),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    productProfit: percent('product_profit').notNull(),
    administrativeExpense: percent('administrative_expense').notNull(),
    /** price + p % + a %, to the paisa (half up), money.ts proposalTotal. */
    total: numeric('total', { precision: 14, scale: 2 }).notNull(),
    clientName: text('client_name').notNull(),
    organization: text('organization').notNull(),
    addressLine1: text('address_line_1').notNull(),
    addressLine2: text('address_line_2').notNull(),
    city: text('city').notNull(),
    district: text('district').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    createdBy: refersTo('created_by', () => users.id),
    creatorName: text('creator_name').notNull(),
    creatorPhone: text('creator_phone').notNull(),
    creatorEmail: text('creator_email').notNull(),
    /** A copy of the creator's signature in uploads/proposal, or null when they had none. */
    signFile: text('sign_file'),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'proposals_money_ck',
      sql`${t.price} >= 0 and ${t.total} >= 0 and ${t.productProfit} between 0 and 100 and ${t.administrativeExpense} between 0 and 100`,
    ),
    check('proposals_pincode_ck', sql`${t.pincode} ~ '^[0-9]{6}$'`),
    check('proposals_phone_ck', sql`${t.phone} ~ '^[0-9]{1,10}$'`),
    // the list's order (newest first: ids grow with creation) is the primary key; a reseller's own list
    index('proposals_creator_idx').on(t.createdBy, t.id.desc().nullsFirst()),
    index('proposals_product_idx').on(t.productId),
    index('proposals_heading_trgm_idx').using('gin', t.heading.op('gin_trgm_ops')),
    index('proposals_client_trgm_idx').using('gin', t.clientName.op('gin_trgm_ops')),
    index('proposals_organization_trgm_idx').using('gin', t.organization.op('gin_trgm_ops')),
    index('proposals_product_name_trgm_idx').using('gin', t.productName.op('gin_trgm_ops')),
    index('proposals_creator_name_trgm_idx').using('gin', t.creatorName.op('gin_trgm_ops')),
  ],
);
