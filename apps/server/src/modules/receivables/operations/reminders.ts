import type { BulkResponse } from '@aquadesk/shared/bulk.ts';
import { addDays, DAY_MS, istDay } from '@aquadesk/shared/dates.ts';
import { formatDate } from '@aquadesk/shared/format.ts';
import { formatRupees, paiseToRupees } from '@aquadesk/shared/money.ts';
import {
  daysOverdue,
  overdueWords,
  REMINDER_INTERVAL_DAYS,
  REMINDER_MESSAGES,
  type RemindableInvoice,
  type RemindResponse,
  reminderRefusal,
  reminderRefusalMessage,
} from '@aquadesk/shared/reminders.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { AppError, conflict, notFound } from '../../../platform/errors.ts';
import { withClientLogo } from '../../company/operations/logo.ts';
import { type CompanyLetterhead, companyLetterhead } from '../../company/operations/profile.ts';
import { announceInvoice } from '../../invoices/operations/announce.ts';
import { eachInvoice } from '../../invoices/operations/bulk.ts';
import { recordEvent } from '../../invoices/operations/invoice-history.ts';
import { dueOf } from '../../invoices/operations/ledger.ts';
import { type ClientTaxIdentity, recipientsOf } from '../../invoices/operations/recipient.ts';
import { type InvoiceRow, invoiceRow, payLinkOfInvoice } from '../../invoices/operations/records.ts';
import * as claims from '../../invoices/operations/reminder-claims.ts';

/**
 * Overdue reminders (issue 30 item 7; docs/api.md "Overdue reminders"): an issued invoice with a balance
 * left past its due date is mailed to its client at most once a week, never to a client who switched
 * reminders off. The schedule (reminder-schedule.ts) and "Send reminder now" both claim an invoice with one
 * conditional UPDATE before they mail it, so several instances, or a click during a run, mail it once.
 */

/** Invoices claimed and mailed at a time: what a crash between the claim and the mails could hold back a week. */
export const REMINDER_BATCH = 20;

/** Where a run reports a failure: invoice ids and error codes only, never an address (platform/log.ts). */
export interface ReminderLog {
  warn(details: Record<string, unknown>, message: string): void;
}

/** What a run did: the invoices mailed, and those whose mail failed (given back for the next run). */
export interface ReminderRun {
  mailed: number[];
  failed: number[];
}

/** The invoice as the reminder rules read it (shared reminders.ts). */
function remindableOf(row: InvoiceRow): RemindableInvoice {
  return { status: row.status, due_paise: dueOf(row), due_date: row.dueDate, reminded_at: row.remindedAt };
}

/** What holds an invoice back at `now`: due by `lastDueDate`, no reminder in the week before. */
const windowAt = (now: Date, lastDueDate: string) => ({
  lastDueDate,
  remindedBy: new Date(now.getTime() - REMINDER_INTERVAL_DAYS * DAY_MS),
});

/** The reminder mail: number, date, amount due in ₹, days overdue and the quick pay link with the key. */
function reminderMail(
  ctx: AppContext,
  inv: claims.ClaimedReminder,
  client: ClientTaxIdentity,
  company: CompanyLetterhead,
  now: Date,
): { to: string; subject: string; text: string } {
  const days = daysOverdue(inv.due_date, istDay(now));
  const number = inv.number ?? String(inv.id);
  const dated = inv.issued_at ? ` dated ${formatDate(inv.issued_at)}` : '';
  const late =
    days > 0
      ? `was due on ${formatDate(inv.due_date)} and is now ${overdueWords(days)}.`
      : `is due today, ${formatDate(inv.due_date)}.`;
  const text = [
    `Dear ${client.name},`,
    '',
    `This is a reminder that invoice ${number}${dated} (${inv.organization}) ${late}`,
    `Amount due: ${formatRupees(paiseToRupees(inv.due_paise))}`,
    '',
    // the quick pay page with the invoice's key (docs/api.md "Invoices"), as every invoice mail links it
    `View and pay it online: ${payLinkOfInvoice(ctx, { id: inv.id, accessKey: inv.access_key })}`,
    '',
    'If you have paid it already, thank you: please ignore this reminder.',
    '',
    company.name,
    `${company.phone} · ${company.email}`,
    '',
  ].join('\n');
  return { to: client.email, subject: `Payment reminder: invoice ${number} is ${overdueWords(days)}`, text };
}

/**
 * Mails one claimed invoice and records it in the history, or gives the claim back when the mail fails:
 * a reminder that never left must not hold the next one back a week (the next run tries again). Answers
 * the mail's error, or null once it went.
 */
async function deliver(
  ctx: AppContext,
  inv: claims.ClaimedReminder,
  client: ClientTaxIdentity,
  company: CompanyLetterhead,
  now: Date,
  actor: AuthUser | null,
): Promise<unknown> {
  try {
    // the company logo at the mail's top (issue 41 item 11)
    await ctx.mailer.send(await withClientLogo(ctx, reminderMail(ctx, inv, client, company, now)));
  } catch (error) {
    await claims.unclaimReminder(ctx.db, inv.id, now, inv.previous);
    return error ?? new Error('mail failed');
  }
  const changes = {
    to: client.email,
    on: istDay(now),
    number: inv.number,
    days_overdue: Math.max(0, daysOverdue(inv.due_date, istDay(now))),
    amount_due_paise: inv.due_paise,
    by: actor ? 'staff' : 'schedule',
  };
  await recordEvent(ctx.db, inv.id, 'reminded', actor, changes, now);
  await announceInvoice(ctx, inv.id, 'updated');
  return null;
}

