import { and, gt, ilike, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAMED_PER_CONNECTION } from '../../src/db/named-statements.ts';
import { users } from '../../src/db/schema/index.ts';
import type { Queryable } from '../../src/db/types.ts';
import { buildAdminTestApp, type TestApp } from '../helpers.ts';

/**
 * Parameterised statements run as named prepared statements of their connection
 * (db/named-statements.ts, docs/decisions/0009-named-statements.md), on both databases.
 */
describe('named statements', () => {
  let t: TestApp;
  beforeAll(async () => {
    ({ t } = await buildAdminTestApp());
  });
  afterAll(async () => t.close());

  const rows = async <T>(db: Queryable, query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows;

  /** The names this session's backend holds for statements whose text contains `marker`. */
  const preparedWith = (db: Queryable, marker: string) =>
    rows<{ name: string }>(
      db,
      sql`select name from pg_prepared_statements where statement like ${`%${marker}%`} and statement not like '%pg_prepared_statements%'`,
    );

  it('prepares a parameterised statement once per connection and runs it by name after', async () => {
    await t.ctx.db.transaction(async (tx) => {
      for (let i = 0; i < 3; i++) {
        const [row] = await rows<{ n: number }>(tx, sql`select ${i}::int + 1 as n /* named-once */`);
        expect(row?.n).toBe(i + 1);
      }
      const names = await preparedWith(tx, 'named-once');
      expect(names).toHaveLength(1);
      expect(names[0]?.name).toMatch(/^aq\d+_[\w-]{27}$/);
    });
  });

  it('leaves a statement without parameters unnamed, so several commands in one text still run', async () => {
    await t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql.raw('select 1 /* several-commands */; select 2 /* several-commands */'));
      expect(await preparedWith(tx, 'several-commands')).toHaveLength(0);
    });
  });

  // before the cap's test, which leaves its connection full (statements past the cap run unnamed)
  it('writes a page size into its statement, but not into a search, whose plan depends on its pattern', async () => {
    await t.ctx.db.transaction(async (tx) => {
      const page = await tx
        .select({ id: users.id })
        .from(users)
        .where(gt(users.id, 0))
        .orderBy(users.id)
        .limit(7);
      expect(page.length).toBeGreaterThan(0);
      const [paged] = await preparedWith(tx, 'order by "users"."id" limit 7');
      expect(paged?.name).toMatch(/^aq\d+_/);
      const found = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(gt(users.id, 0), ilike(users.email, '%@%')))
        .orderBy(users.id)
        .limit(7);
      expect(found.length).toBeGreaterThan(0);
      const searches = await preparedWith(tx, 'ilike $2) order by "users"."id" limit $3');
      expect(searches).toHaveLength(1);
    });
  });

  it(`keeps at most ${NAMED_PER_CONNECTION} statements on a connection and runs the rest unnamed`, async () => {
    await t.ctx.db.transaction(async (tx) => {
      const [first] = await rows<{ n: number }>(tx, sql`select ${0}::int as n /* cap-0 */`);
      expect(first?.n).toBe(0);
      const [named] = await preparedWith(tx, 'cap-0');
      const prefix = named!.name.slice(0, named!.name.indexOf('_') + 1);
      for (let i = 1; i <= NAMED_PER_CONNECTION + 5; i++) {
        const [row] = await rows<{ n: number }>(tx, sql`select ${i}::int as n ${sql.raw(`/* cap-${i} */`)}`);
        expect(row?.n).toBe(i);
      }
      const mine = await rows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from pg_prepared_statements where left(name, ${prefix.length}) = ${prefix}`,
      );
      expect(mine[0]?.n).toBe(NAMED_PER_CONNECTION);
    });
  });

  it('answers the lists as before: a page of sites twice, the second by the prepared statement', async () => {
    const headers = await t.adminHeaders();
    const first = await t.app.inject({ method: 'GET', url: '/api/get_all_site?limit=5', headers });
    const second = await t.app.inject({ method: 'GET', url: '/api/get_all_site?limit=5', headers });
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
  });
});
