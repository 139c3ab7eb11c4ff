/**
 * Overdue reminders (issue 30 item 7; docs/api.md "Overdue reminders", docs/requirements/002-gst.md §8):
 * an issued invoice with a balance left past its due date is mailed to its client, at most once in
 * `REMINDER_INTERVAL_DAYS`, unless the client's reminders are off. Dates are calendar dates in India
 * ('YYYY-MM-DD'); moments are Dates.
 */
import { DAY_MS, daysBetween, istDay } from './dates.ts';
import { formatDate } from './format.ts';

/** At most one reminder per invoice in this many days. */
export const REMINDER_INTERVAL_DAYS = 7;

/** Days an invoice is past its due date on `today` (0: due today; negative: not due yet). */
export const daysOverdue = (dueDate: string, today: string) => daysBetween(dueDate, today);

/** The first moment the next reminder may go after one mailed at `remindedAt`. */
export const nextReminderAt = (remindedAt: Date) =>
  new Date(remindedAt.getTime() + REMINDER_INTERVAL_DAYS * DAY_MS);

/** An invoice as the reminder rules read it. */
export interface RemindableInvoice {
  status: string;
  /** What is still owed, in paise (0 unless unpaid or partly paid). */
  due_paise: number;
  /** null on a draft and on invoices made before tax invoices. */
  due_date: string | null;
  reminded_at: Date | null;
}

/** Why an invoice gets no reminder at `now`, or null when it may get one. */
export type ReminderRefusal = 'draft' | 'cancelled' | 'nothing_due' | 'not_due' | 'too_soon';

/**
 * May a reminder go at `now`? The schedule mails only what is past its due date (`pastDueOnly`); staff
 * may send one from the due date itself (due today is 0 days past due, as receivables age it, §8).
 */
export function reminderRefusal(
  inv: RemindableInvoice,
  now: Date,
  opts: { pastDueOnly: boolean },
): ReminderRefusal | null {
  if (inv.status === 'draft') return 'draft';
  if (inv.status === 'cancelled') return 'cancelled';
  if ((inv.status !== 'unpaid' && inv.status !== 'partly_paid') || inv.due_paise <= 0) return 'nothing_due';
  if (!inv.due_date) return 'not_due';
  const late = daysOverdue(inv.due_date, istDay(now));
  if (late < (opts.pastDueOnly ? 1 : 0)) return 'not_due';
  if (inv.reminded_at && nextReminderAt(inv.reminded_at) > now) return 'too_soon';
  return null;
}

/** How late an invoice is, in words: "due today", "1 day overdue", "12 days overdue". */
export function overdueWords(days: number): string {
  if (days <= 0) return 'due today';
  return days === 1 ? '1 day overdue' : `${days} days overdue`;
}

export const REMINDER_MESSAGES = {
  draft: 'This invoice is a draft: it is not issued yet, so there is nothing to remind',
  cancelled: 'This invoice is cancelled: it owes nothing',
  nothingDue: 'Nothing is due on this invoice: there is nothing to remind',
  notDue: (dueDate: string | null) =>
    dueDate
      ? `This invoice is not due yet: a reminder can go from its due date, ${formatDate(dueDate)}`
      : 'This invoice has no due date: it gets no reminder',
  tooSoon: (remindedAt: Date) =>
    `A reminder was mailed on ${formatDate(remindedAt)}: the next can go on ${formatDate(nextReminderAt(remindedAt))} (at most one a week)`,
  off: 'Overdue reminders are off for this client: switch them on in the client statement to send one',
  noClient: "No client account matches this invoice's organisation: there is no address to remind",
  busy: 'A reminder for this invoice is being mailed right now: see its history in a moment',
  mailFailed: 'The reminder could not be mailed. Nothing was recorded: try again in a few minutes.',
} as const;

/** The message of a refusal (409), naming the date that decides it. */
export function reminderRefusalMessage(refusal: ReminderRefusal, inv: RemindableInvoice): string {
  switch (refusal) {
    case 'draft':
      return REMINDER_MESSAGES.draft;
    case 'cancelled':
      return REMINDER_MESSAGES.cancelled;
    case 'nothing_due':
      return REMINDER_MESSAGES.nothingDue;
    case 'not_due':
      return REMINDER_MESSAGES.notDue(inv.due_date);
    case 'too_soon':
      return REMINDER_MESSAGES.tooSoon(inv.reminded_at!);
  }
}

/** An invoice's reminders as its staff screen shows them (GET /invoices/{id} `reminder`). */
export interface InvoiceReminderState {
  /** When the last reminder was mailed (ISO), or null. */
  last_at: string | null;
  /** When the next may go (ISO): a week after the last; null when none was mailed. */
  next_at: string | null;
  /** The client switched overdue reminders off. */
  off: boolean;
  /** The address a reminder goes to: the client account's, or null when none matches. */
  to: string | null;
}

/** POST /invoices/{id}/remind: the reminder mailed. */
export interface RemindResponse {
  id: number;
  reminded_at: string;
  to: string;
}
