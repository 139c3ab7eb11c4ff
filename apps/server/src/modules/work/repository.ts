import {
  type CommentPart,
  DESCRIPTION_PREVIEW,
  type InstallationAge,
  PRIORITY_RANK,
  type Priority,
  TASK_STATUS_RANK,
  type TaskHistoryEntry,
  type TaskKind,
  type TaskMove,
  type TaskPerson,
  type TaskRow,
  type TaskStatus,
  type TaskSubmission,
  type WorkComment,
} from '@aquadesk/shared/work.ts';
import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  equipment,
  sites,
  tasks as t,
  taskComments,
  taskFiles,
  taskMoves,
  taskPeople,
  taskSubmissions,
  users,
} from '../../db/schema/index.ts';
import { isoTime, isoTimeOrNull, TODAY_IST } from '../../db/sql-time.ts';
import type { Queryable } from '../../db/types.ts';
import { COUNT, type PageQuery, pageWithCount, searchedColumn } from '../../platform/page-search.ts';
import { containsPattern, type SortKey } from '../../platform/paging.ts';
import { previewOf } from '../../platform/text-preview.ts';

export type TaskRecord = typeof t.$inferSelect;
export type NewTask = typeof t.$inferInsert;

const adviser = alias(users, 'task_adviser');
const starter = alias(users, 'task_starter');
const siteClient = alias(users, 'task_site_client');

/**
 * Who is asking (spec 001 §6, docs/api.md "Work"): admins and technical directors see every task; anyone
 * else the tasks they advise, are assigned to or were forwarded.
 */
export interface TaskViewer {
  id: number;
  seesAll: boolean;
}

/** Tasks where `userId` is an assignee or forwarded user. */
const peopleOf = (userId: number) =>
  sql`select ${taskPeople.taskId} from ${taskPeople} where ${taskPeople.userId} = ${userId}`;

/**
 * The caller's tasks as a WHERE clause (filtered in SQL, never after the fact). Written as one semi-join
 * on the ids they advise or are on, so the planner starts from those few ids instead of walking the
 * whole list index (bench/README.md section 3).
 */
export function visibleTo(viewer: TaskViewer): SQL | undefined {
  if (viewer.seesAll) return undefined;
  return sql`${t.id} in (select ta.id from ${t} ta where ta.adviser_id = ${viewer.id} union all ${peopleOf(viewer.id)})`;
}

/**
 * visibleTo as a list of ids fetched first (`id = any(array(…))`): the same tasks, read by their primary
 * key, where a search ordered by id would otherwise walk every task to find the caller's few
 * (bench/README.md "Search").
 */
function visibleIds(viewer: TaskViewer): SQL | undefined {
  if (viewer.seesAll) return undefined;
  return sql`${t.id} = any(array(select ta.id from ${t} ta where ta.adviser_id = ${viewer.id} union all ${peopleOf(viewer.id)}))`;
}

/** users_list of a task as JSON, in the order people joined. */
const usersList = sql<TaskPerson[]>`coalesce((
  select json_agg(json_build_object(
    'id', pu.id, 'name', pu.name, 'email', pu.email, 'type', tp.type,
    'forwarded', fu.name, 'forwarded_email', fu.email
  ) order by tp.added_at, pu.id)
  from ${taskPeople} tp
  join ${users} pu on pu.id = tp.user_id
  left join ${users} fu on fu.id = tp.forwarded_by
  where tp.task_id = ${t.id}
), '[]'::json)`;

/** A list row's description (spec 001 §9): a preview; the work report carries the whole text. */
const descriptionPreview = previewOf(t.description, DESCRIPTION_PREVIEW);

