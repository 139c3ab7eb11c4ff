import type { ContractSort, ContractStatus, TContractListQuery } from '@aquadesk/shared/contracts.ts';
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  contractCoveredProducts,
  contractEquipment,
  contractEvents,
  contractSeries,
  contractSites,
  contracts,
  equipment,
  products,
  sites,
  users,
} from '../../db/schema/index.ts';
import { isoTime } from '../../db/sql-time.ts';
import type { Queryable } from '../../db/types.ts';
import { COUNT, matchesSearchText, type Page, pageWithCount } from '../../platform/page-search.ts';
import { containsPattern, type SortKey } from '../../platform/paging.ts';

/**
 * The contracts' tables (issue 43 item 2): `contracts`, `contract_sites`, `contract_equipment`,
 * `contract_covered_products`, `contract_events` and `contract_series` are written here only. Read-only, as
 * the lead's brief allows: `sites` and `equipment` are joined to check that each site is the client's and
 * each piece of equipment is at one of the contract's sites (and to name them), `users` to name the client
 * and the technician, `products` to name the covered parts. Nothing here writes those tables.
 */

export type ContractRow = typeof contracts.$inferSelect;
export type NewContract = typeof contracts.$inferInsert;
export type ContractUpdate = Partial<Omit<NewContract, 'id' | 'createdAt' | 'createdBy'>>;
export type ContractEventRow = typeof contractEvents.$inferSelect;

const client = alias(users, 'client');
const technician = alias(users, 'technician');

/** The list row's columns (ContractListRow less the price's rupees, which wire.ts writes). */
const LIST_COLUMNS = {
  id: contracts.id,
  number: contracts.number,
  status: contracts.status,
  client_id: contracts.clientId,
  client_name: client.name,
  organization: client.organization,
  kind: contracts.kind,
  starts_on: contracts.startsOn,
  ends_on: contracts.endsOn,
  price_paise: contracts.pricePaise,
  billing_frequency: contracts.billingFrequency,
  billing_timing: contracts.billingTiming,
  technician_name: technician.name,
  updated_at: isoTime(contracts.updatedAt),
};

export interface ContractListRecord {
  id: number;
  number: string | null;
  status: string;
  client_id: number;
  client_name: string;
  organization: string | null;
  kind: string;
  starts_on: string;
  ends_on: string;
  price_paise: number;
  billing_frequency: string;
  billing_timing: string;
  technician_name: string | null;
  updated_at: string;
}

function selectList(db: Queryable) {
  return db
    .select(LIST_COLUMNS)
    .from(contracts)
    .innerJoin(client, eq(client.id, contracts.clientId))
    .leftJoin(technician, eq(technician.id, contracts.technicianId));
}

/** Each sort's keys, ending with the id (docs/api.md "Lists"). */
const ORDERS: Record<
  ContractSort,
  { keys: SortKey[]; keyOf: (r: ContractListRecord) => (string | number)[] }
> = {
  newest: { keys: [{ expr: contracts.id, dir: 'desc' }], keyOf: (r) => [r.id] },
  ends_on: {
    keys: [
      { expr: sql`${contracts.endsOn}`, dir: 'asc' },
      { expr: contracts.id, dir: 'asc' },
    ],
    keyOf: (r) => [r.ends_on, r.id],
  },
  price: {
    keys: [
      { expr: contracts.pricePaise, dir: 'desc' },
      { expr: contracts.id, dir: 'desc' },
    ],
    keyOf: (r) => [r.price_paise, r.id],
  },
};

/**
 * A page of contracts: the status and client filters, the search over the number and the client's name,
 * organisation, e-mail or phone (their stored search text), in the sort asked for.
 */
