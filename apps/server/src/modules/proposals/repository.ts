import type { ProposalListRow, ProposalProductPick, TProposalListQuery } from '@aquadesk/shared/proposals.ts';
import { and, eq, sql } from 'drizzle-orm';
import { products, proposals, users } from '../../db/schema/index.ts';
import { isoTime } from '../../db/sql-time.ts';
import type { Queryable } from '../../db/types.ts';
import { COUNT, matchesAny, type Page, pageWithCount, withListTotal } from '../../platform/page-search.ts';
import type { SortKey } from '../../platform/paging.ts';

export type ProposalRow = typeof proposals.$inferSelect;
export type NewProposal = typeof proposals.$inferInsert;
export type ProductRow = typeof products.$inferSelect;

/** Who is looking: everyone who may list proposals sees all of them, except a reseller, who sees their own. */
export interface ProposalViewer {
  id: number;
  seesAll: boolean;
}

/** The WHERE that keeps a viewer to the proposals they may see (docs/api.md: hidden is not found). */
function visibleTo(viewer: ProposalViewer) {
  return viewer.seesAll ? undefined : eq(proposals.createdBy, viewer.id);
}

const listColumns = {
  id: proposals.id,
  heading: proposals.heading,
  product_id: proposals.productId,
  product_name: proposals.productName,
  client_name: proposals.clientName,
  organization: proposals.organization,
  city: proposals.city,
  district: proposals.district,
  email: proposals.email,
  phone: proposals.phone,
  total: sql<string>`${proposals.total}::text`,
  generate_at: isoTime(proposals.createdAt),
  creater_name: proposals.creatorName,
  created_by: proposals.createdBy,
};

/** Newest first: ids grow with creation (the primary key; proposals_creator_idx for a reseller). */
const PROPOSAL_ORDER: SortKey[] = [{ expr: proposals.id, dir: 'desc' }];

/**
 * A page of the proposals a viewer may see (docs/api.md "Lists"), searched over heading, client, organisation,
 * product, creator and the number, with the count of all that match.
 */
export async function page(
  db: Queryable,
  viewer: ProposalViewer,
  q: TProposalListQuery,
): Promise<Page<ProposalListRow>> {
  const idSearch = q.search && /^\d{1,9}$/.test(q.search) ? eq(proposals.id, Number(q.search)) : undefined;
  const search = matchesAny(q.search, [
    proposals.heading,
    proposals.clientName,
    proposals.organization,
    proposals.productName,
    proposals.creatorName,
  ]);
  const where = and(
    visibleTo(viewer),
    q.search ? (idSearch ? sql`(${search} or ${idSearch})` : search) : undefined,
  );
  return pageWithCount(
    PROPOSAL_ORDER,
    q,
    (after, orderBy, take, listTotal) =>
      db
        .select(withListTotal(listColumns, listTotal))
        .from(proposals)
        .where(and(where, after))
        .orderBy(...orderBy)
        .limit(take),
    () => db.select(COUNT).from(proposals).where(where),
    (r) => [r.id],
    { searchCountsInPage: true },
  );
}

export async function listRow(db: Queryable, id: number): Promise<ProposalListRow | undefined> {
  const [row] = await db.select(listColumns).from(proposals).where(eq(proposals.id, id));
  return row;
}

/** The proposal if the viewer may see it, else undefined (a 404 to the caller). */
export async function findVisible(
  db: Queryable,
  viewer: ProposalViewer,
  id: number,
): Promise<ProposalRow | undefined> {
  const [row] = await db
    .select()
    .from(proposals)
    .where(and(eq(proposals.id, id), visibleTo(viewer)));
  return row;
}

export async function insertProposal(db: Queryable, row: NewProposal): Promise<number> {
  const [created] = await db.insert(proposals).values(row).returning({ id: proposals.id });
  return created!.id;
}

// ——— what a proposal freezes (read only) ———

/** PROPOSAL products for the generate form, by name. */
export async function proposalProductPicks(db: Queryable, cap: number): Promise<ProposalProductPick[]> {
  return db
    .select({
      id: products.id,
      product_name: products.name,
      price: sql<string>`${products.price}::text`,
      image: products.image,
    })
    .from(products)
    .where(eq(products.isProposal, true))
    .orderBy(sql`lower(${products.name})`, products.id)
    .limit(cap);
}

/** A PROPOSAL product by id, or undefined (unknown, or not a proposal product). */
export async function findProposalProduct(db: Queryable, id: number): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.isProposal, true)));
  return row;
}

/** The creator's contact details and signature file, as printed on a proposal. */
export async function creatorOf(
  db: Queryable,
  id: number,
): Promise<{ name: string; email: string; phone: string; signFile: string | null } | undefined> {
  const [row] = await db
    .select({ name: users.name, email: users.email, phone: users.phoneNumber, signFile: users.signFile })
    .from(users)
    .where(eq(users.id, id));
  return row;
}
