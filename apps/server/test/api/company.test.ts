import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CompanyProfile } from '@aquadesk/shared/company.ts';
import { COMPANY_MESSAGES, LOGO_MESSAGES } from '@aquadesk/shared/company.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import { DEFAULT_GST_RATES, GST_MESSAGES } from '@aquadesk/shared/gst.ts';
import type { SiteInfo } from '@aquadesk/shared/site-info.ts';
import { MESSAGES } from '@aquadesk/shared/validation.ts';
import { desc } from 'drizzle-orm';
import sharp from 'sharp';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { companyProfiles } from '../../src/db/schema/index.ts';
import { INSTANCE_MESSAGES } from '../../src/platform/realtime.ts';
import { ADMIN_EMAIL, type AuthHeaders, buildTestApp, multipart, type TestApp } from '../helpers.ts';
import { quotedPrintable } from '../mail.ts';
import { connectSocket, listenLocally, waitForRooms } from '../sockets.ts';
import { profileRequestOf } from '../support/company-profile.ts';

/** Issue 30 item 1: the company's GST profile, kept with its history (docs/api.md "Company profile"). */
const KERALA_GSTIN = '32AABCA1234C1ZO';
const MAHARASHTRA_GSTIN = '27AAPFU0939F1ZV';

let t: TestApp;
let admin: AuthHeaders;
let url: string;
beforeAll(async () => {
  t = await buildTestApp({
    COMPANY_NAME: 'Config Company Pvt. Ltd.',
    COMPANY_ADDRESS: 'MG Road, Thrissur',
    COMPANY_STATE_CODE: '32',
    COMPANY_GSTIN: KERALA_GSTIN,
    INVOICE_PREFIX: 'CFG',
    BANK_ACCOUNT_NAME: 'Config Company',
    BANK_ACCOUNT_NUMBER: '123456789',
    BANK_IFSC: 'SBIN0001234',
    UPI_ID: 'config@okaxis',
  });
  admin = await t.adminHeaders();
  url = await listenLocally(t);
});
afterAll(() => t.close());

const getProfile = (headers: AuthHeaders = admin) =>
  t.app.inject({ method: 'GET', url: '/api/company-profile', headers });
const putProfile = (payload: unknown, headers: AuthHeaders = admin) =>
  t.app.inject({ method: 'PUT', url: '/api/company-profile', headers, payload: payload as object });
const history = async (query = '', headers: AuthHeaders = admin) =>
  t.app.inject({ method: 'GET', url: `/api/company-profile/history${query}`, headers });
const historyRows = async () => (await history()).json().data as CompanyProfile[];

