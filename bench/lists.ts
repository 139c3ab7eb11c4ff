/**
 * Lists at size (bench/README.md §1 and §2): cold start, every list route, the lean routes against a
 * bare Fastify hello-world, and `/api/health` while two clients loop on the heaviest list.
 *
 *   node --import tsx bench/generate.ts --scale 0.1 --data-dir /tmp/aq-bench-pglite
 *   node --import tsx bench/generate.ts --scale 0.1 --database-url postgres://postgres@127.0.0.1:5432/aq_bench
 *   node --import tsx bench/lists.ts --label scale-0.1 \
 *     --pglite /tmp/aq-bench-pglite --postgres postgres://postgres@127.0.0.1:5432/aq_bench
 *
 * Either database may be left out; `--only get-dept,get_employee_data` measures only those routes. For each one it builds and starts the real server (`apps/server/dist/main.js`,
 * DEMO_DATA=0) `--cold-runs` times and takes the time from spawn to the first 200 of `/api/health`; the
 * last start stays up for the measurements. It signs in as the admin and as reseller1 of the generated
 * data and runs autocannon (`--connections`, default 10, for `--duration` seconds, default 10) on each
 * route, after `--warmup` seconds (default 1) of the same load that are not counted. `/api/site-info`
 * and `/api/health` are compared with a bare Fastify hello-world (bench/hello-fastify.ts, up for the whole run) in alternating rounds, so a busy machine weighs on
 * both alike. autocannon sends no Accept-Encoding, so the JSON is served uncompressed; the sizes of one
 * answer are taken apart, uncompressed and as the server sends it to a browser asking for brotli.
 * The markdown tables go to stdout and the raw figures to bench/.out/lists-<label>.json.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { BENCH_ADMIN_EMAIL, BENCH_PASSWORD, benchResellerEmail } from './bench-users.ts';
import { MAIN } from './server-process.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name: string, fallback?: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const label = arg('label', 'run')!;
const duration = Number(arg('duration', '10'));
const connections = Number(arg('connections', '10'));
const coldRuns = Number(arg('cold-runs', '3'));
/** Seconds of load before each list's measured run, not counted: the figures are the steady state's. */
const warmup = Number(arg('warmup', '1'));
const portBase = Number(arg('port', '8210'));
const targets: { kind: 'pglite' | 'postgres'; dataDir?: string; url?: string }[] = [];
if (arg('pglite')) targets.push({ kind: 'pglite', dataDir: arg('pglite')! });
if (arg('postgres')) targets.push({ kind: 'postgres', url: arg('postgres')! });

type Who = 'admin' | 'reseller' | 'public';
/**
 * Every list the server has today (apps/server/src/modules/*\/routes.ts), and who loads it. A list
 * that pages (docs/api.md "Lists") is asked for its first page (`limit=100`), once more with a search
 * that matches a few hundred rows of the generated data, and as the web app asks where that differs
 * (`web`).
 */
const LIST_ROUTES: { path: string; who: Who[]; paged?: boolean; web?: string }[] = [
  { path: '/api/get_all_site', who: ['admin', 'reseller'], paged: true },
  { path: '/api/get_client_data', who: ['admin', 'reseller'], paged: true },
  { path: '/api/get_all_email', who: ['admin', 'reseller'] },
  { path: '/api/get_employee_page_data', who: ['admin'], paged: true },
  // the pickers search it 30 at a time as the user types (apps/web/src/lib/use-staff-search.ts)
  { path: '/api/get_employee_data', who: ['admin'], paged: true, web: 'limit=30&search=tho' },
  { path: '/api/get_leaves', who: ['admin'], paged: true },
  { path: '/api/get_all_products', who: ['admin'], paged: true },
  { path: '/api/get_sellable_products', who: ['public'] },
  { path: '/api/get_reseller_page_data', who: ['admin'], paged: true },
  { path: '/api/reseller-clients', who: ['admin'], paged: true },
  { path: '/api/reseller-sites', who: ['admin'], paged: true },
  { path: '/api/contact-messages', who: ['admin'], paged: true },
  { path: '/api/get-dept', who: ['admin'] },
  { path: '/api/districts', who: ['admin'] },
  // the Work screen asks for its tasks alone, 50 at a time (apps/web/src/features/work/api.ts)
  { path: '/api/get_all_works', who: ['admin', 'reseller'], paged: true, web: 'tab=assignments&limit=50' },
];
/** A first name of bench/generate.ts: about one person in sixty, and the organisations named after them. */
const SEARCH = arg('search', 'thomas')!;
/** `--only a,b`: only the routes whose path holds one of these (a re-measure of a few lists). */
const ONLY = arg('only')?.split(',').filter(Boolean);
const LISTS: { path: string; who: Who[] }[] = LIST_ROUTES.filter(
  (l) => !ONLY || ONLY.some((part) => l.path.includes(part)),
).flatMap((l) =>
  l.paged
    ? [
        { path: `${l.path}?limit=100`, who: l.who },
        { path: `${l.path}?limit=100&search=${SEARCH}`, who: l.who },
        ...(l.web ? [{ path: `${l.path}?${l.web}`, who: l.who }] : []),
      ]
    : [{ path: l.path, who: l.who }],
);

