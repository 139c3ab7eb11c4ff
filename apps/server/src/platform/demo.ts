/**
 * What every domain's demo seeder shares (DEMO_DATA=1, docs/api.md "Demo data"): the seeder's shape, the
 * logins it adds to the start's list, the demo password and the demo callers. The seeders themselves live
 * in each domain's demo.ts and are run in order by setup/demo.ts.
 */
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';
import type { AuthUser } from './auth-user.ts';
import type { AppContext } from './context.ts';

/** Every demo login's password (the README prints them at start). */
export const DEMO_PASSWORD = 'Demo@12345';

export interface Login {
  role: string;
  email: string;
  password: string;
  /** what the login's first screen holds, for the start's table (issue 31 item 4) */
  shows?: string;
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