describe('the company profile', () => {
  let first: CompanyProfile;

  it('starts as the configuration says', async () => {
    const res = await getProfile();
    expect(res.statusCode).toBe(200);
    first = res.json().data;
    expect(first).toMatchObject({
      legal_name: 'Config Company Pvt. Ltd.',
      trade_name: '',
      address: 'MG Road, Thrissur',
      state_code: '32',
      gstin: KERALA_GSTIN,
      pan: 'AABCA1234C',
      bank_account_name: 'Config Company',
      bank_account_number: '123456789',
      bank_ifsc: 'SBIN0001234',
      bank_name: null,
      upi_id: 'config@okaxis',
      invoice_prefix: 'CFG',
      credit_note_prefix: 'CN',
      debit_note_prefix: 'DN',
      receipt_prefix: 'RC',
      payment_terms_days: 15,
      gst_rates: [...DEFAULT_GST_RATES],
      changed_by_name: null,
    });
    expect(new Date(first.changed_at).toISOString()).toBe(first.changed_at);
    // asking again makes no second version
    expect((await getProfile()).json().data.id).toBe(first.id);
    expect((await historyRows()).map((r) => r.id)).toEqual([first.id]);
  });

  it('is read by finance and the technical director, who may not change it', async () => {
    for (const role of ['finance', 'technical_director'] as const) {
      const { headers } = await t.asRole(role);
      const seen = await getProfile(headers);
      expect(seen.statusCode).toBe(200);
      expect(seen.json().data.id).toBe(first.id);
      expect((await history('', headers)).statusCode).toBe(200);
      const put = await putProfile({ ...profileRequestOf(first), legal_name: 'Not allowed' }, headers);
      expect(put.statusCode).toBe(403);
    }
    expect((await historyRows()).map((r) => r.id)).toEqual([first.id]);
  });

  it('is not shown to an employee or a client', async () => {
    for (const role of ['employee', 'client'] as const) {
      const { headers } = await t.asRole(role);
      expect((await getProfile(headers)).statusCode).toBe(403);
      expect((await history('', headers)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/company-profile' })).statusCode).toBe(401);
  });

  it('saves a change as a new version: the old one stays, the new one is in force, watchers hear of it', async () => {
    const { user: finance, headers: financeHeaders } = await t.asRole('finance');
    const socket: Socket = await connectSocket(url, financeHeaders.authorization);
    try {
      await waitForRooms(t, finance.id);
      const heard = new Promise<CompanyProfile>((resolve) => socket.once(EVENTS.companyProfile, resolve));
      const change = {
        ...profileRequestOf(first),
        legal_name: 'AquaDesk Karnataka LLP',
        state_code: '29',
        gstin: '29aapfu0939f1zr',
        pan: '',
        invoice_prefix: 'ak',
        gst_rates: ['18', '5.00', 0],
        terms: 'Payment within 30 days.\nInterest at 18 % after that.',
        payment_terms_days: '30',
      };
      const res = await putProfile(change);
      expect(res.statusCode, res.body).toBe(200);
      const saved: CompanyProfile = res.json().data;
      expect(saved.id).not.toBe(first.id);
      expect(saved).toMatchObject({
        legal_name: 'AquaDesk Karnataka LLP',
        state_code: '29',
        gstin: '29AAPFU0939F1ZR',
        // a blank PAN is the one inside the GSTIN
        pan: 'AAPFU0939F',
        invoice_prefix: 'AK',
        gst_rates: ['0', '5', '18'],
        payment_terms_days: 30,
        changed_by_name: expect.any(String),
      });
      const me = (await t.app.inject({ method: 'GET', url: '/api/me', headers: admin })).json().user;
      expect(me.email).toBe(ADMIN_EMAIL);
      expect(saved.changed_by_name).toBe(me.name);
      expect((await heard).id).toBe(saved.id);

      expect((await getProfile()).json().data).toEqual(saved);
      const rows = await historyRows();
      expect(rows.map((r) => r.id)).toEqual([saved.id, first.id]);
      // the first version is kept as it was, for the documents issued under it
      expect(rows[1]).toEqual(first);
    } finally {
      socket.disconnect();
    }
  });

  it('adds no version when what is saved is already in force', async () => {
    const current: CompanyProfile = (await getProfile()).json().data;
    const before = await historyRows();
    const again = await putProfile(profileRequestOf(current));
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(current);
    expect(await historyRows()).toEqual(before);
  });

  it('pages its history, newest first', async () => {
    const current: CompanyProfile = (await getProfile()).json().data;
    const third = await putProfile({ ...profileRequestOf(current), trade_name: 'AquaDesk' });
    expect(third.statusCode).toBe(200);
    const all = await historyRows();
    expect(all).toHaveLength(3);
    const one = (await history('?limit=2')).json();
    expect(one.data.map((r: CompanyProfile) => r.id)).toEqual(all.slice(0, 2).map((r) => r.id));
    expect(one.next_cursor).toEqual(expect.any(String));
    const two = (await history(`?limit=2&cursor=${one.next_cursor}`)).json();
    expect(two.data.map((r: CompanyProfile) => r.id)).toEqual([all[2]!.id]);
    expect(two.next_cursor).toBeNull();
    expect((await history('?limit=0')).statusCode).toBe(400);
    expect((await history('?cursor=bad!')).statusCode).toBe(400);
  });

  it('names the company everywhere by the profile in force: the website, the letterhead on profiles, mails', async () => {
    // the history test above saved the trade name 'AquaDesk'; the environment's name is only the first version
    const site = await t.app.inject({ method: 'GET', url: '/api/site-info' });
    expect(site.json().company).toMatchObject({ name: 'AquaDesk', address: 'MG Road, Thrissur' });
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/get_profile',
      headers: admin,
      payload: { email: ADMIN_EMAIL },
    });
    expect(own.json().address.name).toBe('AquaDesk');
    const user = await t.createUser();
    const before = t.outbox().length;
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: user.email },
    });
    expect(forgot.statusCode).toBeLessThan(300);
    const mails = t.outbox().slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('AquaDesk');
    expect(mails[0]).not.toContain('Config Company Pvt. Ltd.');
  });

  it('refuses each bad field with 400 naming it, and changes nothing', async () => {
    const current: CompanyProfile = (await getProfile()).json().data;
    const before = await historyRows();
    const good = { ...profileRequestOf(current), state_code: '32', gstin: KERALA_GSTIN, pan: '' };
    const cases: [string, unknown, string][] = [
      ['legal_name', '', MESSAGES.required],
      ['legal_name', 'x'.repeat(101), 'Legal name must be at most 100 characters'],
      // the e-invoice cannot leave the legal name out, and its schema takes 3 characters or more (issue 41 item 10)
      ['legal_name', 'AB', COMPANY_MESSAGES.legalNameShort],
      ['trade_name', 'x'.repeat(101), 'Trade name must be at most 100 characters'],
      ['address', 'x'.repeat(301), 'Address must be at most 300 characters'],
      ['state_code', '25', GST_MESSAGES.stateCode],
      ['gstin', '32AABCA1234C1ZP', GST_MESSAGES.gstinCheck],
      ['gstin', MAHARASHTRA_GSTIN, GST_MESSAGES.gstinStateMismatch('27', '32')],
      ['pan', 'AAPFU0939F', COMPANY_MESSAGES.panMismatch],
      ['pan', 'AAPFU', GST_MESSAGES.pan],
      ['email', 'nobody', MESSAGES.invalidEmail],
      ['phone', 'call me', COMPANY_MESSAGES.phone],
      ['bank_account_number', '12345', COMPANY_MESSAGES.bankAccountNumber],
      ['bank_account_number', '', COMPANY_MESSAGES.bankTogether],
      ['bank_ifsc', 'SBIN1001234', COMPANY_MESSAGES.bankIfsc],
      ['upi_id', 'aquadesk', COMPANY_MESSAGES.upi],
      ['invoice_prefix', 'TOOLONG', COMPANY_MESSAGES.prefix],
      ['receipt_prefix', 'CN', COMPANY_MESSAGES.prefixTaken('credit note')],
      ['default_sac', '99', GST_MESSAGES.hsn],
      ['payment_terms_days', 366, COMPANY_MESSAGES.paymentTerms],
      ['gst_rates', [], COMPANY_MESSAGES.ratesRequired],
      ['gst_rates', ['18', '18.0'], COMPANY_MESSAGES.rateTwice('18')],
      ['gst_rates.0', ['12.345'], COMPANY_MESSAGES.ratePlaces],
      ['terms', 'x'.repeat(1001), 'Terms must be at most 1000 characters'],
      // hostile values (issue 28 item 7) are refused at their field too
      ['payment_terms_days', '9007199254740993', COMPANY_MESSAGES.paymentTerms],
      ['payment_terms_days', 1.5, COMPANY_MESSAGES.paymentTerms],
      ['gst_rates.0', ['1e309'], COMPANY_MESSAGES.rate],
      ['gst_rates.0', [true], COMPANY_MESSAGES.rate],
      ['gstin', 'x'.repeat(20_000), GST_MESSAGES.gstinLength],
      ['legal_name', 'ab\u0000cd', 'Legal name contains characters that are not allowed'],
    ];
    for (const [path, value, message] of cases) {
      const field = path.split('.')[0]!;
      const res = await putProfile({ ...good, [field]: value });
      expect(res.statusCode, `${path} = ${JSON.stringify(value)}`).toBe(400);
      expect(res.json().errors, `${path} = ${JSON.stringify(value)}`).toEqual({ [path]: message });
    }
    const missing = await putProfile({});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(
      expect.arrayContaining(['legal_name', 'address', 'state_code', 'invoice_prefix', 'gst_rates']),
    );
    expect(await historyRows()).toEqual(before);
    expect((await getProfile()).json().data).toEqual(current);
  });
});

