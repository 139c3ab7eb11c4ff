import {
  type ClientEstimateLink,
  type EstimateListRow,
  type EstimateRolePick,
  type EstimateStatus,
  LIST_WORK_ITEMS,
} from '@aquadesk/shared/estimates.ts';
import { and, asc, desc, eq, gt, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  districts,
  workEstimates as e,
  estimateAssignees,
  estimateLabour,
  estimateProducts,
  invoices,
  jobRoles,
  sites,
  users,
} from '../../db/schema/index.ts';
import { cursorTime, isoTime, isoTimeOrNull, istDayEnd, istDayStart } from '../../db/sql-time.ts';
import type { Queryable } from '../../db/types.ts';
import { searchedColumn, searchReadsItsMatches } from '../../platform/page-search.ts';
import { containsPattern } from '../../platform/paging.ts';
import { previewOf } from '../../platform/text-preview.ts';

export type EstimateRow = typeof e.$inferSelect;
export type NewEstimate = typeof e.$inferInsert;

/**
 * Who is asking (spec 001 §6, docs/api.md "Estimates"): admins and technical directors see every estimate;
 * anyone else their own (created or assigned), and a reseller also those of their own clients.
 */
export interface EstimateViewer {
  id: number;
  seesAll: boolean;
  reseller: boolean;
}

const client = alias(users, 'est_client');
const creator = alias(users, 'est_creator');
const approver = alias(users, 'est_approver');
const _siteClient = alias(users, 'site_client');
const _clientCreator = alias(users, 'client_creator');

/** The caller's estimates, as a WHERE clause (filtered in SQL, never after the fact). */
export function visibleTo(viewer: EstimateViewer): SQL | undefined {
  if (viewer.seesAll) return undefined;
  const assigned = sql`exists (select 1 from ${estimateAssignees} where ${estimateAssignees.estimateId} = ${e.id} and ${estimateAssignees.userId} = ${viewer.id})`;
  return or(eq(e.createdBy, viewer.id), assigned, viewer.reseller ? eq(e.resellerId, viewer.id) : undefined);
}

/**
 * visibleTo as the ids it lets the viewer see, read first (`id = any(array(…))`): the same estimates, for
 * a search that then reads only those rows (bench/README.md "Search").
 */
function visibleIds(viewer: EstimateViewer): SQL | undefined {
  if (viewer.seesAll) return undefined;
  const theirClients = viewer.reseller
    ? sql` union all select ${e.id} from ${e} where ${e.resellerId} = ${viewer.id}`
    : sql``;
  return sql`${e.id} = any(array(select ${e.id} from ${e} where ${e.createdBy} = ${viewer.id} union all select ${estimateAssignees.estimateId} from ${estimateAssignees} where ${estimateAssignees.userId} = ${viewer.id}${theirClients}))`;
}

/**
 * The work items as a list row carries them (docs/api.md "Lists"): the first LIST_WORK_ITEMS items, each a
 * preview, and how many there are; the job card has them whole. A job card may hold 50 items of 500
 * characters, and a page of 100 such rows would be megabytes (issue 28).
 */
const workPreview = sql<
  string[]
>`(select coalesce(jsonb_agg(${previewOf(sql.raw('w.item'))} order by w.n), '[]'::jsonb)
  from jsonb_array_elements_text(${e.work}) with ordinality as w(item, n) where w.n <= ${sql.raw(String(LIST_WORK_ITEMS))})`;

const listColumns = {
  work_estimate_id: e.id,
  work: workPreview,
  work_count: sql<number>`jsonb_array_length(${e.work})`,
  status: sql<EstimateStatus>`${e.status}`,
  create_date: isoTime(e.createdAt),
  site_id: e.siteId,
  site_name: sites.siteName,
  client_id: e.clientId,
  name: client.name,
  organization: client.organization,
  creater_name: creator.name,
  email: creator.email,
  advisor: creator.name,
  total: sql<string>`${e.total}::numeric(16, 2)::text`,
};

function selectList(db: Queryable) {
  return db
    .select({
      ...listColumns,
      rank: e.statusRank,
      cursor_at: cursorTime(e.createdAt),
    })
    .from(e)
    .innerJoin(sites, eq(sites.id, e.siteId))
    .innerJoin(client, eq(client.id, e.clientId))
    .innerJoin(creator, eq(creator.id, e.createdBy));
}

export interface ListFilters {
  status?: EstimateStatus | undefined;
  search?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** Leaves out the estimates this user created (spec 001 §6: the row's e-mail, its creator's, is theirs). */
  hideCreatedBy?: number | undefined;
  /** Only the estimates this user created: those they advise (issue 41 item 8). */
  createdBy?: number | undefined;
}