function rowColumns(viewerId: number, whole: boolean) {
  const description = whole ? t.description : descriptionPreview;
  return {
    id: t.id,
    kind: sql<TaskKind>`${t.kind}`,
    worktype: t.worktype,
    site_id: t.siteId,
    site_name: sql<string | null>`coalesce(${sites.siteName}, ${t.siteName})`,
    client_id: t.clientId,
    client_name: sql<string | null>`coalesce(nullif(${t.clientName}, ''), ${siteClient.name})`,
    panel_type: t.panelType,
    description,
    complaint: description,
    users_list: usersList,
    in_operation_since: sql<InstallationAge | null>`${t.inOperationSince}`,
    status: sql<TaskStatus>`${t.status}`,
    priority: sql<Priority>`${t.priority}`,
    deadline: sql<string>`${t.deadline}::text`,
    generated_at: isoTime(t.createdAt),
    start_time: isoTimeOrNull(t.startTime),
    started_by: starter.name,
    adviser: adviser.name,
    adviser_id: t.adviserId,
    adviser_email: adviser.email,
    assigned_to_me: sql<boolean>`exists (select 1 from ${taskPeople} where ${taskPeople.taskId} = ${t.id} and ${taskPeople.userId} = ${viewerId})`,
    rating: t.rating,
    equipment_id: t.equipmentId,
    equipment_name: equipment.name,
  };
}

function selectRows(db: Queryable, viewerId: number, whole = false) {
  return db
    .select({ ...rowColumns(viewerId, whole), priority_rank: t.priorityRank, status_rank: t.statusRank })
    .from(t)
    .innerJoin(adviser, eq(adviser.id, t.adviserId))
    .leftJoin(starter, eq(starter.id, t.startedBy))
    .leftJoin(sites, eq(sites.id, t.siteId))
    .leftJoin(siteClient, eq(siteClient.id, t.clientId))
    .leftJoin(equipment, eq(equipment.id, t.equipmentId));
}

export interface ListFilters {
  status?: TaskStatus | undefined;
  priority?: Priority | undefined;
  worktype?: string | undefined;
  kind?: TaskKind | undefined;
  assignee?: number | undefined;
  mine?: boolean | undefined;
  clientId?: number | undefined;
  search?: string | undefined;
}

/** A keyset position: after this (priority rank, status rank, id descending). */
export interface ListCursor {
  priority: number;
  status: number;
  id: number;
}

export type TaskRowWithKey = TaskRow & { priority_rank: number; status_rank: number };

/** spec 001 §9 order: priority, then status, then newest first; `limit` rows after `cursor`. */
export async function listPage(
  db: Queryable,
  viewer: TaskViewer,
  filters: ListFilters,
  limit: number,
  cursor?: ListCursor,
): Promise<TaskRowWithKey[]> {
  const term = filters.search ? containsPattern(filters.search) : undefined;
  const numeric = filters.search && /^\d{1,9}$/.test(filters.search) ? Number(filters.search) : undefined;
  const where = and(
    visibleTo(viewer),
    // the rank columns, so the list index (priority rank, status rank, id) serves filter and order at once
    filters.status ? eq(t.statusRank, TASK_STATUS_RANK[filters.status]) : undefined,
    filters.priority ? eq(t.priorityRank, PRIORITY_RANK[filters.priority]) : undefined,
    filters.worktype ? eq(t.worktype, filters.worktype) : undefined,
    filters.kind ? eq(t.kind, filters.kind) : undefined,
    filters.clientId ? eq(t.clientId, filters.clientId) : undefined,
    filters.assignee ? sql`${t.id} in (${peopleOf(filters.assignee)})` : undefined,
    filters.mine ? sql`${t.id} in (${peopleOf(viewer.id)})` : undefined,
    term
      ? or(sql`${t.searchText} ilike ${term}`, numeric !== undefined ? eq(t.id, numeric) : undefined)
      : undefined,
    cursor
      ? sql`(${t.priorityRank}, ${t.statusRank}, -${t.id}) > (${cursor.priority}, ${cursor.status}, ${-cursor.id})`
      : undefined,
  );
  const rows = await selectRows(db, viewer.id)
    .where(where)
    .orderBy(asc(t.priorityRank), asc(t.statusRank), desc(t.id))
    .limit(limit);
  return rows as TaskRowWithKey[];
}

/**
 * One task as the lists show it (live events: `assigned_to_me` false), or with its whole description
 * (`whole`: the work report).
 */
export async function taskRow(
  db: Queryable,
  id: number,
  viewerId = 0,
  whole = false,
): Promise<TaskRow | undefined> {
  const [row] = await selectRows(db, viewerId, whole).where(eq(t.id, id));
  if (!row) return undefined;
  const { priority_rank: _p, status_rank: _s, ...wire } = row;
  return wire;
}

