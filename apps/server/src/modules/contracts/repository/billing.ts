import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { contractBills, contracts } from '../../../db/schema/index.ts';
import { isoTime } from '../../../db/sql-time.ts';
import type { Queryable } from '../../../db/types.ts';

/**
 * The contracts' billed periods (contract_bills; issue 43 item 8, docs/api.md "Contract billing"): the only
 * SQL of contract billing. The row is inserted in the transaction that makes its invoice; its unique key
 * (contract_id, period_start) is what makes each period billed once across instances and restarts.
 */

export type BillRow = typeof contractBills.$inferSelect;

/** What billing reads of a contract. */
export interface BillableContract {
  id: number;
  number: string | null;
  status: string;
  clientId: number;
  startsOn: string;
  endsOn: string;
  pricePaise: number;
  billingFrequency: string;
  billingTiming: string;
  sac: string;
  gstRate: string;
  createdBy: number;
}

const billable = {
  id: contracts.id,
  number: contracts.number,
  status: contracts.status,
  clientId: contracts.clientId,
  startsOn: contracts.startsOn,
  endsOn: contracts.endsOn,
  pricePaise: contracts.pricePaise,
  billingFrequency: contracts.billingFrequency,
  billingTiming: contracts.billingTiming,
  sac: contracts.sac,
  gstRate: contracts.gstRate,
  createdBy: contracts.createdBy,
};

/** The statuses whose periods are billed: active, and ended ones (expired, renewed) for what is still unbilled. */
export const BILLING_STATUSES = ['active', 'expired', 'renewed'] as const;

/**
 * Contracts after `afterId` that may have a period to bill today: numbered, in a status above, begun by
 * `today`. Which of their periods are due and unbilled is the caller's (the plan is computed, not stored), so
 * a contract whose last period was billed by hand before an earlier one is still read.
 */
export async function contractsToBill(
  db: Queryable,
  today: string,
  afterId: number,
  limit: number,
): Promise<BillableContract[]> {
  return db
    .select(billable)
    .from(contracts)
    .where(
      and(
        inArray(contracts.status, [...BILLING_STATUSES]),
        sql`${contracts.number} is not null`,
        lte(contracts.startsOn, today),
        sql`${contracts.id} > ${afterId}`,
      ),
    )
    .orderBy(asc(contracts.id))
    .limit(limit);
}

/** One contract as billing reads it. */
export async function billableContract(db: Queryable, id: number): Promise<BillableContract | undefined> {
  const [row] = await db.select(billable).from(contracts).where(eq(contracts.id, id));
  return row;
}

/** The billed periods of some contracts. */
export function billsOf(db: Queryable, contractIds: readonly number[]) {
  if (contractIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: contractBills.id,
      contractId: contractBills.contractId,
      periodStart: contractBills.periodStart,
      periodEnd: contractBills.periodEnd,
      amountPaise: contractBills.amountPaise,
      invoiceId: contractBills.invoiceId,
      madeAt: isoTime(contractBills.madeAt),
    })
    .from(contractBills)
    .where(inArray(contractBills.contractId, [...contractIds]))
    .orderBy(asc(contractBills.contractId), asc(contractBills.periodStart));
}

/**
 * Claims a period: inserts its row, or nothing when another instance (or an earlier run) has it. On
 * PostgreSQL a second insert of the same key waits for the first transaction and then inserts nothing.
 */
export async function claimPeriod(
  tx: Queryable,
  period: { contractId: number; periodStart: string; periodEnd: string; amountPaise: number },
): Promise<number | undefined> {
  const [row] = await tx
    .insert(contractBills)
    .values(period)
    .onConflictDoNothing({ target: [contractBills.contractId, contractBills.periodStart] })
    .returning({ id: contractBills.id });
  return row?.id;
}

/**
 * Claims a period whose draft was deleted ("Make again"): the conditional UPDATE takes it only while it has
 * no invoice, so of two at once one makes the invoice and the other finds it taken.
 */
export async function reclaimPeriod(
  tx: Queryable,
  contractId: number,
  periodStart: string,
): Promise<number | undefined> {
  const [row] = await tx
    .update(contractBills)
    .set({ madeAt: sql`now()` })
    .where(
      and(
        eq(contractBills.contractId, contractId),
        eq(contractBills.periodStart, periodStart),
        isNull(contractBills.invoiceId),
      ),
    )
    .returning({ id: contractBills.id });
  return row?.id;
}

/** The invoice a claimed period was made into. */
export async function setInvoice(tx: Queryable, billId: number, invoiceId: number): Promise<void> {
  await tx.update(contractBills).set({ invoiceId }).where(eq(contractBills.id, billId));
}