/** A keyset position: after this (status rank, creation time, id). */
export interface ListCursor {
  rank: number;
  at: string;
  id: number;
}

export type ListRowWithKey = EstimateListRow & { rank: number; cursor_at: string };

/** The list's rows for the viewer and the filters, as a WHERE clause (the page and its count share it). */
function listWhere(viewer: EstimateViewer, filters: ListFilters): SQL | undefined {
  const term = filters.search ? containsPattern(filters.search) : undefined;
  return and(
    visibleTo(viewer),
    filters.hideCreatedBy === undefined ? undefined : ne(e.createdBy, filters.hideCreatedBy),
    filters.createdBy === undefined ? undefined : eq(e.createdBy, filters.createdBy),
    filters.status ? eq(e.status, filters.status) : undefined,
    term
      ? or(
          sql`${e.work}::text ilike ${term}`,
          sql`${sites.siteName} ilike ${term}`,
          sql`${client.name} ilike ${term}`,
          sql`${client.organization} ilike ${term}`,
        )
      : undefined,
    filters.from ? sql`${e.createdAt} >= ${istDayStart(filters.from)}` : undefined,
    filters.to ? sql`${e.createdAt} < ${istDayEnd(filters.to)}` : undefined,
  );
}

/** spec 001 §9 order: status rank, then newest first; `limit` rows after `cursor`. */
export async function listPage(
  db: Queryable,
  viewer: EstimateViewer,
  filters: ListFilters,
  limit: number,
  cursor?: ListCursor,
): Promise<ListRowWithKey[]> {
  const where = and(
    listWhere(viewer, filters),
    cursor
      ? or(
          gt(e.statusRank, cursor.rank),
          and(
            eq(e.statusRank, cursor.rank),
            sql`(${e.createdAt}, ${e.id}) < (${cursor.at}::timestamptz, ${cursor.id})`,
          ),
        )
      : undefined,
  );
  const rows = await selectList(db)
    .where(where)
    .orderBy(asc(e.statusRank), desc(e.createdAt), desc(e.id))
    .limit(limit);
  return rows as ListRowWithKey[];
}

/** How many rows the list has for the viewer and the filters, every page together (issue 41 item 8). */
export async function listCount(
  db: Queryable,
  viewer: EstimateViewer,
  filters: ListFilters,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(e)
    .innerJoin(sites, eq(sites.id, e.siteId))
    .innerJoin(client, eq(client.id, e.clientId))
    .where(listWhere(viewer, filters));
  return row?.n ?? 0;
}

/** One list row (the live events' payload). */
export async function listRow(db: Queryable, id: number): Promise<EstimateListRow | undefined> {
  const [row] = await selectList(db).where(eq(e.id, id));
  if (!row) return undefined;
  const { rank: _rank, cursor_at: _at, ...wire } = row;
  return wire;
}

/**
 * Job roles with what an hour of each is charged at (issue 41 item 2): the role's charge rate where the
 * company set one (job_roles.charge_rate), else the mean pay per hour of the users holding the role who have
 * pay (spec 001's average_charge), rounded half up to the paisa in SQL (numeric round is half away from zero;
 * pay is never negative). Neither: "0.00" and `priced` false, so no labour line is priced at nothing.
 */
function selectRoles(db: Queryable) {
  const mean = sql`round(avg(${users.charge}) filter (where ${users.charge} > 0), 2)`;
  return db
    .select({
      id: jobRoles.id,
      name: jobRoles.name,
      average_charge: sql<string>`coalesce(${jobRoles.chargeRate}, ${mean}, 0)::numeric(12, 2)::text`,
      priced: sql<boolean>`coalesce(${jobRoles.chargeRate}, ${mean}) is not null`,
    })
    .from(jobRoles)
    .leftJoin(users, eq(users.roleId, jobRoles.id))
    .groupBy(jobRoles.id, jobRoles.name, jobRoles.chargeRate);
}

export async function rolePicks(db: Queryable): Promise<EstimateRolePick[]> {
  return selectRoles(db).orderBy(sql`lower(${jobRoles.name})`, jobRoles.id);
}

export async function rolesByIds(db: Queryable, ids: readonly number[]): Promise<EstimateRolePick[]> {
  if (ids.length === 0) return [];
  return selectRoles(db).where(inArray(jobRoles.id, [...ids]));
}

// ——— writes ———

export interface ProductLineInsert {
  productId: number;
  productName: string;
  image: string;
  quantity: string;
  currentPrice: string;
}
export interface LabourLineInsert {
  roleId: number;
  roleName: string;
  workHour: string;
  scale: string;
}

