/**
 * Documents as PDF (bench/README.md "Documents as PDF", issues 14 and 28), over real HTTP against the built
 * server (apps/server/dist/main.js, its PDF render pool on worker threads):
 *
 * 1. the time of ordinary documents: an invoice of 50 lines and one of 4, an approved job card, a proposal;
 * 2. the time of the worst ALLOWED documents: every text and every count at its bound (ESTIMATE_LIMITS,
 *    INVOICE_LIMITS, PRODUCT_LIMITS and the 200-character names), three times: with ordinary words, with
 *    the longest texts as one unbroken word, and with every text that takes line breaks at its most lines
 *    (budget: each ≤ 2 s);
 * 3. `GET /api/health`'s latency from one client, alone and while four clients render the worst documents
 *    at once, one after another (budget: p99 ≤ 50 ms).
 *
 *   node --import tsx bench/documents.ts [--requests 10] [--seconds 15] [--port 8096] [--save docs/images]
 *
 * Runs on a fresh PGlite data folder in the temp directory (DATABASE_URL: an empty PostgreSQL database).
 * The records are made in-process first (the API where a bound applies), then the built server is started
 * on them. `--save DIR` also writes the ordinary sample PDFs there (invoice.pdf, estimate.pdf, …) for the
 * README's screenshots (`pdftoppm -png -r 80 -f 1 -l 1`). Raw output goes to bench/.out/documents-<db>.json.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESTIMATE_LIMITS } from '@aquadesk/shared/estimates.ts';
import { INVOICE_LIMITS } from '@aquadesk/shared/invoices.ts';
import { PRODUCT_LIMITS } from '@aquadesk/shared/products.ts';
import { PROPOSAL_LIMITS } from '@aquadesk/shared/proposals.ts';
import { TEXT_MAX } from '@aquadesk/shared/validation.ts';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/open.ts';
import { districts, jobRoles, products, sites, users } from '../apps/server/src/db/schema/index.ts';
import { hashPassword } from '../apps/server/src/platform/passwords.ts';
import { setUpFreshDatabase } from '../apps/server/src/setup/seed.ts';
import { arg } from './cli.ts';
import { ADMIN, login, startServer, waitExit } from './server-process.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const requests = Number(arg('requests', '10'));
const seconds = Number(arg('seconds', '15'));
const port = Number(arg('port', '8096'));
const saveDir = arg('save', '');
const databaseUrl = process.env.DATABASE_URL;
const log = (line: string) => console.log(`[documents] ${line}`);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

// ——— texts at their bounds ———

/** Words of 2 to 11 letters separated by spaces, exactly `n` characters (a seeded, repeatable text). */
function words(n: number, seed = 1): string {
  let x = seed * 2654435761;
  const next = () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 0x100000000;
  };
  let out = '';
  while (out.length < n) {
    const length = 2 + Math.floor(next() * 10);
    let word = '';
    for (let i = 0; i < length; i++) word += String.fromCharCode(97 + Math.floor(next() * 26));
    out += (out ? ' ' : '') + word;
  }
  return out.slice(0, n).trimEnd().padEnd(n, 'x');
}
/** One unbroken word of `n` characters (what made pdfmake's line breaking quadratic). */
const unbroken = (n: number) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'.repeat(Math.ceil(n / 36)).slice(0, n);
/** A name at the 200-character bound, unique by its number. */
const name = (label: string, i: number) =>
  `${label} ${i} ${words(TEXT_MAX.short, i + 7)}`.slice(0, TEXT_MAX.short);

type Variant = 'words' | 'unbroken' | 'lines';
/**
 * A text of `n` characters: ordinary words, one unbroken word, or (`lines`, for a field that takes line
 * breaks) its most lines, each of words, `n` characters in all.
 */
function text(variant: Variant, n: number, seed: number, lines = 1): string {
  if (variant === 'unbroken') return unbroken(n);
  if (variant === 'words' || lines === 1) return words(n, seed);
  const per = Math.floor((n - (lines - 1)) / lines);
  return Array.from({ length: lines }, (_, i) => words(per, seed * 1000 + i)).join('\n');
}

interface Made {
  typical: Record<'invoice50' | 'invoice4' | 'estimate' | 'proposal', string>;
  worst: Partial<Record<`${'estimate' | 'proposal' | 'invoice'} (${Variant})`, string>>;
}

