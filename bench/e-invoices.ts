/**
 * E-invoices and GSTR-1 at volume (bench/README.md "E-invoices and GSTR-1"; docs/requirements/003-e-invoice.md
 * §11-§13, docs/requirements/004-gstr1.md, docs/api.md "E-invoices" and "GSTR-1"):
 *
 * 1. the e-invoice job: N issued B2B invoices, a registration asked for each (POST /api/invoices/{id}/e-invoice),
 *    then `runEInvoiceJobs` (the function the server's polling job runs) with the built-in sandbox IRP until
 *    the queue is empty: seconds, invoices per second, and that no document was registered twice;
 * 2. GSTR-1 of the month holding them (with a few B2C invoices, two B2C large ones, credit notes and a
 *    cancelled invoice): GET /api/gstr1 (the screen's summary), the portal's JSON and the XLSX, over HTTP
 *    against the built server (apps/server/dist/main.js), `--runs` times each, median and first.
 *
 *   node --import tsx bench/e-invoices.ts [--invoices 1000] [--runs 5] [--port 8095]
 *
 * Runs on a fresh PGlite data folder in the temp directory (DATABASE_URL: an empty PostgreSQL database, e.g.
 * one just made with `createdb`). The invoices are made in-process through the API (app.inject), so their
 * numbers come from the issuing operation; the job runs in-process too (the sandbox IRP keeps its
 * registrations in the process's memory). Then the built server is started on the same database for
 * GSTR-1. Raw output goes to bench/.out/e-invoices-<db>-<N>.json.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gstinCheckCharacter } from '@aquadesk/shared/gst.ts';
import type { Gstr1Json, Gstr1Response } from '@aquadesk/shared/gstr1.ts';
import { eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/open.ts';
import { eInvoices, invoiceEvents, invoices } from '../apps/server/src/db/schema/index.ts';
import { insertUser } from '../apps/server/src/modules/accounts/repository.ts';
import { runEInvoiceJobs } from '../apps/server/src/modules/e-invoices/operations/job.ts';
import { setUpFreshDatabase } from '../apps/server/src/setup/seed.ts';
import { arg } from './cli.ts';
import { ADMIN, login, startServer, waitExit } from './server-process.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const count = Number(arg('invoices', '1000'));
const runs = Number(arg('runs', '5'));
const port = Number(arg('port', '8095'));
const databaseUrl = process.env.DATABASE_URL;
const dbLabel = databaseUrl ? 'postgres' : 'pglite';
const log = (line: string) => console.log(`[e-invoices] ${line}`);

/** The company: registered in Kerala (a tax invoice is issued only under its GSTIN, spec 002 §5). */
const COMPANY = { COMPANY_STATE_CODE: '32', COMPANY_GSTIN: '32AAACA1234A1ZT' };

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const round = (x: number, places = 1) => +x.toFixed(places);

