import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import {
  contractCoveredProducts,
  contractSites,
  contracts,
  contractVisits,
  taskParts as p,
  products,
  tasks,
  users,
} from '../../db/schema/index.ts';
import { cursorTime, isoTime } from '../../db/sql-time.ts';
import type { Queryable } from '../../db/types.ts';
import { matchesAny } from '../../platform/page-search.ts';

/**
 * The parts used on tasks (issue 43 item 5): `task_parts` is written here only. Read-only joins, as the
 * visits' repository does: `products` to name a line, `users` to name who added it and the client, `tasks` for
 * the client and the piece of equipment, and the contract tables to decide a line's cover. Stock is the
 * products domain's (products/operations/stock.ts), invoices the invoices domain's.
 */

export type PartRecord = typeof p.$inferSelect;
export type NewPart = typeof p.$inferInsert;

const LINE_COLUMNS = {
  id: p.id,
  task_id: p.taskId,
  product_id: p.productId,
  product_name: products.name,
  unit: products.unit,
  quantity: p.quantity,
  unit_price_paise: p.unitPricePaise,
  covered: p.covered,
  contract_id: p.contractId,
  contract_number: contracts.number,
  added_by: p.addedBy,
  added_by_name: users.name,
  added_at: isoTime(p.addedAt),
  invoice_id: p.invoiceId,
};
export type PartLineRow = {
  id: number;
  task_id: number;
  product_id: number;
  product_name: string;
  unit: string;
  quantity: number;
  unit_price_paise: number;
  covered: boolean;
  contract_id: number | null;
  contract_number: string | null;
  added_by: number;
  added_by_name: string;
  added_at: string;
  invoice_id: number | null;
};

function selectLines(db: Queryable) {
  return db
    .select(LINE_COLUMNS)
    .from(p)
    .innerJoin(products, eq(products.id, p.productId))
    .innerJoin(users, eq(users.id, p.addedBy))
    .leftJoin(contracts, eq(contracts.id, p.contractId));
}

/** A task's lines, in the order they were added. */
export function linesOfTask(db: Queryable, taskId: number, cap: number): Promise<PartLineRow[]> {
  return selectLines(db).where(eq(p.taskId, taskId)).orderBy(asc(p.id)).limit(cap);
}

/** How many lines a task holds. */
export async function countLinesOfTask(db: Queryable, taskId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(p).where(eq(p.taskId, taskId));
  return row?.n ?? 0;
}

/** One line, or null. */
export async function line(db: Queryable, id: number): Promise<PartLineRow | null> {
  const [row] = await selectLines(db).where(eq(p.id, id));
  return row ?? null;
}

/** The lines on the tasks that named a piece of equipment, newest first, at most `cap`. */
export function linesOfEquipment(db: Queryable, equipmentId: number, cap: number): Promise<PartLineRow[]> {
  return selectLines(db)
    .innerJoin(tasks, eq(tasks.id, p.taskId))
    .where(eq(tasks.equipmentId, equipmentId))
    .orderBy(desc(p.id))
    .limit(cap);
}

/** A contract's covered lines added from `from` to `to` (IST days, both included), newest first, at most `cap`. */
export function coveredLinesOfContract(
  db: Queryable,
  contractId: number,
  range: { from: string; to: string },
  cap: number,
): Promise<PartLineRow[]> {
  return selectLines(db)
    .where(and(eq(p.contractId, contractId), eq(p.covered, true), inPeriod(range)))
    .orderBy(desc(p.id))
    .limit(cap);
}

/** Lines added from `from` to `to`, IST days. */
function inPeriod(range: { from: string; to: string }): SQL {
  return sql`(${p.addedAt} at time zone 'Asia/Kolkata')::date between ${range.from}::date and ${range.to}::date`;
}

/** The covered value of a contract's lines in a period, paise. */
export async function coveredPaise(
  db: Queryable,
  contractId: number,
  range: { from: string; to: string },
): Promise<number> {
  const [row] = await db
    .select({ paise: sql<string>`coalesce(sum(${p.quantity}::bigint * ${p.unitPricePaise}), 0)::text` })
    .from(p)
    .where(and(eq(p.contractId, contractId), eq(p.covered, true), inPeriod(range)));
  return Number(row?.paise ?? 0);
}

/** What decides a line's cover: the contract of the task (its visit's, else an active one at its site that day). */
export interface TaskContract {
  id: number;
  parts_cover: string;
  parts_cap_paise: number | null;
  covers_consumables: boolean;
  starts_on: string;
  ends_on: string;
  billing_frequency: string;
  lists_product: boolean;
}

export async function contractOfTask(
  db: Queryable,
  task: { id: number; siteId: number | null; day: string },
  productId: number,
): Promise<TaskContract | null> {
  const ofVisit = sql`(select ${contractVisits.contractId} from ${contractVisits} where ${contractVisits.taskId} = ${task.id} limit 1)`;
  const atSite =
    task.siteId === null
      ? sql`null::integer`
      : sql`(select c2.id from ${contracts} c2 join ${contractSites} cs on cs.contract_id = c2.id
           where cs.site_id = ${task.siteId} and c2.status = 'active'
             and ${task.day}::date between c2.starts_on and c2.ends_on
           order by c2.id limit 1)`;
  const [row] = await db
    .select({
      id: contracts.id,
      parts_cover: contracts.partsCover,
      parts_cap_paise: contracts.partsCapPaise,
      covers_consumables: contracts.coversConsumables,
      starts_on: contracts.startsOn,
      ends_on: contracts.endsOn,
      billing_frequency: contracts.billingFrequency,
      lists_product: sql<boolean>`exists (select 1 from ${contractCoveredProducts} cp
        where cp.contract_id = ${contracts.id} and cp.product_id = ${productId})`,
    })
    .from(contracts)
    .where(sql`${contracts.id} = coalesce(${ofVisit}, ${atSite})`);
  return row ?? null;
}

