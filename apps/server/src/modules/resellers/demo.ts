import { eq, inArray } from 'drizzle-orm';
import { districts, jobRoles, resellerDistricts, users } from '../../db/schema/index.ts';
import type { DemoSeeder } from '../../platform/demo.ts';
import { DEMO_PASSWORD } from '../../platform/demo.ts';
import { hashPassword } from '../../platform/passwords.ts';

/** The demo reseller from auth gets districts; a second reseller joins (issue #5 demo data). */
export const DEMO_RESELLERS = [
  { email: 'reseller@demo.aquadesk.in', districts: ['THRISSUR', 'PALAKKAD'] },
  {
    email: 'reseller2@demo.aquadesk.in',
    name: 'Joseph Mathew',
    phone: '9846134567',
    districts: ['KOZHIKODE', 'MALAPPURAM', 'WAYANAD'],
  },
];

export const seedDemoResellers: DemoSeeder = async (ctx, logins) => {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await ctx.db.transaction(async (tx) => {
    const [role] = await tx.select().from(jobRoles).where(eq(jobRoles.name, 'reseller'));
    for (const r of DEMO_RESELLERS) {
      let [user] = await tx.select().from(users).where(eq(users.email, r.email));
      if (!user && r.name) {
        [user] = await tx
          .insert(users)
          .values({
            name: r.name,
            email: r.email,
            passwordHash,
            phoneNumber: r.phone ?? '',
            userType: 'reseller',
            roleId: role?.id ?? null,
            permissions: ['reseller'],
          })
          .returning();
        logins.push({ role: 'Reseller 2', email: r.email, password: DEMO_PASSWORD });
      }
      if (!user) continue;
      const ds = await tx.select().from(districts).where(inArray(districts.name, r.districts));
      await tx
        .insert(resellerDistricts)
        .values(ds.map((d) => ({ userId: user.id, districtId: d.id })))
        .onConflictDoNothing();
    }
  });
};