/** B2B clients' states, each with a town and a PIN code of that state. */
const STATES = [
  { code: '32', town: 'Kochi', pin: '682011' },
  { code: '29', town: 'Bengaluru', pin: '560001' },
  { code: '33', town: 'Chennai', pin: '600002' },
  { code: '27', town: 'Mumbai', pin: '400001' },
];
const CLIENTS = 40;
/** A valid GSTIN of `state` for the i-th client (PAN-shaped, its check character computed). */
const gstinOf = (state: string, i: number) => {
  const first14 = `${state}AABCB${String(1000 + i).padStart(4, '0')}C1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
};
const PRODUCTS = [
  { discription: 'Dosing pump 6 LPH', hsn: '8413', gst_rate: '18', unit: 'NOS', rate: '18450' },
  { discription: 'Sand filter media', hsn: '8421', gst_rate: '18', unit: 'KGS', rate: '42.5' },
  { discription: 'Membrane element 4040', hsn: '8421', gst_rate: '18', unit: 'NOS', rate: '9800' },
  { discription: 'Service visit', hsn: '998719', gst_rate: '5', unit: 'OTH', rate: '1500' },
  { discription: 'Pressure gauge', hsn: '9026', gst_rate: '18', unit: 'NOS', rate: '850.75' },
];
/** One to three lines, varied by `i` (a repeatable mix of rates, HSN codes and quantities). */
const linesOf = (i: number) =>
  Array.from({ length: 1 + (i % 3) }, (_, k) => {
    const p = PRODUCTS[(i + k * 2) % PRODUCTS.length]!;
    return { ...p, quntaty: String(1 + ((i * 7 + k) % 9)) };
  });

interface Made {
  period: string;
  invoiceIds: number[];
  timings: Record<string, number>;
  job: Record<string, number | boolean | Record<string, number>>;
}

async function makeAndRegister(dataDir: string): Promise<Made> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    DEMO_DATA: '0',
    JWT_SECRET: 'bench-secret-that-is-long-enough-0123',
    LOG_LEVEL: 'silent',
    PAYMENT_PROVIDER: 'off',
    ...COMPANY,
    EINVOICE_PROVIDER: 'sandbox',
    // the registrations are only queued while the invoices are made; the job is run and timed below
    EINVOICE_JOBS: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const database = await openDatabase({ databaseUrl, dataDir });
  const { app, ctx } = await buildApp({ config, database, logger: false });
  await setUpFreshDatabase(ctx, async () => []);
  await app.ready();
  const timings: Record<string, number> = {};

  const signIn = await app.inject({ method: 'POST', url: '/api/login', payload: ADMIN });
  if (signIn.statusCode !== 200) throw new Error(`login: ${signIn.statusCode} ${signIn.body}`);
  const headers = { authorization: `Bearer ${(signIn.json() as { user: { token: string } }).user.token}` };
  const post = async (url: string, payload: object | undefined, expect: readonly number[]) => {
    const res = await app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
    if (!expect.includes(res.statusCode))
      throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 500)}`);
    return res.json() as Record<string, unknown>;
  };

  // B2B clients in four states (within Kerala: CGST + SGST; elsewhere IGST), and an unregistered firm
  const clients = [];
  for (let i = 0; i < CLIENTS; i++) {
    const st = STATES[i % STATES.length]!;
    const organization = `Bench Client ${i + 1} Pvt Ltd`;
    await insertUser(ctx.db, {
      name: `Accounts ${i + 1}`,
      email: `client${i + 1}@bench.test`,
      passwordHash: 'x',
      userType: 'client',
      organization,
      phoneNumber: '9847012345',
      stateCode: st.code,
      gstin: gstinOf(st.code, i),
    });
    clients.push({ organization, billing_address: `${i + 1} Industrial Estate, ${st.town} ${st.pin}` });
  }
  await insertUser(ctx.db, {
    name: 'Chandigarh Mills',
    email: 'mills@bench.test',
    passwordHash: 'x',
    userType: 'client',
    organization: 'Chandigarh Mills',
    phoneNumber: '9847012345',
    stateCode: '04',
  });

  // N B2B invoices, made and issued by the API (POST /api/invoice_generater issues at once)
  const invoiceIds: number[] = [];
  let t0 = performance.now();
  for (let i = 0; i < count; i++) {
    const client = clients[i % clients.length]!;
    const made = await post(
      '/api/invoice_generater',
      { ...client, phone_number: '9847012345', products: linesOf(i) },
      [201],
    );
    invoiceIds.push(made.id as number);
    if ((i + 1) % 250 === 0)
      log(`${i + 1} B2B invoices issued (${round((performance.now() - t0) / 1000)} s)`);
  }
  timings.issueSeconds = round((performance.now() - t0) / 1000, 2);
  timings.issuePerSecond = round(count / timings.issueSeconds);
  log(`${count} B2B invoices issued in ${timings.issueSeconds} s (${timings.issuePerSecond}/s)`);

  // the rest of the month: walk-in sales (B2CS), two large sales to an unregistered firm in another state
  // (B2CL), credit notes on B2B invoices (CDNR) and on a walk-in sale (B2CS), a cancelled invoice (table 13)
  const walkIns: number[] = [];
  for (let i = 0; i < 20; i++) {
    const made = await post(
      '/api/invoice_generater',
      {
        organization: 'Walk-in Customer',
        phone_number: '9847012345',
        // a walk-in sale of ₹50,000 or more names the buyer's address and state (rule 46(1)(e))
        billing_address: 'Counter sale, MG Road, Thrissur 680001',
        place_of_supply: '32',
        products: linesOf(i),
      },
      [201],
    );
    walkIns.push(made.id as number);
  }
  for (let i = 0; i < 2; i++) {
    await post(
      '/api/invoice_generater',
      {
        organization: 'Chandigarh Mills',
        phone_number: '9847012345',
        billing_address: 'Industrial Area Phase 1, Chandigarh 160002',
        products: [{ ...PRODUCTS[0]!, quntaty: String(10 + i) }],
      },
      [201],
    );
  }
  // a credit of ₹10 on the invoice's first line (its rate and HSN), whatever the invoice is worth
  const credit = (id: number, made: number) =>
    post(
      `/api/invoices/${id}/credit-notes`,
      { reason: 'Rate revised', products: [{ ...linesOf(made)[0]!, quntaty: '1', rate: '10' }] },
      [201],
    );
  for (let k = 0; k < 10; k++) {
    const i = k * Math.floor(count / 10);
    await credit(invoiceIds[i]!, i);
  }
  await credit(walkIns[0]!, 0);
  await post(`/api/invoices/${walkIns[19]!}/cancel`, { reason: 'Raised twice' }, [200]);

  // a registration asked for each B2B invoice (the job is off: they are queued)
  t0 = performance.now();
  for (const id of invoiceIds) await post(`/api/invoices/${id}/e-invoice`, undefined, [202]);
  timings.requestSeconds = round((performance.now() - t0) / 1000, 2);
  timings.requestPerSecond = round(count / timings.requestSeconds);
  log(`${count} registrations asked for in ${timings.requestSeconds} s (${timings.requestPerSecond}/s)`);

  // the job, as the server's polling job runs it, until nothing is due
  t0 = performance.now();
  const worked = await runEInvoiceJobs(ctx);
  const jobSeconds = round((performance.now() - t0) / 1000, 2);
  const left = await runEInvoiceJobs(ctx);
  const [row] = await ctx.db
    .select({
      rows: sql<number>`count(*)::int`,
      withIrn: sql<number>`count(${eInvoices.irn})::int`,
      distinctIrn: sql<number>`count(distinct ${eInvoices.irn})::int`,
      distinctInvoices: sql<number>`count(distinct ${eInvoices.invoiceId})::int`,
    })
    .from(eInvoices);
  const [events] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(invoiceEvents)
    .where(eq(invoiceEvents.action, 'e_invoice_registered'));
  const statuses = Object.fromEntries(
    (
      await ctx.db
        .select({ status: eInvoices.status, n: sql<number>`count(*)::int` })
        .from(eInvoices)
        .groupBy(eInvoices.status)
    ).map((r) => [r.status, r.n]),
  );
  const job = {
    worked,
    workedAfterEmpty: left,
    seconds: jobSeconds,
    perSecond: round(worked / jobSeconds),
    ...row!,
    registeredEvents: events!.n,
    statuses,
    noneTwice:
      row!.withIrn === count &&
      row!.distinctIrn === count &&
      row!.distinctInvoices === count &&
      events!.n === count,
  };
  log(`job: ${JSON.stringify(job)}`);
  if (!job.noneTwice) log('CHECK FAILED: the rows with an IRN are not one per invoice');

  // the month GSTR-1 is asked for: the invoices' own (India's time)
  const month = (at: SQL) => sql<string>`to_char(${at} at time zone 'Asia/Kolkata', 'YYYY-MM')`;
  const [span] = await ctx.db
    .select({ first: month(sql`min(${invoices.issuedAt})`), last: month(sql`max(${invoices.issuedAt})`) })
    .from(invoices)
    .where(isNotNull(invoices.issuedAt));
  if (span!.first !== span!.last) log(`the invoices span two months (${span!.first}, ${span!.last})`);
  await app.close();
  await database.close();
  return { period: span!.last, invoiceIds, timings, job };
}

