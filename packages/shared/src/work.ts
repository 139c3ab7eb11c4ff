import { z } from 'zod';
import type { EstimateAssignee, EstimateListRow } from './estimates.ts';
import { zCursor, zPageLimit, zSearch } from './paging.ts';
import { hasAnyRole, isResellerOnly, type Principal } from './permissions.ts';
import type { SitePick } from './sites.ts';
import {
  boundText,
  LIST_TEXT_PREVIEW,
  TEXT_MAX,
  zIdOf,
  zOptionalText,
  zRequiredText,
  zWhole,
} from './validation.ts';

// ——— business constants (spec 001 §9) ———

/** Work types a staff member (not a reseller) may register. */
export const WORK_TYPES = [
  'Finance',
  'Marketing & Business Development',
  'Logistics',
  'Administration',
  'Manufacturing',
  'Delivery related',
  'IT Development',
  'IT Support',
  'Technical Support',
  'Suchitwa Mission',
  'New Work',
  'Maintenance',
  'Revamping',
] as const;

/** Work types a reseller may register. */
export const RESELLER_WORK_TYPES = [
  'IT Support',
  'Billing Support',
  'Technical Support',
  'Marketing',
  'Administration',
] as const;

/** Every work type a task may carry (the union of both lists), for list filters. */
export const ALL_WORK_TYPES = [
  ...new Set<string>([...WORK_TYPES, ...RESELLER_WORK_TYPES]),
] as readonly string[];

/** The work type whose registration needs a client name (spec 001 §5). */
export const CLIENT_NAME_WORK_TYPE = 'Manufacturing';

/** The work types `user` may register: the reseller list for a reseller (not also an admin), else the staff list. */
export function workTypesFor(p: Principal): readonly string[] {
  return isResellerOnly(p) ? RESELLER_WORK_TYPES : WORK_TYPES;
}