export async function page(
  db: Queryable,
  q: Pick<TContractListQuery, 'status' | 'client_id' | 'sort' | 'search' | 'cursor' | 'limit'>,
): Promise<Page<ContractListRecord>> {
  const order = ORDERS[q.sort ?? 'newest'];
  const where = and(
    q.status ? eq(contracts.status, q.status) : undefined,
    q.client_id ? eq(contracts.clientId, q.client_id) : undefined,
    q.search
      ? sql`((${contracts.activatedAt} is not null and ${contracts.number} ilike ${containsPattern(q.search)}) or ${contracts.clientId} = any(array(select ${users.id} from ${users} where ${matchesSearchText(q.search, users.searchText)} and ${users.userType} = 'client')))`
      : undefined,
  );
  return pageWithCount(
    order.keys,
    q,
    async (after, orderBy, take) =>
      (await selectList(db)
        .where(and(where, after))
        .orderBy(...orderBy)
        .limit(take)) as ContractListRecord[],
    () => db.select(COUNT).from(contracts).where(where),
    order.keyOf,
  );
}

export async function listRow(db: Queryable, id: number): Promise<ContractListRecord | undefined> {
  const [row] = await selectList(db).where(eq(contracts.id, id));
  return row as ContractListRecord | undefined;
}

export async function findContract(db: Queryable, id: number): Promise<ContractRow | undefined> {
  const [row] = await db.select().from(contracts).where(eq(contracts.id, id));
  return row;
}

/** The contract's row, locked for the rest of the transaction: edits, activation and cancelling serialise. */
export async function lockContract(tx: Queryable, id: number): Promise<ContractRow | undefined> {
  const [row] = await tx.select().from(contracts).where(eq(contracts.id, id)).for('update');
  return row;
}

export async function insertContract(tx: Queryable, row: NewContract): Promise<number> {
  const [created] = await tx.insert(contracts).values(row).returning({ id: contracts.id });
  return created!.id;
}

export async function updateContract(tx: Queryable, id: number, set: ContractUpdate): Promise<ContractRow> {
  const [row] = await tx
    .update(contracts)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(contracts.id, id))
    .returning();
  return row!;
}

// ——— what a contract covers ———

export interface Coverage {
  siteIds: number[];
  equipmentIds: number[];
  productIds: number[];
}

export async function coverageOf(db: Queryable, id: number): Promise<Coverage> {
  const [siteRows, equipmentRows, productRows] = await Promise.all([
    db
      .select({ id: contractSites.siteId })
      .from(contractSites)
      .where(eq(contractSites.contractId, id))
      .orderBy(asc(contractSites.siteId)),
    db
      .select({ id: contractEquipment.equipmentId })
      .from(contractEquipment)
      .where(eq(contractEquipment.contractId, id))
      .orderBy(asc(contractEquipment.equipmentId)),
    db
      .select({ id: contractCoveredProducts.productId })
      .from(contractCoveredProducts)
      .where(eq(contractCoveredProducts.contractId, id))
      .orderBy(asc(contractCoveredProducts.productId)),
  ]);
  return {
    siteIds: siteRows.map((r) => r.id),
    equipmentIds: equipmentRows.map((r) => r.id),
    productIds: productRows.map((r) => r.id),
  };
}

/** Replaces what the contract covers with `coverage` (inside the caller's transaction). */
export async function replaceCoverage(tx: Queryable, id: number, coverage: Coverage): Promise<void> {
  await tx.delete(contractSites).where(eq(contractSites.contractId, id));
  await tx.delete(contractEquipment).where(eq(contractEquipment.contractId, id));
  await tx.delete(contractCoveredProducts).where(eq(contractCoveredProducts.contractId, id));
  if (coverage.siteIds.length > 0)
    await tx.insert(contractSites).values(coverage.siteIds.map((siteId) => ({ contractId: id, siteId })));
  if (coverage.equipmentIds.length > 0)
    await tx
      .insert(contractEquipment)
      .values(coverage.equipmentIds.map((equipmentId) => ({ contractId: id, equipmentId })));
  if (coverage.productIds.length > 0)
    await tx
      .insert(contractCoveredProducts)
      .values(coverage.productIds.map((productId) => ({ contractId: id, productId })));
}

