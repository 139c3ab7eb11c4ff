import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { belongsTo, figure, moment, percent, refersTo, serialId, timestamps } from './columns.ts';
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
    id: serialId(),
    siteId: refersTo('site_id', () => sites.id),
    clientId: refersTo('client_id', () => users.id),
    createdBy: refersTo('created_by', () => users.id),
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
    travelCharge: percent('travel_charge').notNull(),
    productProfit: percent('product_profit').notNull(),
    companyProfit: percent('company_profit').notNull(),
    administrativeExpense: percent('administrative_expense').notNull(),
    discount: percent('discount').notNull(),
    travelCost: figure('travel_cost'),
    labourTotal: figure('labour_total'),
    productsTotal: figure('products_total'),
    expenseTotal: figure('expense_total'),
    discountTotal: figure('discount_total'),
    gstTotal: figure('gst_total'),
    total: numeric('total', { precision: 16, scale: 2 }).notNull(),
    approvedBy: integer('approved_by').references(() => users.id),
    approvedAt: moment('approved_at'),
    startedBy: integer('started_by').references(() => users.id),
    startedAt: moment('started_at'),
    finishedBy: integer('finished_by').references(() => users.id),
    finishedAt: moment('finished_at'),
    finishImage: text('finish_image'),
    ...timestamps(),
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
    id: serialId(),
    estimateId: belongsTo('estimate_id', () => workEstimates.id),
    productId: refersTo('product_id', () => products.id),
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
    id: serialId(),
    estimateId: belongsTo('estimate_id', () => workEstimates.id),
    roleId: refersTo('role_id', () => jobRoles.id),
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
    estimateId: belongsTo('estimate_id', () => workEstimates.id),
    userId: refersTo('user_id', () => users.id),
  },
  (t) => [
    primaryKey({ columns: [t.estimateId, t.userId] }),
    index('estimate_assignees_user_idx').on(t.userId),
  ],
);
