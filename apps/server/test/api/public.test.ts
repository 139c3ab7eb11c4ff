import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONTACT_MESSAGES } from '@aquadesk/shared/contact.ts';
import { MESSAGES } from '@aquadesk/shared/validation.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../src/db/schema/index.ts';
import { minimalPdf } from '../../src/modules/public/demo.ts';
import { buildTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const contact = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/home-contact', payload });

describe('POST /api/home-contact', () => {
  it('stores the message and mails it to the company address, escaped', async () => {
    const before = t.outbox().length;
    const res = await contact({
      name: 'Ravi <b>K</b>',
      email: 'Ravi@Example.com',
      message: 'Need a 30 KLD STP quote',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(CONTACT_MESSAGES.success);
    const rows = await t.ctx.db.select().from(contactMessages);
    expect(rows.at(-1)).toMatchObject({
      name: 'Ravi <b>K</b>',
      email: 'ravi@example.com',
      message: 'Need a 30 KLD STP quote',
    });
    const mails = t.outbox();
    expect(mails.length).toBe(before + 1);
    const mail = mails.at(-1)!;
    expect(mail).toContain(`To: ${t.ctx.config.company.email}`);
    expect(mail).toContain('Reply-To: ravi@example.com');
    expect(mail).toContain('Ravi &lt;b&gt;K&lt;/b&gt;');
  });

  it("answers the spec's messages for empty fields and a bad e-mail", async () => {
    const res = await contact({ name: '', email: 'not-an-email', message: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      name: MESSAGES.required,
      email: MESSAGES.invalidEmail,
      message: MESSAGES.required,
    });
    expect((await contact({})).statusCode).toBe(400);
  });
});

describe('GET /api/contact-messages', () => {
  it('lists the messages newest first for admin only', async () => {
    await contact({ name: 'Second', email: 'second@example.com', message: 'Hello' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/contact-messages',
      headers: await t.adminHeaders(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({
      name: 'Second',
      email: 'second@example.com',
      message: 'Hello',
    });
    expect(res.json().data[0].created_at).toMatch(/T.*Z$/);
    for (const role of ['employee', 'product_management', 'client'] as const) {
      const { headers } = await t.asRole(role);
      expect((await t.app.inject({ method: 'GET', url: '/api/contact-messages', headers })).statusCode).toBe(
        403,
      );
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/contact-messages' })).statusCode).toBe(401);
  });
});

describe('legal documents', () => {
  it('lists 2019 to 2024 with which are published, and serves the PDFs', async () => {
    mkdirSync(path.join(t.dataDir, 'legal'), { recursive: true });
    writeFileSync(path.join(t.dataDir, 'legal', '2021.pdf'), minimalPdf(['Results 2021']));
    const list = await t.app.inject({ method: 'GET', url: '/api/legal-docs' });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      { year: 2019, available: false },
      { year: 2020, available: false },
      { year: 2021, available: true },
      { year: 2022, available: false },
      { year: 2023, available: false },
      { year: 2024, available: false },
    ]);
    const pdf = await t.app.inject({ method: 'GET', url: '/api/legal-doc/2021' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.app.inject({ method: 'GET', url: '/api/legal-doc/2022' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/legal-doc/1999' })).statusCode).toBe(404);
  });
});
