import type { ClientAccountRow } from '@aquadesk/shared/clients.ts';
import type { TPageQuery } from '@aquadesk/shared/paging.ts';
import { RESELLER_USER_TYPE } from '@aquadesk/shared/roles.ts';
import type { OrgItem } from '@aquadesk/shared/sites.ts';
import { and, eq, gt, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { districts, passwordResetTokens, resellerDistricts, users } from '../../db/schema/index.ts';
import {
  clientColumns,
  emailIs,
  isClient,
  isClientLiteral,
  isReseller,
  isStaff,
} from '../../db/schema/user-kinds.ts';
import type { Queryable } from '../../db/types.ts';
import {
  COUNT,
  matchesSearchText,
  type Page,
  pageWithCount,
  withListTotal,
} from '../../platform/page-search.ts';
import { containsPattern, type SortKey } from '../../platform/paging.ts';

/**
 * The one owner of the `users` table: every account (staff, client, reseller) is read and written here.
 * Other repositories only join `users` for a display name (a note's author, a leave's owner).
 */
export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

// ---- any account ------------------------------------------------------------------------------

export async function findUserById(db: Queryable, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** What authenticating a token needs: the caller with their districts, no password hash. */
export interface SessionRow {
  id: number;
  name: string;
  email: string;
  userType: string;
  permissions: string[];
  tokenVersion: number;
  districtIds: number[];
  districts: string[];
}

/**
 * The caller of a request or a socket handshake in one query (issue 10): the account and, for a
 * reseller, their districts; `password_hash` is never selected. The token version comes with it, so a
 * token dies with its password.
 */
export async function findSessionUser(db: Queryable, id: number): Promise<SessionRow | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      userType: users.userType,
      permissions: users.permissions,
      tokenVersion: users.tokenVersion,
      districtIds: sql<
        number[]
      >`coalesce(array_agg(${districts.id} order by ${districts.name}) filter (where ${districts.id} is not null), '{}')`,
      districts: sql<
        string[]
      >`coalesce(array_agg(${districts.name} order by ${districts.name}) filter (where ${districts.id} is not null), '{}')`,
    })
    .from(users)
    .leftJoin(
      resellerDistricts,
      and(eq(resellerDistricts.userId, users.id), eq(users.userType, RESELLER_USER_TYPE)),
    )
    .leftJoin(districts, eq(districts.id, resellerDistricts.districtId))
    .where(eq(users.id, id))
    .groupBy(users.id);
  return row;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(emailIs(email));
  return row;
}

export async function findUserBySignFile(db: Queryable, file: string): Promise<{ id: number } | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.signFile, file));
  return row;
}

/** Locks a user's row for the transaction and returns their current signature file. */
export async function lockSignFile(db: Queryable, id: number): Promise<string | null | undefined> {
  const [row] = await db.select({ file: users.signFile }).from(users).where(eq(users.id, id)).for('update');
  return row?.file;
}

/** Is an e-mail used by any account (case-insensitively)? */
export async function emailTaken(db: Queryable, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(emailIs(email));
  return Boolean(row);
}

const BY_EMAIL: SortKey[] = [{ expr: sql`lower(${users.email})`, dir: 'asc' }];

/** A page of the accounts' e-mails (GET /get_all_email), by lower(email): the unique index serves it. */
export async function pageEmails(db: Queryable, q: TPageQuery): Promise<Page<string>> {
  const where = matchesSearchText(q.search, sql`lower(${users.email})`);
  const page = await pageWithCount(
    BY_EMAIL,
    q,
    (after, orderBy, take, listTotal) =>
      db
        .select(withListTotal({ email: users.email, key: sql<string>`lower(${users.email})` }, listTotal))
        .from(users)
        .where(and(where, after))
        .orderBy(...orderBy)
        .limit(take),
    () => db.select(COUNT).from(users).where(where),
    (r) => [r.key],
    { searchCountsInPage: true },
  );
  return { ...page, rows: page.rows.map((r) => r.email) };
}