/** The named sites, pieces of equipment and products a contract covers, for its page and its PDF. */
export async function coverageNames(db: Queryable, coverage: Coverage) {
  const [siteRows, equipmentRows, productRows] = await Promise.all([
    coverage.siteIds.length === 0
      ? []
      : db
          .select({ id: sites.id, site_name: sites.siteName, city: sites.city })
          .from(sites)
          .where(inArray(sites.id, coverage.siteIds))
          .orderBy(sql`lower(${sites.siteName})`, asc(sites.id)),
    coverage.equipmentIds.length === 0
      ? []
      : db
          .select({ id: equipment.id, name: equipment.name, kind: equipment.kind, site_id: equipment.siteId })
          .from(equipment)
          .where(inArray(equipment.id, coverage.equipmentIds))
          .orderBy(asc(equipment.siteId), sql`lower(${equipment.name})`, asc(equipment.id)),
    coverage.productIds.length === 0
      ? []
      : db
          .select({ id: products.id, name: products.name })
          .from(products)
          .where(inArray(products.id, coverage.productIds))
          .orderBy(sql`lower(${products.name})`, asc(products.id)),
  ]);
  return { sites: siteRows, equipment: equipmentRows, products: productRows };
}

// ——— the checks of a contract's parties (read-only joins) ———

/** The client account of that id, or undefined (a staff account is no client). */
export async function findClient(db: Queryable, id: number) {
  const [row] = await db
    .select({ id: users.id, name: users.name, organization: users.organization, email: users.email })
    .from(users)
    .where(and(eq(users.id, id), eq(users.userType, 'client')));
  return row;
}

/** Which of `siteIds` are the client's approved sites. */
export async function clientSiteIds(db: Queryable, clientId: number, siteIds: readonly number[]) {
  if (siteIds.length === 0) return [];
  const rows = await db
    .select({ id: sites.id })
    .from(sites)
    .where(and(inArray(sites.id, [...siteIds]), eq(sites.clientId, clientId), eq(sites.approved, true)));
  return rows.map((r) => r.id);
}

/** Which of `equipmentIds` are in service at one of `siteIds`. */
export async function equipmentAtSites(
  db: Queryable,
  equipmentIds: readonly number[],
  siteIds: readonly number[],
) {
  if (equipmentIds.length === 0 || siteIds.length === 0) return [];
  const rows = await db
    .select({ id: equipment.id })
    .from(equipment)
    .where(
      and(
        inArray(equipment.id, [...equipmentIds]),
        inArray(equipment.siteId, [...siteIds]),
        sql`${equipment.retiredOn} is null`,
      ),
    );
  return rows.map((r) => r.id);
}

/** Which of `productIds` are products. */
export async function existingProductIds(db: Queryable, productIds: readonly number[]) {
  if (productIds.length === 0) return [];
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, [...productIds]));
  return rows.map((r) => r.id);
}

/** The form's equipment picker: the pieces in service at the sites, by site and name. */
export async function equipmentPicks(db: Queryable, siteIds: readonly number[], cap: number) {
  if (siteIds.length === 0) return [];
  return db
    .select({ id: equipment.id, name: equipment.name, kind: equipment.kind, site_id: equipment.siteId })
    .from(equipment)
    .where(and(inArray(equipment.siteId, [...siteIds]), sql`${equipment.retiredOn} is null`))
    .orderBy(asc(equipment.siteId), sql`lower(${equipment.name})`, asc(equipment.id))
    .limit(cap);
}

/** The form's covered-parts picker: products whose name holds the text. */
export async function productPicks(db: Queryable, search: string | undefined, cap: number) {
  return db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(search ? sql`${products.name} ilike ${containsPattern(search)}` : undefined)
    .orderBy(sql`lower(${products.name})`, asc(products.id))
    .limit(cap);
}

