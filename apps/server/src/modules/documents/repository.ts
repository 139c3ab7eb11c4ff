import { DOCUMENT_SENDS_SHOWN, type DocumentSend, type SendKind } from '@aquadesk/shared/documents.ts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { documentSends, users } from '../../db/schema/index.ts';
import { isoTime } from '../../db/sql-time.ts';
import type { Queryable } from '../../db/types.ts';

const sendColumns = {
  id: documentSends.id,
  kind: sql<SendKind>`${documentSends.kind}`,
  record_id: documentSends.recordId,
  sent_by: documentSends.sentBy,
  sent_by_name: users.name,
  recipients: documentSends.recipients,
  cc: documentSends.cc,
  subject: documentSends.subject,
  message: documentSends.message,
  sent_at: isoTime(documentSends.sentAt),
};

/** Records one send (who, to whom, which message); the time is the database's. */
export async function insertSend(
  db: Queryable,
  send: {
    kind: SendKind;
    recordId: number;
    sentBy: number;
    recipients: string[];
    cc: string[];
    subject: string;
    message: string;
  },
): Promise<number> {
  const [row] = await db.insert(documentSends).values(send).returning({ id: documentSends.id });
  return row!.id;
}

/** The sends with their sender's name. */
const sendsWithSender = (db: Queryable) =>
  db.select(sendColumns).from(documentSends).innerJoin(users, eq(users.id, documentSends.sentBy));

export async function sendById(db: Queryable, id: number): Promise<DocumentSend | undefined> {
  const [row] = await sendsWithSender(db).where(eq(documentSends.id, id));
  return row;
}

/** The latest sends of one document, newest first (bounded), and how many there are in all. */
export async function sendsOf(
  db: Queryable,
  kind: SendKind,
  recordId: number,
): Promise<{ data: DocumentSend[]; total: number }> {
  const where = and(eq(documentSends.kind, kind), eq(documentSends.recordId, recordId));
  const [data, [count]] = await Promise.all([
    sendsWithSender(db).where(where).orderBy(desc(documentSends.id)).limit(DOCUMENT_SENDS_SHOWN),
    db.select({ n: sql<number>`count(*)::int` }).from(documentSends).where(where),
  ]);
  return { data, total: count?.n ?? 0 };
}
