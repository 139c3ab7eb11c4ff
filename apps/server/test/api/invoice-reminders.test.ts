import type { CompanyProfile } from '@aquadesk/shared/company.ts';
import { addDays, istDay } from '@aquadesk/shared/dates.ts';
import type { InvoiceDetailResponse } from '@aquadesk/shared/invoices.ts';
import { REMINDER_MESSAGES } from '@aquadesk/shared/reminders.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { invoices } from '../../src/db/schema/index.ts';
import { startOverdueReminders } from '../../src/modules/receivables/operations/reminder-schedule.ts';
import { sendOverdueReminders } from '../../src/modules/receivables/operations/reminders.ts';
import { type AuthHeaders, buildTestApp, type TestApp } from '../helpers.ts';
import { quotedPrintable, smtpSink } from '../mail.ts';

/**
 * Overdue reminders (issue 30 item 7; docs/api.md "Overdue reminders"): the schedule's run at a given
 * moment, its weekly limit, the client's switch, two instances at once, a failed mail; "Send reminder now"
 * with its refusals. Mail goes to a local SMTP server, which refuses any address beginning `bounce`.
 */

const DAY = 86_400_000;
const TRADE_NAME = 'Riverside Water Works';

const { received, start: startSmtp, stop: stopSmtp } = smtpSink();

let t: TestApp;
let admin: AuthHeaders;
let finance: AuthHeaders;
let financeName: string;
let director: AuthHeaders;
let employee: AuthHeaders;
let clientHeaders: AuthHeaders;

/** The reminders mailed to `email` (a payment's receipt goes to the same address), oldest first. */
const mailsTo = (email: string) =>
  received
    .filter((m) => m.to.includes(email))
    .map((m) => quotedPrintable(m.raw))
    .filter((mail) => mail.includes('Subject: Payment reminder'));

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: AuthHeaders, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const detail = async (id: number) =>
  (await call('GET', `/api/invoices/${id}`, admin)).json() as InvoiceDetailResponse;
