import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable } from 'drizzle-orm/pg-core';
import { moment, paise, refersTo, serialId } from './columns.ts';
import { contracts } from './contracts.ts';
import { invoices } from './invoices.ts';
import { products } from './products.ts';
import { users } from './users.ts';
import { tasks } from './work.ts';

/**
 * The parts and consumables used on a maintenance task (issue 43 item 5; docs/requirements/008-parts.md).
 * Owner: parts. A line takes its product's price when it is added (frozen, in paise) and is covered by the
 * task's contract or chargeable, decided then. A chargeable line is invoiced at most once: `invoice_id` is one
 * column, set when a draft is made of it and cleared by the database when that draft is deleted.
 */
export const taskParts = pgTable(
  'task_parts',
  {
    id: serialId(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    productId: refersTo('product_id', () => products.id),
    quantity: integer('quantity').notNull(),
    unitPricePaise: paise('unit_price_paise').notNull(),
    covered: boolean('covered').notNull(),
    /** The contract that decided it (covered or not), null when the task had none. */
    contractId: integer('contract_id').references(() => contracts.id),
    addedBy: refersTo('added_by', () => users.id),
    addedAt: moment('added_at').notNull().defaultNow(),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('task_parts_task_idx').on(t.taskId, t.id),
    index('task_parts_contract_idx').on(t.contractId, t.addedAt),
    index('task_parts_invoice_idx').on(t.invoiceId),
    index('task_parts_chargeable_idx')
      .on(t.taskId)
      .where(sql`${t.covered} = false and ${t.invoiceId} is null`),
    check('task_parts_quantity_ck', sql`${t.quantity} between 1 and 9999`),
    check('task_parts_price_ck', sql`${t.unitPricePaise} between 0 and 1000000000000`),
    check('task_parts_invoice_ck', sql`${t.invoiceId} is null or ${t.covered} = false`),
  ],
);