interface Load {
  rps: number;
  p50: number;
  p99: number;
  max: number;
  ok: number;
  non2xx: number;
  errors: number;
}
interface Size {
  /** one request alone, uncompressed, start to last byte (the quickest of three) */
  aloneMs: number;
  status: number;
  bytes: number;
  brotliBytes: number;
  encoding: string;
}
interface ListRow extends Load, Size {
  path: string;
  who: Who;
}
interface Pair {
  server: Load[];
  hello: Load[];
  /** the server's requests over the hello-world's, all rounds together */
  ratio: number;
  serverRps: number;
  helloRps: number;
}
interface DbResult {
  kind: 'pglite' | 'postgres';
  coldStartMs: number[];
  /** 8 s after the start, before the embedded database's start-up backup (which waits a minute) */
  rssIdleMiB: number;
  /** just after that backup (PGlite only): the dump of the data folder is held in memory while it is written */
  rssAfterBackupMiB: number | undefined;
  rssAfterMiB: number;
  lists: ListRow[];
  /** the server's and the bare hello-world's figures, measured in alternating rounds */
  siteInfo: Pair;
  health: Pair;
  healthAlone: Load;
  healthUnderLoad: Load & { heaviest: string; heaviestDuringLoad: Load };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function cannon(
  url: string,
  token: string | undefined,
  opts: { connections?: number; seconds?: number; warmup?: number } = {},
): Promise<Load> {
  const r = await autocannon({
    url,
    connections: opts.connections ?? connections,
    duration: opts.seconds ?? duration,
    ...(opts.warmup
      ? { warmup: { connections: opts.connections ?? connections, duration: opts.warmup } }
      : {}),
    timeout: 120,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    rps: r['2xx'] / r.duration,
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    ok: r['2xx'],
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

/** One answer's size on the wire: without compression, and as sent to a browser that accepts brotli. */
function wireBytes(url: string, token: string | undefined, encoding?: string): Promise<Size> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (encoding) headers['accept-encoding'] = encoding;
    http
      .get(url, { headers }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on('end', () =>
          resolve({
            aloneMs: performance.now() - started,
            status: res.statusCode ?? 0,
            bytes,
            brotliBytes: bytes,
            encoding: String(res.headers['content-encoding'] ?? 'identity'),
          }),
        );
      })
      .on('error', reject);
  });
}

/** The sizes of one answer, and the quickest of three requests alone (uncompressed). */
async function sizes(url: string, token: string | undefined): Promise<Size> {
  let plain = await wireBytes(url, token);
  for (let i = 0; i < 2; i++) {
    const again = await wireBytes(url, token);
    if (again.aloneMs < plain.aloneMs) plain = again;
  }
  const br = await wireBytes(url, token, 'br');
  return { ...plain, brotliBytes: br.bytes, encoding: br.encoding };
}

/**
 * The embedded database's start-up upkeep (VACUUM, ANALYZE and a backup, a minute after a start when
 * the newest backup is over an hour old: apps/server/src/main.ts) holds its thread for a while: the
 * lists are measured after it, not across it.
 */
async function waitForStartUpkeep(dataDir: string, log: (line: string) => void): Promise<void> {
  const dir = path.join(dataDir, 'backups');
  const newest = () => {
    try {
      return Math.max(0, ...readdirSync(dir).map((f) => statSync(path.join(dir, f)).mtimeMs));
    } catch {
      return 0;
    }
  };
  if (Date.now() - newest() < 55 * 60 * 1000) return;
  log('waiting for the start-up upkeep and backup');
  const deadline = Date.now() + 240_000;
  while (Date.now() - newest() > 60_000 && Date.now() < deadline) await sleep(1000);
  await sleep(3000);
}

function rssMiB(pid: number | undefined): number {
  if (!pid) return 0;
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : 0;
}

async function waitFor200(origin: string, deadlineMs: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(20);
  }
  throw new Error(`no 200 from ${origin} within ${deadlineMs} ms`);
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

interface Started {
  child: ChildProcess;
  ms: number;
  origin: string;
}

async function startServer(
  target: (typeof targets)[number],
  port: number,
  scratch: string,
): Promise<Started> {
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [MAIN], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: target.dataDir ?? scratch,
      DATABASE_URL: target.url ?? '',
      DEMO_DATA: '0',
      ADMIN_EMAIL: BENCH_ADMIN_EMAIL,
      ADMIN_PASSWORD: BENCH_PASSWORD,
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor200(origin, 180_000, child);
  return { child, ms: performance.now() - started, origin };
}