/** Which of the given addresses belong to an account (lower-cased). */
export async function existingEmails(db: Queryable, emails: readonly string[]): Promise<string[]> {
  if (emails.length === 0) return [];
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.email})`,
        emails.map((e) => e.toLowerCase()),
      ),
    );
  return rows.map((r) => r.email.toLowerCase());
}

/** Which of the given addresses belong to a staff account (lower-cased): whom staff may always mail. */
export async function staffEmails(db: Queryable, emails: readonly string[]): Promise<string[]> {
  if (emails.length === 0) return [];
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(
      and(
        isStaff,
        inArray(
          sql`lower(${users.email})`,
          emails.map((e) => e.toLowerCase()),
        ),
      ),
    );
  return rows.map((r) => r.email.toLowerCase());
}

/** The staff accounts holding any of `roles` (who approves estimates, who works invoices): ids only. */
export async function staffIdsWithRoles(db: Queryable, roles: readonly string[]): Promise<number[]> {
  if (roles.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        isStaff,
        sql`${users.permissions} && array[${sql.join(
          roles.map((r) => sql`${r}`),
          sql`, `,
        )}]::text[]`,
      ),
    )
    .orderBy(users.id);
  return rows.map((r) => r.id);
}

/** Name and address of the given accounts (whom a digest mail goes to). */
export async function contactsOf(
  db: Queryable,
  ids: readonly number[],
): Promise<{ id: number; name: string; email: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.id, [...ids]));
}

export async function insertUser(db: Queryable, user: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning();
  return row!;
}

/** Many accounts in one statement a chunk (an import, docs/api.md "Imports"), in the order given. */
export async function insertUsers(db: Queryable, rows: readonly NewUser[]): Promise<UserRow[]> {
  const out: UserRow[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = await db
      .insert(users)
      .values(rows.slice(i, i + 500))
      .returning();
    out.push(...chunk.sort((a, b) => a.id - b.id));
  }
  return out;
}

type UserPatch = Partial<
  Pick<
    NewUser,
    | 'name'
    | 'phoneNumber'
    | 'organization'
    | 'processedByAdmin'
    | 'charge'
    | 'userType'
    | 'roleId'
    | 'permissions'
    | 'signFile'
  >
>;

/** Updates an account; `only` restricts it to one kind (a client id never edits a reseller). */
export async function updateUser(
  db: Queryable,
  id: number,
  patch: UserPatch,
  only?: 'client' | 'reseller',
): Promise<void> {
  const kind: SQL | undefined = only === 'client' ? isClient : only === 'reseller' ? isReseller : undefined;
  await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(users.id, id), kind));
}

/**
 * Sets a new password hash and bumps the token version, which ends every session of the user. With
 * `ifVersion`, only while the token version is still that one (a user changing their own password: of two
 * changes at once, one wins); false when nothing changed.
 */
export async function setPassword(
  db: Queryable,
  userId: number,
  passwordHash: string,
  ifVersion?: number,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(and(eq(users.id, userId), ifVersion === undefined ? undefined : eq(users.tokenVersion, ifVersion)))
    .returning({ id: users.id });
  return rows.length > 0;
}

// ---- password-reset links ---------------------------------------------------------------------

export async function insertResetToken(
  db: Queryable,
  userId: number,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await db.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
}

/** Marks a live reset token used and returns its user, or undefined when it is unknown, used or expired. */
export async function consumeResetToken(
  db: Queryable,
  tokenHash: string,
  now: Date,
): Promise<number | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}

/** Every reset link of a user that could still be used stops working (their password changed). */
export async function voidResetTokens(db: Queryable, userId: number, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

// ---- client accounts as other domains look them up --------------------------------------------

export async function clientById(
  db: Queryable,
  id: number,
): Promise<(ClientAccountRow & { created_by: number | null }) | undefined> {
  const [row] = await db
    .select({ ...clientColumns, created_by: users.createdBy })
    .from(users)
    .where(and(eq(users.id, id), isClient));
  return row;
}

/**
 * The organisation picker: clients the caller may pick (a reseller: their own), whose organization, name
 * or e-mail contains the term, sorted by organization; at most `limit`.
 */
export async function searchOrganizations(
  db: Queryable,
  opts: {
    createdBy?: number | undefined;
    search?: string | undefined;
    id?: number | undefined;
    limit: number;
  },
): Promise<OrgItem[]> {
  const term = opts.search ? containsPattern(opts.search) : undefined;
  return (
    db
      .select({ id: users.id, organization: users.organization, name: users.name, email: users.email })
      .from(users)
      .where(
        and(
          isClientLiteral,
          opts.createdBy ? eq(users.createdBy, opts.createdBy) : undefined,
          opts.id ? eq(users.id, opts.id) : undefined,
          term
            ? or(ilike(users.organization, term), ilike(users.name, term), ilike(users.email, term))
            : undefined,
        ),
      )
      // the organization typed exactly comes first, then those starting with it
      .orderBy(
        ...(opts.search
          ? [
              sql`lower(${users.organization}) <> ${opts.search.toLowerCase()}`,
              sql`lower(${users.organization}) not like ${containsPattern(opts.search.toLowerCase()).slice(1)}`,
            ]
          : []),
        sql`lower(${users.organization})`,
        users.id,
      )
      .limit(opts.limit)
  );
}
