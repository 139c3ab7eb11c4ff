import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { idempotentRequests as r } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/types.ts';

/** How long an answer is kept and replayed (docs/api.md "Idempotency-Key"). */
export const KEEP_MS = 24 * 60 * 60 * 1000;
/** A first request unanswered after this long is taken to have died with its process; a retry may run. */
export const ABANDONED_MS = 5 * 60 * 1000;

const millis = (ms: number) => sql`(${ms}::float8 * interval '1 millisecond')`;

/** What a request found for its key: its own claim, the answer of the first request, or one still running. */
export type Claim =
  | { state: 'claimed' }
  | { state: 'answered'; requestHash: string; status: number; body: string }
  | { state: 'running'; requestHash: string };

/**
 * Claims (scope, key) for a request, atomically across instances: the row is created, or taken over when
 * its answer is older than KEEP_MS or its first request was abandoned; otherwise the row as it stands is
 * answered. Only one of any number of parallel requests with one key can claim it.
 */
export async function claim(db: Queryable, scope: string, key: string, requestHash: string): Promise<Claim> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const result = (await db.execute(sql`
      insert into ${r} as r (scope, key, request_hash) values (${scope}, ${key}, ${requestHash})
      on conflict (scope, key) do update
        set request_hash = excluded.request_hash, status = null, body = null, created_at = now()
        where r.created_at < now() - ${millis(KEEP_MS)}
           or (r.status is null and r.created_at < now() - ${millis(ABANDONED_MS)})
      returning 1 as claimed
    `)) as unknown as { rows: unknown[] };
    if (result.rows.length === 1) return { state: 'claimed' };
    const [row] = await db
      .select({ requestHash: r.requestHash, status: r.status, body: r.body })
      .from(r)
      .where(and(eq(r.scope, scope), eq(r.key, key)));
    // released between the two statements (the first request failed): claim again
    if (!row) continue;
    if (row.status === null || row.body === null) return { state: 'running', requestHash: row.requestHash };
    return { state: 'answered', requestHash: row.requestHash, status: row.status, body: row.body };
  }
  return { state: 'running', requestHash };
}

/** Keeps the answer of a claimed request. */
export async function keepAnswer(
  db: Queryable,
  scope: string,
  key: string,
  answer: { status: number; body: string },
): Promise<void> {
  await db
    .update(r)
    .set({ status: answer.status, body: answer.body })
    .where(and(eq(r.scope, scope), eq(r.key, key), isNull(r.status)));
}

/** Frees a claimed key whose request did not succeed, so that it can be sent again. */
export async function release(db: Queryable, scope: string, key: string): Promise<void> {
  await db.delete(r).where(and(eq(r.scope, scope), eq(r.key, key), isNull(r.status)));
}

/** Removes the answers older than KEEP_MS. */
export async function pruneAnswers(db: Queryable): Promise<void> {
  await db.delete(r).where(lt(r.createdAt, sql`now() - ${millis(KEEP_MS)}`));
}
