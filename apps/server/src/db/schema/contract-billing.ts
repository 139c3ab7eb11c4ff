import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, moment, paise, serialId } from './columns.ts';
import { contracts } from './contracts.ts';
import { invoices } from './invoices.ts';

/**
 * A contract's billed periods (issue 43 item 8; docs/requirements/009-contract-billing.md): one row per
 * contract and billing period, inserted in the transaction that makes the period's invoice. The unique key
 * (contract_id, period_start) is the "exactly once": of two instances billing a period at once, the second
 * insert conflicts and makes nothing. A draft deleted leaves its row with invoice_id null (the period is not
 * billed again by the job; "Make again" on the contract's page bills it by hand). Owner: contract-billing.
 */
export const contractBills = pgTable(
  'contract_bills',
  {
    id: serialId(),
    contractId: belongsTo('contract_id', () => contracts.id),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    /** The period's share of the contract's price, before GST (largest remainder: the shares add up to it). */
    amountPaise: paise('amount_paise').notNull(),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    madeAt: moment('made_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contract_bills_period_uq').on(t.contractId, t.periodStart),
    uniqueIndex('contract_bills_invoice_uq').on(t.invoiceId),
    check('contract_bills_period_ck', sql`${t.periodEnd} >= ${t.periodStart}`),
    check('contract_bills_amount_ck', sql`${t.amountPaise} between 0 and 100000000000`),
  ],
);
