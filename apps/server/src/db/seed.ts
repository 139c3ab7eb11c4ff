import { randomBytes } from 'node:crypto';
import { CLIENT_USER_TYPE } from '@aquadesk/shared/roles.ts';
import { eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../platform/auth-user.ts';
import type { AppContext } from '../platform/context.ts';
import { hashPassword } from '../platform/passwords.ts';
import { districts, jobRoles, users } from './schema/index.ts';

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

export interface Login {
  role: string;
  email: string;
  password: string;
}

/** A seeding step of a domain's demo data; each domain adds its own (see demo.ts). */
export type DemoSeeder = (ctx: AppContext, logins: Login[]) => Promise<void>;

/** A seeded user as the services see the caller (demo data acts without reseller districts). */
export function demoActor(row: typeof users.$inferSelect): AuthUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    userType: row.userType,
    permissions: row.permissions,
    districtIds: [],
    districts: [],
  };
}

/** The demo user with this e-mail as a caller, or undefined when it was not seeded. */
export async function demoUser(ctx: AppContext, email: string): Promise<AuthUser | undefined> {
  const [row] = await ctx.db.select().from(users).where(eq(users.email, email));
  return row ? demoActor(row) : undefined;
}

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
