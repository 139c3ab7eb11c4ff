import { istDay } from '@aquadesk/shared/dates.ts';
import type { NotificationListResponse, NotificationRecord } from '@aquadesk/shared/notifications.ts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { invoices, jobRoles, notifications, products } from '../../src/db/schema/index.ts';
import { sendDigests } from '../../src/modules/notifications/operations/digest.ts';
import { buildTestApp, type Emit, recordEmits, type TestApp } from '../helpers.ts';
import { quotedPrintable, smtpSink } from '../mail.ts';
import { clientWithSite, type Headers, workCalls } from './work-helpers.ts';

/**
 * Notifications (docs/api.md "Notifications"): each event creates one for the right people and never for
 * the person who did it; the list, read and read-all are the caller's own (anyone else's is 404); the
 * live event goes to the recipient only; the daily digest mails what stayed unread a day, once, even
 * with runs at once on two instances, and never to someone who switched it off.
 */

type Who = { user: { id: number; name: string; email: string }; headers: Headers };

let t: TestApp;
let w: ReturnType<typeof workCalls>;
let emits: Emit[];
let admin: Headers;
let adviser: Who;
let worker: Who;
let helper: Who;
let director: Who;
let estimator: Who;
let finance: Who;
let siteId: number;
let productId: number;
let roleId: number;
let organization: string;

