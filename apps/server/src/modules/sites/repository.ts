import type { District, SitePick, SiteRow, TSiteListQuery } from '@aquadesk/shared/sites.ts';
import { and, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias, type PgSelect } from 'drizzle-orm/pg-core';
import { districts, resellerDistricts, sites, users } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/types.ts';
import {
  COUNT,
  matchesSearchText,
  pageWithCount,
  searchedColumn,
  withListTotal,
} from '../../platform/page-search.ts';
import { containsPattern, type SortKey } from '../../platform/paging.ts';

export type SiteRecord = typeof sites.$inferSelect;
export type NewSite = typeof sites.$inferInsert;

const client = alias(users, 'site_client');

/** The columns of `sites` a row shows: read from the table, or carried by a page of it taken first (pageOfSites). */
const SITE_SOURCE = {
  id: sites.id,
  fileId: sites.fileId,
  siteName: sites.siteName,
  clientId: sites.clientId,
  contactName: sites.contactName,
  phoneNumber: sites.phoneNumber,
  addressLine1: sites.addressLine1,
  addressLine2: sites.addressLine2,
  city: sites.city,
  districtId: sites.districtId,
  state: sites.state,
  pincode: sites.pincode,
  approved: sites.approved,
};

function siteColumnsOf<S extends Record<keyof typeof SITE_SOURCE, AnyPgColumn>>(s: S) {
  return {
    site_id: s.id,
    file_id: s.fileId,
    site_name: s.siteName,
    client_id: s.clientId,
    client_name: client.name,
    organization: client.organization,
    email: client.email,
    name: s.contactName,
    phone_number: s.phoneNumber,
    address_line1: s.addressLine1,
    address_line2: s.addressLine2,
    city: s.city,
    district: districts.name,
    district_id: s.districtId,
    state: s.state,
    pincode: s.pincode,
    approved: s.approved,
  };
}

const siteColumns = siteColumnsOf(SITE_SOURCE);

/** What a caller may see of sites (docs/architecture.md "A request", step 5): built into every query's WHERE. */
export interface SiteScope {
  /** A reseller's districts; undefined for staff who see every district. */
  districtIds?: readonly number[];
  /** The reseller themself: sees their own pending sites (docs/api.md "Reseller work"). */
  resellerId?: number;
}

function scopeWhere(scope: SiteScope): SQL | undefined {
  if (scope.districtIds === undefined) return eq(sites.approved, true);
  if (scope.districtIds.length === 0) return sql`false`;
  return and(
    inArray(sites.districtId, [...scope.districtIds]),
    or(eq(sites.approved, true), scope.resellerId ? eq(sites.createdBy, scope.resellerId) : sql`false`),
  );
}

/** A query of sites joined to their client and district (a dynamic query builder over `sites`). */
function withClientAndDistrict<T extends PgSelect>(query: T) {
  return query
    .innerJoin(client, eq(client.id, sites.clientId))
    .innerJoin(districts, eq(districts.id, sites.districtId));
}

function selectSites(db: Queryable) {
  return withClientAndDistrict(db.select(siteColumns).from(sites).$dynamic());
}

/** spec 000 §2: sorted by site name case-insensitively; the id makes the order total (docs/api.md "Lists"). */
const SITE_SORT: SortKey[] = [
  { expr: sql`lower(${sites.siteName})`, dir: 'asc' },
  { expr: sites.id, dir: 'asc' },
];

/**
 * Search over the site's name and city, its client's name, organization, e-mail and phone, and its
 * district (docs/api.md "Lists"): all in the site's stored search column, which the database keeps
 * (migration 0018), so one trigram index serves the search and its count; district and client filters.
 */
function listFilters(query: TSiteListQuery): SQL | undefined {
  return and(
    matchesSearchText(query.search, sites.searchText),
    query.district ? eq(sites.districtId, query.district) : undefined,
    // spec 000 §2 "Org": one client's sites, within what the caller may see (the scope beside it)
    query.client_id ? eq(sites.clientId, query.client_id) : undefined,
  );
}

