import { istDay } from '@aquadesk/shared/dates.ts';
import { formatDateTime } from '@aquadesk/shared/format.ts';
import { MAIL_MESSAGES, MAILS_PER_HOUR, MENTION_MAILS_PER_HOUR } from '@aquadesk/shared/mail.ts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../src/app.ts';
import { abuseEvents, documentSends } from '../../src/db/schema/index.ts';
import type { UserRow } from '../../src/modules/accounts/repository.ts';
import { buildTestApp, type TestApp } from '../helpers.ts';
import { quotedPrintable } from '../mail.ts';
import { clientWithSite, workCalls } from './work-helpers.ts';

// Issue 28 item 5: document and note mails go only to the client's address, staff accounts and the sender's
// own (an admin may add any), and one sender sends at most 20 mails an hour, counted on every instance
// together (docs/api.md "Mail from staff"). Two app instances on one database, on PGlite and PostgreSQL.

type Headers = { authorization: string };
let t: TestApp;
let b: BuiltApp & { outbox(): string[] };
let admin: Headers;
let director: { user: UserRow; headers: Headers };
let client: UserRow;
let colleague: UserRow;
let invoiceId: number;
const OUTSIDE = 'someone@outside.example';

const post = (app: BuiltApp['app'], url: string, headers: Headers, payload: unknown) =>
  app.inject({ method: 'POST', url, headers, payload: payload as object });
const mailsSent = () => t.outbox().length + b.outbox().length;
const sendCount = async () =>
  (await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(documentSends))[0]!.n;
const counted = async (senderId: number) =>
  (
    await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(abuseEvents)
      .where(and(eq(abuseEvents.kind, 'mail'), eq(abuseEvents.key, String(senderId))))
  )[0]!.n;
/** A note mail from `headers` to `emailList` on `app`. */
const noteMail = (app: BuiltApp['app'], headers: Headers, emailList: string[], clientId?: number) =>
  post(app, '/api/send-email-list-html', headers, {
    emailList,
    heading: 'Site visit',
    description: 'Filter cleaned',
    ...(clientId === undefined ? {} : { client_id: clientId }),
  });
/** `n` staff accounts to write to. */
const staff = (n: number) =>
  Promise.all(Array.from({ length: n }, () => t.createUser({ roles: ['employee'] })));

beforeAll(async () => {
  t = await buildTestApp();
  b = await t.secondInstance();
  admin = await t.adminHeaders();
  director = await t.asRole('technical_director');
  ({ client } = await clientWithSite(t, 'MAIL PLANT'));
  colleague = await t.createUser({ roles: ['employee'] });
  const inv = await post(t.app, '/api/invoice_generater', director.headers, {
    organization: client.organization,
    phone_number: '9847012345',
    products: [{ discription: 'Sand filter', quntaty: '1', rate: '100', cgst: '9', sgst: '9', igst: '0' }],
  });
  expect(inv.statusCode).toBe(201);
  invoiceId = inv.json().id;
});

afterAll(async () => {
  await t.close();
});

describe('who a document may be mailed to', () => {
  it("the client's address, staff accounts and the sender's own", async () => {
    const before = mailsSent();
    const res = await post(b.app, '/api/send-invoice', director.headers, {
      id: invoiceId,
      to: [client.email.toUpperCase(), colleague.email, director.user.email],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.recipients).toEqual([client.email, colleague.email, director.user.email]);
    expect(mailsSent()).toBe(before + 1);
  });

  it('any other address is 400 at `to` naming it: nothing is mailed, recorded or counted', async () => {
    const [sends, mails, mine] = [await sendCount(), mailsSent(), await counted(director.user.id)];
    const res = await post(t.app, '/api/send-invoice', director.headers, {
      id: invoiceId,
      to: [client.email, OUTSIDE],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.to).toBe(MAIL_MESSAGES.recipientNotAllowed(OUTSIDE));
    // another client's address is not this document's client
    const other = await t.createUser({ userType: 'client' });
    const res2 = await post(t.app, '/api/send-invoice', director.headers, { id: invoiceId, to: other.email });
    expect(res2.json().errors.to).toBe(MAIL_MESSAGES.recipientNotAllowed(other.email));
    expect([await sendCount(), mailsSent(), await counted(director.user.id)]).toEqual([sends, mails, mine]);
  });

  it('an admin may add any address', async () => {
    const res = await post(t.app, '/api/send-invoice', admin, { id: invoiceId, to: [OUTSIDE] });
    expect(res.statusCode).toBe(200);
  });
});

describe('who a note may be mailed to', () => {
  it("the note's client (client_id), staff accounts and the sender's own", async () => {
    const employee = await t.asRole('employee');
    const withoutClient = await noteMail(t.app, employee.headers, [client.email]);
    expect(withoutClient.statusCode).toBe(400);
    expect(withoutClient.json().errors.emailList).toBe(MAIL_MESSAGES.recipientNotAllowed(client.email));
    const before = mailsSent();
    const res = await noteMail(
      b.app,
      employee.headers,
      [client.email, colleague.email, employee.user.email],
      client.id,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ sent: 3 });
    expect(mailsSent()).toBe(before + 3);
    const outside = await noteMail(t.app, employee.headers, [colleague.email, OUTSIDE], client.id);
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors.emailList).toBe(MAIL_MESSAGES.recipientNotAllowed(OUTSIDE));
    expect(mailsSent()).toBe(before + 3);
  });

  it("a reseller names only their own client (another's is 404); an admin any address", async () => {
    const reseller = await t.asRole('reseller');
    const res = await noteMail(t.app, reseller.headers, [client.email], client.id);
    expect(res.statusCode).toBe(404);
    const own = await clientWithSite(t, 'RESELLER MAIL PLANT', reseller.user.id);
    expect((await noteMail(t.app, reseller.headers, [own.client.email], own.client.id)).statusCode).toBe(200);
    expect((await noteMail(t.app, admin, [OUTSIDE])).statusCode).toBe(200);
  });

  it('more than 20 addresses in one note is 400', async () => {
    const employee = await t.asRole('employee');
    const many = (await staff(MAILS_PER_HOUR + 1)).map((u) => u.email);
    const res = await noteMail(t.app, employee.headers, many);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.emailList).toBe(MAIL_MESSAGES.overHourlyLimit);
  });
});