/** Task statuses in the list's sort order (spec 001 §9: FINISHED last). */
export const TASK_STATUSES = ['ASSIGNED', 'IN PROGRESS', 'RE:IN PROGRESS', 'REVIEWING', 'FINISHED'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
/** Sort rank of a status (1 first). */
export const TASK_STATUS_RANK: Record<TaskStatus, number> = {
  ASSIGNED: 1,
  'IN PROGRESS': 2,
  'RE:IN PROGRESS': 3,
  REVIEWING: 4,
  FINISHED: 5,
};

export const PRIORITIES = ['URGENT', 'MEDIUM', 'LOW'] as const;
export type Priority = (typeof PRIORITIES)[number];
/** spec 001 §9: sort 1, 2, 3. */
export const PRIORITY_RANK: Record<Priority, number> = { URGENT: 1, MEDIUM: 2, LOW: 3 };

/** Installation age of the machinery (`in_operation_since`). */
export const INSTALLATION_AGES = ['Fresh', '<1 year', '2-5 year', '>5 year'] as const;
export type InstallationAge = (typeof INSTALLATION_AGES)[number];

/** The two kinds of task (two registration calls, two lists); the wire keeps `worktype` as well. */
export const TASK_KINDS = ['maintenance', 'new_work'] as const;
export type TaskKind = (typeof TASK_KINDS)[number];

export const PANEL_TYPE_MAX = 25;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** Description preview in the work table (a list row carries this much, docs/api.md "Work"). */
export const DESCRIPTION_PREVIEW = LIST_TEXT_PREVIEW;
/** Local-storage key of the work table's filters. */
export const WORK_FILTER_STORAGE_KEY = 'work_table_filter';
/** Most images one submission carries. */
export const FINISH_IMAGES_MAX = 6;
/** Longest comment text. */
export const COMMENT_MAX = 2000;
/** Most employees on one task (assign or forward). */
export const TASK_PEOPLE_MAX = 50;

// ——— messages (spec 001 §5) ———

export const WORK_MESSAGES = {
  invalidWorkType: 'Please Enter a valid Work Type',
  resellerWorkType: 'Only selected work types are allowed for resellers.',
  panelTypeRequired: 'Enter the machinery or assignment type',
  panelTypeTooLong: `Machinery type must be at most ${PANEL_TYPE_MAX} characters`,
  deadlineRequired: 'Choose a deadline',
  unknownEquipment: "Choose a piece of this site's equipment that is in service",
  priorityRequired: 'Choose a priority',
  descriptionRequired: 'Enter the description',
  complaintRequired: 'Enter the complaint',
  clientNameRequired: 'Enter the client name',
  installationAge: 'Choose the installation age from the list',
  siteRequired: 'Select a site',
  siteNameRequired: 'Enter the site name',
  unknownSite: 'Select a site from the list',
  employeeOnce: 'An employee can be added only once',
  unknownEmployee: 'Select employees from the list',
  forwardEmployeeRequired: 'Select at least one employee',
  alreadyOnTask: 'Everyone selected is already on this task',
  startTimeRequired: 'Enter the start time',
  startTimeOrImage: 'Enter the start time or add a photo',
  finishTimeRequired: 'Enter the finish time',
  invalidTime: 'Enter a valid time',
  ownerRequired: 'Choose the employee who did the work',
  unknownOwner: 'Choose the employee from the task’s people',
  ratingRange: `Give a rating from ${RATING_MIN} to ${RATING_MAX} stars`,
  reviewStatus: 'Choose APPROVED or REOPENED',
  commentRequired: 'Write a message or add an image',
  commentTooLong: `A comment is at most ${COMMENT_MAX} characters`,
  mentionOutsider: 'Only the task’s people can be mentioned',
  badMessage: 'The message is not a valid list of parts',
  notAllowed: (status: TaskStatus) => `Not allowed while the task is ${status}`,
  notYourTask: 'Only the task’s people, an admin or a technical director can do this',
  reviewOnly: 'Only the adviser, an admin or a technical director can review',
  added: 'Work registered',
} as const;

// ——— the state machine (spec 001 §4, §6) ———

/** Who a user is to one task; a user may be several at once (an adviser who is also an admin). */
export const TASK_PERSON_KINDS = [
  'admin',
  'technical_director',
  'adviser',
  'assignee',
  'forwarded',
  'stranger',
] as const;
export type TaskPersonKind = (typeof TASK_PERSON_KINDS)[number];

const DOERS = ['admin', 'technical_director', 'adviser', 'assignee', 'forwarded'] as const;
const REVIEWERS = ['admin', 'technical_director', 'adviser'] as const;

/**
 * Every move a task may make: the states it may start from, the state it lands in (`null`: unchanged), and
 * the kinds of person who may make it. Anyone else who may see the task gets 403; a stranger 404; a move
 * from another state 409.
 */
export const TASK_MOVES = {
  forward: { from: ['ASSIGNED', 'IN PROGRESS', 'RE:IN PROGRESS'], to: null, by: DOERS },
  start: { from: ['ASSIGNED'], to: 'IN PROGRESS', by: DOERS },
  finish: { from: ['IN PROGRESS', 'RE:IN PROGRESS'], to: 'REVIEWING', by: DOERS },
  approve: { from: ['REVIEWING'], to: 'FINISHED', by: REVIEWERS },
  reopen: { from: ['REVIEWING'], to: 'RE:IN PROGRESS', by: REVIEWERS },
} as const satisfies Record<
  string,
  { from: readonly TaskStatus[]; to: TaskStatus | null; by: readonly TaskPersonKind[] }
>;
export type TaskMove = keyof typeof TASK_MOVES;
export const TASK_MOVE_NAMES = Object.keys(TASK_MOVES) as TaskMove[];

/** The status after `move` from `status`, or null when spec 001 §4 does not allow it. */
export function moveTask(status: TaskStatus, move: TaskMove): TaskStatus | null {
  const rule = TASK_MOVES[move];
  if (!(rule.from as readonly TaskStatus[]).includes(status)) return null;
  return rule.to ?? status;
}

/** Whether someone who is `kinds` to a task may make `move` (regardless of state). */
export function mayMakeMove(kinds: readonly TaskPersonKind[], move: TaskMove): boolean {
  const allowed = TASK_MOVES[move].by as readonly TaskPersonKind[];
  return kinds.some((k) => allowed.includes(k));
}

/** spec 001 §6 "readings differ": the work list's Advisor column (screen and export) is for admin and marketing. */
export function seesWorkAdvisor(principal: Principal): boolean {
  return hasAnyRole(principal, ['admin', 'marketing_manager']);
}

/** Who `user` is to a task, from its adviser and people ids. */
/**
 * spec 001 §5: a submitter who advises the task and is not an admin names the employee who did the work
 * (`owner_id`); the server refuses the submit without one, the form asks for it.
 */
export function submitNeedsOwner(kinds: readonly TaskPersonKind[]): boolean {
  return kinds.includes('adviser') && !kinds.includes('admin');
}

export function personKinds(
  user: Principal & { id: number },
  task: { adviserId: number; assigneeIds: readonly number[]; forwardedIds: readonly number[] },
): TaskPersonKind[] {
  const kinds: TaskPersonKind[] = [];
  if (hasAnyRole(user, ['admin'])) kinds.push('admin');
  if (hasAnyRole(user, ['technical_director'])) kinds.push('technical_director');
  if (task.adviserId === user.id) kinds.push('adviser');
  if (task.assigneeIds.includes(user.id)) kinds.push('assignee');
  if (task.forwardedIds.includes(user.id)) kinds.push('forwarded');
  if (kinds.length === 0) kinds.push('stranger');
  return kinds;
}

/** Admins and technical directors see and may act on every task. */
export const TASK_DIRECTORS = ['admin', 'technical_director'] as const;

/** The moves `kinds` may make from `status` now (the report's action buttons). */
export function availableMoves(kinds: readonly TaskPersonKind[], status: TaskStatus): TaskMove[] {
  return TASK_MOVE_NAMES.filter((m) => mayMakeMove(kinds, m) && moveTask(status, m) !== null);
}

// ——— request fields ———

// docs/api.md "Settled points": multipart booleans accept true/false and 1/0
const zFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])], { error: 'Must be true or false' })
  .optional()
  .transform((v) => v === true || v === 'true' || v === '1');

