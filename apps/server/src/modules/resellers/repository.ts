import { eq, inArray, sql } from 'drizzle-orm';
import { districts, resellerDistricts } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/types.ts';

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
