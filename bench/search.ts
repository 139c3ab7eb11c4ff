/**
 * Find anything at the bench's company size (bench/README.md "Search"; docs/api.md "Search"): on a
 * company made by bench/generate.ts (scale 1.0: 10,000 clients, 20,000 sites, 100,000 tasks, 500 staff),
 * adds 10,000 estimates (one assignee each) and 10,000 issued invoices when it has none, then times
 * `GET /api/search` over real HTTP, one call after another, for several terms as the admin, a reseller,
 * an employee and finance.
 *
 *   node --import tsx bench/generate.ts --scale 1.0 --database-url postgres://postgres@127.0.0.1:5432/aq_search
 *   node --import tsx bench/search.ts --database-url postgres://postgres@127.0.0.1:5432/aq_search [--requests 50]
 *   node --import tsx bench/generate.ts --scale 1.0 --data-dir /tmp/aq-search-pglite
 *   node --import tsx bench/search.ts --data-dir /tmp/aq-search-pglite
 *
 * Raw output goes to bench/.out/search-<db>.json, with the plans of the admin's statements for one term.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/open.ts';
import type { Db } from '../apps/server/src/db/types.ts';
import { BENCH_ADMIN_EMAIL, BENCH_PASSWORD, benchResellerEmail } from './bench-users.ts';
import { arg, timed } from './in-process.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const requests = Number(arg('requests', '50'));
const databaseUrl = arg('database-url', '') || undefined;
const dataDir = arg('data-dir', '') || undefined;
const COUNT = Number(arg('count', '10000'));

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as Rows<T>).rows;

/** 10,000 estimates and 10,000 issued invoices over the generated clients and sites, once. */
async function addEstimatesAndInvoices(db: Db) {
  const [{ n } = { n: 0 }] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from work_estimates`,
  );
  if (n > 0) return { estimates: n, added: false };
  const t0 = performance.now();
  // numbered sites, staff and clients, joined by number (an offset per row would read them again each time)
  await db.execute(sql`
    insert into work_estimates (site_id, client_id, created_by, reseller_id, work, status, travel_distance,
      travel_charge, product_profit, company_profit, administrative_expense, discount, travel_cost,
      labour_total, products_total, expense_total, discount_total, gst_total, total, created_at)
    with s as (select id, client_id, site_name, (row_number() over (order by id) - 1)::int as n from sites),
      e as (select id, (row_number() over (order by id) - 1)::int as n from users where 'employee' = any(permissions))
    select s.id, s.client_id, coalesce(r.id, e.id), r.id,
      jsonb_build_array('Service the ' || (array['blower','dosing pump','RO membrane','sludge pump','panel'])[1 + g % 5],
        'Estimate ' || g || ' for ' || s.site_name),
      (array['NOT CONFIRM','APPROVED','IN PROGRESS','FINISHED'])[1 + g % 4], 10, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
      1000 + g, now() - (g || ' minutes')::interval
    from generate_series(1, ${COUNT}) g
    join s on s.n = (g * 7) % (select count(*) from s)
    join users c on c.id = s.client_id
    left join users r on r.id = c.created_by and r.user_type = 'reseller'
    join e on e.n = g % (select count(*) from e)`);
  await db.execute(sql`
    insert into estimate_assignees (estimate_id, user_id)
    with e as (select id, (row_number() over (order by id) - 1)::int as n from users where 'employee' = any(permissions))
    select w.id, e.id from work_estimates w join e on e.n = (w.id * 7) % (select count(*) from e)`);
  const [admin] = await rowsOf<{ id: number }>(
    db,
    sql`select id from users where email = ${BENCH_ADMIN_EMAIL}`,
  );
  await db.execute(sql`
    insert into invoices (organization, phone_number, client_id, status, subtotal, cgst_total, sgst_total,
      igst_total, total, amount_paise, created_by, creator_name, access_key, number, financial_year, issued_at,
      place_of_supply, recipient_state_code, created_at)
    with c as (select id, organization, phone_number, (row_number() over (order by id) - 1)::int as n
      from users where user_type = 'client')
    select c.organization, c.phone_number, c.id, 'unpaid', 1000 + g, 0, 0, 0, 1000 + g, (1000 + g) * 100,
      ${admin!.id}, 'Administrator', md5(g::text) || md5((g + 1)::text), 'AQ/26-27/' || g, '2026-27', now(), '32',
      '32', now() - (g || ' minutes')::interval
    from generate_series(1, ${COUNT}) g
    join c on c.n = (g * 13) % (select count(*) from c)`);
  await db.execute(sql`analyze work_estimates`);
  await db.execute(sql`analyze estimate_assignees`);
  await db.execute(sql`analyze invoices`);
  return { estimates: COUNT, added: true, ms: Math.round(performance.now() - t0) };
}

async function main() {
  if (!databaseUrl && !dataDir) {
    console.error('usage: bench/search.ts (--database-url postgres://… | --data-dir DIR) [--requests 50]');
    process.exit(2);
  }
  const config = loadConfig({
    ...(dataDir ? { DATA_DIR: dataDir } : { DATA_DIR: path.join(root, 'bench', '.out', 'search-data') }),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    DEMO_DATA: '0',
    JWT_SECRET: 'bench-secret-that-is-long-enough',
    LOG_LEVEL: 'silent',
  });
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: dataDir! });
  const { db } = database;
  const seeded = await addEstimatesAndInvoices(db);
  console.log(JSON.stringify({ seeded }));
  const { app } = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const tokenOf = async (email: string) => {
    const res = await fetch(`${origin}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: BENCH_PASSWORD }),
    });
    if (!res.ok) throw new Error(`login ${email}: ${res.status}`);
    return { authorization: `Bearer ${((await res.json()) as { user: { token: string } }).user.token}` };
  };
  // the employee on the most tasks, and a finance user without other lists
  const [worker] = await rowsOf<{ email: string; tasks: number }>(
    db,
    sql`select u.email, count(*)::int as tasks from task_people p join users u on u.id = p.user_id
      group by u.email order by count(*) desc limit 1`,
  );
  const [financeUser] = await rowsOf<{ email: string }>(
    db,
    sql`select email from users where 'finance' = any(permissions) order by id limit 1`,
  );
  const [someTask] = await rowsOf<{ id: number }>(db, sql`select max(id) / 2 as id from tasks`);
  const who = {
    admin: await tokenOf(BENCH_ADMIN_EMAIL),
    reseller: await tokenOf(benchResellerEmail(1)),
    employee: await tokenOf(worker!.email),
    finance: await tokenOf(financeUser!.email),
  };
  // a first name (about one person in sixty), an organisation word, a site kind, a number, two letters
  const terms = ['thomas', 'lakeshore', 'stp', `#${someTask!.id}`, 'ra'];
  const results = [];
  for (const [role, headers] of Object.entries(who)) {
    for (const term of terms) {
      const url = `${origin}/api/search?q=${encodeURIComponent(term)}`;
      await fetch(url, { headers }).then((r) => r.arrayBuffer()); // warm-up, not counted
      results.push({
        role,
        term,
        ...(await timed(`${role} "${term}"`, requests, () => fetch(url, { headers }))),
      });
    }
  }
  const all = results.flatMap((r) => [r.p50]);
  console.log(
    JSON.stringify({ worstP50: Math.max(...all), worstP95: Math.max(...results.map((r) => r.p95)) }),
  );

  const kind = databaseUrl ? 'postgres' : 'pglite';
  const out = path.join(root, 'bench', '.out');
  mkdirSync(out, { recursive: true });
  writeFileSync(
    path.join(out, `search-${kind}.json`),
    JSON.stringify(
      { at: new Date().toISOString(), database: kind, requests, seeded, worker, results },
      null,
      2,
    ),
  );
  await app.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