/** A time the user gives (start, finish): ISO 8601 date-time (a `datetime-local` value is accepted). */
const zGivenTime = (required: string) =>
  zRequiredText(required, { max: 40 }).refine((v) => !Number.isNaN(Date.parse(v)), {
    error: WORK_MESSAGES.invalidTime,
  });

export const zTaskId = zIdOf(undefined, 'Id');

/** The task's own work type (docs/api.md "Ids and work types": one that does not match the id is 404). */
export const zWorkTypeRef = zRequiredText(WORK_MESSAGES.invalidWorkType, { label: 'Work type' });

/** `users_id`: employee ids, each once (spec 001 §5). Multipart sends it as JSON text or repeated ids. */
const zUserIds = (opts: { min: number }) =>
  z
    .preprocess(
      (v) => {
        if (typeof v !== 'string') return v;
        const t = v.trim();
        if (t === '') return [];
        if (t.startsWith('[')) {
          try {
            return JSON.parse(t) as unknown;
          } catch {
            return v;
          }
        }
        return t.split(',');
      },
      z
        .array(zIdOf(WORK_MESSAGES.unknownEmployee), {
          error: opts.min > 0 ? WORK_MESSAGES.forwardEmployeeRequired : WORK_MESSAGES.unknownEmployee,
        })
        .max(TASK_PEOPLE_MAX, { error: `At most ${TASK_PEOPLE_MAX} employees` }),
    )
    .refine((ids) => ids.length >= opts.min, { error: WORK_MESSAGES.forwardEmployeeRequired })
    .refine((ids) => new Set(ids).size === ids.length, { error: WORK_MESSAGES.employeeOnce });

