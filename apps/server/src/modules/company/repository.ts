import { PAGE_SIZE, type PageInfo } from '@aquadesk/shared/paging.ts';
import { desc, eq, sql } from 'drizzle-orm';
import { companyProfiles, companySettings, users } from '../../db/schema/index.ts';
import { isoTime } from '../../db/sql-time.ts';
import type { Queryable } from '../../db/types.ts';
import { afterCursor, fetchLimit, orderByKeys, type SortKey, toPage } from '../../platform/paging.ts';

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

/** A version of the profile with the name of who saved it (null for the first, made from the configuration). */
export interface ProfileWithChanger {
  profile: CompanyProfileRow;
  changedByName: string | null;
}

function selectWithChanger(db: Queryable) {
  return db
    .select({ profile: companyProfiles, changedByName: users.name })
    .from(companyProfiles)
    .leftJoin(users, eq(users.id, companyProfiles.changedBy));
}

export async function byIdWithChanger(db: Queryable, id: number): Promise<ProfileWithChanger | undefined> {
  const [row] = await selectWithChanger(db).where(eq(companyProfiles.id, id));
  return row;
}

/** Newest first: the version in force, then the ones before it (index company_profiles_newest_idx). */
const HISTORY_ORDER: SortKey[] = [{ expr: companyProfiles.id, dir: 'desc' }];

/** A page of the profile's versions, newest first (docs/api.md "Lists"). */
export async function page(
  db: Queryable,
  q: { limit?: number | undefined; cursor?: string | undefined },
): Promise<{ rows: ProfileWithChanger[] } & Pick<PageInfo, 'next_cursor'>> {
  const rows = await selectWithChanger(db)
    .where(afterCursor(HISTORY_ORDER, q.cursor))
    .orderBy(...orderByKeys(HISTORY_ORDER))
    .limit(fetchLimit(q.limit));
  return toPage(rows, q.limit ?? PAGE_SIZE, (r) => [r.profile.id]);
}

/**
 * Serialises changes of the profile with each other and with the making of the first version (the same
 * lock as `newestOrFirst`), for the rest of the transaction.
 */
export async function lockChanges(tx: Queryable): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('company_profiles:first'))`);
}

/** The company's settings (issue 41 item 4): the one row with who saved it, or undefined while never saved. */
export async function settings(db: Queryable): Promise<
  | {
      sendOnIssue: boolean;
      visitLeadDays: number;
      contractInvoices: string;
      changedByName: string | null;
      updatedAt: string;
    }
  | undefined
> {
  const [row] = await db
    .select({
      sendOnIssue: companySettings.sendOnIssue,
      visitLeadDays: companySettings.visitLeadDays,
      contractInvoices: companySettings.contractInvoices,
      changedByName: users.name,
      updatedAt: isoTime(companySettings.updatedAt),
    })
    .from(companySettings)
    .leftJoin(users, eq(users.id, companySettings.changedBy))
    .where(eq(companySettings.id, 1));
  return row;
}

/** Saves the company's settings given (the one row, made on first save with the defaults for the rest). */
export async function saveSettings(
  db: Queryable,
  values: { sendOnIssue?: boolean; visitLeadDays?: number; contractInvoices?: string; changedBy: number },
) {
  const now = sql`now()`;
  await db
    .insert(companySettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: companySettings.id, set: { ...values, updatedAt: now } });
}