export async function insertEstimate(
  db: Queryable,
  row: NewEstimate,
  productLines: readonly ProductLineInsert[],
  labourLines: readonly LabourLineInsert[],
): Promise<number> {
  const [created] = await db.insert(e).values(row).returning({ id: e.id });
  const id = created!.id;
  if (productLines.length > 0) {
    await db.insert(estimateProducts).values(productLines.map((l) => ({ ...l, estimateId: id })));
  }
  await db.insert(estimateLabour).values(labourLines.map((l) => ({ ...l, estimateId: id })));
  return id;
}

export async function findById(db: Queryable, id: number): Promise<EstimateRow | undefined> {
  const [row] = await db.select().from(e).where(eq(e.id, id));
  return row;
}

/** The estimate if the viewer may see it. */
export async function findVisible(db: Queryable, viewer: EstimateViewer, id: number) {
  const [row] = await db
    .select()
    .from(e)
    .where(and(eq(e.id, id), visibleTo(viewer)));
  return row;
}

/**
 * A status move as one conditional UPDATE (… WHERE status = from): of two concurrent moves exactly one
 * changes the row. Returns false when the row was not in `from`.
 */
export async function moveStatus(
  db: Queryable,
  id: number,
  from: EstimateStatus,
  patch: Partial<NewEstimate>,
): Promise<boolean> {
  const rows = await db
    .update(e)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(e.id, id), eq(e.status, from)))
    .returning({ id: e.id });
  return rows.length === 1;
}

export async function insertAssignees(db: Queryable, id: number, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insert(estimateAssignees)
    .values(userIds.map((userId) => ({ estimateId: id, userId })))
    .onConflictDoNothing();
}

export async function assignees(db: Queryable, id: number): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: users.id, name: users.name })
    .from(estimateAssignees)
    .innerJoin(users, eq(users.id, estimateAssignees.userId))
    .where(eq(estimateAssignees.estimateId, id))
    .orderBy(sql`lower(${users.name})`, users.id);
}

export async function productLines(db: Queryable, id: number) {
  return db
    .select()
    .from(estimateProducts)
    .where(eq(estimateProducts.estimateId, id))
    .orderBy(estimateProducts.id);
}

export async function labourLines(db: Queryable, id: number) {
  return db.select().from(estimateLabour).where(eq(estimateLabour.estimateId, id)).orderBy(estimateLabour.id);
}

/** The job card's header: the estimate with its site, client, adviser and approver. */
export async function detailHeader(db: Queryable, id: number) {
  const [row] = await db
    .select({
      estimate: e,
      generated_at: isoTime(e.createdAt),
      approved_at: isoTimeOrNull(e.approvedAt),
      started_at: isoTimeOrNull(e.startedAt),
      finished_at: isoTimeOrNull(e.finishedAt),
      site_name: sites.siteName,
      address_line1: sites.addressLine1,
      address_line2: sites.addressLine2,
      city: sites.city,
      district: districts.name,
      pincode: sites.pincode,
      client_org: client.organization,
      client_name: client.name,
      client_email: client.email,
      client_phone: client.phoneNumber,
      creator_name: creator.name,
      adviser_phone: creator.phoneNumber,
      adviser_email: creator.email,
      approver_name: approver.name,
      approver_sign: approver.signFile,
    })
    .from(e)
    .innerJoin(sites, eq(sites.id, e.siteId))
    .innerJoin(districts, eq(districts.id, sites.districtId))
    .innerJoin(client, eq(client.id, e.clientId))
    .innerJoin(creator, eq(creator.id, e.createdBy))
    .leftJoin(approver, eq(approver.id, e.approvedBy))
    .where(eq(e.id, id));
  return row;
}

/** A client's estimates for the client page, newest first, at most `cap`. */
export async function clientEstimates(
  db: Queryable,
  clientId: number,
  cap: number,
): Promise<ClientEstimateLink[]> {
  const rows = await db
    .select({
      work_estimate_id: e.id,
      status: sql<EstimateStatus>`${e.status}`,
      site_name: sites.siteName,
      create_date: isoTime(e.createdAt),
    })
    .from(e)
    .innerJoin(sites, eq(sites.id, e.siteId))
    .where(eq(e.clientId, clientId))
    .orderBy(desc(e.createdAt), desc(e.id))
    .limit(cap);
  return rows;
}

// ——— Ready to invoice (issue 41 item 1; docs/api.md "Ready to invoice") ———

/**
 * A finished estimate with no live invoice. The one read of the invoices table from this domain: the queue
 * is paged in SQL, so whether an estimate has its invoice is asked where the rows are read (the partial
 * unique index invoices_estimate_uq answers it); the invoices domain alone writes that table.
 */