const zWorkType = zRequiredText(WORK_MESSAGES.invalidWorkType, { label: 'Work type' }).refine(
  (v) => ALL_WORK_TYPES.includes(v),
  { error: WORK_MESSAGES.invalidWorkType },
);

const zPanelType = boundText(
  z
    .string({ error: WORK_MESSAGES.panelTypeRequired })
    .trim()
    .min(1, { error: WORK_MESSAGES.panelTypeRequired }),
  { label: 'Machinery type', max: PANEL_TYPE_MAX },
);

const zDeadline = z.iso.date({ error: WORK_MESSAGES.deadlineRequired });
const zPriority = z.enum(PRIORITIES, { error: WORK_MESSAGES.priorityRequired });
const zInstallationAge = z
  .enum(['', ...INSTALLATION_AGES], { error: WORK_MESSAGES.installationAge })
  .nullish()
  .transform((v) => (v ? v : null));
const zOptionalSiteId = z
  .union([zIdOf(WORK_MESSAGES.unknownSite), z.literal(''), z.null()], { error: WORK_MESSAGES.unknownSite })
  .optional()
  .transform((v) => (typeof v === 'number' ? v : null));

/** A piece of equipment a maintenance call names (issue 43 item 1): an id, or nothing ('' and null). */
const zOptionalEquipmentId = z
  .union([zIdOf(WORK_MESSAGES.unknownEquipment), z.literal(''), z.null()], {
    error: WORK_MESSAGES.unknownEquipment,
  })
  .optional()
  .transform((v) => (typeof v === 'number' ? v : null));

/** The reseller/staff list check and the Manufacturing client name (spec 001 §5) are made by the server. */
const registerCommon = {
  panel_type: zPanelType,
  users_id: zUserIds({ min: 0 }).default([]),
  in_operation_since: zInstallationAge,
  worktype: zWorkType,
  priority: zPriority,
  deadline: zDeadline,
  client_name: zOptionalText({ label: 'Client name' }),
  site_id: zOptionalSiteId,
  isOtherSite: zFlag,
  site_name: zOptionalText({ label: 'Site name' }),
  /** Sent by the spec's client; a new task is always ASSIGNED, so this is ignored. */
  status: z.unknown().optional(),
};

/** Runs even when other fields fail, so every missing field is named at once (reads the raw values). */
const rawOf = (v: unknown) => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});
const isBlank = (x: unknown) => x === undefined || x === null || (typeof x === 'string' && x.trim() === '');
const otherSite = (v: unknown) => {
  const flag = rawOf(v).isOtherSite;
  return flag === true || flag === 'true' || flag === '1';
};
const always = (field: string, error: string) => ({ path: [field], error, when: () => true });

const siteNameOk = (v: unknown) => !otherSite(v) || !isBlank(rawOf(v).site_name);
const clientNameOk = (v: unknown) =>
  rawOf(v).worktype !== CLIENT_NAME_WORK_TYPE || !isBlank(rawOf(v).client_name);
const siteOk = (v: unknown) => otherSite(v) || !isBlank(rawOf(v).site_id);

/** A register request: the common fields with its own text box, and the rule for a site named by hand. */
const registerRequest = <Text extends z.ZodRawShape>(text: Text) =>
  z
    .object({ ...registerCommon, ...text })
    .refine(siteNameOk, always('site_name', WORK_MESSAGES.siteNameRequired));

/**
 * POST /add-new-work (spec 001 §5, §7). A site is optional (internal work has none): `site_id` from the list,
 * or `site_name` alone (another site by name).
 */
