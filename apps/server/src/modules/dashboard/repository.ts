import type { DashboardFigures, RatingPerson, StatusCount } from '@aquadesk/shared/dashboard.ts';
import { TASK_STATUSES } from '@aquadesk/shared/work.ts';
import { type SQL, sql } from 'drizzle-orm';
import { istDayEnd, istDayStart, TODAY_IST } from '../../db/sql-time.ts';
import type { Db, Queryable } from '../../db/types.ts';

/**
 * The dashboard's read-only reporting queries (docs/architecture.md "Reporting queries"): the rating
 * aggregates over tasks, task people, submissions and estimates in one statement each, and the admin
 * figures. They never write and never decide who may see a record (the callers pass the viewer's scope);
 * a domain's own rules and changes stay in its service.
 */

export interface Period {
  from: string | null;
  to: string | null;
}

async function rows<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Planner settings for the statements over a period's tasks (bench/README.md "Dashboard"). The default
 * costs (random_page_cost 4, made for disks) pick a sequential scan of the whole tasks table, often in
 * parallel, over an index-only scan of the much smaller `tasks_period_idx`, which takes about half the
 * CPU; and a hash join of tasks and task_people over the merge join of two id-ordered index-only scans
 * (`tasks_rating_idx` and task_people's primary key), which also takes about half. So each statement
 * runs in its own transaction with SET LOCAL: sequential scans, or hash joins for the employee ranking,
 * off (the planner still falls back to them when nothing else can answer, and a short period still
 * gets index lookups), and no parallel workers (on a small machine three statements of one request
 * already run at once, and a parallel merge join scans the tasks index once per worker).
 */
export type Plan = 'index-only' | 'merge-join';

function settings(plan: Plan): SQL[] {
  return [
    plan === 'merge-join' ? sql`set local enable_hashjoin = off` : sql`set local enable_seqscan = off`,
    sql`set local max_parallel_workers_per_gather = 0`,
  ];
}

/** `query` under `plan`'s settings, in its own transaction. */
export async function planned<T>(db: Db, plan: Plan, query: SQL): Promise<T[]> {
  return db.transaction(async (tx) => {
    for (const setting of settings(plan)) await tx.execute(setting);
    return rows<T>(tx, query);
  });
}

/** created_at within the period, days read in Asia/Kolkata as the app shows them. */
function inPeriod(column: SQL, period: Period): SQL {
  const from = period.from ? sql`${column} >= ${istDayStart(period.from)}` : sql`true`;
  const to = period.to ? sql`${column} < ${istDayEnd(period.to)}` : sql`true`;
  return sql`(${from} and ${to})`;
}

/**
 * The ids of the tasks `userId` sees: those they advise or are on (spec 001 §6), as a set the planner
 * hashes or probes through `tasks_adviser_idx` and `task_people_user_idx`, not a lookup per task.
 */
function tasksSeenBy(userId: number): SQL {
  return sql`(select a.id from tasks a where a.adviser_id = ${userId}
    union select vp.task_id from task_people vp where vp.user_id = ${userId})`;
}

/** Task counts per status for the period; `viewerId` limits them to the tasks that viewer sees. */
export async function statusCount(db: Db, period: Period, viewerId: number | null): Promise<StatusCount[]> {
  const found = await planned<{ status: string; total_count: number }>(
    db,
    'index-only',
    sql`select t.status, count(*)::int as total_count from tasks t
        where ${inPeriod(sql`t.created_at`, period)}
          ${viewerId === null ? sql`` : sql`and t.id in ${tasksSeenBy(viewerId)}`}
        group by t.status`,
  );
  const byStatus = new Map(found.map((r) => [r.status, Number(r.total_count)]));
  return TASK_STATUSES.map((status) => ({ status, total_count: byStatus.get(status) ?? 0 }));
}

/**
 * One ranking (docs/api.md "Rank score"): every person of the group with work in the period, best first.
 * Employees are credited with the tasks they are on (task_people) and the estimates assigned to them;
 * resellers with the tasks they registered and the estimates of their clients.
 *
 *   quality   = (average review rating − 1) / 4, or 0.5 when none of their tasks has a rating yet
 *   finished  = finished works / works
 *   on time   = works not late / works (late: finished after the deadline, or open past it; estimates have
 *               no deadline and count as on time)
 *   raw       = 0.4 quality + 0.3 finished + 0.3 on time                                   (0 to 1)
 *   score     = 10 × raw / the best raw of the group in the period, two decimals           (0 to 10)
 *
 * For speed at size (bench/README.md "Dashboard") the works are counted per person where they are read,
 * tasks and estimates apart, and the two partial counts are then added: the average rating is
 * Σ ratings / number rated, exactly what avg() computes. A finished task's finish day is its
 * `last_finish_day` (the latest submission's, kept by a trigger), so no per-task lookup of
 * task_submissions; the columns read are all in `tasks_rating_idx` (employees) or `tasks_period_idx`.
 */
export function rankingQuery(period: Period, group: 'employee' | 'reseller'): SQL {
  // today as a one-off sub-select (an InitPlan), not re-evaluated for each of 100,000 rows
  const late = sql`case when t.status = 'FINISHED'
      then coalesce(t.last_finish_day > t.deadline, false)
      else t.deadline < (select ${TODAY_IST}) end`;
  const counts = (who: SQL) => sql`${who} as user_id,
      count(*) as works,
      count(*) filter (where t.status = 'FINISHED') as finished,
      count(*) filter (where t.status = 'REVIEWING') as reviewing,
      sum(t.rating) as rating_sum,
      count(t.rating) as rated,
      count(*) filter (where ${late}) as late`;
  const taskCredit =
    group === 'employee'
      ? sql`select ${counts(sql`tp.user_id`)} from tasks t join task_people tp on tp.task_id = t.id
            where ${inPeriod(sql`t.created_at`, period)} group by tp.user_id`
      : sql`select ${counts(sql`t.adviser_id`)} from tasks t
            where ${inPeriod(sql`t.created_at`, period)} group by t.adviser_id`;
  const estimateCounts = (who: SQL) => sql`${who} as user_id,
      count(*) as works,
      count(*) filter (where e.status = 'FINISHED') as finished,
      count(*) filter (where e.status = 'REVIEWING') as reviewing,
      null::bigint as rating_sum,
      0::bigint as rated,
      0::bigint as late`;
  const estimateCredit =
    group === 'employee'
      ? sql`select ${estimateCounts(sql`ea.user_id`)}
            from work_estimates e join estimate_assignees ea on ea.estimate_id = e.id
            where ${inPeriod(sql`e.created_at`, period)} group by ea.user_id`
      : sql`select ${estimateCounts(sql`e.reseller_id`)}
            from work_estimates e where e.reseller_id is not null and ${inPeriod(sql`e.created_at`, period)}
            group by e.reseller_id`;
  return sql`with credit as (${taskCredit} union all ${estimateCredit}),
        per_person as (
          select c.user_id,
            sum(c.works) as works,
            sum(c.finished) as finished,
            sum(c.reviewing) as reviewing,
            0.4 * coalesce((sum(c.rating_sum) / nullif(sum(c.rated), 0) - 1) / 4, 0.5)
              + 0.3 * sum(c.finished) / sum(c.works)
              + 0.3 * (sum(c.works) - sum(c.late)) / sum(c.works) as raw
          from credit c join users u on u.id = c.user_id
          where ${group} = any(u.permissions) and u.user_type <> 'client'
          group by c.user_id
        )
        select p.user_id as id, u.name,
          coalesce(round(10 * p.raw / nullif(max(p.raw) over (), 0), 2), 0)::float8 as relative_rank_score_out_of_10,
          p.works::int as total_work, p.finished::int as finished_work, p.reviewing::int as reviewing_work
        from per_person p join users u on u.id = p.user_id
        order by relative_rank_score_out_of_10 desc, lower(u.name), p.user_id`;
}

/** The plan each ranking runs under (see `planned`). */
export function rankingPlan(group: 'employee' | 'reseller'): Plan {
  return group === 'employee' ? 'merge-join' : 'index-only';
}

/** One ranking, best first (rankingQuery, under rankingPlan). */
export async function ranking(
  db: Db,
  period: Period,
  group: 'employee' | 'reseller',
): Promise<RatingPerson[]> {
  const found = await planned<RatingPerson>(db, rankingPlan(group), rankingQuery(period, group));
  return found.map((r) => ({
    id: Number(r.id),
    name: r.name,
    relative_rank_score_out_of_10: Number(r.relative_rank_score_out_of_10),
    total_work: Number(r.total_work),
    finished_work: Number(r.finished_work),
    reviewing_work: Number(r.reviewing_work),
  }));
}

/** The admin figures row: open estimates and their value, unpaid invoices, overdue tasks, leave today. */
export async function figures(db: Queryable): Promise<DashboardFigures> {
  const [row] = await rows<Record<keyof DashboardFigures, string | number>>(
    db,
    sql`select
      (select count(*)::int from work_estimates where status <> 'FINISHED') as open_estimates,
      (select coalesce(sum(total), 0)::text from work_estimates where status <> 'FINISHED') as open_estimates_value,
      (select count(*)::int from invoices where status = 'unpaid') as unpaid_invoices,
      (select coalesce(sum(total), 0)::text from invoices where status = 'unpaid') as unpaid_invoices_total,
      (select count(*)::int from tasks where status <> 'FINISHED' and deadline < ${TODAY_IST}) as overdue_tasks,
      (select count(distinct user_id)::int from leaves
        where status = 'APPROVE' and leave_date = ${TODAY_IST}) as on_leave_today`,
  );
  return {
    open_estimates: Number(row?.open_estimates ?? 0),
    open_estimates_value: String(row?.open_estimates_value ?? '0'),
    unpaid_invoices: Number(row?.unpaid_invoices ?? 0),
    unpaid_invoices_total: String(row?.unpaid_invoices_total ?? '0'),
    overdue_tasks: Number(row?.overdue_tasks ?? 0),
    on_leave_today: Number(row?.on_leave_today ?? 0),
  };
}