// ——— one task ———

export interface TaskCore {
  task: TaskRecord;
  assigneeIds: number[];
  forwardedIds: number[];
}

export async function findTask(db: Queryable, id: number): Promise<TaskCore | undefined> {
  const [task] = await db.select().from(t).where(eq(t.id, id));
  if (!task) return undefined;
  const people = await db
    .select({ userId: taskPeople.userId, type: taskPeople.type })
    .from(taskPeople)
    .where(eq(taskPeople.taskId, id));
  return {
    task,
    assigneeIds: people.filter((p) => p.type === 'direct').map((p) => p.userId),
    forwardedIds: people.filter((p) => p.type === 'forwarded').map((p) => p.userId),
  };
}

export async function insertTask(db: Queryable, row: NewTask): Promise<number> {
  const [created] = await db.insert(t).values(row).returning({ id: t.id });
  return created!.id;
}

/** Adds people to a task; someone already on it stays as they were. */
export async function addPeople(
  db: Queryable,
  taskId: number,
  userIds: readonly number[],
  type: 'direct' | 'forwarded',
  forwardedBy: number | null,
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .insert(taskPeople)
    .values(userIds.map((userId) => ({ taskId, userId, type, forwardedBy })))
    .onConflictDoNothing()
    .returning({ userId: taskPeople.userId });
  return rows.map((r) => r.userId);
}

/**
 * A move as one conditional UPDATE (… WHERE status IN from): of two concurrent moves exactly one changes
 * the row (the other waits for the row lock, then finds the status changed). False when not in `from`.
 */
export async function moveStatus(
  db: Queryable,
  id: number,
  from: readonly TaskStatus[],
  patch: Partial<NewTask>,
): Promise<boolean> {
  const rows = await db
    .update(t)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(t.id, id), inArray(t.status, [...from])))
    .returning({ id: t.id });
  return rows.length === 1;
}

export async function recordMove(
  db: Queryable,
  entry: {
    taskId: number;
    move: TaskMove | 'create';
    fromStatus: TaskStatus | null;
    toStatus: TaskStatus;
    byId: number;
    givenTime?: Date | null;
  },
): Promise<void> {
  await db.insert(taskMoves).values({ ...entry, givenTime: entry.givenTime ?? null });
}

export async function history(db: Queryable, taskId: number): Promise<TaskHistoryEntry[]> {
  return db
    .select({
      move: sql<TaskMove | 'create'>`${taskMoves.move}`,
      from: sql<TaskStatus | null>`${taskMoves.fromStatus}`,
      to: sql<TaskStatus>`${taskMoves.toStatus}`,
      by_id: taskMoves.byId,
      by: users.name,
      at: isoTime(taskMoves.at),
      time: isoTimeOrNull(taskMoves.givenTime),
    })
    .from(taskMoves)
    .innerJoin(users, eq(users.id, taskMoves.byId))
    .where(eq(taskMoves.taskId, taskId))
    .orderBy(asc(taskMoves.id));
}

// ——— submissions and reviews ———

export async function insertSubmission(
  db: Queryable,
  row: { taskId: number; finishedBy: number; ownerId: number; finishTime: Date; images: string[] },
): Promise<void> {
  await db.insert(taskSubmissions).values(row);
}

/** Closes the open submission with the review's outcome. */
export async function reviewSubmission(
  db: Queryable,
  taskId: number,
  review: { status: 'APPROVED' | 'REOPENED'; comment: string; rating: number; reviewedBy: number },
): Promise<void> {
  await db
    .update(taskSubmissions)
    .set({
      status: review.status,
      reviewComment: review.comment === '' ? null : review.comment,
      rating: review.rating,
      reviewedBy: review.reviewedBy,
      reviewedAt: new Date(),
    })
    .where(and(eq(taskSubmissions.taskId, taskId), eq(taskSubmissions.status, 'REVIEWING')));
}

const finisher = alias(users, 'sub_finisher');
const owner = alias(users, 'sub_owner');
const reviewer = alias(users, 'sub_reviewer');

