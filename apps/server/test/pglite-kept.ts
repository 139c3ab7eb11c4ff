/**
 * Embedded test databases kept for the next test file of the same process (bench/README.md §8).
 *
 * Starting an embedded database from the migrated template costs a test process about 2.4 CPU seconds
 * (the database thread loading its modules, PGlite opening the 44 MB dump); bringing one that a closed
 * test app used back to the template's state costs about a tenth of that. So a closed test app's
 * database is reset and kept here, and the next `buildTestApp` of the process takes it: same tables,
 * same rows, same sequence values as the template, and the one backend's session state (locks, LISTENs,
 * settings) cleared. Each app gets a pool of its own, ended when the app closes, so a closed app's
 * database is closed to it as before. A database whose catalogue a test changed (a trigger or table of
 * its own, a migration's record deleted) is closed instead, and the next file starts a fresh one.
 */
import type pg from 'pg';
import { hostPglite, type PgliteHost } from '../src/db/embedded/pglite-host.ts';

/** What the template holds, read from the first database this process starts. */
interface Template {
  /** Every table of the public schema, quoted. */
  tables: string[];
  /** The tables the template has rows in: their writable columns and the rows, as JSON. */
  rows: { table: string; columns: string; json: string }[];
  /** Each sequence of the public schema and its value in the template. */
  sequences: { name: string; value: string; called: boolean }[];
  fingerprint: string;
}

const FINGERPRINT = `
  select md5(concat_ws('|',
    (select string_agg(c.relname || ':' || c.relkind::text || ':' || c.relnatts, ',' order by c.relname, c.relkind)
       from pg_class c where c.relnamespace = 'public'::regnamespace),
    (select string_agg(tgname, ',' order by tgname) from pg_trigger where not tgisinternal),
    (select string_agg(proname, ',' order by proname) from pg_proc where pronamespace = 'public'::regnamespace),
    (select string_agg(rolname, ',' order by rolname) from pg_roles),
    (select string_agg(datname, ',' order by datname) from pg_database),
    (select count(*)::text || ':' || coalesce(max(id), 0)::text from drizzle.__drizzle_migrations)
  )) as fingerprint`;

let template: Promise<Template> | undefined;
const kept: PgliteHost[] = [];

async function readTemplate(pool: pg.Pool): Promise<Template> {
  const { rows: tables } = await pool.query<{ name: string }>(
    `select format('%I', relname) as name from pg_class
      where relnamespace = 'public'::regnamespace and relkind in ('r', 'p') order by relname`,
  );
  const rows: Template['rows'] = [];
  for (const { name } of tables) {
    const { rows: counted } = await pool.query<{ json: string | null }>(
      `select json_agg(t)::text as json from ${name} t`,
    );
    const json = counted[0]?.json;
    if (!json) continue;
    const { rows: columns } = await pool.query<{ list: string }>(
      `select string_agg(format('%I', attname), ', ' order by attnum) as list from pg_attribute
        where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''`,
      [name],
    );
    rows.push({ table: name, columns: columns[0]!.list, json });
  }
  const { rows: sequences } = await pool.query<{ name: string; value: string; called: boolean }>(
    `select format('%I.%I', schemaname, sequencename) as name,
            coalesce(last_value, start_value)::text as value, last_value is not null as called
       from pg_sequences where schemaname = 'public'`,
  );
  const { rows: print } = await pool.query<{ fingerprint: string }>(FINGERPRINT);
  return { tables: tables.map((t) => t.name), rows, sequences, fingerprint: print[0]!.fingerprint };
}

/** Brings a used database back to the template's state; false when it cannot be (its catalogue changed). */
async function reset(host: PgliteHost, t: Template): Promise<boolean> {
  const { rows } = await host.pool.query<{ fingerprint: string }>(FINGERPRINT);
  if (rows[0]?.fingerprint !== t.fingerprint) return false;
  // one backend serves every connection: what a session holds is cleared for all of them
  await host.pool.query('select pg_advisory_unlock_all(); unlisten *; reset all');
  const client = await host.pool.connect();
  try {
    await client.query('begin');
    // the template's rows go back in any order: foreign keys and triggers wait for nothing here
    await client.query('set local session_replication_role = replica');
    await client.query(`truncate ${t.tables.join(', ')}`);
    for (const { table, columns, json } of t.rows) {
      await client.query(
        `insert into ${table} (${columns}) overriding system value
           select ${columns} from json_populate_recordset(null::${table}, $1::json)`,
        [json],
      );
    }
    for (const s of t.sequences) {
      await client.query('select setval($1::regclass, $2::bigint, $3)', [s.name, s.value, s.called]);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    client.release(error as Error);
    throw error;
  }
  client.release();
  return true;
}

/** A database lent to one test app: its own pool, ended when the app gives the database back. */
export interface LentPglite {
  host: PgliteHost;
  /** Ends the app's pool (so the closed app's statements fail, as on a closed database) and keeps the database. */
  giveBack(): Promise<void>;
}

/** An embedded database in the template's state, a kept one reset or a new one from `load`, with a pool of its own. */
export async function takePglite(load: () => Uint8Array): Promise<LentPglite> {
  const host = await keptOrNew(load);
  const pool = host.openPool();
  let given: Promise<void> | undefined;
  return {
    host: { ...host, pool },
    giveBack: () => {
      given ??= pool.end().then(() => {
        kept.push(host);
      });
      return given;
    },
  };
}

async function keptOrNew(load: () => Uint8Array): Promise<PgliteHost> {
  const t = template;
  for (let host = kept.pop(); host && t; host = kept.pop()) {
    const ok = await reset(host, await t).catch(() => false);
    if (ok) return host;
    await host.close().catch(() => undefined);
  }
  const host = await hostPglite({ load: load(), shareCompiled: true });
  template ??= readTemplate(host.pool);
  await template;
  return host;
}
