import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export async function findByEmail(db: Queryable, email: string) {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function findBySignFile(db: Queryable, file: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.signFile, file));
  return row;
}

export async function setSignFile(db: Queryable, userId: number, file: string): Promise<void> {
  await db.update(users).set({ signFile: file, updatedAt: new Date() }).where(eq(users.id, userId));
}
