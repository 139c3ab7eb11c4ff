import type { Queryable } from '../../../db/types.ts';
import * as reminderRepo from '../repository/reminders.ts';

/**
 * The overdue reminders' claim on an invoice (docs/api.md "Overdue reminders"): the receivables domain
 * mails the reminders (receivables/operations/reminders.ts), and only invoices writes the invoice tables, so
 * it pages, claims (`reminded_at`) and gives back a claim through these.
 */

export type { ClaimedReminder, ReminderCandidate } from '../repository/reminders.ts';

/** A page of remindable invoices after `after` (oldest due first); the caller filters out the clients who said no. */
export function reminderCandidates(
  db: Queryable,
  w: Parameters<typeof reminderRepo.reminderCandidates>[1],
): Promise<reminderRepo.ReminderCandidate[]> {
  return reminderRepo.reminderCandidates(db, w);
}

/** Claims invoices for a reminder at `now` with one conditional UPDATE: those another run or click took are left out. */
export function claimReminders(
  db: Queryable,
  ids: readonly number[],
  w: Parameters<typeof reminderRepo.claimReminders>[2],
): Promise<reminderRepo.ClaimedReminder[]> {
  return reminderRepo.claimReminders(db, ids, w);
}

/** Gives a claim back (its mail failed), unless another claim has replaced it since. */
export function unclaimReminder(
  db: Queryable,
  id: number,
  claimedAt: Date,
  previous: string | null,
): Promise<void> {
  return reminderRepo.unclaimReminder(db, id, claimedAt, previous);
}
