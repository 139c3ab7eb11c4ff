/**
 * Estimates at size (bench/README.md "Estimates"): inserts 10,000 estimates, then times
 * `GET /api/get-estimate-list` (first page, a later page, a search) and `POST /api/estimate_generater`
 * over real HTTP with a simple sequential loop (autocannon is not a dependency of this branch).
 *
 *   node --import tsx bench/estimates.ts [--count 10000] [--requests 200]
 *   DATABASE_URL=postgres://… node --import tsx bench/estimates.ts      (an empty database)
 *
 * Without DATABASE_URL it runs on a fresh PGlite data folder in the temp directory. Raw output goes to
 * bench/.out/estimates-<db>.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { districts, jobRoles, products, sites, users } from '../apps/server/src/db/schema/index.ts';
import { benchSite } from './company.ts';
import { arg, startInProcess, timed } from './in-process.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const count = Number(arg('count', '10000'));
const requests = Number(arg('requests', '200'));
const ADMIN = { email: 'bench-admin@aquadesk.test', password: 'Bench@12345' };

async function main() {
  const { ctx, origin, databaseUrl, stop } = await startInProcess('est');
  const { db } = ctx;

  // fixtures: 50 clients with a site each, 20 products, 5 roles with 4 employees each
  const [district] = await db.select().from(districts).limit(1);
  const [admin] = await db.select().from(users).where(sql`${users.email} = ${ADMIN.email}`);
  const clientIds: number[] = [];
  for (let i = 0; i < 50; i++) {
    const [c] = await db
      .insert(users)
      .values({
        name: `CLIENT ${i}`,
        email: `c${i}@bench.test`,
        passwordHash: 'x',
        userType: 'client',
        organization: `Org ${i}`,
      })
      .returning();
    clientIds.push(c!.id);
  }
  const siteRows = await db
    .insert(sites)
    .values(clientIds.map((clientId, i) => benchSite(i, clientId, district!.id, admin!.id)))
    .returning();
  const productRows = await db
    .insert(products)
    .values(
      Array.from({ length: 20 }, (_, i) => ({
        name: `Product ${i}`,
        description: 'd',
        price: `${100 + i * 37}.50`,
        image: 'p.png',
        categories: 'x',
      })),
    )
    .returning();
  const roleRows = await db
    .insert(jobRoles)
    .values(Array.from({ length: 5 }, (_, i) => ({ name: `Bench Role ${i}` })))
    .returning();
  for (const [r, role] of roleRows.entries()) {
    for (let k = 0; k < 4; k++) {
      await db.insert(users).values({
        name: `Worker ${r}-${k}`,
        email: `w${r}-${k}@bench.test`,
        passwordHash: 'x',
        userType: role.name,
        roleId: role.id,
        charge: `${300 + r * 50 + k}.25`,
        permissions: ['employee'],
      });
    }
  }

  // 10,000 estimates in one statement per table (the figures are plausible, not recomputed)
  const t0 = performance.now();
  await db.execute(sql`
    insert into work_estimates (site_id, client_id, created_by, work, status, travel_distance, travel_charge,
      product_profit, company_profit, administrative_expense, discount, travel_cost, labour_total,
      products_total, expense_total, discount_total, gst_total, total, created_at)
    select s.id, s.client_id, ${admin!.id}, jsonb_build_array('Bench job ' || g), 
      (array['NOT CONFIRM','APPROVED','IN PROGRESS','FINISHED'])[1 + g % 4], 10, 12, 15, 20, 10, 0, 240, 450.03,
      2300, 299.003, 0, 592.02594, 3881, now() - (g || ' minutes')::interval
    from generate_series(1, ${count}) g
    join lateral (select id, client_id from sites order by id offset (g % ${siteRows.length}) limit 1) s on true`);
  await db.execute(sql`
    insert into estimate_labour (estimate_id, role_id, role_name, work_hour, scale)
    select e.id, ${roleRows[0]!.id}, ${roleRows[0]!.name}, 3, 150.01 from work_estimates e`);
  await db.execute(sql`
    insert into estimate_products (estimate_id, product_id, product_name, image, quantity, current_price)
    select e.id, ${productRows[0]!.id}, ${productRows[0]!.name}, 'p.png', 2, 1000 from work_estimates e`);
  await db.execute(sql`analyze`);
  const insertMs = Math.round(performance.now() - t0);
  console.log(JSON.stringify({ inserted: count, ms: insertMs }));

  const login = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const token = ((await login.json()) as { user: { token: string } }).user.token;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const first = (await (await fetch(`${origin}/api/get-estimate-list`, { headers })).json()) as {
    next_cursor: string;
  };

  const results = [
    await timed('GET /get-estimate-list (first page, 100 rows + pickers)', requests, () =>
      fetch(`${origin}/api/get-estimate-list`, { headers }),
    ),
    await timed('GET /get-estimate-list (second page via cursor)', requests, () =>
      fetch(`${origin}/api/get-estimate-list?cursor=${first.next_cursor}`, { headers }),
    ),
    await timed('GET /get-estimate-list?search=job 99&status=APPROVED', requests, () =>
      fetch(`${origin}/api/get-estimate-list?search=job%2099&status=APPROVED`, { headers }),
    ),
    await timed('POST /estimate_generater (2 products, 2 labour lines)', requests, (i) =>
      fetch(`${origin}/api/estimate_generater`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          site_id: siteRows[i % siteRows.length]!.id,
          work: ['Bench create'],
          products: [
            { id: productRows[i % 20]!.id, quantity: 2 },
            { id: productRows[(i + 1) % 20]!.id, quantity: '1.5' },
          ],
          labour: [
            { role_id: roleRows[0]!.id, work_hour: 3 },
            { role_id: roleRows[1]!.id, work_hour: 2 },
          ],
          travel_distance: 12,
          discount: 5,
          administrative_expense: 10,
        }),
      }),
    ),
  ];
  const out = path.join(root, 'bench', '.out');
  mkdirSync(out, { recursive: true });
  const kind = databaseUrl ? 'postgres' : 'pglite';
  writeFileSync(
    path.join(out, `estimates-${kind}.json`),
    JSON.stringify({ at: new Date().toISOString(), database: kind, count, insertMs, results }, null, 2),
  );
  await stop();
}

await main();