export const ZAddNewWorkRequest = registerRequest({
  description: zRequiredText(WORK_MESSAGES.descriptionRequired, {
    label: 'Description',
    multiline: true,
    max: TEXT_MAX.long,
  }),
}).refine(clientNameOk, always('client_name', WORK_MESSAGES.clientNameRequired));
export type TAddNewWorkRequest = z.input<typeof ZAddNewWorkRequest>;

/**
 * POST /add-maintenance (spec 001 §5, §7): a site is required: `site_id` from the list, or `isOtherSite`
 * with `site_name`.
 */
export const ZAddMaintenanceRequest = registerRequest({
  complaint: zRequiredText(WORK_MESSAGES.complaintRequired, {
    label: 'Complaint',
    multiline: true,
    max: TEXT_MAX.long,
  }),
  /** issue 43 item 1: the piece of the site's equipment the call is about, if one is named. */
  equipment_id: zOptionalEquipmentId,
})
  .refine(siteOk, always('site_id', WORK_MESSAGES.siteRequired))
  .refine(clientNameOk, always('client_name', WORK_MESSAGES.clientNameRequired));
export type TAddMaintenanceRequest = z.input<typeof ZAddMaintenanceRequest>;

/** `{ id, worktype }`: the task a call acts on. */
export const ZTaskRef = z.object({ id: zTaskId, worktype: zWorkTypeRef });
export type TTaskRef = z.input<typeof ZTaskRef>;

/** POST /forward-work: at least one employee (spec 001 §5); forwarded users join the task. */
export const ZForwardWorkRequest = ZTaskRef.extend({ users_id: zUserIds({ min: 1 }) });
export type TForwardWorkRequest = z.input<typeof ZForwardWorkRequest>;

/**
 * POST /start-addwork, JSON or multipart (docs/api.md "Start calls"): a `time`, or in image mode an `image`
 * part instead (then the time is when the server received it). The route checks "time or image".
 */
export const ZStartWorkFields = ZTaskRef.extend({
  time: z
    .union([zGivenTime(WORK_MESSAGES.startTimeRequired), z.literal('')])
    .optional()
    .transform((v) => (v ? v : null)),
});
export type TStartWorkFields = z.input<typeof ZStartWorkFields>;

/**
 * POST /finish-addwork (multipart text fields; `images` are file parts, up to FINISH_IMAGES_MAX). `owner_id`
 * is required when a non-admin submits work they advise: one of the task's assignees or forwarded users.
 */
export const ZFinishWorkFields = ZTaskRef.extend({
  time: zGivenTime(WORK_MESSAGES.finishTimeRequired),
  owner_id: z
    .union([zIdOf(WORK_MESSAGES.unknownOwner), z.literal(''), z.null()], {
      error: WORK_MESSAGES.unknownOwner,
    })
    .optional()
    .transform((v) => (typeof v === 'number' ? v : null)),
});
export type TFinishWorkFields = z.input<typeof ZFinishWorkFields>;

export const REVIEW_OUTCOMES = ['APPROVED', 'REOPENED'] as const;
export type ReviewOutcome = (typeof REVIEW_OUTCOMES)[number];

/** POST /review-addwork: APPROVED → FINISHED, REOPENED → RE:IN PROGRESS (docs/api.md "Review"). */
export const ZReviewWorkRequest = ZTaskRef.extend({
  status: z.enum(REVIEW_OUTCOMES, { error: WORK_MESSAGES.reviewStatus }),
  rating: zWhole({ min: RATING_MIN, max: RATING_MAX, message: WORK_MESSAGES.ratingRange }),
  comment: zOptionalText({ label: 'Comment', multiline: true, max: COMMENT_MAX }),
});
export type TReviewWorkRequest = z.input<typeof ZReviewWorkRequest>;