/**
 * A page of sites: the page is taken from `sites` alone (its WHERE, order and limit, carrying the
 * columns the row shows), and only those rows are joined to their client and district. Joined first,
 * PostgreSQL hashed every client for a search's few hundred matches before sorting them
 * (bench/README.md §2, "Named statements, and the page before the join").
 */
async function pageOfSites(db: Queryable, scope: SQL | undefined, query: TSiteListQuery) {
  const where = and(scope, listFilters(query));
  const page = await pageWithCount(
    SITE_SORT,
    query,
    (after, orderBy, take, listTotal) => {
      const picked = db
        .select(
          withListTotal(
            { ...SITE_SOURCE, sortName: sql<string>`lower(${sites.siteName})`.as('sort_name') },
            listTotal,
          ),
        )
        .from(sites)
        .where(and(where, after))
        .orderBy(...orderBy)
        .limit(take)
        .as('picked');
      return db
        .select(
          withListTotal(
            { ...siteColumnsOf(picked), sort_name: picked.sortName },
            listTotal && picked.list_total,
          ),
        )
        .from(picked)
        .innerJoin(client, eq(client.id, picked.clientId))
        .innerJoin(districts, eq(districts.id, picked.districtId))
        .orderBy(picked.sortName, picked.id);
    },
    () => db.select(COUNT).from(sites).where(where),
    (r) => [r.sort_name, r.site_id],
    { searchCountsInPage: true },
  );
  const data: SiteRow[] = page.rows.map(({ sort_name: _, ...row }) => row);
  return { data, next_cursor: page.next_cursor, total: page.total };
}

/** A page of the sites the scope may see. */
export async function listSites(db: Queryable, scope: SiteScope, query: TSiteListQuery) {
  return pageOfSites(db, scopeWhere(scope), query);
}

/** A page of the sites waiting for an admin (reseller sites). */
export async function listPendingSites(db: Queryable, query: TSiteListQuery) {
  return pageOfSites(db, eq(sites.approved, false), query);
}

export async function listClientSites(db: Queryable, clientId: number): Promise<SiteRow[]> {
  return selectSites(db).where(eq(sites.clientId, clientId)).orderBy(sql`lower(${sites.siteName})`, sites.id);
}

export async function siteById(db: Queryable, id: number): Promise<SiteRow | undefined> {
  const [row] = await selectSites(db).where(eq(sites.id, id));
  return row;
}

export async function findSite(db: Queryable, id: number): Promise<SiteRecord | undefined> {
  const [row] = await db.select().from(sites).where(eq(sites.id, id));
  return row;
}

export async function insertSite(db: Queryable, site: NewSite): Promise<SiteRecord> {
  const [row] = await db.insert(sites).values(site).returning();
  return row!;
}

export async function updateSite(db: Queryable, id: number, patch: Partial<NewSite>): Promise<void> {
  await db.update(sites).set(patch).where(eq(sites.id, id));
}

export async function listDistricts(db: Queryable): Promise<District[]> {
  return db.select().from(districts).orderBy(districts.name);
}

export async function districtByName(db: Queryable, name: string): Promise<District | undefined> {
  const [row] = await db
    .select()
    .from(districts)
    .where(sql`lower(${districts.name}) = ${name.trim().toLowerCase()}`);
  return row;
}

export async function insertDistrict(db: Queryable, name: string): Promise<District | undefined> {
  const [row] = await db.insert(districts).values({ name }).onConflictDoNothing().returning();
  return row;
}

/** The resellers whose districts cover a district (live events go to them by id, never to role:reseller). */
export async function resellersCovering(db: Queryable, districtId: number): Promise<number[]> {
  const rows = await db
    .select({ id: resellerDistricts.userId })
    .from(resellerDistricts)
    .where(eq(resellerDistricts.districtId, districtId));
  return rows.map((r) => r.id);
}

// ——— pickers (estimates and work) ———

/**
 * Sites a caller may pick for an estimate or a task: staff, the approved sites; a reseller, their own
 * clients' sites, their own pending ones too (docs/api.md "Sites"). Written on `sites` alone.
 */
function pickableSites(viewer: { id: number; reseller: boolean }): SQL | undefined {
  if (!viewer.reseller) return eq(sites.approved, true);
  return and(
    sql`${sites.clientId} in (select ${users.id} from ${users} where ${users.createdBy} = ${viewer.id})`,
    or(eq(sites.approved, true), eq(sites.createdBy, viewer.id)),
  );
}