const stored = async (id: number) => (await t.ctx.db.select().from(invoices).where(eq(invoices.id, id)))[0]!;
const remind = (id: number, headers: AuthHeaders = finance, extra: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/invoices/${id}/remind`, headers: { ...headers, ...extra } });

let counter = 0;
/** A client account with its own organisation, e-mail and payment terms. */
async function client(opts: { terms?: number; off?: boolean; email?: string } = {}) {
  counter += 1;
  const organization = `Reminder Org ${counter} ${Date.now().toString(36)}`;
  return t.createUser({
    userType: 'client',
    organization,
    name: `Client ${counter}`,
    ...(opts.email ? { email: opts.email } : {}),
    paymentTermsDays: opts.terms ?? 10,
    remindersOff: opts.off ?? false,
  });
}

/** An invoice of ₹1,000 + 18 % (₹1,180.00 within Kerala) issued now for `organization`. */
async function issued(organization: string, rate = '1000') {
  const res = await call('POST', '/api/invoice_generater', finance, {
    organization,
    phone_number: '9847012345',
    products: [{ discription: 'Annual maintenance', quntaty: '1', rate, gst_rate: '18' }],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

/** A moment `days` whole days from now: its IST date is today's plus `days`. */
const inDays = (days: number) => new Date(Date.now() + days * DAY);

beforeAll(async () => {
  t = await buildTestApp({ SMTP_URL: await startSmtp(), PAYMENT_PROVIDER: 'sandbox' });
  admin = await t.adminHeaders();
  const f = await t.asRole('finance');
  finance = f.headers;
  financeName = f.user.name;
  director = (await t.asRole('technical_director')).headers;
  employee = (await t.asRole('employee')).headers;
  clientHeaders = (await t.asRole('client')).headers;
  // mails are signed with the company profile in force, not the environment's name
  const profile: CompanyProfile = (await call('GET', '/api/company-profile', admin)).json().data;
  const { id: _id, changed_at: _at, changed_by_name: _by, ...fields } = profile;
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/company-profile',
    headers: admin,
    payload: { ...fields, trade_name: TRADE_NAME },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  await t.close();
  await stopSmtp();
});

describe('the schedule', () => {
  it('mails an overdue invoice once: its number, date, amount due in ₹, days overdue and pay link', async () => {
    const c = await client({ terms: 10 });
    const id = await issued(c.organization!);
    // a part payment: the reminder asks for the balance
    const paid = await call('POST', `/api/invoices/${id}/payments`, finance, {
      amount: '180',
      method: 'upi',
      reference: 'UPI-180',
      received_on: istDay(new Date()),
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const row = await stored(id);
    const at = inDays(15);

    // on its due date the schedule waits: only what is past due is reminded
    expect((await sendOverdueReminders(t.ctx, { now: inDays(10) })).mailed).not.toContain(id);
    const run = await sendOverdueReminders(t.ctx, { now: at });
    expect(run.mailed).toContain(id);
    expect(run.failed).not.toContain(id);

    const mails = mailsTo(c.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail).toContain(`Subject: Payment reminder: invoice ${row.number} is 5 days overdue`);
    expect(mail).toContain(`Dear ${c.name},`);
    const issuedOn = istDay(row.issuedAt!).split('-').reverse().join('/');
    const dueOn = row.dueDate!.split('-').reverse().join('/');
    expect(mail).toContain(`invoice ${row.number} dated ${issuedOn} (${c.organization})`);
    expect(mail).toContain(`was due on ${dueOn} and is now 5 days overdue.`);
    expect(mail).toContain('Amount due: ₹1,000.00');
    expect(mail).toContain(`/quickpay/${id}?key=${row.accessKey}`);
    expect(mail).toContain(TRADE_NAME);

    // recorded: the claim's moment, the history's row, the staff screen's last reminder
    expect((await stored(id)).remindedAt?.toISOString()).toBe(at.toISOString());
    const d = await detail(id);
    expect(d.reminder).toEqual({
      last_at: at.toISOString(),
      next_at: new Date(at.getTime() + 7 * DAY).toISOString(),
      off: false,
      to: c.email,
    });
    const event = d.history.at(-1)!;
    expect(event).toMatchObject({ action: 'reminded', actor_name: 'System', at: at.toISOString() });
    expect(event.changes).toMatchObject({
      to: c.email,
      on: istDay(at),
      number: row.number,
      days_overdue: 5,
      amount_due_paise: 100_000,
      by: 'schedule',
    });
    // a reminder changes no particular of the document
    expect((await stored(id)).updatedAt.toISOString()).toBe(row.updatedAt.toISOString());
  });

  it('leaves alone what is not yet due, paid, cancelled or a draft', async () => {
    const c = await client({ terms: 30 });
    const notDue = await issued(c.organization!);
    const c2 = await client({ terms: 0 });
    const paid = await issued(c2.organization!);
    const settled = await call('POST', `/api/invoices/${paid}/payments`, finance, {
      amount: '1180',
      method: 'cash',
      reference: '',
      received_on: istDay(new Date()),
    });
    expect(settled.statusCode, settled.body).toBe(201);
    const cancelled = await issued(c2.organization!);
    const cancel = await call('POST', `/api/invoices/${cancelled}/cancel`, finance, {
      reason: 'Raised twice',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const draft = await call('POST', '/api/invoices', finance, {
      organization: c2.organization,
      phone_number: '9847012345',
      products: [{ discription: 'Visit', quntaty: '1', rate: '500', gst_rate: '18' }],
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const run = await sendOverdueReminders(t.ctx, { now: inDays(20) });
    for (const id of [notDue, paid, cancelled, draft.json().id as number])
      expect(run.mailed).not.toContain(id);
    expect(mailsTo(c.email)).toHaveLength(0);
    expect(mailsTo(c2.email)).toHaveLength(0);
    expect((await stored(notDue)).remindedAt).toBeNull();
    expect((await stored(cancelled)).remindedAt).toBeNull();
  });

  it('mails an invoice at most once a week: nothing more within 7 days, again after them', async () => {
    const c = await client({ terms: 0 });
    const id = await issued(c.organization!);
    const first = inDays(2);
    expect((await sendOverdueReminders(t.ctx, { now: first })).mailed).toContain(id);
    expect(
      (await sendOverdueReminders(t.ctx, { now: new Date(first.getTime() + DAY) })).mailed,
    ).not.toContain(id);
    expect(
      (await sendOverdueReminders(t.ctx, { now: new Date(first.getTime() + 7 * DAY - 1) })).mailed,
    ).not.toContain(id);
    expect(mailsTo(c.email)).toHaveLength(1);
    const week = new Date(first.getTime() + 7 * DAY);
    expect((await sendOverdueReminders(t.ctx, { now: week })).mailed).toContain(id);
    const mails = mailsTo(c.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]).toContain('is now 9 days overdue');
    expect((await detail(id)).history.filter((e) => e.action === 'reminded')).toHaveLength(2);
  });

  it('never mails a client who switched reminders off; once they are on again, it does', async () => {
    const c = await client({ terms: 0 });
    const id = await issued(c.organization!);
    const off = await call('PATCH', `/api/clients/${c.id}/reminders`, finance, { reminders_off: true });
    expect(off.statusCode, off.body).toBe(200);
    expect((await detail(id)).reminder.off).toBe(true);
    const at = inDays(3);
    expect((await sendOverdueReminders(t.ctx, { now: at })).mailed).not.toContain(id);
    expect(mailsTo(c.email)).toHaveLength(0);
    expect((await stored(id)).remindedAt).toBeNull();
    // finance may not be shown the client page, but reads the switch on the statement
    const statement = await call('GET', `/api/clients/${c.id}/statement`, finance);
    expect(statement.json().client.reminders_off).toBe(true);

    await call('PATCH', `/api/clients/${c.id}/reminders`, finance, { reminders_off: false });
    expect((await sendOverdueReminders(t.ctx, { now: at })).mailed).toContain(id);
    expect(mailsTo(c.email)).toHaveLength(1);
  });

  it('two runs at once, on two instances, mail each invoice once', async () => {
    const c = await client({ terms: 0 });
    const ids = [await issued(c.organization!), await issued(c.organization!), await issued(c.organization!)];
    const other = await t.secondInstance();
    const at = inDays(4);
    const runs = await Promise.all([
      sendOverdueReminders(t.ctx, { now: at, batch: 1 }),
      sendOverdueReminders(other.ctx, { now: at, batch: 1 }),
      sendOverdueReminders(t.ctx, { now: at }),
    ]);
    const mailed = runs.flatMap((r) => r.mailed).filter((id) => ids.includes(id));
    expect(mailed.sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    expect(mailsTo(c.email)).toHaveLength(3);
    for (const id of ids)
      expect((await detail(id)).history.filter((e) => e.action === 'reminded')).toHaveLength(1);
  });

  it('gives a failed mail back for the next run, and mails the others', async () => {
    const bad = await client({ terms: 0, email: `bounce-${Date.now().toString(36)}@aquadesk.test` });
    const good = await client({ terms: 0 });
    const lost = await issued(bad.organization!);
    const fine = await issued(good.organization!);
    const warnings: Record<string, unknown>[] = [];
    const log = { warn: (details: Record<string, unknown>) => void warnings.push(details) };
    const run = await sendOverdueReminders(t.ctx, { now: inDays(5), log });
    expect(run.failed).toContain(lost);
    expect(run.mailed).toContain(fine);
    expect(run.mailed).not.toContain(lost);
    expect(mailsTo(good.email)).toHaveLength(1);
    // given back: no reminder recorded, and the next run tries it again (within the week)
    expect((await stored(lost)).remindedAt).toBeNull();
    expect((await detail(lost)).history.some((e) => e.action === 'reminded')).toBe(false);
    // the log names the invoice, never the address
    expect(warnings).toContainEqual(expect.objectContaining({ invoiceId: lost }));
    expect(JSON.stringify(warnings)).not.toContain('bounce');
    expect((await sendOverdueReminders(t.ctx, { now: inDays(5.5) })).failed).toContain(lost);
  });

  it('runs in the server process after its start and then every hour, unless OVERDUE_REMINDERS=0', async () => {
    expect(loadConfig({ DATA_DIR: t.dataDir, OVERDUE_REMINDERS: '0' }).overdueReminders).toBe(false);
    expect(loadConfig({ DATA_DIR: t.dataDir }).overdueReminders).toBe(true);
    expect(() => loadConfig({ DATA_DIR: t.dataDir, OVERDUE_REMINDERS: 'sometimes' })).toThrow(
      'Configuration error: OVERDUE_REMINDERS must be 1 or 0 (got "sometimes")',
    );
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const off = { ...t.ctx, config: { ...t.ctx.config, overdueReminders: false } };
    expect(startOverdueReminders(off, log, { firstRunMs: 1 })).toBeUndefined();

    // an invoice that fell due yesterday (in real time): the first run mails it
    const c = await client({ terms: 0 });
    const id = await issued(c.organization!);
    await t.ctx.db
      .update(invoices)
      .set({ dueDate: addDays(istDay(new Date()), -1) })
      .where(eq(invoices.id, id));
    const schedule = startOverdueReminders(t.ctx, log, { firstRunMs: 1, everyMs: 3_600_000 })!;
    await vi.waitFor(() => expect(mailsTo(c.email)).toHaveLength(1), { timeout: 30_000 });
    await schedule.stop();
    expect(log.info).toHaveBeenCalledWith(
      expect.objectContaining({ mailed: expect.any(Number) }),
      'overdue reminders',
    );
    expect(log.error).not.toHaveBeenCalled();
    // stopped: asking for a run does nothing
    expect(await schedule.runNow()).toBeUndefined();
  });
});

describe('Send reminder now (POST /invoices/{id}/remind)', () => {
  it('mails an invoice from its due date, records who sent it, and refuses a second within the week', async () => {
    const c = await client({ terms: 0 });
    const id = await issued(c.organization!);
    const res = await remind(id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id, to: c.email });
    const mails = mailsTo(c.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('is due today');
    expect(mails[0]).toContain('Amount due: ₹1,180.00');
    const d = await detail(id);
    expect(d.reminder.last_at).toBe(body.reminded_at);
    expect(d.history.at(-1)).toMatchObject({
      action: 'reminded',
      actor_name: financeName,
      changes: { to: c.email, by: 'staff', days_overdue: 0 },
    });

    const again = await remind(id, admin);
    expect(again.statusCode).toBe(409);
    const today = istDay(new Date()).split('-').reverse().join('/');
    const next = istDay(new Date(Date.parse(body.reminded_at) + 7 * DAY))
      .split('-')
      .reverse()
      .join('/');
    expect(again.json().message).toBe(
      `A reminder was mailed on ${today}: the next can go on ${next} (at most one a week)`,
    );
    // nor does the schedule mail it within the week
    expect((await sendOverdueReminders(t.ctx, { now: inDays(3) })).mailed).not.toContain(id);
    expect(mailsTo(c.email)).toHaveLength(1);
  });

  it('refuses a client who switched reminders off, and what is not due, paid, cancelled, a draft or unknown', async () => {
    const quiet = await client({ terms: 0, off: true });
    const offId = await issued(quiet.organization!);
    const off = await remind(offId);
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe(REMINDER_MESSAGES.off);

    const later = await client({ terms: 30 });
    const notDue = await issued(later.organization!);
    const due = (await stored(notDue)).dueDate!;
    const early = await remind(notDue);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      `This invoice is not due yet: a reminder can go from its due date, ${due.split('-').reverse().join('/')}`,
    );

    const c = await client({ terms: 0 });
    const paid = await issued(c.organization!);
    await call('POST', `/api/invoices/${paid}/payments`, finance, {
      amount: '1180',
      method: 'cash',
      reference: '',
      received_on: istDay(new Date()),
    });
    expect((await remind(paid)).json().message).toBe(REMINDER_MESSAGES.nothingDue);
    const cancelled = await issued(c.organization!);
    await call('POST', `/api/invoices/${cancelled}/cancel`, finance, { reason: 'Raised twice' });
    const refusedCancel = await remind(cancelled);
    expect(refusedCancel.statusCode).toBe(409);
    expect(refusedCancel.json().message).toBe(REMINDER_MESSAGES.cancelled);
    const draft = await call('POST', '/api/invoices', finance, {
      organization: c.organization,
      phone_number: '9847012345',
      products: [{ discription: 'Visit', quntaty: '1', rate: '500', gst_rate: '18' }],
    });
    const refusedDraft = await remind(draft.json().id);
    expect(refusedDraft.statusCode).toBe(409);
    expect(refusedDraft.json().message).toBe(REMINDER_MESSAGES.draft);
    // an organisation without a client account: nobody to mail
    const walkIn = await issued(`Walk-in ${Date.now().toString(36)}`);
    await t.ctx.db
      .update(invoices)
      .set({ dueDate: istDay(new Date()) })
      .where(eq(invoices.id, walkIn));
    const nobody = await remind(walkIn);
    expect(nobody.statusCode).toBe(409);
    expect(nobody.json().message).toBe(REMINDER_MESSAGES.noClient);
    expect((await remind(2_000_000_000)).statusCode).toBe(404);
    expect((await remind(0)).statusCode).toBe(400);

    // nothing was mailed or recorded by any of them
    for (const who of [quiet, later, c]) expect(mailsTo(who.email)).toHaveLength(0);
    for (const id of [offId, notDue, paid, cancelled, walkIn])
      expect((await stored(id)).remindedAt).toBeNull();
  });

  it('is for admin, the technical director and finance: an employee or a client is refused (403)', async () => {
    const c = await client({ terms: 0 });
    const id = await issued(c.organization!);
    expect((await remind(id, employee)).statusCode).toBe(403);
    expect((await remind(id, clientHeaders)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/api/invoices/${id}/remind` })).statusCode).toBe(401);
    expect(mailsTo(c.email)).toHaveLength(0);
    expect((await remind(id, director)).statusCode).toBe(200);
    const other = await issued(c.organization!);
    expect((await remind(other, admin)).statusCode).toBe(200);
    expect(mailsTo(c.email)).toHaveLength(2);
  });

  it('answers a repeat with the same Idempotency-Key as the first, and mails once', async () => {
    const c = await client({ terms: 0 });
    const id = await issued(c.organization!);
    const key = { 'idempotency-key': `remind-${id}-${Date.now()}` };
    const first = await remind(id, finance, key);
    expect(first.statusCode, first.body).toBe(200);
    const repeat = await remind(id, finance, key);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json()).toEqual(first.json());
    expect(mailsTo(c.email)).toHaveLength(1);
  });

  it('is 502 when the mail fails, and leaves no reminder behind', async () => {
    const bad = await client({ terms: 0, email: `bounce-now-${Date.now().toString(36)}@aquadesk.test` });
    const id = await issued(bad.organization!);
    const res = await remind(id);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(REMINDER_MESSAGES.mailFailed);
    expect((await stored(id)).remindedAt).toBeNull();
    expect((await detail(id)).history.some((e) => e.action === 'reminded')).toBe(false);
  });
});