/** The names of the users of these ids (a history line's technician, the page's). */
export async function userNames(db: Queryable, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

// ——— numbers ———

/**
 * The next serial of the financial year's series: one statement that makes the year's row at 1 or adds one
 * to it. Inside the activating transaction its row lock hands each serial out once, and a rollback gives it
 * back (as the invoices' document_series).
 */
export async function nextSerial(tx: Queryable, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(contractSeries)
    .values({ financialYear, lastSerial: 1 })
    .onConflictDoUpdate({
      target: contractSeries.financialYear,
      set: { lastSerial: sql`${contractSeries.lastSerial} + 1`, updatedAt: sql`now()` },
    })
    .returning({ serial: contractSeries.lastSerial });
  return row!.serial;
}

// ——— history ———

export async function insertEvent(
  tx: Queryable,
  row: { contractId: number; action: string; actorId: number | null; actorName: string; changes: object },
): Promise<void> {
  await tx.insert(contractEvents).values({ ...row, changes: row.changes as Record<string, unknown> });
}

export async function historyOf(db: Queryable, id: number) {
  return db
    .select({
      id: contractEvents.id,
      action: contractEvents.action,
      actor_name: contractEvents.actorName,
      at: isoTime(contractEvents.createdAt),
      changes: contractEvents.changes,
    })
    .from(contractEvents)
    .where(eq(contractEvents.contractId, id))
    .orderBy(desc(contractEvents.id))
    .limit(500);
}

// ——— expiry ———

/**
 * Claims every active contract whose last day is before `today` (India's day) as expired, in one conditional
 * UPDATE: two instances running it at once each get only the rows they changed, so a contract expires once.
 */
export async function expireDue(tx: Queryable, today: string): Promise<{ id: number }[]> {
  return tx
    .update(contracts)
    .set({ status: 'expired' satisfies ContractStatus, updatedAt: sql`now()` })
    .where(and(eq(contracts.status, 'active'), lt(contracts.endsOn, today)))
    .returning({ id: contracts.id });
}

/** An active contract's clock for a breakdown call (issue 43 item 7). */
export interface CallCover {
  id: number;
  number: string | null;
  technicianId: number | null;
  createdBy: number;
  responseHours: number;
  resolutionHours: number;
  hoursBasis: string;
}

/**
 * The active contract covering a breakdown call on `today` (IST): one that lists the piece of equipment
 * first, else one that covers the site; among several, the shortest resolution hours (the client's best
 * promise), then the lowest id.
 */
export async function activeCover(
  db: Queryable,
  siteId: number,
  equipmentId: number | null,
  today: string,
): Promise<CallCover | undefined> {
  const coversPiece =
    equipmentId === null
      ? sql`false`
      : sql`exists (select 1 from ${contractEquipment} ce where ce.contract_id = ${contracts.id} and ce.equipment_id = ${equipmentId})`;
  const coversSite = sql`exists (select 1 from ${contractSites} cs where cs.contract_id = ${contracts.id} and cs.site_id = ${siteId})`;
  const [row] = await db
    .select({
      id: contracts.id,
      number: contracts.number,
      technicianId: contracts.technicianId,
      createdBy: contracts.createdBy,
      responseHours: contracts.responseHours,
      resolutionHours: contracts.resolutionHours,
      hoursBasis: contracts.hoursBasis,
    })
    .from(contracts)
    .where(
      and(
        eq(contracts.status, 'active'),
        sql`${contracts.startsOn} <= ${today} and ${contracts.endsOn} >= ${today}`,
        sql`(${coversPiece} or ${coversSite})`,
      ),
    )
    .orderBy(
      sql`(case when ${coversPiece} then 0 else 1 end)`,
      asc(contracts.resolutionHours),
      asc(contracts.id),
    )
    .limit(1);
  return row;
}