/** The comment box (docs/api.md "Comments"): a message, a photo or both; the message within COMMENT_MAX. */
export const ZCommentForm = z
  .object({
    text: z.string().max(COMMENT_MAX, WORK_MESSAGES.commentTooLong),
    hasImage: z.boolean(),
  })
  .refine((v) => v.text.trim() !== '' || v.hasImage, {
    path: ['text'],
    error: WORK_MESSAGES.commentRequired,
  });

/** POST /get-workreport-by-id. */
export const ZWorkReportRequest = ZTaskRef;

/** A part of a comment as a client sends it: a mention names a person by id; the server fills the name. */
export const ZCommentPartInput = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('mention'), id: zIdOf(WORK_MESSAGES.mentionOutsider) }),
    z.object({
      type: z.literal('message'),
      value: boundText(z.string({ error: WORK_MESSAGES.badMessage }), {
        label: 'Message',
        multiline: true,
        max: COMMENT_MAX,
      }),
    }),
  ],
  { error: WORK_MESSAGES.badMessage },
);
export type TCommentPartInput = z.input<typeof ZCommentPartInput>;

/**
 * POST /work-comment (multipart text fields; an optional `image` file part, not an image → 415). `message`
 * is JSON text of a list of parts (`[{type:'mention',id},{type:'message',value}]`) or plain text (one message
 * part). A message or an image is required; the route checks that with the image.
 */
export const ZWorkCommentFields = ZTaskRef.extend({
  message: z
    .string({ error: WORK_MESSAGES.badMessage })
    .max(COMMENT_MAX * 4, { error: WORK_MESSAGES.commentTooLong })
    .optional()
    .default('')
    .transform((text, ctx): unknown[] => {
      const t = text.trim();
      if (t === '') return [];
      if (t.startsWith('[')) {
        try {
          const parsed: unknown = JSON.parse(t);
          if (Array.isArray(parsed)) return parsed;
        } catch {
          // not JSON: refused below
        }
        ctx.addIssue({ code: 'custom', message: WORK_MESSAGES.badMessage });
        return [];
      }
      return [{ type: 'message', value: text }];
    })
    .pipe(z.array(ZCommentPartInput).max(50, { error: WORK_MESSAGES.commentTooLong }))
    .refine(
      (parts) => parts.reduce((n, p) => n + (p.type === 'message' ? p.value.length : 0), 0) <= COMMENT_MAX,
      { error: WORK_MESSAGES.commentTooLong },
    ),
});
export type TWorkCommentFields = z.input<typeof ZWorkCommentFields>;

/**
 * GET /get_all_works query (docs/api.md "Lists", "Work"). Tasks are paged with `limit`/`cursor` in the list's
 * sort (priority, status, newest); estimates with `estimates_cursor`. `tab` answers only that tab's rows.
 * `mine`: tasks assigned or forwarded to the caller. `client_id`: tasks at that client's sites (client page).
 */
export const ZWorkListQuery = z.object({
  limit: zPageLimit.optional(),
  cursor: zCursor.optional(),
  estimates_cursor: zCursor.optional(),
  search: zSearch.optional(),
  tab: z.enum(['estimate', 'assignments'], { error: 'Choose estimate or assignments' }).optional(),
  status: z.enum(TASK_STATUSES, { error: 'Choose a status from the list' }).optional(),
  priority: z.enum(PRIORITIES, { error: 'Choose a priority from the list' }).optional(),
  worktype: z
    .string()
    .refine((v) => ALL_WORK_TYPES.includes(v), { error: WORK_MESSAGES.invalidWorkType })
    .optional(),
  kind: z.enum(TASK_KINDS, { error: 'Choose maintenance or new_work' }).optional(),
  assignee: zIdOf(undefined, 'Assignee').optional(),
  mine: zFlag,
  client_id: zIdOf(undefined, 'Client').optional(),
});
export type TWorkListQuery = z.input<typeof ZWorkListQuery>;

