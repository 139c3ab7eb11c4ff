import type { DashboardFigures, RatingPerson, StatusCount } from '@aquadesk/shared/dashboard.ts';
import { TASK_STATUSES } from '@aquadesk/shared/work.ts';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';

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

/** created_at within the period, days read in Asia/Kolkata as the app shows them. */
function inPeriod(column: SQL, period: Period): SQL {
  const from = period.from
    ? sql`${column} >= (${period.from}::date)::timestamp at time zone 'Asia/Kolkata'`
    : sql`true`;
  const to = period.to
    ? sql`${column} < ((${period.to}::date + 1)::timestamp at time zone 'Asia/Kolkata')`
    : sql`true`;
  return sql`(${from} and ${to})`;
}

const TODAY = sql`(now() at time zone 'Asia/Kolkata')::date`;

/** A task's people or adviser include `userId` (the tasks a non-director sees, spec 001 §6). */
function taskSeenBy(alias: SQL, userId: number): SQL {
  return sql`(${alias}.adviser_id = ${userId} or exists (select 1 from task_people vp where vp.task_id = ${alias}.id and vp.user_id = ${userId}))`;
}

/** Task counts per status for the period; `viewerId` limits them to the tasks that viewer sees. */
export async function statusCount(
  db: Queryable,
  period: Period,
  viewerId: number | null,
): Promise<StatusCount[]> {
  const found = await rows<{ status: string; total_count: number }>(
    db,
    sql`select t.status, count(*)::int as total_count from tasks t
        where ${inPeriod(sql`t.created_at`, period)}
          ${viewerId === null ? sql`` : sql`and ${taskSeenBy(sql`t`, viewerId)}`}
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
 */
export function rankingQuery(period: Period, group: 'employee' | 'reseller'): SQL {
  const taskCredit =
    group === 'employee'
      ? sql`select tp.user_id, pt.status, pt.rating, pt.late from period_tasks pt join task_people tp on tp.task_id = pt.id`
      : sql`select pt.adviser_id as user_id, pt.status, pt.rating, pt.late from period_tasks pt`;
  const estimateCredit =
    group === 'employee'
      ? sql`select ea.user_id, e.status, null::smallint as rating, false as late
            from work_estimates e join estimate_assignees ea on ea.estimate_id = e.id
            where ${inPeriod(sql`e.created_at`, period)}`
      : sql`select e.reseller_id as user_id, e.status, null::smallint as rating, false as late
            from work_estimates e where e.reseller_id is not null and ${inPeriod(sql`e.created_at`, period)}`;
  return sql`with period_tasks as (
          select t.id, t.status, t.rating, t.adviser_id,
            case when t.status = 'FINISHED'
              then coalesce(((select max(s.finish_time) from task_submissions s where s.task_id = t.id)
                     at time zone 'Asia/Kolkata')::date > t.deadline, false)
              else t.deadline < ${TODAY} end as late
          from tasks t where ${inPeriod(sql`t.created_at`, period)}
        ),
        credit as (${taskCredit} union all ${estimateCredit}),
        per_person as (
          select c.user_id,
            count(*)::int as total_work,
            (count(*) filter (where c.status = 'FINISHED'))::int as finished_work,
            (count(*) filter (where c.status = 'REVIEWING'))::int as reviewing_work,
            0.4 * coalesce((avg(c.rating) - 1) / 4, 0.5)
              + 0.3 * (count(*) filter (where c.status = 'FINISHED'))::numeric / count(*)
              + 0.3 * (count(*) filter (where not c.late))::numeric / count(*) as raw
          from credit c join users u on u.id = c.user_id
          where ${group} = any(u.permissions) and u.user_type <> 'client'
          group by c.user_id
        )
        select p.user_id as id, u.name,
          coalesce(round(10 * p.raw / nullif(max(p.raw) over (), 0), 2), 0)::float8 as relative_rank_score_out_of_10,
          p.total_work, p.finished_work, p.reviewing_work
        from per_person p join users u on u.id = p.user_id
        order by relative_rank_score_out_of_10 desc, lower(u.name), p.user_id`;
}

/** One ranking, best first (rankingQuery). */
export async function ranking(
  db: Queryable,
  period: Period,
  group: 'employee' | 'reseller',
): Promise<RatingPerson[]> {
  const found = await rows<RatingPerson>(db, rankingQuery(period, group));
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
      (select count(*)::int from tasks where status <> 'FINISHED' and deadline < ${TODAY}) as overdue_tasks,
      (select count(distinct user_id)::int from leaves
        where status = 'APPROVE' and leave_date = ${TODAY}) as on_leave_today`,
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
