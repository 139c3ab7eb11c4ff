import type { EquipmentKind, EquipmentSort, TEquipmentListQuery } from '@aquadesk/shared/equipment.ts';
import { and, eq, inArray, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { equipment as e, sites, users } from '../../db/schema/index.ts';
import { isoTime } from '../../db/sql-time.ts';
import type { Queryable } from '../../db/types.ts';
import { COUNT, matchesAny, type Page, pageWithCount } from '../../platform/page-search.ts';
import type { SortKey } from '../../platform/paging.ts';

export type EquipmentRecord = typeof e.$inferSelect;
export type NewEquipment = typeof e.$inferInsert;

const client = alias(users, 'equipment_site_client');
const siteCreator = alias(users, 'equipment_site_creator');

/**
 * What a caller may see of equipment (docs/requirements/005-equipment.md §2): staff every piece; a reseller
 * the pieces at the sites they brought, while the sites' rules let them see those sites (their districts).
 */
export interface EquipmentScope {
  reseller?: { id: number; districtIds: readonly number[] };
}

function scopeWhere(scope: EquipmentScope): SQL | undefined {
  const { reseller } = scope;
  if (!reseller) return undefined;
  if (reseller.districtIds.length === 0) return sql`false`;
  return and(eq(sites.createdBy, reseller.id), inArray(sites.districtId, [...reseller.districtIds]));
}

/** A piece as the calls answer it, with its site, the site's organisation and who brought the site. */
const ROW = {
  id: e.id,
  siteId: e.siteId,
  siteName: sites.siteName,
  organization: client.organization,
  kind: sql<EquipmentKind>`${e.kind}`,
  name: e.name,
  capacityKld: e.capacityKld,
  make: e.make,
  model: e.model,
  serialNumber: e.serialNumber,
  installedOn: e.installedOn,
  warrantyUntil: e.warrantyUntil,
  notes: e.notes,
  retiredOn: e.retiredOn,
  createdAt: isoTime(e.createdAt),
  updatedAt: isoTime(e.updatedAt),
  /** The reseller who brought the site, who sees its pieces live (null for a site staff added). */
  siteReseller: sql<number | null>`case when ${siteCreator.userType} = 'reseller' then ${siteCreator.id} end`,
  sortName: sql<string>`lower(${e.name})`,
  sortSite: sql<string>`lower(${sites.siteName})`,
};

function selectRows(db: Queryable) {
  return db
    .select(ROW)
    .from(e)
    .innerJoin(sites, eq(sites.id, e.siteId))
    .innerJoin(client, eq(client.id, sites.clientId))
    .innerJoin(siteCreator, eq(siteCreator.id, sites.createdBy))
    .$dynamic();
}

export type EquipmentDbRow = Awaited<ReturnType<typeof selectRows>>[number];

/** The list's orders (docs/api.md "Equipment"); each ends with the id, so a cursor names one place. */
const SORTS: Record<EquipmentSort, { keys: SortKey[]; keyOf: (r: EquipmentDbRow) => (string | number)[] }> = {
  name: {
    keys: [
      { expr: sql`lower(${e.name})`, dir: 'asc' },
      { expr: e.id, dir: 'asc' },
    ],
    keyOf: (r) => [r.sortName, r.id],
  },
  site: {
    keys: [
      { expr: sql`lower(${sites.siteName})`, dir: 'asc' },
      { expr: sql`lower(${e.name})`, dir: 'asc' },
      { expr: e.id, dir: 'asc' },
    ],
    keyOf: (r) => [r.sortSite, r.sortName, r.id],
  },
  newest: { keys: [{ expr: e.id, dir: 'desc' }], keyOf: (r) => [r.id] },
};

/** The list's filters: search over name, make, model and serial number; kind, site and in service or retired. */
function listFilters(query: TEquipmentListQuery): SQL | undefined {
  return and(
    matchesAny(query.search, [e.name, e.make, e.model, e.serialNumber]),
    query.kind ? eq(e.kind, query.kind) : undefined,
    query.site_id ? eq(e.siteId, query.site_id) : undefined,
    query.status === 'in_service' ? isNull(e.retiredOn) : undefined,
    query.status === 'retired' ? isNotNull(e.retiredOn) : undefined,
  );
}

/** A page of the pieces the scope may see, filtered, searched and sorted in SQL. */
export async function listPage(
  db: Queryable,
  scope: EquipmentScope,
  query: TEquipmentListQuery,
): Promise<Page<EquipmentDbRow>> {
  const sort = SORTS[query.sort ?? 'name'];
  const where = and(scopeWhere(scope), listFilters(query));
  return pageWithCount(
    sort.keys,
    query,
    (after, orderBy, take) =>
      selectRows(db)
        .where(and(where, after))
        .orderBy(...orderBy)
        .limit(take),
    () => db.select(COUNT).from(e).innerJoin(sites, eq(sites.id, e.siteId)).where(where),
    sort.keyOf,
  );
}

/** One piece within the scope, or undefined. */
export async function pieceRow(
  db: Queryable,
  id: number,
  scope: EquipmentScope = {},
): Promise<EquipmentDbRow | undefined> {
  const [row] = await selectRows(db).where(and(eq(e.id, id), scopeWhere(scope)));
  return row;
}

/** The stored piece, locked for the change that follows (in a transaction). */
export async function lockPiece(db: Queryable, id: number): Promise<EquipmentRecord | undefined> {
  const [row] = await db.select().from(e).where(eq(e.id, id)).for('update');
  return row;
}

/** Is this make's serial number another piece's? (compared case-insensitively, as the unique index does) */
export async function serialTaken(
  db: Queryable,
  make: string,
  serialNumber: string,
  exceptId?: number,
): Promise<boolean> {
  if (serialNumber === '') return false;
  const [row] = await db
    .select({ id: e.id })
    .from(e)
    .where(
      and(
        sql`lower(${e.make}) = lower(${make})`,
        sql`lower(${e.serialNumber}) = lower(${serialNumber})`,
        exceptId ? ne(e.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertPiece(db: Queryable, piece: NewEquipment): Promise<number> {
  const [row] = await db.insert(e).values(piece).returning({ id: e.id });
  return row!.id;
}

export async function updatePiece(db: Queryable, id: number, patch: Partial<NewEquipment>): Promise<void> {
  await db
    .update(e)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(e.id, id));
}

/** An in-service piece at this site (what a maintenance call may name), or undefined. */
export async function inServiceAtSite(
  db: Queryable,
  id: number,
  siteId: number,
): Promise<{ id: number; name: string } | undefined> {
  const [row] = await db
    .select({ id: e.id, name: e.name })
    .from(e)
    .where(and(eq(e.id, id), eq(e.siteId, siteId), isNull(e.retiredOn)));
  return row;
}

/** The pieces in service at any of `siteIds`, by site and name (a client's breakdown form, issue 43 item 7). */
export async function inServiceAtSites(
  db: Queryable,
  siteIds: readonly number[],
): Promise<{ id: number; name: string; siteId: number }[]> {
  if (siteIds.length === 0) return [];
  return db
    .select({ id: e.id, name: e.name, siteId: e.siteId })
    .from(e)
    .where(and(inArray(e.siteId, [...siteIds]), isNull(e.retiredOn)))
    .orderBy(e.siteId, sql`lower(${e.name})`, e.id)
    .limit(1000);
}
