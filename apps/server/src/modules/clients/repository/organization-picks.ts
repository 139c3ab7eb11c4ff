import type { InvoiceOrganizationPick } from '@aquadesk/shared/invoices.ts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { users } from '../../../db/schema/index.ts';
import type { Queryable } from '../../../db/types.ts';
import { containsPattern } from '../../../platform/paging.ts';

/** Client organisations matching `search` (organisation, name or e-mail), the exact name first, then by name. */
export async function organizationPicks(
  db: Queryable,
  search: string | undefined,
  limit: number,
): Promise<InvoiceOrganizationPick[]> {
  const term = search ? containsPattern(search) : undefined;
  const rows = await db
    .select({
      id: users.id,
      organization: sql<string>`${users.organization}`,
      name: users.name,
      phone_number: users.phoneNumber,
      gstin: users.gstin,
      state_code: users.stateCode,
      billing_address: users.billingAddress,
    })
    .from(users)
    .where(
      and(
        eq(users.userType, 'client'),
        sql`${users.organization} is not null`,
        term
          ? sql`(${users.organization} ilike ${term} or ${users.name} ilike ${term} or ${users.email} ilike ${term})`
          : undefined,
      ),
    )
    .orderBy(
      ...(search ? [sql`lower(${users.organization}) <> ${search.toLowerCase()}`] : []),
      sql`lower(${users.organization})`,
      asc(users.id),
    )
    .limit(limit);
  return rows;
}