const HOUR = 3_600_000;

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const mine = async (who: Headers, query = '') => {
  const res = await call('GET', `/api/notifications${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as NotificationListResponse;
};
/** The notifications of `kind` about `subject` a person has. */
const about = async (who: Headers, kind: string, subject: number) =>
  (await mine(who)).data.filter((n) => n.kind === kind && n.subject_id === subject);
/** Every stored notification of `kind` about `subject`, by recipient. */
const storedFor = async (kind: string, subject: number) =>
  (
    await t.ctx.db
      .select({ to: notifications.recipientId })
      .from(notifications)
      .where(sql`${notifications.kind} = ${kind} and ${notifications.subjectId} = ${subject}`)
  )
    .map((r) => r.to)
    .sort((a, b) => a - b);

async function newTask(by: Headers, people: number[]) {
  const res = await w.pumpMaintenance(by, siteId, people);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; worktype: string };
}

async function newInvoice(headers: Headers) {
  const res = await call('POST', '/api/invoice_generater', headers, {
    organization,
    phone_number: '9847000000',
    products: [{ discription: 'Pump', quntaty: '1', rate: '1000.00', cgst: '9', sgst: '9' }],
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as number;
  const [row] = await t.ctx.db.select().from(invoices).where(eq(invoices.id, id));
  return { id, amount: row!.amountPaise, number: row!.number };
}

beforeAll(async () => {
  t = await buildTestApp({ PAYMENT_PROVIDER: 'sandbox' });
  w = workCalls(t);
  admin = await t.adminHeaders();
  adviser = await t.asRole('employee');
  worker = await t.asRole('employee');
  helper = await t.asRole('employee');
  director = await t.asRole('technical_director');
  estimator = await t.asRole('work_estimate');
  finance = await t.asRole('finance');
  const made = await clientWithSite(t, 'NOTIFY PLANT');
  siteId = made.site.id;
  organization = made.client.organization!;
  const [product] = await t.ctx.db
    .insert(products)
    .values({ name: 'Notify Pump', description: 'd', price: '1000.00', image: 'p.png', categories: 'x' })
    .returning();
  productId = product!.id;
  const [role] = await t.ctx.db.insert(jobRoles).values({ name: 'Notify Fitter' }).returning();
  roleId = role!.id;
  await t.createUser({ userType: 'Notify Fitter', roleId, charge: '100.00' });
  emits = recordEmits(t);
});
afterAll(() => t.close());
beforeEach(() => {
  emits.length = 0;
});

describe('events that notify', () => {
  it('a task assigned: each person assigned, not the adviser who assigned it; live to them only', async () => {
    const task = await newTask(adviser.headers, [worker.user.id, helper.user.id, adviser.user.id]);
    expect(await storedFor('task_assigned', task.id)).toEqual(
      [worker.user.id, helper.user.id].sort((a, b) => a - b),
    );
    const [n] = await about(worker.headers, 'task_assigned', task.id);
    expect(n).toMatchObject({
      title: `${adviser.user.name} assigned you task #${task.id} (Maintenance)`,
      link: `/work-report/${task.id}/Maintenance`,
      actor_name: adviser.user.name,
      read_at: null,
    });
    const live = emits.filter(([event]) => event === 'notification');
    expect(live).toHaveLength(2);
    for (const [, payload, to] of live) {
      const p = payload as { notification: NotificationRecord; unread: number };
      expect(to.roles).toBeUndefined();
      expect(to.users).toHaveLength(1);
      expect([worker.user.id, helper.user.id]).toContain(to.users![0]);
      expect(p.notification.subject_id).toBe(task.id);
      expect(p.unread).toBeGreaterThan(0);
    }
  });

  it('a task forwarded: only those who joined, not the forwarder nor those already on it', async () => {
    const task = await newTask(adviser.headers, [worker.user.id]);
    const other = await t.asRole('employee');
    const res = await w.forward(worker.headers, task.id, task.worktype, [other.user.id, worker.user.id]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedFor('task_forwarded', task.id)).toEqual([other.user.id]);
    const [n] = await about(other.headers, 'task_forwarded', task.id);
    expect(n?.title).toBe(`${worker.user.name} forwarded task #${task.id} (Maintenance) to you`);
    // an admin forwarding to themselves and another: only the other is told
    const adminUser = (await call('GET', '/api/profile', admin)).json().data.id as number;
    const self = await newTask(adviser.headers, [worker.user.id]);
    const again = await w.forward(admin, self.id, self.worktype, [adminUser, helper.user.id]);
    expect(again.statusCode, again.body).toBe(200);
    expect(await storedFor('task_forwarded', self.id)).toEqual([helper.user.id]);
  });

  it('a mention: the person mentioned, not the author mentioning themselves', async () => {
    const task = await newTask(adviser.headers, [worker.user.id]);
    const res = await w.comment(adviser.headers, task.id, task.worktype, [
      { type: 'mention', id: worker.user.id },
      { type: 'message', value: ' please check the valve' },
      { type: 'mention', id: adviser.user.id },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(await storedFor('mention', task.id)).toEqual([worker.user.id]);
    const [n] = await about(worker.headers, 'mention', task.id);
    expect(n).toMatchObject({
      title: `${adviser.user.name} mentioned you on task #${task.id}`,
      link: `/work-report/${task.id}/Maintenance`,
    });
  });

  it('an estimate: those who approve estimates (admin, technical director), not its creator', async () => {
    /** The estimate form's request: one pump and an hour of labour at the plant. */
    const estimate = (extra: Record<string, unknown> = {}) => ({
      site_id: siteId,
      work: JSON.stringify(['Replace pump']),
      products: [{ id: productId, quantity: 1 }],
      labour: [{ role_id: roleId, work_hour: 1 }],
      travel_distance: 1,
      remarks: '',
      ...extra,
    });
    const res = await call('POST', '/api/estimate_generater', estimator.headers, estimate());
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().work_estimate_id as number;
    const to = await storedFor('estimate_approval', id);
    expect(to).toContain(director.user.id);
    expect(to).not.toContain(estimator.user.id);
    expect(to).not.toContain(worker.user.id);
    expect(to).not.toContain(finance.user.id);
    expect((await about(admin, 'estimate_approval', id))[0]).toMatchObject({
      title: `Estimate #${id} by ${estimator.user.name} (NOTIFY PLANT) awaits approval`,
      link: `/work-estimate/${id}`,
    });
    // a director's own estimate tells the other directors, not them
    const own = await call(
      'POST',
      '/api/estimate_generater',
      director.headers,
      estimate({ discount: 0, administrative_expense: 10 }),
    );
    expect(own.statusCode, own.body).toBe(201);
    const ownId = own.json().work_estimate_id as number;
    expect(await storedFor('estimate_approval', ownId)).not.toContain(director.user.id);
    // once approved (here by its own director at once), nobody is still asked to approve it
    const unreadBefore = (await mine(admin)).unread;
    expect((await about(admin, 'estimate_approval', ownId))[0]?.read_at).toBeNull();
    const approved = await call('POST', '/api/approve-estimate', director.headers, {
      id: ownId,
      assignList: [{ id: worker.user.id }],
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await about(admin, 'estimate_approval', ownId))[0]?.read_at).not.toBeNull();
    expect((await mine(admin)).unread).toBe(unreadBefore - 1);
    // the other estimate still waits
    expect((await about(admin, 'estimate_approval', id))[0]?.read_at).toBeNull();
  });

  it('a leave decided: its owner, approved or rejected; not an admin deciding their own', async () => {
    const apply = async (headers: Headers, date: string) => {
      const res = await call('POST', '/api/apply-leave', headers, {
        leave_date: date,
        half_day: 0,
        leave_type: 'Annual Leave',
        reason: 'Family function',
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.id as number;
    };
    const first = await apply(worker.headers, '2026-03-02');
    const second = await apply(worker.headers, '2026-03-03');
    expect(
      (await call('POST', '/api/approve-leave', admin, { id: first, status: 'APPROVE', is_paid: 1 }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('POST', '/api/approve-leave', admin, { id: second, status: 'REJECT', is_paid: 0 }))
        .statusCode,
    ).toBe(200);
    expect((await about(worker.headers, 'leave_decided', first))[0]).toMatchObject({
      title: 'Your leave on 02/03/2026 was approved',
      link: '/leave-tracker',
    });
    expect((await about(worker.headers, 'leave_decided', second))[0]?.title).toBe(
      'Your leave on 03/03/2026 was rejected',
    );
    const mineToo = await apply(admin, '2026-03-04');
    await call('POST', '/api/approve-leave', admin, { id: mineToo, status: 'APPROVE', is_paid: 1 });
    expect(await storedFor('leave_decided', mineToo)).toEqual([]);
  });

  it('a payment recorded: the others who work invoices, not the one who recorded it', async () => {
    const inv = await newInvoice(finance.headers);
    const res = await call('POST', `/api/invoices/${inv.id}/payments`, finance.headers, {
      amount: '1180',
      method: 'cash',
      reference: '',
      received_on: istDay(new Date()),
    });
    expect(res.statusCode, res.body).toBe(201);
    const to = await storedFor('invoice_paid', inv.id);
    expect(to).toContain(director.user.id);
    expect(to).not.toContain(finance.user.id);
    expect(to).not.toContain(worker.user.id);
    expect((await about(director.headers, 'invoice_paid', inv.id))[0]).toMatchObject({
      title: `Invoice ${inv.number} paid: ₹1,180.00`,
      link: `/invoice/${inv.id}`,
    });
  });

  it('an invoice paid online: everyone who works invoices', async () => {
    const inv = await newInvoice(admin);
    const order = (await t.post('/api/pay-invoice', { invoiceID: inv.id, amount: inv.amount })).json();
    const checkout = (
      await t.post('/api/sandbox-checkout', { invoiceID: inv.id, order_id: order.id, outcome: 'paid' })
    ).json();
    const confirmed = await t.post('/api/payment-confirm', {
      invoiceID: inv.id,
      order_id: checkout.razorpay_order_id,
      payment_id: checkout.razorpay_payment_id,
      signature: checkout.razorpay_signature,
      amount: inv.amount,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const to = await storedFor('invoice_paid', inv.id);
    expect(to).toEqual(expect.arrayContaining([finance.user.id, director.user.id]));
    expect(to).not.toContain(worker.user.id);
    expect((await about(finance.headers, 'invoice_paid', inv.id))[0]?.actor_name).toBeNull();
  });
});

describe('the bell', () => {
  it('lists mine newest first with the unread count, filters unread, pages', async () => {
    const someone = await t.asRole('employee');
    const tasks = [];
    for (let i = 0; i < 3; i += 1) tasks.push(await newTask(adviser.headers, [someone.user.id]));
    const all = await mine(someone.headers);
    expect(all.data.map((n) => n.subject_id)).toEqual(tasks.map((x) => x.id).reverse());
    expect(all).toMatchObject({ total: 3, unread: 3, next_cursor: null });
    const first = await mine(someone.headers, '?limit=2');
    expect(first.data).toHaveLength(2);
    const rest = await mine(someone.headers, `?limit=2&cursor=${first.next_cursor}`);
    expect(rest.data.map((n) => n.subject_id)).toEqual([tasks[0]!.id]);
    // searched in SQL over the title, within my own
    const found = await mine(someone.headers, `?search=${encodeURIComponent(`task #${tasks[1]!.id} `)}`);
    expect(found.data.map((n) => n.subject_id)).toEqual([tasks[1]!.id]);
    expect(found.total).toBe(1);
    expect(
      (await mine(adviser.headers, `?search=${encodeURIComponent(`task #${tasks[1]!.id} `)}`)).total,
    ).toBe(0);

    const read = await call('POST', `/api/notifications/${all.data[0]!.id}/read`, someone.headers);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ unread: 2 });
    expect(emits).toContainEqual([
      'notifications_read',
      { ids: [all.data[0]!.id], unread: 2 },
      { users: [someone.user.id] },
    ]);
    // reading again keeps the first reading
    const at = (await mine(someone.headers)).data[0]!.read_at;
    expect(at).not.toBeNull();
    await call('POST', `/api/notifications/${all.data[0]!.id}/read`, someone.headers);
    expect((await mine(someone.headers)).data[0]!.read_at).toBe(at);
    const unread = await mine(someone.headers, '?unread=true');
    expect(unread).toMatchObject({ total: 2, unread: 2 });
    expect(unread.data.every((n) => n.read_at === null)).toBe(true);

    const all2 = await call('POST', '/api/notifications/read-all', someone.headers);
    expect(all2.json()).toEqual({ unread: 0 });
    expect((await mine(someone.headers, '?unread=true')).data).toEqual([]);
    expect((await mine(someone.headers)).unread).toBe(0);
  });

  it("someone else's notification is 404 and stays unread; bad input is 400; clients may not", async () => {
    const task = await newTask(adviser.headers, [worker.user.id]);
    const [n] = await about(worker.headers, 'task_assigned', task.id);
    const res = await call('POST', `/api/notifications/${n!.id}/read`, helper.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/Notification/);
    expect((await call('POST', `/api/notifications/${n!.id}/read`, admin)).statusCode).toBe(404);
    expect((await about(worker.headers, 'task_assigned', task.id))[0]!.read_at).toBeNull();
    expect((await call('POST', '/api/notifications/999999999/read', worker.headers)).statusCode).toBe(404);
    expect((await call('POST', '/api/notifications/abc/read', worker.headers)).statusCode).toBe(400);
    const bad = await call('GET', '/api/notifications?unread=maybe', worker.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.unread).toBe('Must be true or false');
    // read-all of one person leaves the others' alone
    await call('POST', '/api/notifications/read-all', helper.headers);
    expect((await about(worker.headers, 'task_assigned', task.id))[0]!.read_at).toBeNull();
    const client = await t.asRole('client');
    expect((await call('GET', '/api/notifications', client.headers)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });

  it('the digest switch: on by default, off and on again, only a boolean', async () => {
    const someone = await t.asRole('employee');
    const get = async () => (await call('GET', '/api/notifications/settings', someone.headers)).json().data;
    expect(await get()).toEqual({ digest_mail: true });
    const off = await call('PATCH', '/api/notifications/settings', someone.headers, { digest_mail: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data).toEqual({ digest_mail: false });
    expect(await get()).toEqual({ digest_mail: false });
    const bad = await call('PATCH', '/api/notifications/settings', someone.headers, { digest_mail: 'no' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.digest_mail).toBe('Choose on or off');
    await call('PATCH', '/api/notifications/settings', someone.headers, { digest_mail: true });
    expect(await get()).toEqual({ digest_mail: true });
  });
});

describe('the daily digest', () => {
  /** The digest mails written to `email`'s address since `from` (outbox index). */
  const digestsTo = (email: string, outbox: string[]) =>
    outbox.filter((m) => m.includes(`To: ${email}`) && m.includes('unread for more than a day'));

  it('mails what stayed unread a day, once, with links and times in IST; never twice, never when off', async () => {
    const reader = await t.asRole('employee');
    const quiet = await t.asRole('employee');
    await call('PATCH', '/api/notifications/settings', quiet.headers, { digest_mail: false });
    const old = await newTask(adviser.headers, [reader.user.id, quiet.user.id]);
    const fresh = await newTask(adviser.headers, [reader.user.id]);
    const readOne = await newTask(adviser.headers, [reader.user.id]);
    // two of them a day and more old; one of those read
    const ago = new Date(Date.now() - 25 * HOUR);
    await t.ctx.db
      .update(notifications)
      .set({ createdAt: ago })
      .where(sql`${notifications.subjectId} in (${old.id}, ${readOne.id})`);
    const [r] = await about(reader.headers, 'task_assigned', readOne.id);
    await call('POST', `/api/notifications/${r!.id}/read`, reader.headers);

    const run = await sendDigests(t.ctx);
    expect(run.mailed).toContain(reader.user.id);
    expect(run.mailed).not.toContain(quiet.user.id);
    const mails = digestsTo(reader.user.email, t.outbox());
    expect(mails).toHaveLength(1);
    const mail = quotedPrintable(mails[0]!);
    expect(mail).toContain(`task #${old.id} (Maintenance)`);
    expect(mail).not.toContain(`task #${fresh.id} `);
    expect(mail).not.toContain(`task #${readOne.id} `);
    expect(mail).toContain(`${t.ctx.config.publicUrl}/work-report/${old.id}/Maintenance`);
    expect(mail).toMatch(/\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} (am|pm)/);
    expect(mail).toContain('Daily digest mail');
    expect(digestsTo(quiet.user.email, t.outbox())).toHaveLength(0);

    // never twice
    expect((await sendDigests(t.ctx)).mailed).not.toContain(reader.user.id);
    // a day later the fresh one goes, alone
    const later = await sendDigests(t.ctx, { now: new Date(Date.now() + 25 * HOUR) });
    expect(later.mailed).toContain(reader.user.id);
    const again = digestsTo(reader.user.email, t.outbox());
    expect(again).toHaveLength(2);
    expect(again[1]).toContain(`task #${fresh.id} `);
    expect(again[1]).not.toContain(`task #${old.id} `);
  });

  it('runs at once on two instances mail each notification once, one mail a person', async () => {
    const people = [await t.asRole('employee'), await t.asRole('employee'), await t.asRole('employee')];
    for (let i = 0; i < 3; i += 1)
      await newTask(
        adviser.headers,
        people.map((p) => p.user.id),
      );
    const ids = people.map((p) => p.user.id);
    await t.ctx.db
      .update(notifications)
      .set({ createdAt: new Date(Date.now() - 30 * HOUR) })
      .where(sql`${notifications.recipientId} in (${sql.join(ids, sql`, `)})`);
    const other = await t.secondInstance();
    const runs = await Promise.all([
      sendDigests(t.ctx, { batch: 1 }),
      sendDigests(other.ctx, { batch: 1 }),
      sendDigests(t.ctx),
      sendDigests(other.ctx),
    ]);
    const mailed = runs.flatMap((r) => r.mailed).filter((id) => ids.includes(id));
    expect(mailed.sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    const outboxes = [...t.outbox(), ...other.outbox()];
    for (const p of people) {
      const mails = digestsTo(p.user.email, outboxes);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toContain('3 notifications');
    }
    const undigested = await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(
        sql`${notifications.recipientId} in (${sql.join(ids, sql`, `)}) and ${notifications.digestedAt} is null`,
      );
    expect(undigested[0]!.n).toBe(0);
  });

  it('runs in the server unless NOTIFICATION_DIGEST=0', () => {
    expect(loadConfig({ DATA_DIR: t.dataDir }).notificationDigest).toBe(true);
    expect(loadConfig({ DATA_DIR: t.dataDir, NOTIFICATION_DIGEST: '0' }).notificationDigest).toBe(false);
  });
});

describe('a digest mail that fails', () => {
  // a local SMTP server that refuses any address beginning `bounce`, as the reminders' tests use
  const smtp = smtpSink();
  let m: TestApp;
  beforeAll(async () => {
    m = await buildTestApp({ SMTP_URL: await smtp.start() });
  });
  afterAll(async () => {
    await m.close();
    await smtp.stop();
  });

  it('gives its claim back for the next run, logs the person by id only, and mails the others', async () => {
    const adviserOf = await m.asRole('employee');
    const bad = await m.createUser({ email: `bounce-${Date.now().toString(36)}@aquadesk.test` });
    const good = await m.asRole('employee');
    const res = await workCalls(m).pumpMaintenance(
      adviserOf.headers,
      (await clientWithSite(m, 'BOUNCE PLANT')).site.id,
      [bad.id, good.user.id],
    );
    expect(res.statusCode, res.body).toBe(201);
    const later = new Date(Date.now() + 25 * HOUR);
    const warnings: Record<string, unknown>[] = [];
    const log = { warn: (details: Record<string, unknown>) => void warnings.push(details) };
    const run = await sendDigests(m.ctx, { now: later, log });
    expect(run.failed).toEqual([bad.id]);
    expect(run.mailed).toEqual([good.user.id]);
    expect(smtp.received.flatMap((mail) => mail.to)).toEqual([good.user.email]);
    expect(warnings).toEqual([expect.objectContaining({ userId: bad.id })]);
    expect(JSON.stringify(warnings)).not.toContain('bounce');
    const held = await m.ctx.db
      .select({ at: notifications.digestedAt })
      .from(notifications)
      .where(eq(notifications.recipientId, bad.id));
    expect(held).toEqual([{ at: null }]);
    // the next run tries it again; the one mailed is not mailed twice
    const again = await sendDigests(m.ctx, { now: later });
    expect(again.failed).toEqual([bad.id]);
    expect(again.mailed).toEqual([]);
  });
});
