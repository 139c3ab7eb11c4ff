import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hostPglite } from '../../src/db/embedded/pglite-host.ts';
import { fromHostedPglite } from '../../src/db/open.ts';

/**
 * The embedded database has no autovacuum (db/open.ts `maintain`): migrations that ran are followed
 * by ANALYZE, so the planner knows the new columns and indexes, and `maintain` vacuums and analyzes.
 */
describe('embedded database upkeep', () => {
  it('analyzes after applying migrations, and maintain() vacuums and analyzes', async () => {
    const database = await fromHostedPglite(await hostPglite({}));
    try {
      const analyzed = async () =>
        (
          (await database.db.execute(
            sql`select last_analyze, last_vacuum from pg_stat_user_tables where relname = 'users'`,
          )) as unknown as { rows: { last_analyze: unknown; last_vacuum: unknown }[] }
        ).rows[0];
      expect((await analyzed())?.last_analyze).toBeTruthy();
      expect((await analyzed())?.last_vacuum).toBeFalsy();
      await database.maintain!();
      expect((await analyzed())?.last_vacuum).toBeTruthy();
    } finally {
      await database.close();
    }
  });
});
