import type { CommentPart } from '@aquadesk/shared/work.ts';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, moment, refersTo, serialId, timestamps } from './columns.ts';
import { equipment } from './equipment.ts';
import { sites } from './sites.ts';
import { users } from './users.ts';

/**
 * Work tasks (spec 001 §3, §4). Owner: work. Maintenance calls and new work share one table (`kind`), so
 * task ids are unique across all kinds of work (docs/api.md "Ids and work types"); the wire keeps
 * `worktype`. Status and priority carry generated sort ranks for the list's order (spec 001 §9).
 */
export const tasks = pgTable(
  'tasks',
  {
    id: serialId(),
    kind: text('kind').notNull(),
    worktype: text('worktype').notNull(),
    /** A site from the list, or null for another site named in `site_name` (or none). */
    siteId: integer('site_id').references(() => sites.id),
    siteName: text('site_name'),
    /** The site's client (for the client page), null without a listed site. */
    clientId: integer('client_id').references(() => users.id),
    clientName: text('client_name'),
    /** The piece of equipment a maintenance call is about (issue 43 item 1), if one is named. */
    equipmentId: integer('equipment_id').references(() => equipment.id),
    panelType: text('panel_type').notNull(),
    /** The description (new work) or the complaint (maintenance). */
    description: text('description').notNull(),
    inOperationSince: text('in_operation_since'),
    status: text('status').notNull().default('ASSIGNED'),
    statusRank: smallint('status_rank')
      .notNull()
      .generatedAlwaysAs(
        sql`case status when 'ASSIGNED' then 1 when 'IN PROGRESS' then 2 when 'RE:IN PROGRESS' then 3 when 'REVIEWING' then 4 else 5 end`,
      ),
    priority: text('priority').notNull(),
    priorityRank: smallint('priority_rank')
      .notNull()
      .generatedAlwaysAs(sql`case priority when 'URGENT' then 1 when 'MEDIUM' then 2 else 3 end`),
    deadline: date('deadline', { mode: 'string' }).notNull(),
    /** The creator. */
    adviserId: refersTo('adviser_id', () => users.id),
    startedBy: integer('started_by').references(() => users.id),
    /** The start time given (or when the start photo arrived). */
    startTime: moment('start_time'),
    startImage: text('start_image'),
    /** The latest review's rating. */
    rating: smallint('rating'),
    /**
     * The day (Asia/Kolkata, as the app shows days) of the latest finish time among the task's
     * submissions, null before the first. Kept by the database (trigger tasks_last_finish_day, migration
     * 0014), never written by the app: the dashboard's "finished late?" compares it with the deadline
     * instead of looking up task_submissions per task (docs/api.md "Rank score", bench/README.md
     * "Dashboard").
     */
    lastFinishDay: date('last_finish_day', { mode: 'string' }),
    /** What the list's search reads: one text with one trigram index (docs/api.md "Work"). */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`description || ' ' || panel_type || ' ' || coalesce(site_name, '') || ' ' || coalesce(client_name, '')`,
      ),
    ...timestamps(),
  },
  (t) => [
    check('tasks_kind_ck', sql`${t.kind} in ('maintenance', 'new_work')`),
    check(
      'tasks_status_ck',
      sql`${t.status} in ('ASSIGNED', 'IN PROGRESS', 'RE:IN PROGRESS', 'REVIEWING', 'FINISHED')`,
    ),
    check('tasks_priority_ck', sql`${t.priority} in ('URGENT', 'MEDIUM', 'LOW')`),
    check('tasks_rating_ck', sql`${t.rating} between 1 and 5`),
    check('tasks_panel_type_ck', sql`char_length(${t.panelType}) <= 25`),
    // the list's order and keyset paging: priority, status, newest (highest id) first
    index('tasks_list_idx').on(t.priorityRank, t.statusRank, t.id.desc().nullsFirst()),
    index('tasks_worktype_idx').on(t.worktype, t.priorityRank, t.statusRank, t.id.desc().nullsFirst()),
    index('tasks_adviser_idx').on(t.adviserId),
    index('tasks_client_idx').on(t.clientId),
    index('tasks_site_idx').on(t.siteId),
    index('tasks_equipment_idx').on(t.equipmentId),
    index('tasks_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // the dashboard (modules/dashboard/repository.ts, bench/README.md "Dashboard"): every column its
    // rating and status counts read, so they are index-only scans (drizzle has no INCLUDE, hence keys).
    // By id for the employee ranking's merge join with task_people's primary key; by creation time for
    // a period's status counts and the reseller ranking.
    index('tasks_rating_idx').on(t.id, t.createdAt, t.status, t.rating, t.deadline, t.lastFinishDay),
    index('tasks_period_idx').on(t.createdAt, t.adviserId, t.status, t.rating, t.deadline, t.lastFinishDay),
  ],
);

