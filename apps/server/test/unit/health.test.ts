import { describe, expect, it } from 'vitest';
import type { Database, Db } from '../../src/db/types.ts';
import { ANSWER_FRESH_MS, databaseAnswers } from '../../src/modules/system/operations/health.ts';

/** A database that answers `select 1` when `release` is called (or fails it), counting the statements. */
function fakeDatabase(lastAnswerAt: number) {
  const pending: { resolve: () => void; reject: (e: Error) => void }[] = [];
  const db = {
    execute: () =>
      new Promise<void>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  };
  const database = { db: db as unknown as Db, lastAnswerAt: () => lastAnswerAt } as unknown as Database;
  return { database, pending };
}

describe('databaseAnswers (the health check)', () => {
  it('takes a statement answered less than a second ago as proof, asking the database nothing', async () => {
    const { database, pending } = fakeDatabase(10_000);
    await expect(databaseAnswers(database, 10_000 + ANSWER_FRESH_MS - 1)).resolves.toBe(true);
    expect(pending).toHaveLength(0);
  });

  it('asks `select 1` once the last answer is a second old, and checks on the way share it', async () => {
    const { database, pending } = fakeDatabase(10_000);
    const now = 10_000 + ANSWER_FRESH_MS;
    const checks = Array.from({ length: 20 }, () => databaseAnswers(database, now));
    expect(pending).toHaveLength(1);
    pending[0]!.resolve();
    expect(await Promise.all(checks)).toEqual(Array(20).fill(true));
    // the next check after that answer asks again
    void databaseAnswers(database, now);
    expect(pending).toHaveLength(2);
  });

  it('says no when the database fails the statement, and never took a failed connection as proof', async () => {
    const { database, pending } = fakeDatabase(Number.NEGATIVE_INFINITY);
    const check = databaseAnswers(database, 5);
    pending[0]!.reject(new Error('connection terminated'));
    await expect(check).resolves.toBe(false);
  });
});