async function login(origin: string, email: string): Promise<string> {
  const res = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { user: { token: string } };
  return body.user.token;
}

/**
 * The same route on the server and on the bare hello-world, in ROUNDS alternating runs of a third of
 * the duration each, so that a busy machine weighs on both alike.
 */
const ROUNDS = 3;
async function pair(origin: string, helloOrigin: string, route: string): Promise<Pair> {
  const seconds = Math.max(1, Math.round(duration / ROUNDS));
  const server: Load[] = [];
  const hello: Load[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    hello.push(await cannon(`${helloOrigin}${route}`, undefined, { seconds }));
    server.push(await cannon(`${origin}${route}`, undefined, { seconds }));
  }
  const sum = (xs: Load[]) => xs.reduce((a, l) => a + l.ok, 0);
  return {
    server,
    hello,
    ratio: sum(server) / sum(hello),
    serverRps: sum(server) / (seconds * ROUNDS),
    helloRps: sum(hello) / (seconds * ROUNDS),
  };
}

async function measureDb(
  target: (typeof targets)[number],
  port: number,
  helloOrigin: string,
): Promise<DbResult> {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'aq-bench-lists-'));
  const log = (line: string) => console.error(`[${target.kind}] ${line}`);
  const coldStartMs: number[] = [];
  let server: Started | undefined;
  try {
    for (let i = 0; i < coldRuns; i++) {
      if (server) await stop(server.child);
      server = await startServer(target, port, scratch);
      coldStartMs.push(server.ms);
      log(`cold start ${i + 1}: ${server.ms.toFixed(0)} ms`);
    }
    const { origin, child } = server!;
    await sleep(8000);
    const rssIdleMiB = rssMiB(child.pid);
    let rssAfterBackupMiB: number | undefined;
    if (target.dataDir) {
      await waitForStartUpkeep(target.dataDir, log);
      rssAfterBackupMiB = rssMiB(child.pid);
    }
    await sleep(2000);
    const tokens: Record<Who, string | undefined> = {
      admin: await login(origin, BENCH_ADMIN_EMAIL),
      reseller: await login(origin, benchResellerEmail(1)),
      public: undefined,
    };
    const lists: ListRow[] = [];
    for (const list of LISTS) {
      for (const who of list.who) {
        const url = `${origin}${list.path}`;
        const size = await sizes(url, tokens[who]);
        const load = await cannon(url, tokens[who], { warmup });
        lists.push({ path: list.path, who, ...size, ...load });
        log(
          `${list.path} as ${who}: alone ${size.aloneMs.toFixed(0)} ms, ${load.rps.toFixed(1)} req/s, p50 ${load.p50} ms, p99 ${load.p99} ms, ${size.bytes} B`,
        );
      }
    }
    const siteInfo = await pair(origin, helloOrigin, '/api/site-info');
    const health = await pair(origin, helloOrigin, '/api/health');
    log(
      `site-info ${siteInfo.serverRps.toFixed(0)} req/s (${siteInfo.ratio.toFixed(2)}× hello), health ${health.serverRps.toFixed(0)} req/s (${health.ratio.toFixed(2)}×)`,
    );
    // one user pinging health, alone and while two others loop on the slowest admin list
    const heaviest = lists.filter((l) => l.who === 'admin').sort((a, b) => b.aloneMs - a.aloneMs)[0]!;
    const healthAlone = await cannon(`${origin}/api/health`, undefined, { connections: 1 });
    const [underLoad, heaviestDuringLoad] = await Promise.all([
      cannon(`${origin}/api/health`, undefined, { connections: 1 }),
      cannon(`${origin}${heaviest.path}`, tokens.admin, { connections: 2 }),
    ]);
    log(`health p99 alone ${healthAlone.p99} ms, with 2 clients on ${heaviest.path}: ${underLoad.p99} ms`);
    const rssAfterMiB = rssMiB(child.pid);
    return {
      kind: target.kind,
      coldStartMs,
      rssIdleMiB,
      rssAfterBackupMiB,
      rssAfterMiB,
      lists,
      siteInfo,
      health,
      healthAlone,
      healthUnderLoad: { ...underLoad, heaviest: heaviest.path, heaviestDuringLoad },
    };
  } finally {
    if (server) await stop(server.child);
    rmSync(scratch, { recursive: true, force: true });
  }
}

async function startHello(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/hello-fastify.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor200(`http://127.0.0.1:${port}`, 60_000, child);
  return child;
}

const kB = (b: number) => (b >= 10_000 ? `${(b / 1000).toFixed(0)} kB` : `${(b / 1000).toFixed(1)} kB`);
const ms = (v: number) => (v < 1 ? '<1' : v >= 100 ? v.toFixed(0) : v.toFixed(1));
const rps = (v: number) => (v >= 100 ? v.toFixed(0) : v.toFixed(1));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