export async function submissions(db: Queryable, taskId: number): Promise<TaskSubmission[]> {
  return db
    .select({
      id: taskSubmissions.id,
      url: taskSubmissions.images,
      status: sql<TaskSubmission['status']>`${taskSubmissions.status}`,
      finish_time: isoTime(taskSubmissions.finishTime),
      finished_by: finisher.name,
      finished_by_id: taskSubmissions.finishedBy,
      owner: owner.name,
      owner_id: taskSubmissions.ownerId,
      comments: taskSubmissions.reviewComment,
      rating: taskSubmissions.rating,
      reviewed_by: reviewer.name,
      reviewed_at: isoTimeOrNull(taskSubmissions.reviewedAt),
    })
    .from(taskSubmissions)
    .innerJoin(finisher, eq(finisher.id, taskSubmissions.finishedBy))
    .innerJoin(owner, eq(owner.id, taskSubmissions.ownerId))
    .leftJoin(reviewer, eq(reviewer.id, taskSubmissions.reviewedBy))
    .where(eq(taskSubmissions.taskId, taskId))
    .orderBy(asc(taskSubmissions.id));
}

// ——— people, comments, files ———

/** The task's people with their part (adviser first), for mentions and the report. */
export async function reportPeople(db: Queryable, taskId: number, adviserId: number) {
  const [adv] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, adviserId));
  const people = await db
    .select({ id: users.id, name: users.name, email: users.email, type: taskPeople.type })
    .from(taskPeople)
    .innerJoin(users, eq(users.id, taskPeople.userId))
    .where(eq(taskPeople.taskId, taskId))
    .orderBy(asc(taskPeople.addedAt), asc(users.id));
  return { adviser: adv, people };
}

export async function insertComment(
  db: Queryable,
  row: { taskId: number; userId: number; parts: CommentPart[]; image: string | null },
): Promise<number> {
  const [created] = await db.insert(taskComments).values(row).returning({ id: taskComments.id });
  return created!.id;
}

function selectComments(db: Queryable) {
  return db
    .select({
      id: taskComments.id,
      task_id: taskComments.taskId,
      user_id: taskComments.userId,
      name: users.name,
      comment: taskComments.parts,
      isimage: sql<boolean>`${taskComments.image} is not null`,
      generated_at: isoTime(taskComments.createdAt),
    })
    .from(taskComments)
    .innerJoin(users, eq(users.id, taskComments.userId));
}

/** The newest `cap` comments, oldest first. */
export async function comments(db: Queryable, taskId: number, cap: number): Promise<WorkComment[]> {
  const rows = await selectComments(db)
    .where(eq(taskComments.taskId, taskId))
    .orderBy(desc(taskComments.id))
    .limit(cap);
  return rows.reverse();
}

export async function comment(db: Queryable, id: number): Promise<WorkComment | undefined> {
  const [row] = await selectComments(db).where(eq(taskComments.id, id));
  return row;
}

export async function insertFiles(
  db: Queryable,
  taskId: number,
  kind: 'addworks' | 'comment',
  files: readonly string[],
): Promise<void> {
  if (files.length === 0) return;
  await db.insert(taskFiles).values(files.map((file) => ({ file, taskId, kind })));
}

export async function fileOwner(
  db: Queryable,
  file: string,
): Promise<{ taskId: number; kind: 'addworks' | 'comment' } | undefined> {
  const [row] = await db
    .select({ taskId: taskFiles.taskId, kind: sql<'addworks' | 'comment'>`${taskFiles.kind}` })
    .from(taskFiles)
    .where(eq(taskFiles.file, file));
  return row;
}

/** Whether the viewer may see task `id`. */
export async function isVisible(db: Queryable, viewer: TaskViewer, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.id, id), visibleTo(viewer)));
  return row !== undefined;
}

/** The dashboard's Pending works: the viewer's open tasks, overdue first (earliest deadline first). */
export async function pendingTasks(db: Queryable, viewer: TaskViewer, limit: number) {
  return db
    .select({
      id: t.id,
      worktype: t.worktype,
      description: descriptionPreview,
      site_name: t.siteName,
      status: t.status,
      deadline: t.deadline,
      overdue: sql<boolean>`${t.deadline} < ${TODAY_IST}`,
    })
    .from(t)
    .where(and(visibleTo(viewer), sql`${t.status} <> 'FINISHED'`))
    .orderBy(t.deadline, t.id)
    .limit(limit);
}

