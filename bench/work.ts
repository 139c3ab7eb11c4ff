/**
 * Work tasks at size (bench/README.md sections 2 and 3): inserts 100,000 tasks (each with one or two
 * assignees), then times `GET /api/get_all_works` over real HTTP as the admin (first page, a later page
 * through the cursor, a status filter, a search, "assigned to me"), as a reseller who advises a few hundred
 * of them, and as an employee on a few thousand, with a simple sequential loop; and prints the query plans
 * of the admin's and the reseller's first page.
 *
 *   node --import tsx bench/work.ts [--count 100000] [--requests 100]
 *   DATABASE_URL=postgres://… node --import tsx bench/work.ts      (an empty database)
 *
 * Without DATABASE_URL it runs on a fresh PGlite data folder in the temp directory. Raw output goes to
 * bench/.out/work-<db>.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../apps/server/src/platform/passwords.ts';
import { seedBenchCompany } from './company.ts';
import { arg, BENCH_ADMIN, BENCH_PASSWORD, startInProcess, timed } from './in-process.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const count = Number(arg('count', '100000'));
const requests = Number(arg('requests', '100'));
const PASSWORD = BENCH_PASSWORD;
const ADMIN = BENCH_ADMIN;

async function main() {
  const { ctx, origin, databaseUrl, stop } = await startInProcess('work');
  const { db } = ctx;
  const passwordHash = await hashPassword(PASSWORD);

  // fixtures: 200 employees, one reseller (the first with 5 clients and sites), 50 other clients with a site each
  const { staff, reseller } = await seedBenchCompany(db, {
    adminEmail: ADMIN.email,
    passwordHash,
    resellers: 1,
  });

  // 100,000 tasks in one statement: every status, priority and work type; advisers spread over the staff,
  // the reseller advises one task in 400; each task has one assignee, every third a forwarded user too
  const t0 = performance.now();
  const firstStaff = staff[0]!.id;
  await db.execute(sql`
    insert into tasks (kind, worktype, site_id, site_name, client_id, panel_type, description, status, priority,
      deadline, adviser_id, created_at)
    select case when g % 3 = 0 then 'maintenance' else 'new_work' end,
      (array['Maintenance','New Work','Revamping','IT Support','Finance','Technical Support','Manufacturing'])[1 + g % 7],
      s.id, s.site_name, s.client_id, 'Panel ' || (g % 50),
      'Bench task ' || g || ' ' || md5(g::text),
      (array['ASSIGNED','IN PROGRESS','RE:IN PROGRESS','REVIEWING','FINISHED','FINISHED','FINISHED'])[1 + g % 7],
      (array['URGENT','MEDIUM','LOW'])[1 + (g / 7) % 3],
      date '2026-12-01' + (g % 60),
      case when g % 400 = 0 then ${reseller.id} else ${firstStaff} + (g % 200) end,
      now() - (g || ' minutes')::interval
    from generate_series(1, ${count}) g
    join lateral (select id, site_name, client_id from sites order by id offset (g % 55) limit 1) s on true`);
  await db.execute(sql`
    insert into task_people (task_id, user_id, type)
    select id, ${firstStaff} + ((id * 7) % 200), 'direct' from tasks`);
  await db.execute(sql`
    insert into task_people (task_id, user_id, type, forwarded_by)
    select id, ${firstStaff} + ((id * 13 + 1) % 200), 'forwarded', ${firstStaff} + ((id * 7) % 200) from tasks
    where id % 3 = 0 and (id * 13 + 1) % 200 <> (id * 7) % 200`);
  await db.execute(sql`analyze`);
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
  const get =
    (headers: Record<string, string>, query = '') =>
    () =>
      fetch(`${origin}/api/get_all_works${query}`, { headers });
  const first = (await (await get(asAdmin, '?tab=assignments')()).json()) as { next_cursor: string };

  const results = [
    await timed('admin, first page (100 tasks + 100 estimates)', requests, get(asAdmin)),
    await timed('admin, Assignments tab, first page', requests, get(asAdmin, '?tab=assignments')),
    await timed(
      'admin, second page (cursor)',
      requests,
      get(asAdmin, `?tab=assignments&cursor=${first.next_cursor}`),
    ),
    await timed(
      'admin, status=REVIEWING&priority=LOW',
      requests,
      get(asAdmin, '?tab=assignments&status=REVIEWING&priority=LOW'),
    ),
    await timed('admin, worktype=Finance', requests, get(asAdmin, '?tab=assignments&worktype=Finance')),
    await timed('admin, search "task 9999"', requests, get(asAdmin, '?tab=assignments&search=task%209999')),
    await timed(
      'admin, assignee filter',
      requests,
      get(asAdmin, `?tab=assignments&assignee=${staff[3]!.id}`),
    ),
    await timed('reseller, first page (own works)', requests, get(asReseller)),
    await timed('employee, first page (own works)', requests, get(asEmployee, '?tab=assignments')),
    await timed('employee, mine=1', requests, get(asEmployee, '?tab=assignments&mine=1')),
  ];

  // the plans of the two first pages, as the repository runs them
  const plans: Record<string, string[]> = {};
  const explain = async (label: string, visibility: ReturnType<typeof sql>) => {
    const res = await db.execute(sql`explain analyze
      select t.id from tasks t where ${visibility}
      order by t.priority_rank, t.status_rank, t.id desc limit 101`);
    const rows = (res as unknown as { rows: Record<string, string>[] }).rows;
    plans[label] = rows.map((r) => Object.values(r)[0]!);
  };
  await explain('admin', sql`true`);
  await explain(
    'reseller',
    sql`t.id in (select ta.id from tasks ta where ta.adviser_id = ${reseller.id} union all select task_id from task_people where user_id = ${reseller.id})`,
  );
  await explain('admin search', sql`t.search_text ilike '%task 9999%'`);
  for (const [label, lines] of Object.entries(plans)) console.log(`${label}:\n  ${lines.join('\n  ')}`);

  const out = path.join(root, 'bench', '.out');
  mkdirSync(out, { recursive: true });
  const kind = databaseUrl ? 'postgres' : 'pglite';
  writeFileSync(
    path.join(out, `work-${kind}.json`),
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
