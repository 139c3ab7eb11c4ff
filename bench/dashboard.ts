/**
 * The dashboard at size (bench/README.md "Dashboard"): a year of a large company, 100,000 tasks (one or
 * two people each, every status, ratings on finished ones), 200 employees and 20 resellers, then times
 * `POST /api/get-rating` over real HTTP as the admin (the year, all time), an employee and a reseller,
 * and prints the query plans of the two rankings over the year. Finished and reviewing tasks have a
 * submission each (the rating's "finished late?" reads them through tasks.last_finish_day).
 *
 *   node --import tsx bench/dashboard.ts [--count 100000] [--requests 30]
 *   DATABASE_URL=postgres://… node --import tsx bench/dashboard.ts      (an empty database)
 *
 * Without DATABASE_URL it runs on a fresh PGlite data folder. Raw output: bench/.out/dashboard-<db>.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { planned, rankingPlan, rankingQuery } from '../apps/server/src/modules/dashboard/repository.ts';
import { hashPassword } from '../apps/server/src/platform/passwords.ts';
import { seedBenchCompany } from './company.ts';
import { arg, BENCH_ADMIN, BENCH_PASSWORD, startInProcess, timed } from './in-process.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const count = Number(arg('count', '100000'));
const requests = Number(arg('requests', '30'));
const PASSWORD = BENCH_PASSWORD;
const ADMIN = BENCH_ADMIN;

async function main() {
  const { ctx, origin, databaseUrl, stop } = await startInProcess('dashboard');
  const { db } = ctx;
  const passwordHash = await hashPassword(PASSWORD);

  // fixtures: 200 employees, 20 resellers (the first with 5 clients and sites), 50 other clients with a site each
  const { staff, reseller } = await seedBenchCompany(db, {
    adminEmail: ADMIN.email,
    passwordHash,
    resellers: 20,
  });

  // 100,000 tasks in one statement: every status, priority and work type; advisers spread over the staff,
  // the reseller advises one task in 400; each task has one assignee, every third a forwarded user too
  const t0 = performance.now();
  const firstStaff = staff[0]!.id;
  await db.execute(sql`
    insert into tasks (kind, worktype, site_id, site_name, client_id, panel_type, description, status, priority,
      deadline, adviser_id, rating, created_at)
    select case when g % 3 = 0 then 'maintenance' else 'new_work' end,
      (array['Maintenance','New Work','Revamping','IT Support','Finance','Technical Support','Manufacturing'])[1 + g % 7],
      s.id, s.site_name, s.client_id, 'Panel ' || (g % 50),
      'Bench task ' || g || ' ' || md5(g::text),
      (array['ASSIGNED','IN PROGRESS','RE:IN PROGRESS','REVIEWING','FINISHED','FINISHED','FINISHED'])[1 + g % 7],
      (array['URGENT','MEDIUM','LOW'])[1 + (g / 7) % 3],
      (now() - (g * 5 || ' minutes')::interval)::date + (g % 60) - 20,
      case when g % 20 = 0 then ${reseller.id} + (g / 20) % 20 else ${firstStaff} + (g % 200) end,
      case when g % 7 >= 4 then 1 + g % 5 end,
      now() - (g * 5 || ' minutes')::interval
    from generate_series(1, ${count}) g
    join lateral (select id, site_name, client_id from sites order by id offset (g % 55) limit 1) s on true`);
  await db.execute(sql`
    insert into task_people (task_id, user_id, type)
    select id, ${firstStaff} + ((id * 7) % 200), 'direct' from tasks`);
  await db.execute(sql`
    insert into task_people (task_id, user_id, type, forwarded_by)
    select id, ${firstStaff} + ((id * 13 + 1) % 200), 'forwarded', ${firstStaff} + ((id * 7) % 200) from tasks
    where id % 3 = 0 and (id * 13 + 1) % 200 <> (id * 7) % 200`);
  // the submissions: finished tasks one APPROVED (finished 0 to 29 days after creation, so some after
  // the deadline), tasks in review one REVIEWING; the trigger keeps tasks.last_finish_day
  await db.execute(sql`
    insert into task_submissions (task_id, finished_by, owner_id, finish_time, status, rating, created_at)
    select t.id, tp.user_id, tp.user_id, t.created_at + ((t.id % 30) || ' days')::interval,
      case when t.status = 'FINISHED' then 'APPROVED' else 'REVIEWING' end, t.rating, t.created_at
    from tasks t join task_people tp on tp.task_id = t.id and tp.type = 'direct'
    where t.status in ('FINISHED', 'REVIEWING')`);
  // what autovacuum leaves a settled table in (statistics, visibility map for index-only scans)
  await db.execute(sql`vacuum analyze`);
  const insertMs = Math.round(performance.now() - t0);
  console.log(JSON.stringify({ inserted: count, ms: insertMs }));

  const tokenOf = async (email: string) => {
    const login = await fetch(`${origin}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    return { authorization: `Bearer ${((await login.json()) as { user: { token: string } }).user.token}` };
  };
  const asAdmin = await tokenOf(ADMIN.email);
  const asReseller = await tokenOf('reseller@bench.test');
  const asEmployee = await tokenOf(staff[7]!.email);
  const year = {
    start_date: new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10),
    end_date: new Date().toISOString().slice(0, 10),
  };
  const rating = (headers: Record<string, string>, body: unknown) => () =>
    fetch(`${origin}/api/get-rating`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const trends = (headers: Record<string, string>) => () =>
    fetch(`${origin}/api/dashboard/task-trends`, { headers });
  const results = [
    await timed('admin, the last year', requests, rating(asAdmin, year)),
    await timed(
      'admin, all time (null, null)',
      requests,
      rating(asAdmin, { start_date: null, end_date: null }),
    ),
    await timed('employee, the last year (own row)', requests, rating(asEmployee, year)),
    await timed('reseller, the last year (own row)', requests, rating(asReseller, year)),
    // issue 31 item 13: the tasks-per-week chart (the money chart reads invoices, which this bench has none of)
    await timed('task trends, admin (12 IST weeks)', requests, trends(asAdmin)),
    await timed('task trends, employee (12 IST weeks)', requests, trends(asEmployee)),
  ];

  const plans: Record<string, string[]> = {};
  const period = { from: year.start_date, to: year.end_date };
  for (const group of ['employee', 'reseller'] as const) {
    // under the settings the app runs it with
    const res = await planned<Record<string, string>>(
      db,
      rankingPlan(group),
      sql`explain (analyze, buffers) ${rankingQuery(period, group)}`,
    );
    plans[`${group} ranking, the last year`] = res.map((r) => Object.values(r)[0]!);
  }
  for (const [label, lines] of Object.entries(plans)) console.log(`${label}:\n  ${lines.join('\n  ')}`);

  const out = path.join(root, 'bench', '.out');
  mkdirSync(out, { recursive: true });
  const kind = databaseUrl ? 'postgres' : 'pglite';
  writeFileSync(
    path.join(out, `dashboard-${kind}.json`),
    JSON.stringify(
      { at: new Date().toISOString(), database: kind, count, insertMs, results, plans },
      null,
      2,
    ),
  );
  await stop();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