/** GET /get_employee_and_sites_list query: an optional search narrowing both pickers. */
export const ZWorkPickersQuery = z.object({ search: zSearch.optional() });
export const WORK_PICKER_MAX = 200;

// ——— wire shapes ———

/** A person on a task (spec 001 §3 users_list). */
export interface TaskPerson {
  id: number;
  name: string;
  email: string;
  /** direct: assigned at registration; forwarded: added by a forward. */
  type: 'direct' | 'forwarded';
  /** For a forwarded user: who forwarded them (name and e-mail); null for direct assignees. */
  forwarded: string | null;
  forwarded_email: string | null;
}

/** One submission (spec 001 §3 project_associated_urls): its images and how its review went. */
export interface TaskSubmission {
  id: number;
  /** Image file names, served by GET /api/addworks/{file} to those who may see the task. */
  url: string[];
  /** REVIEWING until reviewed, then APPROVED or REOPENED. */
  status: 'REVIEWING' | ReviewOutcome;
  /** The time the submitter gave. */
  finish_time: string;
  finished_by: string;
  finished_by_id: number;
  /** The employee credited with the work (owner_id, or the submitter). */
  owner: string;
  owner_id: number;
  /** The reviewer's comment and rating, once reviewed. */
  comments: string | null;
  rating: number | null;
  reviewed_by: string | null;
  reviewed_at: string | null;
}

/**
 * A task as the lists show it: a row of all_work_list.maintenance / new_work, and the payload of aw_start,
 * aw_finish, aw_review, work_add, new_maintenance_task and new_work_task. In live events `assigned_to_me` is
 * false (one payload for everyone): a client computes it from `users_list`.
 */
export interface TaskRow {
  id: number;
  kind: TaskKind;
  worktype: string;
  site_id: number | null;
  site_name: string | null;
  client_id: number | null;
  client_name: string | null;
  panel_type: string;
  /** The description (new work) or complaint (maintenance): the same text under both names. */
  description: string;
  complaint: string;
  users_list: TaskPerson[];
  in_operation_since: InstallationAge | null;
  status: TaskStatus;
  priority: Priority;
  /** ISO date. */
  deadline: string;
  generated_at: string;
  /** The start time given (or when the start photo arrived); null before Start. */
  start_time: string | null;
  started_by: string | null;
  /** The creator. */
  adviser: string;
  adviser_id: number;
  adviser_email: string;
  assigned_to_me: boolean;
  /** The latest rating (1-5) once reviewed. */
  rating: number | null;
  /** The piece of equipment a maintenance call names (issue 43 item 1), and its name; null when none. */
  equipment_id: number | null;
  equipment_name: string | null;
}

/** The Estimate tab's rows: estimates as work, with their assignees (Start and Finish for them). */
export interface WorkEstimate extends EstimateListRow {
  assignees: EstimateAssignee[];
  assigned_to_me: boolean;
}

/** An Estimate tab row on the wire (GET /get_all_works `work_estimates`): the spec's `assigne`. */
export type WorkEstimateRow = Omit<WorkEstimate, 'assignees'> & { assigne: WorkEstimate['assignees'] };

/** An Estimate tab row as GET /get_all_works sends it. */
export function workEstimateToWire({ assignees, ...row }: WorkEstimate): WorkEstimateRow {
  return { ...row, assigne: assignees };
}

/** An Estimate tab row as GET /get_all_works answered it, with the code's names. */
export function workEstimateFromWire({ assigne, ...row }: WorkEstimateRow): WorkEstimate {
  return { ...row, assignees: assigne };
}

/** GET /get_all_works, with the code's names (the route sends it through workListToWire). */
export interface WorkList extends Omit<WorkListResponse, 'work_estimates'> {
  work_estimates: WorkEstimate[];
}

/** GET /get_all_works as it is sent. */
export function workListToWire(list: WorkList): WorkListResponse {
  return { ...list, work_estimates: list.work_estimates.map(workEstimateToWire) };
}