interface Timed {
  label: string;
  url: string;
  ms: number[];
  firstMs: number;
  medianMs: number;
  bytes: number;
}

async function timeGet(label: string, url: string, token: string): Promise<Timed & { body: Buffer }> {
  const ms: number[] = [];
  let body = Buffer.alloc(0);
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    const res = await fetch(url, { headers: { authorization: token } });
    body = Buffer.from(await res.arrayBuffer());
    ms.push(round(performance.now() - t));
    if (!res.ok) throw new Error(`${url}: ${res.status} ${body.toString().slice(0, 300)}`);
  }
  const row = { label, url, ms, firstMs: ms[0]!, medianMs: round(median(ms)), bytes: body.byteLength };
  log(JSON.stringify(row));
  return { ...row, body };
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'aquadesk-bench-einv-'));
  try {
    const made = await makeAndRegister(dataDir);
    const { child, readyMs } = await startServer(dataDir, port, {
      ...COMPANY,
      PAYMENT_PROVIDER: 'off',
      EINVOICE_PROVIDER: 'sandbox',
      EINVOICE_JOBS: '0',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    log(`server ready in ${round(readyMs)} ms; GSTR-1 of ${made.period}`);
    try {
      const token = `Bearer ${await login(port)}`;
      const origin = `http://127.0.0.1:${port}/api`;
      const summary = await timeGet('summary', `${origin}/gstr1?period=${made.period}`, token);
      const json = await timeGet('json', `${origin}/gstr1/export?period=${made.period}&format=json`, token);
      const xlsx = await timeGet('xlsx', `${origin}/gstr1/export?period=${made.period}&format=xlsx`, token);

      const answer = JSON.parse(summary.body.toString()) as Gstr1Response;
      const file = JSON.parse(json.body.toString()) as Gstr1Json;
      const b2bInJson = (file.b2b ?? []).reduce((n, c) => n + c.inv.length, 0);
      const sections = Object.fromEntries(answer.sections.map((s) => [s.section, s.documents]));
      const checks = {
        reconciliationOk: answer.reconciliation.ok,
        sections,
        b2bInJson,
        b2bIsN: sections.b2b === count && b2bInJson === count,
      };
      log(`checks: ${JSON.stringify(checks)}`);
      const strip = ({ body: _body, ...rest }: Timed & { body: Buffer }) => rest;
      const out = path.join(root, 'bench/.out');
      mkdirSync(out, { recursive: true });
      const file_ = path.join(out, `e-invoices-${dbLabel}-${count}.json`);
      writeFileSync(
        file_,
        `${JSON.stringify(
          {
            at: new Date().toISOString(),
            database: dbLabel,
            invoices: count,
            runs,
            loadAverage: os.loadavg().map((x) => round(x, 2)),
            cores: os.cpus().length,
            node: process.version,
            period: made.period,
            making: made.timings,
            job: made.job,
            serverReadyMs: round(readyMs),
            gstr1: [strip(summary), strip(json), strip(xlsx)],
            checks,
          },
          null,
          2,
        )}\n`,
      );
      log(`written ${path.relative(root, file_)}`);
    } finally {
      child.kill('SIGTERM');
      await waitExit(child);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