const errorCode = (error: unknown) =>
  error && typeof error === 'object' && 'code' in error && typeof error.code === 'string'
    ? error.code
    : 'unknown';

/**
 * One run of the schedule at `now` (tests give their own): pages through the invoices past their due date
 * with no reminder in the week, oldest due first, leaves out those whose client switched reminders off or
 * has no account, claims the rest a batch at a time and mails each. A failed mail is given back and logged
 * by its invoice id; the others go on. `stopping` is asked between batches (a shutdown).
 */
export async function sendOverdueReminders(
  ctx: AppContext,
  opts: { now?: Date; batch?: number; stopping?: () => boolean; log?: ReminderLog } = {},
): Promise<ReminderRun> {
  const now = opts.now ?? new Date();
  const batch = opts.batch ?? REMINDER_BATCH;
  // the schedule mails what is past its due date: due yesterday or before (IST)
  const window = windowAt(now, addDays(istDay(now), -1));
  const run: ReminderRun = { mailed: [], failed: [] };
  let company: CompanyLetterhead | undefined;
  let after: { due_date: string; id: number } | null = null;
  while (!opts.stopping?.()) {
    const page = await claims.reminderCandidates(ctx.db, { ...window, after, limit: batch });
    const last = page.at(-1);
    if (!last) break;
    after = { due_date: last.due_date, id: last.id };
    const clients = await recipientsOf(ctx, page);
    const wanted = page.filter((c) => {
      const client = clients.get(c.id);
      return client !== undefined && !client.reminders_off;
    });
    const claimed = await claims.claimReminders(
      ctx.db,
      wanted.map((c) => c.id),
      { ...window, now },
    );
    if (claimed.length > 0) company ??= await companyLetterhead(ctx);
    for (const inv of claimed) {
      try {
        const failure = await deliver(ctx, inv, clients.get(inv.id)!, company!, now, null);
        if (failure) {
          run.failed.push(inv.id);
          opts.log?.warn({ invoiceId: inv.id, code: errorCode(failure) }, 'overdue reminder not mailed');
        } else run.mailed.push(inv.id);
      } catch (error) {
        // the mail went (or the claim could not be given back): the database failed after it
        run.failed.push(inv.id);
        opts.log?.warn({ invoiceId: inv.id, code: errorCode(error) }, 'overdue reminder not recorded');
      }
    }
    if (page.length < batch) break;
  }
  return run;
}

/**
 * POST /api/invoices/{id}/remind: a reminder of one invoice now, from its due date on (due today counts,
 * as receivables age it), within the same weekly limit as the schedule and never to a client who switched
 * reminders off; each refusal is 409 with its reason and date. A mail that fails is 502 and nothing stays.
 */
export async function remindNow(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  opts: { now?: Date } = {},
): Promise<RemindResponse> {
  const now = opts.now ?? new Date();
  const row = await invoiceRow(ctx.db, id);
  if (!row) throw notFound('Invoice');
  const refusal = reminderRefusal(remindableOf(row), now, { pastDueOnly: false });
  if (refusal) throw conflict(reminderRefusalMessage(refusal, remindableOf(row)));
  const client = (
    await recipientsOf(ctx, [{ id, client_id: row.clientId, organization: row.organization }])
  ).get(id);
  if (!client) throw conflict(REMINDER_MESSAGES.noClient);
  if (client.reminders_off) throw conflict(REMINDER_MESSAGES.off);
  const [claimed] = await claims.claimReminders(ctx.db, [id], { ...windowAt(now, istDay(now)), now });
  if (!claimed) {
    // the schedule or another click came first (or a payment): say which
    const again = await invoiceRow(ctx.db, id);
    const why = again ? reminderRefusal(remindableOf(again), now, { pastDueOnly: false }) : null;
    throw conflict(again && why ? reminderRefusalMessage(why, remindableOf(again)) : REMINDER_MESSAGES.busy);
  }
  const failure = await deliver(ctx, claimed, client, await companyLetterhead(ctx), now, user);
  if (failure) throw new AppError(502, REMINDER_MESSAGES.mailFailed);
  return { id, reminded_at: now.toISOString(), to: client.email };
}

/**
 * POST /api/invoices/bulk/remind: "Send reminder now" for each invoice (remindNow: from its due date on, once a
 * week, never to a client who switched reminders off); each refusal is that invoice's reason.
 */
export function remindMany(
  ctx: AppContext,
  user: AuthUser,
  ids: readonly number[],
  log?: (id: number, error: unknown) => void,
): Promise<BulkResponse> {
  return eachInvoice(
    ctx,
    ids,
    async (row) => {
      await remindNow(ctx, user, row.id);
    },
    log,
  );
}