/** GET /get_all_works on the wire. */
export interface WorkListResponse {
  work_estimates: WorkEstimateRow[];
  all_work_list: { maintenance: TaskRow[]; new_work: TaskRow[] };
  /** Tasks: pass as `cursor` for the next page; null on the last page. */
  next_cursor: string | null;
  /** Estimates: pass as `estimates_cursor`; null on the last page. */
  estimates_next_cursor: string | null;
  /** How many estimates the Estimate tab holds, every page together; null when the estimates were not asked. */
  estimates_total: number | null;
}

/** A site in the register-work panel's picker (the sites picker of docs/api.md "Sites"). */
export type WorkSitePick = SitePick;
export interface WorkEmployeePick {
  id: number;
  name: string;
  email: string;
  user_type: string;
}

/** GET /get_employee_and_sites_list (each at most WORK_PICKER_MAX, by name). */
export interface WorkPickersResponse {
  sites: WorkSitePick[];
  employees: WorkEmployeePick[];
}

/** Every move made on a task: who, when, from and to. */
export interface TaskHistoryEntry {
  move: TaskMove | 'create';
  from: TaskStatus | null;
  to: TaskStatus;
  by_id: number;
  by: string;
  /** When the server recorded it. */
  at: string;
  /** The time the user gave (start, finish), if any. */
  time: string | null;
}

/** The work report (spec 001 §2 /work-report/{id}/{worktype}). */
export interface WorkReport extends TaskRow {
  /** The photo sent with Start in image mode. */
  start_image: string | null;
  /** Latest submission's finish time and the latest review's time (null until then). */
  submit_time: string | null;
  review_time: string | null;
  /** Minutes from start to the latest submission, null until submitted. */
  time_spent_minutes: number | null;
  project_associated_urls: TaskSubmission[];
  history: TaskHistoryEntry[];
  /** What the viewer is to the task and what they may do now (the action buttons). */
  viewer: TaskPersonKind[];
  actions: TaskMove[];
}

/** A part of a stored comment (spec 001 §3 "Comment"). */
export type CommentPart =
  | { type: 'mention'; id: number; value: string }
  | { type: 'message'; value: string }
  | { type: 'image'; value: string };

export interface WorkComment {
  id: number;
  task_id: number;
  user_id: number;
  name: string;
  comment: CommentPart[];
  isimage: boolean;
  generated_at: string;
}

/** The task's people (adviser, assignees, forwarded): whom a comment may mention. */
export interface WorkReportPerson {
  id: number;
  name: string;
  email: string;
  role: 'adviser' | 'assignee' | 'forwarded';
}

/** POST /get-workreport-by-id. */
export interface WorkReportResponse {
  work_report: WorkReport;
  employeeList: WorkReportPerson[];
  /** Oldest first, at most COMMENTS_MAX (the newest). */
  comments: WorkComment[];
}
export const COMMENTS_MAX = 500;

/** Live `work_comment` payload: a new comment on task `id`. */
export interface WorkCommentEvent {
  id: number;
  worktype: string;
  comment: WorkComment;
}

/** Live `work_mention` payload, to a mentioned user only; `link` is the web path of the report. */
export interface WorkMentionEvent {
  id: number;
  worktype: string;
  by: string;
  link: string;
  comment: WorkComment;
}

/** The web path of a task's report. */
export function workReportPath(id: number, worktype: string): string {
  return `/work-report/${id}/${encodeURIComponent(worktype)}`;
}

/** The shared labels for the required fields (the form names them). */
export const WORK_FIELD_LABELS = {
  worktype: 'Work type',
  panel_type: 'Machinery / assignment type',
  in_operation_since: 'Installation age',
  deadline: 'Deadline',
  priority: 'Priority',
  description: 'Description',
  complaint: 'Complaint',
  client_name: 'Client name',
  site_id: 'Site',
  site_name: 'Site name',
  users_id: 'Employees',
} as const;
