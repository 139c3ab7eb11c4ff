import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/types.ts';

/**
 * How recent an answer of the database must be to count as proof that it answers. Below the interval
 * of any monitor or proxy check, and long enough that a check on a busy server never queues behind
 * the statements of others (docs/operations.md "Health").
 */
export const ANSWER_FRESH_MS = 1000;

const checking = new WeakMap<Database, Promise<boolean>>();

/**
 * Whether the database answers (docs/operations.md "Health"). A statement of this process answered in
 * the last second is proof enough: on a busy server the check costs the database nothing and never
 * waits behind others' statements. Otherwise it asks `select 1`, and checks that arrive while one is on
 * its way share its answer, so a monitor polling many times a second costs one statement at a time.
 */
export function databaseAnswers(database: Database, now = performance.now()): Promise<boolean> {
  if (now - database.lastAnswerAt() < ANSWER_FRESH_MS) return Promise.resolve(true);
  let check = checking.get(database);
  if (!check) {
    check = database.db.execute(sql`select 1`).then(
      () => true,
      () => false,
    );
    checking.set(database, check);
    void check.finally(() => checking.delete(database));
  }
  return check;
}
