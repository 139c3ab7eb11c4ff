import type { ContactMessage } from '@aquadesk/shared/contact.ts';
import { desc } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export function toContactMessage(row: ContactMessageRow): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    created_at: row.createdAt.toISOString(),
  };
}

export async function insertContactMessage(
  db: Queryable,
  message: { name: string; email: string; message: string },
): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(message).returning();
  return row!;
}

export async function listContactMessages(db: Queryable): Promise<ContactMessageRow[]> {
  return db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
}