function report(results: DbResult[]): string {
  const out: string[] = [];
  const names = results.map((r) => (r.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'));
  out.push(
    `### Lists (${label}; ${connections} connections, ${duration} s each; uncompressed JSON)`,
    '',
    `| route | as | ${names.map((n) => `${n} alone ms | ${n} req/s | ${n} p50 ms | ${n} p99 ms`).join(' | ')} | bytes | brotli |`,
    `| --- | --- | ${names.map(() => '---: | ---: | ---: | ---:').join(' | ')} | ---: | ---: |`,
  );
  for (const [i, row] of results[0]!.lists.entries()) {
    const cells = results.map((r) => {
      const l = r.lists[i]!;
      const flag = l.non2xx || l.errors ? ` (${l.non2xx} non-2xx, ${l.errors} errors)` : '';
      if (l.ok === 0) return `${ms(l.aloneMs)} | 0${flag} | none in ${duration} s | none in ${duration} s`;
      return `${ms(l.aloneMs)} | ${rps(l.rps)}${flag} | ${ms(l.p50)} | ${ms(l.p99)}`;
    });
    out.push(
      `| \`${row.path}\` | ${row.who} | ${cells.join(' | ')} | ${kB(row.bytes)} | ${kB(row.brotliBytes)} |`,
    );
  }
  out.push(
    '',
    `### Lean routes, load and start (${label})`,
    '',
    `| measure | ${names.join(' | ')} |`,
    `| --- | ${names.map(() => '---').join(' | ')} |`,
    `| \`/api/site-info\` req/s, and its ratio to a bare Fastify in alternating rounds | ${results
      .map(
        (r) =>
          `${rps(r.siteInfo.serverRps)} vs ${rps(r.siteInfo.helloRps)} (**${r.siteInfo.ratio.toFixed(2)}×**)`,
      )
      .join(' | ')} |`,
    `| \`/api/health\` req/s, and its ratio to a bare Fastify in alternating rounds | ${results
      .map(
        (r) => `${rps(r.health.serverRps)} vs ${rps(r.health.helloRps)} (**${r.health.ratio.toFixed(2)}×**)`,
      )
      .join(' | ')} |`,
    `| \`/api/health\` p99, 1 client alone | ${results.map((r) => `${ms(r.healthAlone.p99)} ms`).join(' | ')} |`,
    `| \`/api/health\` p99, 1 client while 2 loop on the heaviest list | ${results
      .map(
        (r) =>
          `${ms(r.healthUnderLoad.p99)} ms (\`${r.healthUnderLoad.heaviest}\` at ${rps(r.healthUnderLoad.heaviestDuringLoad.rps)} req/s)`,
      )
      .join(' | ')} |`,
    `| cold start to the first 200 (${coldRuns} runs) | ${results
      .map(
        (r) =>
          `median ${(median(r.coldStartMs) / 1000).toFixed(2)} s (${r.coldStartMs.map((v) => (v / 1000).toFixed(2)).join(', ')})`,
      )
      .join(' | ')} |`,
    `| resident memory 8 s after a start / after the start-up backup / after the lists | ${results
      .map(
        (r) =>
          `${r.rssIdleMiB.toFixed(0)} / ${r.rssAfterBackupMiB === undefined ? '–' : r.rssAfterBackupMiB.toFixed(0)} / ${r.rssAfterMiB.toFixed(0)} MiB`,
      )
      .join(' | ')} |`,
  );
  return out.join('\n');
}

const loadAverageAtStart = os.loadavg();

async function main(): Promise<void> {
  if (targets.length === 0) {
    console.error('usage: bench/lists.ts [--label L] --pglite DATA_DIR and/or --postgres postgres://...');
    process.exit(2);
  }
  // the production build, as `npm start` runs it, so the cold start has no TypeScript transpiling in it
  execFileSync(process.execPath, [path.join(root, 'apps/server/build.mjs')], { stdio: 'inherit' });
  const hello = await startHello(portBase + 9);
  const results: DbResult[] = [];
  try {
    for (const [i, target] of targets.entries())
      results.push(await measureDb(target, portBase + i, `http://127.0.0.1:${portBase + 9}`));
  } finally {
    await stop(hello);
  }
  const markdown = report(results);
  console.log(markdown);
  const outDir = path.join(root, 'bench/.out');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(
    path.join(outDir, `lists-${label}.json`),
    JSON.stringify(
      {
        label,
        date: new Date().toISOString(),
        node: process.version,
        cores: os.cpus().length,
        memoryGiB: os.totalmem() / 2 ** 30,
        loadAverageAtStart,
        loadAverageAtEnd: os.loadavg(),
        connections,
        duration,
        results,
      },
      null,
      2,
    ),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
