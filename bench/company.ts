import { sql } from 'drizzle-orm';
import { districts, sites, users } from '../apps/server/src/db/schema/index.ts';
import type { Db } from '../apps/server/src/db/types.ts';

/** One approved bench site of `clientId` in `districtId` (the fields a site must have, filled plainly). */
export function benchSite(i: number, clientId: number, districtId: number, createdBy: number) {
  return {
    clientId,
    fileId: `F${i}`,
    siteName: `SITE ${i}`,
    contactName: 'X',
    phoneNumber: '1',
    addressLine1: 'A',
    addressLine2: 'B',
    city: 'C',
    districtId,
    state: 'KERALA',
    pincode: '680001',
    createdBy,
  };
}

/**
 * The company the work and dashboard benches share: 200 employees (`w<i>@bench.test`), `resellers`
 * resellers (the first is `reseller@bench.test`), the first reseller's 5 clients and 50 of the admin's,
 * each with one site. Everyone signs in with `passwordHash`'s password.
 */
export async function seedBenchCompany(
  db: Db,
  opts: { adminEmail: string; passwordHash: string; resellers: number },
) {
  const [district] = await db.select().from(districts).limit(1);
  const [admin] = await db.select().from(users).where(sql`${users.email} = ${opts.adminEmail}`);
  const staff = await db
    .insert(users)
    .values(
      Array.from({ length: 200 }, (_, i) => ({
        name: `Worker ${i}`,
        email: `w${i}@bench.test`,
        passwordHash: opts.passwordHash,
        userType: 'Technician',
        permissions: ['employee'],
      })),
    )
    .returning({ id: users.id, email: users.email });
  const resellers = await db
    .insert(users)
    .values(
      Array.from({ length: opts.resellers }, (_, i) => ({
        name: opts.resellers === 1 ? 'Bench Reseller' : `Bench Reseller ${i}`,
        email: i === 0 ? 'reseller@bench.test' : `r${i}@bench.test`,
        passwordHash: opts.passwordHash,
        userType: 'reseller',
        permissions: ['reseller'],
      })),
    )
    .returning({ id: users.id });
  const reseller = resellers[0]!;
  const clients = await db
    .insert(users)
    .values(
      Array.from({ length: 55 }, (_, i) => ({
        name: `CLIENT ${i}`,
        email: `c${i}@bench.test`,
        passwordHash: 'x',
        userType: 'client',
        organization: `Org ${i}`,
        createdBy: i < 5 ? reseller.id : admin!.id,
      })),
    )
    .returning({ id: users.id });
  await db
    .insert(sites)
    .values(clients.map((c, i) => benchSite(i, c.id, district!.id, i < 5 ? reseller.id : admin!.id)));
  return { staff, reseller };
}