/** The task's people: direct assignees and forwarded users (spec 001 §3 users_list). */
export const taskPeople = pgTable(
  'task_people',
  {
    taskId: belongsTo('task_id', () => tasks.id),
    userId: refersTo('user_id', () => users.id),
    /** direct (assigned at registration) or forwarded. */
    type: text('type').notNull(),
    forwardedBy: integer('forwarded_by').references(() => users.id),
    addedAt: moment('added_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.taskId, t.userId] }),
    index('task_people_user_idx').on(t.userId, t.taskId),
    check('task_people_type_ck', sql`${t.type} in ('direct', 'forwarded')`),
  ],
);

/** Every move made on a task: who, when, from which state to which (spec 001 §4). */
export const taskMoves = pgTable(
  'task_moves',
  {
    id: serialId(),
    taskId: belongsTo('task_id', () => tasks.id),
    move: text('move').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    byId: refersTo('by_id', () => users.id),
    at: moment('at').notNull().defaultNow(),
    /** The time the user gave (start, finish). */
    givenTime: moment('given_time'),
  },
  (t) => [index('task_moves_task_idx').on(t.taskId, t.id)],
);

/** Submissions for review (spec 001 §3 project_associated_urls) and how each review went. */
export const taskSubmissions = pgTable(
  'task_submissions',
  {
    id: serialId(),
    taskId: belongsTo('task_id', () => tasks.id),
    finishedBy: refersTo('finished_by', () => users.id),
    ownerId: refersTo('owner_id', () => users.id),
    finishTime: moment('finish_time').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    status: text('status').notNull().default('REVIEWING'),
    reviewComment: text('review_comment'),
    rating: smallint('rating'),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: moment('reviewed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('task_submissions_task_idx').on(t.taskId, t.id),
    check('task_submissions_status_ck', sql`${t.status} in ('REVIEWING', 'APPROVED', 'REOPENED')`),
    check('task_submissions_rating_ck', sql`${t.rating} between 1 and 5`),
  ],
);

/** Comments on a task's report: message parts (spec 001 §3 "Comment") and an optional image. */
export const taskComments = pgTable(
  'task_comments',
  {
    id: serialId(),
    taskId: belongsTo('task_id', () => tasks.id),
    userId: refersTo('user_id', () => users.id),
    parts: jsonb('parts').$type<CommentPart[]>().notNull(),
    image: text('image'),
    createdAt: createdAt(),
  },
  (t) => [index('task_comments_task_idx').on(t.taskId, t.id)],
);

/**
 * Every image a task holds (start photo, submission photos, comment images), so GET /addworks/{file} can
 * tell whose it is and serve it only to those who may see the task.
 */
export const taskFiles = pgTable(
  'task_files',
  {
    file: text('file').primaryKey(),
    taskId: belongsTo('task_id', () => tasks.id),
    /** The storage folder: addworks (start and submit photos) or comment. */
    kind: text('kind').notNull(),
  },
  (t) => [
    index('task_files_task_idx').on(t.taskId),
    check('task_files_kind_ck', sql`${t.kind} in ('addworks', 'comment')`),
  ],
);