/** Makes every record in-process, through the API where a bound applies; answers the PDF urls. */
async function makeRecords(dataDir: string): Promise<Made> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    DEMO_DATA: '0',
    JWT_SECRET: 'bench-secret-that-is-long-enough-0123',
    LOG_LEVEL: 'silent',
    UPI_ID: 'aquadesk@okaxis',
    // a tax invoice is issued only under the company's GSTIN (docs/requirements/002-gst.md §5)
    COMPANY_STATE_CODE: '32',
    COMPANY_GSTIN: '32AAACA1234A1ZT',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const database = await openDatabase({ databaseUrl, dataDir });
  const { app, ctx } = await buildApp({ config, database, logger: false });
  await setUpFreshDatabase(ctx, async () => []);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const { db } = ctx;

  const tokenOf = async (email: string, password: string) => {
    const res = await fetch(`${origin}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    return `Bearer ${((await res.json()) as { user: { token: string } }).user.token}`;
  };
  const token = await tokenOf(ADMIN.email, ADMIN.password);
  const post = async (url: string, body: unknown, auth = token) => {
    const res = await fetch(`${origin}/api${url}`, {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${url}: ${res.status} ${(await res.text()).slice(0, 500)}`);
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

  // ——— ordinary documents ———
  const lines = Array.from({ length: 50 }, (_, i) => ({
    discription: `${['Dosing pump', 'Sand filter media', 'Membrane element', 'Pressure gauge', 'Service visit'][i % 5]} ${i + 1}`,
    quntaty: String((i % 4) + 1),
    rate: `${1250 + i * 113}.50`,
    // the rate from the company's list; the split follows the place of supply (Kerala: CGST + SGST)
    gst_rate: i % 3 === 2 ? '5' : '18',
    hsn: i % 5 === 4 ? '998719' : '84212190',
  }));
  // unregistered, ₹50,000 or more: the address and the state rule 46(1)(e) asks for
  const recipient = {
    organization: 'Riverside Multispeciality Hospital',
    phone_number: '9847012345',
    billing_address: 'Hospital Road, Near East Fort, Thrissur 680005',
    place_of_supply: '32',
  };
  const invoice = await post('/invoice_generater', { ...recipient, products: lines });
  const small = await post('/invoice_generater', { ...recipient, products: lines.slice(0, 4) });

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
  const proposalFields = {
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
  };
  const proposal = await post('/praposal_generater', { productId: plant!.id, ...proposalFields });

  // ——— the worst allowed documents ———
  // made by a director whose name is at its bound, with a signature
  const long = (label: string) => name(label, 0);
  const [director] = await db
    .insert(users)
    .values({
      name: long('Director'),
      email: 'director@bench.test',
      passwordHash: await hashPassword('Bench@12345'),
      userType: 'admin',
      permissions: ['admin'],
      phoneNumber: '9847000000',
      signFile,
    })
    .returning();
  const directorToken = await tokenOf(director!.email, 'Bench@12345');
  const [worstClient] = await db
    .insert(users)
    .values({
      name: long('Client'),
      email: `${'c'.repeat(64)}@${'riverside-multispeciality-hospital-'.repeat(5).slice(0, 170)}.example.in`,
      passwordHash: 'x',
      userType: 'client',
      organization: long('Organisation'),
      phoneNumber: '9847012345',
    })
    .returning();
  const [worstSite] = await db
    .insert(sites)
    .values({
      clientId: worstClient!.id,
      fileId: 'F2',
      siteName: long('Site'),
      contactName: long('Contact'),
      phoneNumber: '9847012345',
      addressLine1: long('Address 1'),
      addressLine2: long('Address 2'),
      city: long('City'),
      districtId: district!.id,
      state: 'KERALA',
      pincode: '680005',
      createdBy: admin!.id,
    })
    .returning();
  const manyProducts = await db
    .insert(products)
    .values(
      Array.from({ length: ESTIMATE_LIMITS.products }, (_, i) => ({
        name: name('Product', i),
        description: 'd',
        price: `${1000 + i}.50`,
        image: 'p.png',
        categories: 'x',
      })),
    )
    .returning();
  const manyRoles = await db
    .insert(jobRoles)
    .values(Array.from({ length: ESTIMATE_LIMITS.labour }, (_, i) => ({ name: name('Role', i) })))
    .returning();
  const assignees = await db
    .insert(users)
    .values(
      Array.from({ length: ESTIMATE_LIMITS.assignees }, (_, i) => ({
        name: name('Employee', i),
        email: `employee${i}@bench.test`,
        passwordHash: 'x',
        userType: 'Technician',
        permissions: ['employee'],
      })),
    )
    .returning();

  const worst = {} as Made['worst'];
  for (const variant of ['words', 'unbroken', 'lines'] as const) {
    const made = await post(
      '/estimate_generater',
      {
        site_id: worstSite!.id,
        work: Array.from({ length: ESTIMATE_LIMITS.workItems }, (_, i) =>
          text(variant, ESTIMATE_LIMITS.workItem, i + 1, ESTIMATE_LIMITS.workItemLines),
        ),
        products: manyProducts.map((p, i) => ({ id: p.id, quantity: `${(i % 9) + 1}.125` })),
        labour: manyRoles.map((r, i) => ({ role_id: r.id, work_hour: `${(i % 12) + 1}.25` })),
        travel_distance: 18,
        discount: 5,
        administrative_expense: 10,
        remarks: text(variant, ESTIMATE_LIMITS.remarks, 99, ESTIMATE_LIMITS.remarksLines),
      },
      directorToken,
    );
    const id = made.work_estimate_id as number;
    await post('/approve-estimate', { id, assignList: assignees.map((a) => ({ id: a.id })) }, directorToken);
    worst[`estimate (${variant})`] = `/api/estimate-pdf/${id}`;

    const form = new FormData();
    const fields: Record<string, string> = {
      name: name(`Plant ${variant}`, 1),
      description: text(variant, PRODUCT_LIMITS.description, 3, PRODUCT_LIMITS.descriptionLines),
      categories: 'Plants',
      price: '845000.00',
      stock: '5',
      is_proposal: 'true',
      intro: text(variant, PRODUCT_LIMITS.intro, 4, PRODUCT_LIMITS.introLines),
      content: text(variant, PRODUCT_LIMITS.content, 5, PRODUCT_LIMITS.contentLines),
      technical_specification: JSON.stringify(
        Array.from({ length: PRODUCT_LIMITS.specRows }, (_, i) => ({
          heading: text(variant, PRODUCT_LIMITS.specHeading, 100 + i),
          value: text(variant, PRODUCT_LIMITS.specValue, 200 + i, PRODUCT_LIMITS.specValueLines),
        })),
      ),
    };
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    form.set('image', new Blob([plantImage], { type: 'image/png' }), 'plant.png');
    const added = await fetch(`${origin}/api/add-product`, {
      method: 'POST',
      headers: { authorization: directorToken },
      body: form,
    });
    if (!added.ok) throw new Error(`add-product: ${added.status} ${(await added.text()).slice(0, 500)}`);
    const productId = ((await added.json()) as { data: { id: number } }).data.id;
    const p = await post(
      '/praposal_generater',
      {
        productId,
        headding: long('Heading'),
        client_name: long('Client'),
        organization: long('Organisation'),
        address_line_1: long('Address 1'),
        address_line_2: long('Address 2'),
        city: long('City'),
        district: 'Thrissur',
        state: long('State'),
        pincode: '680005',
        email: worstClient!.email,
        phone: '9847012345',
      },
      directorToken,
    );
    worst[`proposal (${variant})`] = `/api/proposal-pdf/${(p.data as { id: number }).id}`;

    // an invoice line takes no line breaks: its `lines` document would be its `words` one
    if (variant === 'lines') continue;
    const inv = await post(
      '/invoice_generater',
      {
        organization: long('Organisation'),
        phone_number: '9847012345',
        // the addresses rule 46(1)(e) asks of an unregistered client, at their longest
        billing_address: text(variant, 300, 950),
        delivery_address: text(variant, 300, 951),
        place_of_supply: '32',
        products: Array.from({ length: INVOICE_LIMITS.lines }, (_, i) => ({
          discription: text(variant, INVOICE_LIMITS.description, 300 + i),
          quntaty: '12.5',
          rate: '99999.99',
          gst_rate: '18',
        })),
      },
      directorToken,
    );
    worst[`invoice (${variant})`] = `/api/invoice-pdf/${inv.id}`;
  }
  log(
    `records made: the worst job card has ${ESTIMATE_LIMITS.workItems} work items of ${ESTIMATE_LIMITS.workItem}, ${ESTIMATE_LIMITS.products} products, ${ESTIMATE_LIMITS.labour} labour lines, ${ESTIMATE_LIMITS.assignees} assignees; proposal text fields ${PROPOSAL_LIMITS.text}`,
  );
  await app.close();
  await database.close();
  return {
    typical: {
      invoice50: `/api/invoice-pdf/${invoice.id}`,
      invoice4: `/api/invoice-pdf/${small.id}`,
      estimate: `/api/estimate-pdf/${estimateId}`,
      proposal: `/api/proposal-pdf/${(proposal.data as { id: number }).id}`,
    },
    worst,
  };
}