describe('at most 20 mails an hour per sender, on every instance together', () => {
  it('counts each address on both instances; past 20 it is 429 saying when, and sends nothing', async () => {
    const sender = await t.asRole('employee');
    const people = (await staff(8)).map((u) => u.email);
    expect((await noteMail(t.app, sender.headers, people)).statusCode).toBe(200);
    expect((await noteMail(b.app, sender.headers, people)).statusCode).toBe(200);
    const mails = mailsSent();
    const over = await noteMail(t.app, sender.headers, people.slice(0, 5));
    expect(over.statusCode).toBe(429);
    const retryAfter = Number(over.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(over.json().message).toMatch(/at most 20 mails an hour/);
    expect(over.json().errors.emailList).toBe(over.json().message);
    expect(mailsSent()).toBe(mails);
    // exactly the twentieth still goes, on either instance
    expect((await noteMail(b.app, sender.headers, people.slice(0, 4))).statusCode).toBe(200);
    const last = await post(t.app, '/api/send-invoice', director.headers, {
      id: invoiceId,
      to: client.email,
    });
    expect(last.statusCode).toBe(200); // another sender is not held back
    const twentyFirst = await noteMail(b.app, sender.headers, [colleague.email]);
    expect(twentyFirst.statusCode).toBe(429);
    expect(mailsSent()).toBe(mails + 4 + 1);
  });

  it('names when the send can go: once enough of the last hour’s mails have left it', async () => {
    const sender = await t.asRole('employee');
    const people = (await staff(10)).map((u) => u.email);
    expect((await noteMail(t.app, sender.headers, people)).statusCode).toBe(200);
    // the first ten went 50 minutes ago
    await t.ctx.db
      .update(abuseEvents)
      .set({ at: sql`now() - interval '50 minutes'` })
      .where(and(eq(abuseEvents.kind, 'mail'), eq(abuseEvents.key, String(sender.user.id))));
    expect((await noteMail(b.app, sender.headers, people)).statusCode).toBe(200);
    const over = await noteMail(t.app, sender.headers, people.slice(0, 3));
    expect(over.statusCode).toBe(429);
    const retryAfter = Number(over.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    const at = Date.now() + retryAfter * 1000;
    expect([formatDateTime(new Date(at)), formatDateTime(new Date(at - 1000))]).toContain(
      /from (.+)\.$/.exec(over.json().message)?.[1],
    );
    // an hour after the first ten, three more may go
    await t.ctx.db
      .update(abuseEvents)
      .set({ at: sql`now() - interval '61 minutes'` })
      .where(
        and(
          eq(abuseEvents.kind, 'mail'),
          eq(abuseEvents.key, String(sender.user.id)),
          sql`${abuseEvents.at} < now() - interval '49 minutes'`,
        ),
      );
    expect((await noteMail(b.app, sender.headers, people.slice(0, 3))).statusCode).toBe(200);
  });

  it('thirty parallel sends on two instances: exactly twenty go', async () => {
    const sender = await t.asRole('employee');
    const before = mailsSent();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        noteMail(i % 2 ? b.app : t.app, sender.headers, [colleague.email]),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(MAILS_PER_HOUR);
    expect(codes.filter((c) => c === 429)).toHaveLength(30 - MAILS_PER_HOUR);
    expect(mailsSent()).toBe(before + MAILS_PER_HOUR);
  });

  it('mention notices have their own hourly allowance: past it the comment stays, the mail is skipped', async () => {
    const w = workCalls(t);
    const adviser = await t.asRole('employee');
    const worker = await t.asRole('employee');
    const { site } = await clientWithSite(t, 'MENTION PLANT');
    const task = await w.pumpMaintenance(adviser.headers, site.id, [worker.user.id]);
    expect(task.statusCode, task.body).toBe(201);
    const { id, worktype } = task.json().data as { id: number; worktype: string };
    const mention = () => w.comment(adviser.headers, id, worktype, [{ type: 'mention', id: worker.user.id }]);
    let before = t.outbox().length;
    expect((await mention()).statusCode).toBe(201);
    expect(t.outbox().length).toBe(before + 1);
    await t.ctx.db.insert(abuseEvents).values(
      Array.from({ length: MENTION_MAILS_PER_HOUR }, () => ({
        kind: 'mention_mail',
        key: String(adviser.user.id),
      })),
    );
    before = t.outbox().length;
    expect((await mention()).statusCode).toBe(201);
    expect(t.outbox().length).toBe(before);
  });
});

// Issue 41 item 4: an invoice, its credit and debit notes, its receipts and the client's statement are mailed
// from their pages (docs/api.md "Documents"), and issuing mails the invoice when the company sends on issue.
describe('documents mailed from an invoice', () => {
  let finance: { user: UserRow; headers: Headers };
  const lastMail = () => quotedPrintable(t.outbox().at(-1)!);
  const issue = async (organization = client.organization) => {
    const res = await post(t.app, '/api/invoice_generater', finance.headers, {
      organization,
      phone_number: '9847012345',
      products: [{ discription: 'Sand filter', quntaty: '1', rate: '100', cgst: '9', sgst: '9', igst: '0' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const historyOf = async (id: number) =>
    (await t.app.inject({ url: `/api/invoices/${id}`, headers: finance.headers })).json().history as {
      action: string;
      actor_name: string;
      changes: Record<string, unknown>;
    }[];

  beforeAll(async () => {
    finance = await t.asRole('finance');
  });

  it('an invoice goes with its PDF, the pay link with its key, the amount due and no internal figure; its history says so', async () => {
    const id = await issue();
    const res = await post(t.app, '/api/send-invoice', finance.headers, {
      id,
      to: client.email,
      cc: [colleague.email],
      subject: 'Your invoice for the sand filter',
      message: 'Thank you for your business.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      kind: 'invoice',
      cc: [colleague.email],
      recipients: [client.email],
    });
    const mail = lastMail();
    expect(mail).toMatch(new RegExp(`^To: ${client.email}`, 'm'));
    expect(mail).toMatch(new RegExp(`^Cc: ${colleague.email}`, 'm'));
    expect(mail).toContain('Subject: Your invoice for the sand filter');
    expect(mail).toMatch(new RegExp(`Content-Type: application/pdf; name=invoice-${id}\\.pdf`));
    expect(mail).toMatch(new RegExp(`View and pay it online: http\\S+/quickpay/${id}\\?key=[\\w-]{20,}`));
    expect(mail).toContain('Amount due: ₹118.00');
    expect(mail).not.toMatch(/profit|margin|cost price/i);
    const sent = (await historyOf(id)).find((e) => e.action === 'sent');
    expect(sent).toMatchObject({
      actor_name: finance.user.name,
      changes: { to: [client.email], cc: [colleague.email] },
    });
  });

  it('its notes, receipts and the statement go too, each with its own PDF', async () => {
    const id = await issue();
    const paid = await post(t.app, `/api/invoices/${id}/payments`, finance.headers, {
      amount: '18',
      method: 'bank_transfer',
      reference: 'UTR-MAIL',
      received_on: istDay(new Date()),
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const credit = await post(t.app, `/api/invoices/${id}/credit-notes`, finance.headers, {
      reason: 'Discount agreed',
      products: [{ discription: 'Sand filter', quntaty: '1', rate: '10', cgst: '9', sgst: '9', igst: '0' }],
    });
    expect(credit.statusCode, credit.body).toBe(201);
    const detail = (await t.app.inject({ url: `/api/invoices/${id}`, headers: finance.headers })).json();
    const noteId = detail.notes[0].id as number;
    const receiptId = detail.receipts[0].id as number;

    const note = await post(t.app, '/api/send-note', finance.headers, { id: noteId, to: client.email });
    expect(note.statusCode, note.body).toBe(200);
    expect(lastMail()).toMatch(new RegExp(`name=credit-note-${noteId}\\.pdf`));
    expect(lastMail()).toContain('against tax invoice');
    expect(lastMail()).toMatch(new RegExp(`/quickpay/${id}\\?key=`));
    const receipt = await post(t.app, '/api/send-receipt', finance.headers, {
      id: receiptId,
      to: client.email,
    });
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(lastMail()).toMatch(new RegExp(`name=receipt-${receiptId}\\.pdf`));
    expect(lastMail()).toContain('Amount received: ₹18.00');
    const statement = await post(t.app, '/api/send-statement', finance.headers, {
      id: client.id,
      to: client.email,
    });
    expect(statement.statusCode, statement.body).toBe(200);
    expect(lastMail()).toMatch(new RegExp(`name=statement-${client.id}\\.pdf`));
    expect(lastMail()).toContain('Closing balance');

    const sent = (await historyOf(id)).filter((e) => e.action === 'sent').map((e) => e.changes.kind);
    expect(sent.sort()).toEqual(['note', 'receipt']);
    const statements = await t.app.inject({
      url: `/api/statement-sends/${client.id}`,
      headers: finance.headers,
    });
    expect(statements.json()).toMatchObject({ total: 1, client_email: client.email });
  });

  it('one Idempotency-Key sends one mail; bad fields are named; other roles are refused', async () => {
    const id = await issue();
    const before = t.outbox().length;
    const key = { ...finance.headers, 'idempotency-key': `send-invoice-${id}-twice` };
    const [one, two] = [
      await post(t.app, '/api/send-invoice', key, { id, to: client.email }),
      await post(t.app, '/api/send-invoice', key, { id, to: client.email }),
    ];
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(two.json().data.id).toBe(one.json().data.id);
    expect(t.outbox().length).toBe(before + 1);

    const bad = await post(t.app, '/api/send-invoice', finance.headers, {
      id,
      to: client.email,
      cc: [client.email, OUTSIDE.repeat(1)],
      subject: 'Invoice\u0007',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['cc', 'subject']);
    const outside = await post(t.app, '/api/send-invoice', finance.headers, {
      id,
      to: client.email,
      cc: OUTSIDE,
    });
    expect(outside.json().errors.cc).toBe(MAIL_MESSAGES.recipientNotAllowed(OUTSIDE));
    const employee = await t.asRole('employee');
    for (const kind of ['invoice', 'note', 'receipt', 'statement'])
      expect(
        (await post(t.app, `/api/send-${kind}`, employee.headers, { id, to: client.email })).statusCode,
      ).toBe(403);
    expect(t.outbox().length).toBe(before + 1);
  });

  it('a cancelled invoice is sent as cancelled, never as payable', async () => {
    const id = await issue();
    const cancel = await post(t.app, `/api/invoices/${id}/cancel`, finance.headers, {
      reason: 'Raised twice',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const res = await post(t.app, '/api/send-invoice', finance.headers, { id, to: client.email });
    expect(res.statusCode, res.body).toBe(200);
    const mail = lastMail();
    expect(mail).toMatch(/^Subject: Cancelled: /m);
    expect(mail).toContain('nothing is due on it');
    expect(mail).not.toMatch(/pay it online|Amount due/);
  });

  it('send on issue (an admin setting, off by default) mails the client once after the issue; a failure only marks the invoice', async () => {
    const settings = await t.app.inject({ url: '/api/company-settings', headers: finance.headers });
    expect(settings.json().data.send_on_issue).toBe(false);
    const before = t.outbox().length;
    await issue();
    expect(t.outbox().length).toBe(before);
    const put = (headers: Headers, send_on_issue: unknown) =>
      t.app.inject({ method: 'PUT', url: '/api/company-settings', headers, payload: { send_on_issue } });
    expect((await put(finance.headers, true)).statusCode).toBe(403);
    expect((await put(admin, 'yes')).statusCode).toBe(400);
    expect((await put(admin, true)).json().data.send_on_issue).toBe(true);
    try {
      const id = await issue();
      expect(t.outbox().length).toBe(before + 1);
      expect(lastMail()).toMatch(new RegExp(`^To: ${client.email}`, 'm'));
      expect(lastMail()).toMatch(new RegExp(`name=invoice-${id}\\.pdf`));
      expect((await historyOf(id)).filter((e) => e.action === 'sent')).toHaveLength(1);
      // an organisation with no client account: issued all the same, the invoice says why it was not mailed
      const stranger = await issue('NO ACCOUNT WORKS');
      expect(t.outbox().length).toBe(before + 1);
      const failed = (await historyOf(stranger)).find((e) => e.action === 'send_failed');
      expect(failed?.changes.reason).toBe('The client has no e-mail address');
    } finally {
      await put(admin, false);
    }
  });
});