/** The account that created a site's client (a reseller's client is theirs). */
const clientCreator = alias(users, 'client_creator');

/**
 * A site the caller may pick (for an estimate or a task), with its client and the reseller whose client
 * it is (null when the client is not a reseller's).
 */
export async function pickableSite(db: Queryable, viewer: { id: number; reseller: boolean }, siteId: number) {
  const [row] = await db
    .select({
      id: sites.id,
      siteName: sites.siteName,
      clientId: sites.clientId,
      clientName: client.name,
      resellerId: sql<
        number | null
      >`case when ${clientCreator.userType} = 'reseller' then ${clientCreator.id} end`,
    })
    .from(sites)
    .innerJoin(client, eq(client.id, sites.clientId))
    .leftJoin(clientCreator, eq(clientCreator.id, client.createdBy))
    .where(and(eq(sites.id, siteId), pickableSites(viewer)));
  return row;
}

/** The pickers' sites: at most `cap` the caller may pick, by site name, organization or client name. */
export async function sitePicks(
  db: Queryable,
  viewer: { id: number; reseller: boolean },
  search: string | undefined,
  cap: number,
): Promise<SitePick[]> {
  const term = search ? containsPattern(search) : undefined;
  return db
    .select({
      id: sites.id,
      site_name: sites.siteName,
      organization: client.organization,
      name: client.name,
      client_id: sites.clientId,
    })
    .from(sites)
    .innerJoin(client, eq(client.id, sites.clientId))
    .where(
      and(
        pickableSites(viewer),
        term
          ? or(ilike(sites.siteName, term), ilike(client.organization, term), ilike(client.name, term))
          : undefined,
      ),
    )
    .orderBy(sql`lower(${sites.siteName})`, sites.id)
    .limit(cap);
}

/**
 * Find anything (docs/api.md "Search"): at most `limit` sites whose stored search text holds `term`,
 * within the scope the site list uses (scopeWhere), in the list's order; the page is taken from `sites`
 * alone, then joined to its client and district (as pageOfSites).
 */
export async function searchSites(
  db: Queryable,
  scope: SiteScope,
  term: string,
  limit: number,
): Promise<{ id: number; site_name: string; organization: string | null; city: string; district: string }[]> {
  const picked = db
    .select({
      id: sites.id,
      siteName: sites.siteName,
      clientId: sites.clientId,
      city: sites.city,
      districtId: sites.districtId,
      sortName: sql<string>`lower(${sites.siteName})`.as('sort_name'),
    })
    .from(sites)
    .where(and(scopeWhere(scope), matchesSearchText(term, searchedColumn(term, sites.searchText))))
    .orderBy(sql`lower(${sites.siteName})`, sites.id)
    .limit(limit)
    .as('picked');
  return db
    .select({
      id: picked.id,
      site_name: picked.siteName,
      organization: client.organization,
      city: picked.city,
      district: districts.name,
    })
    .from(picked)
    .innerJoin(client, eq(client.id, picked.clientId))
    .innerJoin(districts, eq(districts.id, picked.districtId))
    .orderBy(picked.sortName, picked.id);
}

/** The districts of these names (lower-cased name → district), for a file of sites (docs/api.md "Imports"). */
export async function districtsByName(
  db: Queryable,
  names: readonly string[],
): Promise<Map<string, District>> {
  const wanted = [...new Set(names.map((n) => n.trim().toLowerCase()))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select()
    .from(districts)
    .where(inArray(sql`lower(${districts.name})`, wanted));
  return new Map(rows.map((r) => [r.name.toLowerCase(), r]));
}

/** Many sites in one statement a chunk (an import), and the list rows of the new ones, in id order. */
export async function insertSites(db: Queryable, rows: readonly NewSite[]): Promise<SiteRow[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = await db
      .insert(sites)
      .values(rows.slice(i, i + 500))
      .returning({ id: sites.id });
    ids.push(...chunk.map((r) => r.id));
  }
  if (ids.length === 0) return [];
  return selectSites(db).where(inArray(sites.id, ids)).orderBy(sites.id);
}