/** A contract's row for its parts page (its period and cap), or null. */
export async function contractTerms(db: Queryable, contractId: number) {
  const [row] = await db
    .select({
      id: contracts.id,
      parts_cover: contracts.partsCover,
      parts_cap_paise: contracts.partsCapPaise,
      starts_on: contracts.startsOn,
      ends_on: contracts.endsOn,
      billing_frequency: contracts.billingFrequency,
    })
    .from(contracts)
    .where(eq(contracts.id, contractId));
  return row ?? null;
}

/** Serialises the cap's check of one contract's lines (two lines at once never both fit the last of it). */
export async function lockContractCover(db: Queryable, contractId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(43005, ${contractId})`);
}

export async function insertLine(db: Queryable, row: NewPart): Promise<number> {
  const [made] = await db.insert(p).values(row).returning({ id: p.id });
  return made!.id;
}

/** Deletes a line while it is not invoiced; the row it was, or null (gone, or invoiced meanwhile). */
export async function deleteUninvoiced(db: Queryable, id: number): Promise<PartRecord | null> {
  const [row] = await db
    .delete(p)
    .where(and(eq(p.id, id), isNull(p.invoiceId)))
    .returning();
  return row ?? null;
}

// ——— chargeable lines waiting for an invoice ———

const clientOf = sql<number>`${tasks.clientId}`;
const waiting = and(eq(p.covered, false), isNull(p.invoiceId), sql`${tasks.clientId} is not null`);

export interface ClientPartsDbRow {
  client_id: number;
  name: string;
  organization: string | null;
  lines: number;
  amount_paise: string;
  oldest_at: string;
  cursor_at: string;
}

/** Clients with chargeable lines not yet invoiced, the longest waiting first, keyset by (oldest line, client). */
export function clientsWithParts(
  db: Queryable,
  opts: { search?: string | undefined; limit: number; after?: { at: string; id: number } | undefined },
): Promise<ClientPartsDbRow[]> {
  const oldest = sql`min(${p.addedAt})`;
  return db
    .select({
      client_id: clientOf,
      name: users.name,
      organization: users.organization,
      lines: sql<number>`count(*)::int`,
      amount_paise: sql<string>`sum(${p.quantity}::bigint * ${p.unitPricePaise})::text`,
      oldest_at: sql<string>`${isoTime(sql`min(${p.addedAt})`)}`,
      cursor_at: sql<string>`${cursorTime(sql`min(${p.addedAt})`)}`,
    })
    .from(p)
    .innerJoin(tasks, eq(tasks.id, p.taskId))
    .innerJoin(users, eq(users.id, tasks.clientId))
    .where(and(waiting, matchesAny(opts.search, [users.name, users.organization])))
    .groupBy(tasks.clientId, users.name, users.organization)
    .having(
      opts.after
        ? sql`(${oldest}, ${tasks.clientId}) > (${opts.after.at}::timestamptz, ${opts.after.id})`
        : undefined,
    )
    .orderBy(asc(oldest), asc(tasks.clientId))
    .limit(opts.limit);
}

/** How many clients have such lines (for the search). */
export async function clientsWithPartsCount(db: Queryable, search: string | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${tasks.clientId})::int` })
    .from(p)
    .innerJoin(tasks, eq(tasks.id, p.taskId))
    .innerJoin(users, eq(users.id, tasks.clientId))
    .where(and(waiting, matchesAny(search, [users.name, users.organization])));
  return row?.n ?? 0;
}

/** A client's chargeable lines not yet invoiced, oldest first, at most `cap`, with what an invoice line takes. */
export function waitingLinesOfClient(db: Queryable, clientId: number, cap: number) {
  return db
    .select({
      id: p.id,
      task_id: p.taskId,
      quantity: p.quantity,
      unit_price_paise: p.unitPricePaise,
      product_name: products.name,
      hsn: products.hsn,
      unit: products.unit,
      gst_rate: products.gstRate,
    })
    .from(p)
    .innerJoin(tasks, eq(tasks.id, p.taskId))
    .innerJoin(products, eq(products.id, p.productId))
    .where(and(waiting, eq(tasks.clientId, clientId)))
    .orderBy(asc(p.id))
    .limit(cap);
}

/** Marks these lines as on `invoiceId`, each only while it is on none; how many were marked. */
export async function markInvoiced(
  db: Queryable,
  ids: readonly number[],
  invoiceId: number,
): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(p)
    .set({ invoiceId })
    .where(and(inArray(p.id, [...ids]), isNull(p.invoiceId), eq(p.covered, false)))
    .returning({ id: p.id });
  return rows.length;
}

/** The tasks whose lines are on an invoice (to announce them when it is made). */
export async function tasksOfInvoice(db: Queryable, invoiceId: number): Promise<number[]> {
  const rows = await db.selectDistinct({ id: p.taskId }).from(p).where(eq(p.invoiceId, invoiceId));
  return rows.map((r) => r.id);
}
