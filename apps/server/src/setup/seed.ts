import { randomBytes } from 'node:crypto';
import { CLIENT_USER_TYPE } from '@aquadesk/shared/roles.ts';
import { sql } from 'drizzle-orm';
import { districts, jobRoles, users } from '../db/schema/index.ts';
import type { AppContext } from '../platform/context.ts';
import type { DemoSeeder, Login } from '../platform/demo.ts';
import { hashPassword } from '../platform/passwords.ts';

// docs/api.md "Reference data": Kerala's 14 districts on every fresh database
export const KERALA_DISTRICTS = [
  'ALAPPUZHA',
  'ERNAKULAM',
  'IDUKKI',
  'KANNUR',
  'KASARAGOD',
  'KOLLAM',
  'KOTTAYAM',
  'KOZHIKODE',
  'MALAPPURAM',
  'PALAKKAD',
  'PATHANAMTHITTA',
  'THIRUVANANTHAPURAM',
  'THRISSUR',
  'WAYANAD',
] as const;

/** The job roles every install has: the user types of the special accounts. */
export const BASE_JOB_ROLES = ['admin', CLIENT_USER_TYPE, 'reseller'] as const;

/**
 * Fresh-database set-up (docs/api.md): one admin, the districts, and with DEMO_DATA the demo company.
 * Runs at every start and does nothing once the admin exists. Returns the logins to print.
 */
export async function setUpFreshDatabase(ctx: AppContext, demoSeeders: DemoSeeders): Promise<Login[] | null> {
  // on PostgreSQL several instances may start at once: one sets up, the others then find the admin
  const { database } = ctx;
  if (database.exclusive) return database.exclusive(() => setUp(ctx, demoSeeders));
  return setUp(ctx, demoSeeders);
}

/** Loads the demo seeders: a start loads the demo's modules only when it seeds a demo company. */
export type DemoSeeders = () => Promise<readonly DemoSeeder[]>;

async function setUp(ctx: AppContext, demoSeeders: DemoSeeders): Promise<Login[] | null> {
  const [{ n } = { n: 0 }] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(users);
  if (n > 0) return null;
  const { adminEmail, adminPassword } = ctx.config;
  const password = adminPassword ?? `${randomBytes(9).toString('base64url')}aA1!`;
  const passwordHash = await hashPassword(password); // before the transaction, never inside it
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(districts)
      .values(KERALA_DISTRICTS.map((name) => ({ name })))
      .onConflictDoNothing();
    const roles = await tx
      .insert(jobRoles)
      .values(BASE_JOB_ROLES.map((name) => ({ name })))
      .onConflictDoNothing()
      .returning();
    await tx.insert(users).values({
      name: 'Administrator',
      email: adminEmail,
      passwordHash,
      phoneNumber: '9000000000',
      userType: 'admin',
      roleId: roles.find((r) => r.name === 'admin')?.id ?? null,
      permissions: ['admin', 'employee'],
    });
  });
  const logins: Login[] = [{ role: 'admin', email: adminEmail, password }];
  if (ctx.config.demoData) {
    for (const seed of await demoSeeders()) await seed(ctx, logins);
  }
  return logins;
}