// ——— measuring ———

interface Timing {
  label: string;
  requests: number;
  firstMs: number;
  p50: number;
  max: number;
  bytes: number;
  pages: number;
}

async function fetchPdf(url: string, token: string) {
  const t0 = performance.now();
  const res = await fetch(url, { headers: { authorization: token } });
  const body = Buffer.from(await res.arrayBuffer());
  if (!res.ok) throw new Error(`${url}: ${res.status} ${body.toString().slice(0, 300)}`);
  return { ms: performance.now() - t0, body };
}

async function timed(label: string, url: string, token: string, n: number): Promise<Timing> {
  const times: number[] = [];
  let body = Buffer.alloc(0);
  for (let i = 0; i < n; i++) {
    const r = await fetchPdf(url, token);
    times.push(r.ms);
    body = r.body;
  }
  const first = times[0]!;
  times.sort((a, b) => a - b);
  const row = {
    label,
    requests: n,
    firstMs: +first.toFixed(1),
    p50: +percentile(times, 50).toFixed(1),
    max: +times.at(-1)!.toFixed(1),
    bytes: body.byteLength,
    pages: (body.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length,
  };
  log(JSON.stringify(row));
  return row;
}

async function health(origin: string, duration: number) {
  const r = await autocannon({ url: `${origin}/api/health`, connections: 1, duration });
  return {
    requests: r.requests.total,
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
  };
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'aquadesk-bench-pdf-'));
  const made = await makeRecords(dataDir);
  const { child } = await startServer(dataDir, port, {
    UPI_ID: 'aquadesk@okaxis',
    // a tax invoice is issued only under the company's GSTIN (docs/requirements/002-gst.md §5)
    COMPANY_STATE_CODE: '32',
    COMPANY_GSTIN: '32AAACA1234A1ZT',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    const token = `Bearer ${await login(port)}`;
    // the first document of a process starts the pool's worker (not counted in a render's deadline)
    const t0 = performance.now();
    await fetchPdf(`${origin}${made.typical.invoice4}`, token);
    const firstDocumentMs = +(performance.now() - t0).toFixed(1);
    log(`first document of the process (the worker starts): ${firstDocumentMs} ms`);

    const typical = [
      await timed('invoice, 50 lines', `${origin}${made.typical.invoice50}`, token, requests),
      await timed('invoice, 4 lines', `${origin}${made.typical.invoice4}`, token, requests),
      await timed('job card', `${origin}${made.typical.estimate}`, token, requests),
      await timed('proposal', `${origin}${made.typical.proposal}`, token, requests),
    ];
    const worst: Timing[] = [];
    for (const [label, url] of Object.entries(made.worst)) {
      worst.push(
        await timed(`worst ${label}`, `${origin}${url}`, token, Math.max(3, Math.ceil(requests / 3))),
      );
    }

    // health from one client, alone, then while four clients each render the worst documents in turn
    const healthAlone = await health(origin, Math.min(seconds, 10));
    const urls = Object.values(made.worst).map((u) => `${origin}${u}`);
    let stop = false;
    const renders: { ms: number; status: number }[] = [];
    const renderer = async (start: number) => {
      for (let i = start; !stop; i++) {
        const t = performance.now();
        const res = await fetch(urls[i % urls.length]!, { headers: { authorization: token } });
        await res.arrayBuffer();
        renders.push({ ms: performance.now() - t, status: res.status });
      }
    };
    const clients = [0, 1, 2, 3].map((i) => renderer(i));
    await new Promise((r) => setTimeout(r, 500));
    const healthUnderLoad = await health(origin, seconds);
    stop = true;
    await Promise.all(clients);
    const ok = renders
      .filter((r) => r.status === 200)
      .map((r) => r.ms)
      .sort((a, b) => a - b);
    const statuses: Record<string, number> = {};
    for (const r of renders) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
    const during = {
      renders: renders.length,
      statuses,
      p50: +percentile(ok, 50).toFixed(0),
      max: +(ok.at(-1) ?? 0).toFixed(0),
    };
    log(`health alone: ${JSON.stringify(healthAlone)}`);
    log(`health while 4 clients render the worst documents: ${JSON.stringify(healthUnderLoad)}`);
    log(`the renders meanwhile: ${JSON.stringify(during)}`);

    if (saveDir) {
      const dir = path.resolve(root, saveDir);
      mkdirSync(dir, { recursive: true });
      const save = async (file: string, url: string) =>
        writeFileSync(path.join(dir, file), (await fetchPdf(`${origin}${url}`, token)).body);
      await save('invoice.pdf', made.typical.invoice4);
      await save('invoice-50.pdf', made.typical.invoice50);
      await save('estimate.pdf', made.typical.estimate);
      await save('proposal.pdf', made.typical.proposal);
      for (const [label, url] of Object.entries(made.worst)) {
        await save(`worst-${label.replace(/\W+/g, '-').replace(/-$/, '')}.pdf`, url);
      }
    }
    const out = path.join(root, 'bench/.out');
    mkdirSync(out, { recursive: true });
    writeFileSync(
      path.join(out, `documents-${databaseUrl ? 'postgres' : 'pglite'}.json`),
      `${JSON.stringify({ firstDocumentMs, typical, worst, healthAlone, healthUnderLoad, during }, null, 2)}\n`,
    );
  } finally {
    child.kill('SIGTERM');
    await waitExit(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
