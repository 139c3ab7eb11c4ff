import { desc, eq, sql } from 'drizzle-orm';
import { companyProfiles } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/types.ts';

export type CompanyProfileRow = typeof companyProfiles.$inferSelect;
export type NewCompanyProfile = typeof companyProfiles.$inferInsert;

/** The profile in force now: the newest row. */
export async function newest(db: Queryable): Promise<CompanyProfileRow | undefined> {
  const [row] = await db.select().from(companyProfiles).orderBy(desc(companyProfiles.id)).limit(1);
  return row;
}

export async function byId(db: Queryable, id: number): Promise<CompanyProfileRow | undefined> {
  const [row] = await db.select().from(companyProfiles).where(eq(companyProfiles.id, id));
  return row;
}

/** A new profile row (a change is a new row: the old ones stay for the documents issued under them). */
export async function insert(db: Queryable, row: NewCompanyProfile): Promise<CompanyProfileRow> {
  const [created] = await db.insert(companyProfiles).values(row).returning();
  return created!;
}

/**
 * The profile in force, made from `first()` when there is none yet. The check and the insert run under a
 * transaction-scoped advisory lock, so instances starting at once make one first row between them.
 */
export async function newestOrFirst(
  db: Queryable,
  first: () => NewCompanyProfile,
): Promise<CompanyProfileRow> {
  const found = await newest(db);
  if (found) return found;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('company_profiles:first'))`);
    return (await newest(tx)) ?? (await insert(tx, first()));
  });
}
