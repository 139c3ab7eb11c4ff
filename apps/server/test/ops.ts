import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { listFiles } from '../src/db/backups/archive.ts';
import { districts } from '../src/db/schema/index.ts';
import type { Db } from '../src/db/types.ts';
import { insertSite } from '../src/modules/sites/repository.ts';
import type { App } from '../src/platform/context.ts';
import { DOSING_PUMP_FIELDS } from './fixtures.ts';
import { multipart } from './helpers.ts';

/** What the backup drills compare: every table's row count and a checksum of its rows in key order. */
export type TableSnapshot = Record<string, { rows: number; md5: string }>;

export async function snapshotTables(db: Db): Promise<TableSnapshot> {
  const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;
  const tables = rows<{ schema: string; name: string }>(
    await db.execute(sql`
      select table_schema as schema, table_name as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle')
      order by 1, 2`),
  );
  const out: TableSnapshot = {};
  for (const { schema, name } of tables) {
    const keys = rows<{ col: string }>(
      await db.execute(sql`
        select a.attname as col from pg_index i
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = ${`"${schema}"."${name}"`}::regclass and i.indisprimary
        order by array_position(i.indkey, a.attnum)`),
    ).map((k) => `t."${k.col}"`);
    const order = keys.length > 0 ? keys.join(', ') : 't::text';
    const [r] = rows<{ n: number; md5: string | null }>(
      await db.execute(
        sql.raw(
          `select count(*)::int as n, md5(string_agg(t::text, '|' order by ${order})) as md5 from "${schema}"."${name}" t`,
        ),
      ),
    );
    out[`${schema}.${name}`] = { rows: r!.n, md5: r!.md5 ?? '' };
  }
  // sequences too: ids handed out after a restore must not collide with restored rows
  for (const s of rows<{ name: string; last: string | null }>(
    await db.execute(
      sql`select schemaname || '.' || sequencename as name, last_value::text as last from pg_sequences order by 1`,
    ),
  )) {
    out[`sequence ${s.name}`] = { rows: 0, md5: s.last ?? '' };
  }
  return out;
}

/** Every file under `dir` with the hash of its bytes. */
export async function snapshotFiles(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const rel of await listFiles(dir)) {
    out[rel] = createHash('sha256')
      .update(readFileSync(path.join(dir, rel)))
      .digest('hex');
  }
  return out;
}

/**
 * Fills a fresh database through the API as an office would: users, a client with a site and a note, a
 * product with its image, an invoice paid through the sandbox (its payment ledger too).
 */
export async function fillSampleData(app: App, db: Db, admin: { authorization: string }): Promise<void> {
  const inject = async (opts: InjectOptions, status: number) => {
    const res = await app.inject(opts);
    expect(res.statusCode, res.body).toBe(status);
    return res.json();
  };
  const employee = await inject(
    {
      method: 'POST',
      url: '/api/create-user',
      headers: admin,
      payload: {
        name: 'meera nair',
        email: 'meera@client.in',
        phone_number: '9847100001',
        organization: 'Riverside Flats',
        password: 'Strong@123',
        cPassword: 'Strong@123',
      },
    },
    201,
  );
  const clientId = (employee.data?.id ?? employee.id) as number;
  const [district] = await db.select().from(districts).limit(1);
  const site = await insertSite(db, {
    clientId,
    fileId: 'F1',
    siteName: 'PLANT ONE',
    contactName: 'Meera',
    phoneNumber: '9847100001',
    addressLine1: 'Riverside Flats',
    addressLine2: 'MG Road',
    city: 'Thrissur',
    districtId: district!.id,
    state: 'KERALA',
    pincode: '680001',
    createdBy: clientId,
  });
  await inject(
    {
      method: 'POST',
      url: '/api/create-note',
      headers: admin,
      payload: {
        client_id: clientId,
        site_id: site.id,
        heading: 'Pump noise',
        description: 'Check bearings',
      },
    },
    201,
  );
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#1c7ed6' } })
    .png()
    .toBuffer();
  const body = multipart(
    {
      name: 'Dosing Pump',
      ...DOSING_PUMP_FIELDS,
    },
    { data: png, name: 'pump.png', type: 'image/png' },
  );
  await inject(
    {
      method: 'POST',
      url: '/api/add-product',
      payload: body.payload,
      headers: { ...admin, ...body.headers },
    },
    201,
  );
  await payInvoice(app, admin);
}

/** Creates an invoice and pays it through the sandbox checkout: one settlement. */
export async function payInvoice(app: App, admin: { authorization: string }): Promise<number> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/invoice_generater',
    headers: admin,
    payload: {
      organization: 'Riverside Flats',
      phone_number: '9847000000',
      products: [{ discription: 'Pump', quntaty: '2', rate: '1000.00', cgst: '9', sgst: '9' }],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const invoiceID = created.json().id as number;
  const amount = 236000;
  const order = await app.inject({ method: 'POST', url: '/api/pay-invoice', payload: { invoiceID, amount } });
  expect(order.statusCode, order.body).toBe(200);
  const checkout = await app.inject({
    method: 'POST',
    url: '/api/sandbox-checkout',
    payload: { invoiceID, order_id: order.json().id, outcome: 'paid' },
  });
  expect(checkout.statusCode, checkout.body).toBe(200);
  const s = checkout.json();
  const confirm = await app.inject({
    method: 'POST',
    url: '/api/payment-confirm',
    payload: {
      invoiceID,
      order_id: s.razorpay_order_id,
      payment_id: s.razorpay_payment_id,
      signature: s.razorpay_signature,
      amount,
    },
  });
  expect(confirm.statusCode, confirm.body).toBe(200);
  return invoiceID;
}
