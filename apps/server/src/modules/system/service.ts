import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

const checking = new WeakMap<Db, Promise<boolean>>();

/**
 * Whether the database answers `select 1` (docs/operations.md "Health"). Checks that arrive while one is
 * on its way share its answer, so a monitor or a proxy polling many times a second costs the database
 * one statement at a time, never a queue of them; each answer is at most one round trip old.
 */
export function databaseAnswers(db: Db): Promise<boolean> {
  let check = checking.get(db);
  if (!check) {
    check = db.execute(sql`select 1`).then(
      () => true,
      () => false,
    );
    checking.set(db, check);
    void check.finally(() => checking.delete(db));
  }
  return check;
}
