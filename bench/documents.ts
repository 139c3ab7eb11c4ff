/**
 * Documents as PDF (bench/README.md "Documents as PDF", issue 14): times `GET /api/invoice-pdf/{id}` for an
 * invoice of 50 lines (budget: 1 s on this machine) and the job card PDF, over real HTTP, sequentially.
 *
 *   node --import tsx bench/documents.ts [--requests 20] [--save docs/images]
 *
 * Runs on a fresh PGlite data folder in the temp directory (DATABASE_URL: an empty PostgreSQL database).
 * `--save DIR` also writes the rendered sample PDFs there (invoice.pdf, estimate.pdf) for the README's
 * screenshots (`pdftoppm -png -r 80 -f 1 -l 1`). Raw output goes to bench/.out/documents-<db>.json.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { districts, jobRoles, products, sites, users } from '../apps/server/src/db/schema/index.ts';
import { setUpFreshDatabase } from '../apps/server/src/db/seed.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const requests = Number(arg('requests', '20'));
const saveDir = arg('save', '');
const databaseUrl = process.env.DATABASE_URL;
const ADMIN = { email: 'bench-admin@aquadesk.test', password: 'Bench@12345' };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function timed(label: string, n: number, call: () => Promise<Response>) {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const res = await call();
    const body = await res.arrayBuffer();
    if (!res.ok) throw new Error(`${label}: ${res.status}`);
    times.push(performance.now() - t0);
    bytes = body.byteLength;
  }
  const first = times[0]!;
  times.sort((a, b) => a - b);
  const row = {
    label,
    requests: n,
    firstMs: +first.toFixed(1),
    p50: +percentile(times, 50).toFixed(1),
    p95: +percentile(times, 95).toFixed(1),
    max: +times.at(-1)!.toFixed(1),
    bytes,
  };
  console.log(JSON.stringify(row));
  return row;
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'aquadesk-bench-pdf-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    DEMO_DATA: '0',
    JWT_SECRET: 'bench-secret-that-is-long-enough',
    LOG_LEVEL: 'silent',
    UPI_ID: 'aquadesk@okaxis',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const database = await openDatabase({ databaseUrl, dataDir });
  const { app, ctx } = await buildApp({ config, database, logger: false });
  await setUpFreshDatabase(ctx, async () => []);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const { db } = ctx;

  const login = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const token = `Bearer ${((await login.json()) as { user: { token: string } }).user.token}`;
  const auth = { authorization: token, 'content-type': 'application/json' };
  const post = async (url: string, body: unknown) => {
    const res = await fetch(`${origin}/api${url}`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<Record<string, unknown>>;
  };

  // the admin's signature, kept with the invoices and on the approved job card
  const sign = await sharp({
    create: { width: 240, height: 80, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80"><path d="M10 60 C 40 10, 70 10, 90 50 S 140 80, 160 30 S 210 20, 230 50" stroke="#1a3d7c" stroke-width="4" fill="none"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
  const signFile = await ctx.storage.saveImage('sign', sign);
  const [admin] = await db.update(users).set({ signFile }).returning();

  // a 50-line invoice with mixed GST
  const lines = Array.from({ length: 50 }, (_, i) => ({
    discription: `${['Dosing pump', 'Sand filter media', 'Membrane element', 'Pressure gauge', 'Service visit'][i % 5]} ${i + 1}`,
    quntaty: String((i % 4) + 1),
    rate: `${1250 + i * 113}.50`,
    cgst: i % 3 === 2 ? '0' : '9',
    sgst: i % 3 === 2 ? '0' : '9',
    igst: i % 3 === 2 ? '18' : '0',
  }));
  const invoice = await post('/invoice_generater', {
    organization: 'Riverside Multispeciality Hospital',
    phone_number: '9847012345',
    products: lines,
  });
  const small = await post('/invoice_generater', {
    organization: 'Riverside Multispeciality Hospital',
    phone_number: '9847012345',
    products: lines.slice(0, 4),
  });

  // one approved job card
  const [district] = await db.select().from(districts).limit(1);
  const [client] = await db
    .insert(users)
    .values({
      name: 'ANITA MENON',
      email: 'anita@riverside.example',
      passwordHash: 'x',
      userType: 'client',
      organization: 'Riverside Multispeciality Hospital',
      phoneNumber: '9847012345',
    })
    .returning();
  const [site] = await db
    .insert(sites)
    .values({
      clientId: client!.id,
      fileId: 'F1',
      siteName: 'RIVERSIDE STP',
      contactName: 'Anita Menon',
      phoneNumber: '9847012345',
      addressLine1: 'Hospital Road',
      addressLine2: 'Near East Fort',
      city: 'Thrissur',
      districtId: district!.id,
      state: 'KERALA',
      pincode: '680005',
      createdBy: admin!.id,
    })
    .returning();
  const productRows = await db
    .insert(products)
    .values([
      { name: 'Dosing Pump 6 LPH', description: 'd', price: '18450.00', image: 'p.png', categories: 'x' },
      { name: 'PVC Ball Valve 50 mm', description: 'd', price: '1250.50', image: 'v.png', categories: 'x' },
    ])
    .returning();
  const [role] = await db.insert(jobRoles).values({ name: 'Plumber' }).returning();
  const [worker] = await db
    .insert(users)
    .values({
      name: 'Rahul K',
      email: 'w@bench.test',
      passwordHash: 'x',
      userType: 'Plumber',
      roleId: role!.id,
      charge: '450.00',
    })
    .returning();
  const estimate = await post('/estimate_generater', {
    site_id: site!.id,
    work: JSON.stringify(['Replace the dosing pump of the STP', 'Replace two inlet valves', 'Test run']),
    products: [
      { id: productRows[0]!.id, quantity: 1 },
      { id: productRows[1]!.id, quantity: 2 },
    ],
    labour: [{ role_id: role!.id, work_hour: 6 }],
    travel_distance: 18,
    discount: 5,
    administrative_expense: 10,
    remarks: 'Shut the inlet before work. Spares to be kept at the site.',
  });
  const estimateId = estimate.work_estimate_id as number;
  await post('/approve-estimate', { id: estimateId, assignList: [{ id: worker!.id }] });

  // one proposal (frozen product with image, specification and the creator's signature)
  const plantImage = await sharp({ create: { width: 320, height: 220, channels: 3, background: '#d0e6f7' } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="220"><rect x="40" y="60" width="240" height="110" rx="12" fill="#1971c2"/><rect x="60" y="80" width="60" height="70" fill="#a5d8ff"/><rect x="140" y="80" width="60" height="70" fill="#a5d8ff"/><rect x="220" y="80" width="40" height="70" fill="#a5d8ff"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
  const [plant] = await db
    .insert(products)
    .values({
      name: 'Reverse Osmosis Plant 2000 LPH',
      description:
        'A skid-mounted reverse osmosis plant for hospital and hotel water, with dosing and controls.',
      price: '845000.00',
      image: await ctx.storage.saveImage('product', plantImage),
      categories: 'Plants',
      isProposal: true,
      intro: 'Thank you for your enquiry. We are pleased to offer the following plant for your site.',
      content: 'The plant removes dissolved salts, hardness and micro-organisms, and delivers potable water.',
      technicalSpecification: [
        { heading: 'Capacity', value: '2000 litres per hour' },
        { heading: 'Membranes', value: '4 × 4040 TFC' },
        { heading: 'Recovery', value: '50 to 60 %' },
        { heading: 'Power', value: '415 V, 3 phase, 5.5 kW' },
      ],
    })
    .returning();
  const proposal = await post('/praposal_generater', {
    product: plant!.name,
    productId: plant!.id,
    headding: 'Proposal for a 2000 LPH reverse osmosis plant',
    client_name: 'Anita Menon',
    organization: 'Riverside Multispeciality Hospital',
    address_line_1: 'Hospital Road',
    address_line_2: 'Near East Fort',
    city: 'Thrissur',
    district: 'Thrissur',
    state: 'Kerala',
    pincode: '680005',
    email: 'anita@riverside.example',
    phone: '9847012345',
  });
  const proposalId = (proposal.data as { id: number }).id;

  const get = (url: string) => () => fetch(`${origin}${url}`, { headers: { authorization: token } });
  const results = [
    await timed('invoice PDF, 50 lines', requests, get(`/api/invoice-pdf/${invoice.id}`)),
    await timed('invoice PDF, 4 lines', requests, get(`/api/invoice-pdf/${small.id}`)),
    await timed('job card PDF', requests, get(`/api/estimate-pdf/${estimateId}`)),
    await timed('proposal PDF', requests, get(`/api/proposal-pdf/${proposalId}`)),
  ];
  if (saveDir) {
    const dir = path.resolve(root, saveDir);
    mkdirSync(dir, { recursive: true });
    const save = async (name: string, url: string) =>
      writeFileSync(path.join(dir, name), Buffer.from(await (await get(url)()).arrayBuffer()));
    await save('invoice.pdf', `/api/invoice-pdf/${small.id}`);
    await save('invoice-50.pdf', `/api/invoice-pdf/${invoice.id}`);
    await save('estimate.pdf', `/api/estimate-pdf/${estimateId}`);
    await save('proposal.pdf', `/api/proposal-pdf/${proposalId}`);
  }
  const out = path.join(root, 'bench/.out');
  mkdirSync(out, { recursive: true });
  writeFileSync(
    path.join(out, `documents-${databaseUrl ? 'postgres' : 'pglite'}.json`),
    `${JSON.stringify(results, null, 2)}\n`,
  );
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

await main();