/**
 * Find anything (docs/api.md "Search"): at most `limit` of the viewer's tasks (visibleTo, as the list)
 * whose search text holds `term` or whose number it is, newest first.
 */
export async function searchTasks(db: Queryable, viewer: TaskViewer, term: string, limit: number) {
  const numeric = /^\d{1,9}$/.test(term) ? Number(term) : undefined;
  return db
    .select({
      id: t.id,
      worktype: t.worktype,
      site_name: sql<string | null>`coalesce(${sites.siteName}, ${t.siteName})`,
      description: previewOf(t.description, 80),
      status: sql<TaskStatus>`${t.status}`,
    })
    .from(t)
    .leftJoin(sites, eq(sites.id, t.siteId))
    .where(
      and(
        visibleIds(viewer),
        or(
          sql`${searchedColumn(term, t.searchText)} ilike ${containsPattern(term)}`,
          numeric !== undefined ? eq(t.id, numeric) : undefined,
        ),
      ),
    )
    .orderBy(desc(t.id))
    .limit(limit);
}

/**
 * Tasks the viewer sees finished per IST week (Monday to Sunday) from the week of `from` to that of `to`
 * (each a Monday), every week present; one statement (docs/api.md "Dashboard trends"). A finished task's
 * day is its `last_finish_day` (the IST day of its latest submission, kept by a trigger).
 */
export async function finishedPerWeek(db: Queryable, viewer: TaskViewer, from: string, to: string) {
  const seen = visibleTo(viewer);
  const result = (await db.execute(sql`
    with weeks as (
      select m::date as week from generate_series(${from}::date, ${to}::date, interval '7 days') m
    ), done as (
      select date_trunc('week', ${t.lastFinishDay})::date as week
        from ${t}
       where ${t.status} = 'FINISHED' and ${t.lastFinishDay} >= ${from}::date
         and ${t.lastFinishDay} < ${to}::date + 7 ${seen ? sql`and ${seen}` : sql``}
    )
    select to_char(w.week, 'YYYY-MM-DD') as week,
           (select count(*) from done d where d.week = w.week)::int as finished
      from weeks w
     order by w.week
  `)) as unknown as { rows: { week: string; finished: number }[] };
  return result.rows.map((r) => ({ week: r.week, finished: Number(r.finished) }));
}

// ——— the maintenance calls that name a piece of equipment (issue 43 item 1) ———

/** The people of a task by name, in the order they joined. */
const peopleNames = sql<string[]>`coalesce((
  select json_agg(pu.name order by tp.added_at, pu.id)
  from ${taskPeople} tp join ${users} pu on pu.id = tp.user_id
  where tp.task_id = ${t.id}
), '[]'::json)`;

/** The history's order: newest call first (the id keeps the order of registration). */
const CALL_ORDER: SortKey[] = [{ expr: t.id, dir: 'desc' }];

/**
 * A page of the maintenance calls that name a piece, newest first, each with its complaint's preview,
 * status, who raised it, its people and its finish day, and how many there are.
 */
export async function equipmentCalls(db: Queryable, equipmentId: number, query: PageQuery) {
  const where = and(eq(t.equipmentId, equipmentId), eq(t.kind, 'maintenance'));
  return pageWithCount(
    CALL_ORDER,
    query,
    (after, orderBy, take) =>
      db
        .select({
          id: t.id,
          worktype: t.worktype,
          generated_at: isoTime(t.createdAt),
          complaint: descriptionPreview,
          status: sql<TaskStatus>`${t.status}`,
          adviser: adviser.name,
          people: peopleNames,
          finished_on: sql<string | null>`${t.lastFinishDay}::text`,
        })
        .from(t)
        .innerJoin(adviser, eq(adviser.id, t.adviserId))
        .where(and(where, after))
        .orderBy(...orderBy)
        .limit(take),
    () => db.select(COUNT).from(t).where(where),
    (r) => [r.id],
  );
}
