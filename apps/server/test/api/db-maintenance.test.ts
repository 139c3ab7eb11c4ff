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
    // PostgreSQL's stamps of the last ANALYZE and VACUUM ('2026-12-03 08:14:21.282+00'), a second's slack for the clocks
    const at = (stamp: unknown) => Date.parse(String(stamp).replace(' ', 'T').replace(/\+00$/, 'Z'));
    const opened = Date.now() - 1000;
    const database = await fromHostedPglite(await hostPglite({}));
    try {
      const analyzed = async () =>
        (
          (await database.db.execute(
            sql`select last_analyze, last_vacuum from pg_stat_user_tables where relname = 'users'`,
          )) as unknown as { rows: { last_analyze: unknown; last_vacuum: unknown }[] }
        ).rows[0];
      expect(at((await analyzed())?.last_analyze)).toBeGreaterThanOrEqual(opened);
      expect((await analyzed())?.last_vacuum).toBeFalsy();
      const maintained = Date.now() - 1000;
      await database.maintain!();
      expect(at((await analyzed())?.last_vacuum)).toBeGreaterThanOrEqual(maintained);
    } finally {
      await database.close();
    }
  });
});