/** Waits until `check` holds of what `read` answers (another instance hears of a change asynchronously). */
async function until<T>(read: () => Promise<T>, check: (v: T) => boolean, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (check(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}

// docs/api.md "Site info": every page of the website reads it, so each instance keeps it in memory
describe('GET /api/site-info across instances', () => {
  const siteOf = async (app: TestApp['app']) =>
    (await app.inject({ method: 'GET', url: '/api/site-info' })).json() as SiteInfo;

  it('a change saved on one instance is answered at once there and soon on another instance', async () => {
    const other = await t.secondInstance();
    const current: CompanyProfile = (await getProfile()).json().data;
    const before = (await siteOf(t.app)).company;
    expect((await siteOf(other.app)).company).toEqual(before);

    // on PostgreSQL the change is announced through the socket.io adapter's NOTIFY, as live events are:
    // the other instance hears it once its adapter listens (it has heard this one's heartbeat)
    const onPostgres = Boolean(inject('postgresTemplate'));
    let heard = 0;
    other.ctx.realtime.onInstanceMessage(INSTANCE_MESSAGES.companyProfileChanged, () => {
      heard += 1;
    });
    if (onPostgres) {
      const servers = await until(
        () => other.ctx.realtime.io!.of('/').adapter.serverCount(),
        (n) => n >= 2,
      );
      expect(servers).toBe(2);
    }

    const res = await putProfile({
      ...profileRequestOf(current),
      trade_name: 'Riverside Water Works',
      address: 'Round South, Thrissur 680001',
      phone: '+91 487 000 1111',
    });
    expect(res.statusCode, res.body).toBe(200);
    const changed = {
      name: 'Riverside Water Works',
      address: 'Round South, Thrissur 680001',
      email: current.email,
      phone: '+91 487 000 1111',
    };
    expect(changed).not.toEqual(before);
    // the instance that saved it answers the new version with its very next request
    expect((await siteOf(t.app)).company).toEqual(changed);
    // the other one once it hears of it (or reads it again: LETTERHEAD_RECHECK_MS)
    expect(
      (
        await until(
          () => siteOf(other.app),
          (s) => s.company.name === changed.name,
        )
      ).company,
    ).toEqual(changed);
    if (onPostgres)
      expect(
        await until(
          async () => heard,
          (n) => n > 0,
        ),
      ).toBe(1);
  });

  it('is answered from memory: a version no instance announced shows only when it is read again', async () => {
    const kept = (await siteOf(t.app)).company;
    // a version written straight to the table, as no operation does: nobody is told
    const [newest] = await t.ctx.db.select().from(companyProfiles).orderBy(desc(companyProfiles.id)).limit(1);
    const { id: _id, createdAt: _at, ...row } = newest!;
    await t.ctx.db.insert(companyProfiles).values({ ...row, tradeName: 'Unannounced Name' });
    // the next answer is the kept one, whatever its age (an old copy is read again behind the answer)
    expect((await siteOf(t.app)).company).toEqual(kept);
    const later = await until(
      () => siteOf(t.app),
      (s) => s.company.name === 'Unannounced Name',
    );
    expect(later.company).toEqual({ ...kept, name: 'Unannounced Name' });
  });
});

/**
 * Issue 41 item 11: the company logo on every document and client mail, and what a complete tax invoice still
 * needs (docs/api.md "Company profile").
 */
describe('the company logo and the tax invoice checklist', () => {
  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 4, background: '#1971c2' } })
      .png()
      .toBuffer();
  const putLogo = (data: Buffer, headers: AuthHeaders = admin, name = 'logo.png', type = 'image/png') => {
    const body = multipart({}, { data, name, type, part: 'logo' });
    return t.app.inject({
      method: 'PUT',
      url: '/api/company-profile/logo',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  /** How many images the PDF embeds: pdfkit writes each as an XObject of subtype Image (a PNG's alpha one more). */
  const imagesIn = (pdf: Buffer) => pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0;
  const issue = async () => {
    const res = await t.post(
      '/api/invoice_generater',
      {
        organization: 'Logo Test Hospital',
        phone_number: '9847012345',
        products: [{ discription: 'Dosing pump', quntaty: '1', rate: '1000', gst_rate: '18', hsn: '998719' }],
      },
      admin,
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const invoicePdf = async (id: number) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/invoice-pdf/${id}`, headers: admin });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    // SAVE_PDFS=dir keeps each PDF read, to look at (as document-pdfs.test.ts)
    if (process.env.SAVE_PDFS)
      writeFileSync(path.join(process.env.SAVE_PDFS, `invoice-${id}.pdf`), res.rawPayload);
    return res.rawPayload;
  };
  let before: number;
  let logoUrl: string;

  it('names what a complete tax invoice still needs, at each field, until it is there', async () => {
    const current = (await getProfile()).json().data as CompanyProfile;
    const saved = await putProfile({ ...profileRequestOf(current), upi_id: '', gstin: null, pan: null });
    expect(saved.statusCode, saved.body).toBe(200);
    const gaps = (saved.json().data as CompanyProfile).tax_invoice_gaps;
    expect(gaps.map((g) => g.field)).toEqual(['gstin', 'upi_id']);
    const back = await putProfile({ ...profileRequestOf(current), upi_id: 'config@okaxis' });
    expect((back.json().data as CompanyProfile).tax_invoice_gaps).toEqual([]);
  });

  it('refuses a file that is not a PNG or JPEG by its bytes, one too large and one too big, at the field', async () => {
    before = (await history('?limit=100')).json().data.length;
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const named = await putLogo(gif, admin, 'logo.png', 'image/png');
    expect(named.statusCode).toBe(415);
    expect(named.json().errors).toEqual({ logo: LOGO_MESSAGES.type });
    const webp = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#fff' } })
      .webp()
      .toBuffer();
    expect((await putLogo(webp)).json().errors).toEqual({ logo: LOGO_MESSAGES.type });
    const heavy = Buffer.concat([await png(20, 20), Buffer.alloc(520 * 1024)]);
    const tooHeavy = await putLogo(heavy);
    expect(tooHeavy.statusCode).toBe(413);
    expect(tooHeavy.json().errors).toEqual({ logo: LOGO_MESSAGES.size });
    const tooWide = await putLogo(await png(4100, 20));
    expect(tooWide.statusCode).toBe(400);
    expect(tooWide.json().errors).toEqual({ logo: LOGO_MESSAGES.large });
    const empty = multipart({ other: 'x' });
    const none = await t.app.inject({
      method: 'PUT',
      url: '/api/company-profile/logo',
      headers: { ...admin, ...empty.headers },
      payload: empty.payload,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json(), none.body).toMatchObject({ errors: { logo: expect.any(String) } });
    // nothing stored, no version added
    expect((await history('?limit=100')).json().data.length).toBe(before);
    expect((await getProfile()).json().data.logo_url).toBeNull();
  });

  it('may be changed only by those who may edit the profile', async () => {
    const { headers: finance } = await t.asRole('finance');
    expect((await putLogo(await png(200, 80), finance)).statusCode).toBe(403);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/company-profile/logo',
      headers: finance,
    });
    expect(removed.statusCode).toBe(403);
    expect((await history('?limit=100')).json().data.length).toBe(before);
  });

  it('is a new version, shown to staff, printed on the documents issued under it and mailed to clients', async () => {
    const issuedBefore = await issue();
    expect(imagesIn(await invoicePdf(issuedBefore))).toBe(0);

    const res = await putLogo(await png(1600, 400));
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().data as CompanyProfile;
    expect(saved.logo_url).toMatch(/^\/api\/company-logo\/[a-f0-9]{32}\.png$/);
    logoUrl = saved.logo_url!;
    expect((await history('?limit=100')).json().data.length).toBe(before + 1);
    // a later save of the profile keeps it
    const again = await putProfile({ ...profileRequestOf(saved), terms: 'Payment within 15 days.' });
    expect((again.json().data as CompanyProfile).logo_url).toBe(logoUrl);

    const image = await t.app.inject({ method: 'GET', url: logoUrl, headers: admin });
    expect(image.statusCode, image.body.slice(0, 200)).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    // stored within 800 × 400 pixels
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ width: 800, height: 200 });
    const { headers: employee } = await t.asRole('employee');
    expect((await t.app.inject({ method: 'GET', url: logoUrl, headers: employee })).statusCode).toBe(403);

    // an invoice issued before keeps printing as issued; one issued now prints the logo
    expect(imagesIn(await invoicePdf(issuedBefore))).toBe(0);
    const issuedAfter = await issue();
    expect(imagesIn(await invoicePdf(issuedAfter))).toBeGreaterThan(0);

    const sent = await t.post(
      '/api/send-invoice',
      { id: issuedAfter, to: ['accounts@logo-test.example'], cc: [], subject: '', message: '' },
      admin,
    );
    expect(sent.statusCode, sent.body).toBe(200);
    // the HTML part as quoted-printable carries it
    const mail = quotedPrintable(t.outbox().at(-1)!);
    expect(mail).toContain('src="cid:company-logo@aquadesk"');
    expect(mail).toMatch(/Content-Id: <company-logo@aquadesk>/i);
    expect(mail).toMatch(/name=invoice-\d+\.pdf/);

    // removed: a new version without it; the invoice issued with it still prints it, and its file stays
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/company-profile/logo',
      headers: admin,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.logo_url).toBeNull();
    expect(imagesIn(await invoicePdf(issuedAfter))).toBeGreaterThan(0);
    expect((await t.app.inject({ method: 'GET', url: logoUrl, headers: admin })).statusCode).toBe(200);
    const draftLike = await issue();
    expect(imagesIn(await invoicePdf(draftLike))).toBe(0);
    // removing again adds no version
    const count = (await history('?limit=100')).json().data.length;
    await t.app.inject({ method: 'DELETE', url: '/api/company-profile/logo', headers: admin });
    expect((await history('?limit=100')).json().data.length).toBe(count);
  });
});
