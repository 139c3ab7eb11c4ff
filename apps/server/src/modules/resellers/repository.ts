import type { ResellerRow } from '@aquadesk/shared/resellers.ts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { districts, resellerDistricts, users } from '../../db/schema/index.ts';
import { isReseller, SORT_NAME } from '../../db/schema/user-kinds.ts';
import type { Queryable } from '../../db/types.ts';
import { matchesAny, type Page, withListTotal } from '../../platform/page-search.ts';
import { pageUsersByName } from '../../platform/users-page.ts';

export async function countDistricts(db: Queryable, ids: readonly number[]): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(districts)
    .where(inArray(districts.id, [...ids]));
  return row?.n ?? 0;
}

export async function setDistricts(db: Queryable, userId: number, ids: readonly number[]): Promise<void> {
  await db.delete(resellerDistricts).where(eq(resellerDistricts.userId, userId));
  if (ids.length > 0) {
    await db
      .insert(resellerDistricts)
      .values([...new Set(ids)].map((districtId) => ({ userId, districtId })));
  }
}

// ---- resellers --------------------------------------------------------------------------------

const resellerSelect = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone_number: users.phoneNumber,
  districts: sql<
    string[]
  >`coalesce(array_agg(${districts.name} order by ${districts.name}) filter (where ${districts.id} is not null), '{}')`,
  district_ids: sql<
    number[]
  >`coalesce(array_agg(${districts.id} order by ${districts.name}) filter (where ${districts.id} is not null), '{}')`,
};

function selectResellers(db: Queryable) {
  return db
    .select(resellerSelect)
    .from(users)
    .leftJoin(resellerDistricts, eq(resellerDistricts.userId, users.id))
    .leftJoin(districts, eq(districts.id, resellerDistricts.districtId));
}

export interface ResellerListFilters {
  limit?: number | undefined;
  cursor?: string | undefined;
  search?: string | undefined;
  district?: number | undefined;
}

/** A page of resellers in name order, with the count of all that match (issue 10). */
export async function pageResellers(db: Queryable, q: ResellerListFilters): Promise<Page<ResellerRow>> {
  const where = and(
    isReseller,
    matchesAny(q.search, [users.name, users.email, users.phoneNumber]),
    q.district
      ? sql`exists (select 1 from ${resellerDistricts} where ${resellerDistricts.userId} = ${users.id} and ${resellerDistricts.districtId} = ${q.district})`
      : undefined,
  );
  return pageUsersByName(db, q, where, (after, orderBy, take, listTotal) =>
    db
      .select(withListTotal({ ...resellerSelect, sort_name: SORT_NAME }, listTotal))
      .from(users)
      .leftJoin(resellerDistricts, eq(resellerDistricts.userId, users.id))
      .leftJoin(districts, eq(districts.id, resellerDistricts.districtId))
      .where(and(where, after))
      .groupBy(users.id)
      .orderBy(...orderBy)
      .limit(take),
  );
}

export async function resellerById(db: Queryable, id: number): Promise<ResellerRow | undefined> {
  const [row] = await selectResellers(db)
    .where(and(isReseller, eq(users.id, id)))
    .groupBy(users.id);
  return row;
}