const waitingForInvoice = and(
  eq(e.status, 'FINISHED'),
  sql`not exists (select 1 from ${invoices} where ${invoices.estimateId} = ${e.id} and ${invoices.status} <> 'cancelled')`,
);

function readySearch(search: string | undefined): SQL | undefined {
  const term = search ? containsPattern(search) : undefined;
  return term
    ? or(
        sql`${e.work}::text ilike ${term}`,
        sql`${sites.siteName} ilike ${term}`,
        sql`${client.name} ilike ${term}`,
        sql`${client.organization} ilike ${term}`,
        /^\d{1,9}$/.test(search ?? '') ? eq(e.id, Number(search)) : undefined,
      )
    : undefined;
}

/** A position in the queue: after this (finish time, id). */
export interface ReadyCursor {
  at: string;
  id: number;
}

/** The queue's `limit` rows after `cursor`, the longest finished first. */
export async function readyToInvoicePage(
  db: Queryable,
  search: string | undefined,
  limit: number,
  cursor?: ReadyCursor,
) {
  return db
    .select({
      work_estimate_id: e.id,
      finished_at: isoTime(sql`coalesce(${e.finishedAt}, ${e.updatedAt})`),
      cursor_at: cursorTime(sql`coalesce(${e.finishedAt}, ${e.updatedAt})`),
      client_id: e.clientId,
      name: client.name,
      organization: client.organization,
      site_name: sites.siteName,
      work: workPreview,
      work_count: sql<number>`jsonb_array_length(${e.work})`,
      total: sql<string>`${e.total}::numeric(16, 2)::text`,
    })
    .from(e)
    .innerJoin(sites, eq(sites.id, e.siteId))
    .innerJoin(client, eq(client.id, e.clientId))
    .where(
      and(
        waitingForInvoice,
        readySearch(search),
        cursor
          ? sql`(coalesce(${e.finishedAt}, ${e.updatedAt}), ${e.id}) > (${cursor.at}::timestamptz, ${cursor.id})`
          : undefined,
      ),
    )
    .orderBy(sql`coalesce(${e.finishedAt}, ${e.updatedAt})`, asc(e.id))
    .limit(limit);
}

/** How many finished estimates wait for an invoice, matching `search`. */
export async function readyToInvoiceCount(db: Queryable, search: string | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(e)
    .innerJoin(sites, eq(sites.id, e.siteId))
    .innerJoin(client, eq(client.id, e.clientId))
    .where(and(waitingForInvoice, readySearch(search)));
  return row?.n ?? 0;
}

/** Whether `file` is an estimate's finish photo. */
export async function isFinishImage(db: Queryable, file: string): Promise<boolean> {
  const [row] = await db.select({ id: e.id }).from(e).where(eq(e.finishImage, file)).limit(1);
  return row !== undefined;
}

/**
 * Find anything (docs/api.md "Search"): at most `limit` of the viewer's estimates (visibleTo, as the
 * lists) whose work holds `term` (work_estimates_work_trgm_idx), whose site or client does (their stored
 * search text, each by its trigram index) or whose number it is, newest first. For a viewer who sees
 * every estimate and a term of three characters or more, each part is a condition an index answers, so
 * the database reads only the estimates that match; anyone else's are read by id first.
 */
export async function searchEstimates(db: Queryable, viewer: EstimateViewer, term: string, limit: number) {
  const pattern = containsPattern(term);
  const lower = containsPattern(term.toLowerCase());
  const numeric = /^\d{1,9}$/.test(term) ? Number(term) : undefined;
  return db
    .select({
      id: e.id,
      status: sql<EstimateStatus>`${e.status}`,
      site_name: sites.siteName,
      organization: client.organization,
      client_name: client.name,
    })
    .from(e)
    .innerJoin(sites, eq(sites.id, e.siteId))
    .innerJoin(client, eq(client.id, e.clientId))
    .where(
      and(
        visibleIds(viewer),
        or(
          sql`${searchedColumn(term, sql`(${e.work}::text)`)} ilike ${pattern}`,
          ...(viewer.seesAll && searchReadsItsMatches(term)
            ? [
                sql`${e.siteId} = any(array(select ${sites.id} from ${sites} where ${sites.searchText} like ${lower}))`,
                sql`${e.clientId} = any(array(select ${users.id} from ${users} where ${users.userType} = 'client' and ${users.searchText} like ${lower}))`,
              ]
            : // the viewer's own few estimates, or two characters (no trigram to look up, most estimates
              // match): row by row, the newest first
              [sql`${sites.searchText} like ${lower}`, sql`${client.searchText} like ${lower}`]),
          numeric !== undefined ? eq(e.id, numeric) : undefined,
        ),
      ),
    )
    .orderBy(desc(e.id))
    .limit(limit);
}
