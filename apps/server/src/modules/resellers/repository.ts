import type { ResellerRow } from '@aquadesk/shared/resellers.ts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { districts, resellerDistricts, users } from '../../db/schema/index.ts';

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

export async function listResellers(db: Queryable): Promise<ResellerRow[]> {
  return selectResellers(db)
    .where(eq(users.userType, 'reseller'))
    .groupBy(users.id)
    .orderBy(sql`lower(${users.name})`);
}

export async function resellerById(db: Queryable, id: number): Promise<ResellerRow | undefined> {
  const [row] = await selectResellers(db)
    .where(and(eq(users.userType, 'reseller'), eq(users.id, id)))
    .groupBy(users.id);
  return row;
}

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

export async function updateReseller(
  db: Queryable,
  id: number,
  patch: { name: string; phoneNumber: string },
): Promise<void> {
  await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(users.id, id), eq(users.userType, 'reseller')));
}
