import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint } from 'drizzle-orm/pg-core';
import { percent, updatedAt } from './columns.ts';
import { users } from './users.ts';

/**
 * The default-profit settings (spec 001 §3): one row (id 1), seeded by the migration with sensible defaults.
 * Owner: profit. Each figure 0 to 100 with 2 places (spec 001 §9).
 */
export const profitSettings = pgTable(
  'profit_settings',
  {
    id: smallint('id').primaryKey().default(1),
    administrativeExpense: percent('administrative_expense').notNull(),
    travelCharge: percent('travel_charge').notNull(),
    productProfit: percent('product_profit').notNull(),
    companyProfit: percent('company_profit').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('profit_settings_one_row_ck', sql`${t.id} = 1`),
    check(
      'profit_settings_range_ck',
      sql`${t.administrativeExpense} between 0 and 100 and ${t.travelCharge} between 0 and 100 and ${t.productProfit} between 0 and 100 and ${t.companyProfit} between 0 and 100`,
    ),
  ],
);
