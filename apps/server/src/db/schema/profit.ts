import { sql } from 'drizzle-orm';
import { check, integer, numeric, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The default-profit settings (spec 001 §3): one row (id 1), seeded by the migration with sensible defaults.
 * Owner: profit. Each figure 0 to 100 with 2 places (spec 001 §9).
 */
export const profitSettings = pgTable(
  'profit_settings',
  {
    id: smallint('id').primaryKey().default(1),
    administrativeExpense: numeric('administrative_expense', { precision: 5, scale: 2 }).notNull(),
    travelCharge: numeric('travel_charge', { precision: 5, scale: 2 }).notNull(),
    productProfit: numeric('product_profit', { precision: 5, scale: 2 }).notNull(),
    companyProfit: numeric('company_profit', { precision: 5, scale: 2 }).notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('profit_settings_one_row_ck', sql`${t.id} = 1`),
    check(
      'profit_settings_range_ck',
      sql`${t.administrativeExpense} between 0 and 100 and ${t.travelCharge} between 0 and 100 and ${t.productProfit} between 0 and 100 and ${t.companyProfit} between 0 and 100`,
    ),
  ],
);
