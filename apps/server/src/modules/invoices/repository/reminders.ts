import { and, eq, sql } from 'drizzle-orm';
import { invoices } from '../../../db/schema/index.ts';
import { isoTimeOrNull } from '../../../db/sql-time.ts';
import type { Queryable } from '../../../db/types.ts';

/** Overdue reminders' queries over the invoices (docs/api.md "Overdue reminders"). */

/** What is due on an open invoice, in SQL (receivables.ts balanceOf; modules/receivables reads the same). */
const DUE = sql`greatest(0, amount_paise + debited_paise - credited_paise - paid_paise + refunded_paise)`;

// ——— overdue reminders (docs/api.md "Overdue reminders") ———

/** An open invoice that may be reminded, as the schedule pages through them (oldest due first). */
export interface ReminderCandidate {
  id: number;
  client_id: number | null;
  organization: string;
  due_date: string;
}

/** An invoice claimed for a reminder: what its mail says, and the reminder it replaced (to give it back). */
export interface ClaimedReminder extends ReminderCandidate {
  number: string | null;
  issued_at: string | null;
  access_key: string;
  due_paise: number;
  /** `reminded_at` before this claim (ISO), or null. */
  previous: string | null;
}

/** What makes an invoice remindable at a moment: open with a balance, due by `lastDueDate`, none in the week. */
interface ReminderWindow {
  /** The latest due date reminded (IST): yesterday for the schedule, today for staff. */
  lastDueDate: string;
  /** A reminder at or before this moment no longer holds the next one back. */
  remindedBy: Date;
}

const remindable = (w: ReminderWindow) => sql`status in ('unpaid', 'partly_paid') and ${DUE} > 0
  and due_date <= ${w.lastDueDate}::date
  and (reminded_at is null or reminded_at <= ${w.remindedBy.toISOString()}::timestamptz)`;

/**
 * A page of remindable invoices after `after` (keyset on due date and id, over invoices_due_idx). Whose
 * client switched reminders off is the clients domain's to say: the caller filters the page.
 */
export async function reminderCandidates(
  db: Queryable,
  w: ReminderWindow & { after: { due_date: string; id: number } | null; limit: number },
): Promise<ReminderCandidate[]> {
  const after = w.after ? sql`and (due_date, id) > (${w.after.due_date}::date, ${w.after.id})` : sql``;
  const result = (await db.execute(sql`
    select id, client_id, organization, to_char(due_date, 'YYYY-MM-DD') as due_date
      from invoices
     where ${remindable(w)} ${after}
     order by due_date, id
     limit ${w.limit}
  `)) as unknown as { rows: ReminderCandidate[] };
  return result.rows.map((r) => ({
    ...r,
    id: Number(r.id),
    client_id: r.client_id === null ? null : Number(r.client_id),
  }));
}

/**
 * Claims invoices for a reminder at `now`: one conditional UPDATE that sets `reminded_at` where the invoice
 * is still remindable, so of two instances (or a click and the schedule) exactly one claims each invoice;
 * a row another claim holds is skipped, and one it has just claimed no longer matches. `updated_at` stays:
 * a reminder changes no particular of the document.
 */
export async function claimReminders(
  db: Queryable,
  ids: readonly number[],
  w: ReminderWindow & { now: Date },
): Promise<ClaimedReminder[]> {
  if (ids.length === 0) return [];
  const result = (await db.execute(sql`
    with claimable as (
      select id, reminded_at as previous from invoices
       where id in (${sql.join(
         ids.map((id) => sql`${id}`),
         sql`, `,
       )}) and ${remindable(w)}
       for update skip locked
    )
    update invoices i set reminded_at = ${w.now.toISOString()}::timestamptz
      from claimable c
     where i.id = c.id
    returning i.id, i.client_id, i.organization, to_char(i.due_date, 'YYYY-MM-DD') as due_date, i.number,
              ${isoTimeOrNull(sql`i.issued_at`)} as issued_at, i.access_key,
              greatest(0, i.amount_paise + i.debited_paise - i.credited_paise - i.paid_paise + i.refunded_paise)::float8 as due_paise,
              ${isoTimeOrNull(sql`c.previous`)} as previous
  `)) as unknown as { rows: ClaimedReminder[] };
  return result.rows
    .map((r) => ({
      ...r,
      id: Number(r.id),
      client_id: r.client_id === null ? null : Number(r.client_id),
      due_paise: Number(r.due_paise),
    }))
    .sort((a, b) => (a.due_date < b.due_date ? -1 : a.due_date > b.due_date ? 1 : a.id - b.id));
}

/**
 * Gives a claim back after its mail failed: `reminded_at` returns to the reminder before it, unless
 * something else has claimed the invoice since (it is no longer `claimedAt`).
 */
export async function unclaimReminder(
  db: Queryable,
  id: number,
  claimedAt: Date,
  previous: string | null,
): Promise<void> {
  await db
    .update(invoices)
    .set({ remindedAt: previous === null ? null : new Date(previous) })
    .where(and(eq(invoices.id, id), eq(invoices.remindedAt, claimedAt)));
}
