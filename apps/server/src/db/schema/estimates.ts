import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { products } from './products.ts';
import { sites } from './sites.ts';
import { jobRoles, users } from './users.ts';

/**
 * Work estimates, the job cards (spec 001 §3, §4). Owner: estimates. Amounts are unconstrained numerics so
 * the exact figures of packages/shared money.ts are stored without rounding (docs/api.md "Money"); the
 * profit percentages in force at creation are frozen on the row so later settings never move it.
 */
export const workEstimates = pgTable(
  'work_estimates',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    /** The reseller whose client it is (the client's creator, when a reseller), for scoping and events. */
    resellerId: integer('reseller_id').references(() => users.id),
    work: jsonb('work').$type<string[]>().notNull(),
    remarks: text('remarks').notNull().default(''),
    status: text('status').notNull().default('NOT CONFIRM'),
    /** spec 001 §9 sort: NOT CONFIRM, APPROVED, IN PROGRESS, FINISHED. */
    statusRank: smallint('status_rank')
      .notNull()
      .generatedAlwaysAs(
        sql`case status when 'NOT CONFIRM' then 0 when 'APPROVED' then 1 when 'IN PROGRESS' then 2 else 3 end`,
      ),
    travelDistance: numeric('travel_distance', { precision: 12, scale: 3 }).notNull(),
    travelCharge: numeric('travel_charge', { precision: 5, scale: 2 }).notNull(),
    productProfit: numeric('product_profit', { precision: 5, scale: 2 }).notNull(),
    companyProfit: numeric('company_profit', { precision: 5, scale: 2 }).notNull(),
    administrativeExpense: numeric('administrative_expense', { precision: 5, scale: 2 }).notNull(),
    discount: numeric('discount', { precision: 5, scale: 2 }).notNull(),
    travelCost: numeric('travel_cost').notNull(),
    labourTotal: numeric('labour_total').notNull(),
    productsTotal: numeric('products_total').notNull(),
    expenseTotal: numeric('expense_total').notNull(),
    discountTotal: numeric('discount_total').notNull(),
    gstTotal: numeric('gst_total').notNull(),
    total: numeric('total', { precision: 16, scale: 2 }).notNull(),
    approvedBy: integer('approved_by').references(() => users.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    startedBy: integer('started_by').references(() => users.id),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedBy: integer('finished_by').references(() => users.id),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    finishImage: text('finish_image'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'work_estimates_status_ck',
      sql`${t.status} in ('NOT CONFIRM', 'APPROVED', 'IN PROGRESS', 'FINISHED')`,
    ),
    // the list's order and keyset paging
    index('work_estimates_list_idx').on(
      t.statusRank,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('work_estimates_status_idx').on(t.status, t.createdAt.desc().nullsFirst()),
    index('work_estimates_created_by_idx').on(t.createdBy),
    index('work_estimates_reseller_idx').on(t.resellerId),
    index('work_estimates_client_idx').on(t.clientId, t.createdAt.desc().nullsFirst()),
    index('work_estimates_site_idx').on(t.siteId),
    // find anything (docs/api.md "Search"): the work's text by trigram
    index('work_estimates_work_trgm_idx').using('gin', sql`(${t.work}::text) gin_trgm_ops`),
  ],
);

/** Product lines, the price frozen as `current_price` (spec 001 §3). */
export const estimateProducts = pgTable(
  'estimate_products',
  {
    id: serial('id').primaryKey(),
    estimateId: integer('estimate_id')
      .notNull()
      .references(() => workEstimates.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    productName: text('product_name').notNull(),
    image: text('image').notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 3 }).notNull(),
    currentPrice: numeric('current_price', { precision: 12, scale: 2 }).notNull(),
  },
  (t) => [
    index('estimate_products_estimate_idx').on(t.estimateId),
    check('estimate_products_quantity_ck', sql`${t.quantity} > 0`),
  ],
);

/** Labour lines, the role's rate frozen as `scale` (spec 001 §3). */
export const estimateLabour = pgTable(
  'estimate_labour',
  {
    id: serial('id').primaryKey(),
    estimateId: integer('estimate_id')
      .notNull()
      .references(() => workEstimates.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => jobRoles.id),
    roleName: text('role_name').notNull(),
    workHour: numeric('work_hour', { precision: 10, scale: 2 }).notNull(),
    scale: numeric('scale', { precision: 12, scale: 2 }).notNull(),
  },
  (t) => [
    index('estimate_labour_estimate_idx').on(t.estimateId),
    check('estimate_labour_hours_ck', sql`${t.workHour} > 0`),
  ],
);

/** The employees an approval assigns (spec 001 §3 "Assignees"). */
export const estimateAssignees = pgTable(
  'estimate_assignees',
  {
    estimateId: integer('estimate_id')
      .notNull()
      .references(() => workEstimates.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [
    primaryKey({ columns: [t.estimateId, t.userId] }),
    index('estimate_assignees_user_idx').on(t.userId),
  ],
);
