import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Role } from '@aquadesk/shared/roles.ts';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject, vi } from 'vitest';
import { type BuiltApp, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { fromHostedPglite, openDatabase } from '../src/db/open.ts';
import type { Database } from '../src/db/types.ts';
import { insertUser, type UserRow } from '../src/modules/accounts/repository.ts';
import type { App, AppContext } from '../src/platform/context.ts';
import type { IrpProvider } from '../src/platform/irp/provider.ts';
import { hashPassword } from '../src/platform/passwords.ts';
import type { RenderPoolOptions } from '../src/platform/render-pool.ts';
import { setUpFreshDatabase } from '../src/setup/seed.ts';
import { takePglite } from './pglite-kept.ts';

export const ADMIN_EMAIL = 'admin@aquadesk.test';
export const ADMIN_PASSWORD = 'Admin@12345';
export const TEST_PASSWORD = 'Test@12345';

let testPasswordHash: Promise<string> | undefined;

/** A test database, and how another instance opens the same one (another pool, or another PGlite client). */
async function openTestDatabase(): Promise<Database & { openAnother(): Promise<Database> }> {
  const template = inject('postgresTemplate');
  if (template) {
    const url = new URL(template);
    const base = url.pathname.slice(1);
    const name = `${base}_f${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: template.replace(/\/[^/]*$/, '/postgres') });
    await admin.connect();
    await admin.query(`create database "${name}" template "${base}"`);
    // a throwaway database: a commit need not wait for its WAL to reach the disk (a crash loses the last
    // commits, never consistency), which is most of a test's wait on PostgreSQL (bench/README.md §8)
    await admin.query(`alter database "${name}" set synchronous_commit = off`);
    await admin.end();
    url.pathname = `/${name}`;
    const databaseUrl = url.toString();
    const database = await openDatabase({ databaseUrl });
    return { ...database, openAnother: () => openDatabase({ databaseUrl }) };
  }
  // a database a closed app of this process used, reset to the template, or a new one (test/pglite-kept.ts)
  const { host, giveBack } = await takePglite(() => readFileSync(inject('pgliteTemplate')));
  const database = await fromHostedPglite(host, { close: giveBack });
  // a second app on the one embedded database: its own pool to the same thread (closed with the first)
  return { ...database, openAnother: () => fromHostedPglite(host, { close: async () => {} }) };
}

export interface TestApp {
  app: App;
  ctx: AppContext;
  dataDir: string;
  close(): Promise<void>;
  /** A user of the given roles (staff unless `userType` says otherwise), with TEST_PASSWORD. */
  createUser(opts?: Partial<UserRow> & { roles?: Role[] }): Promise<UserRow>;
  /** The answer of the real login call (from `remoteAddress` when given). */
  login(email: string, password: string, remoteAddress?: string): Promise<LightMyRequestResponse>;
  /** A POST of a JSON body to `url` with the given headers. */
  post(url: string, payload: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** The bearer header of a user signed in through the real login call. */
  tokenFor(email: string, password?: string): Promise<string>;
  /** Creates a user holding `role` and returns them with their auth header. */
  asRole(
    role: Role | 'client',
    extra?: Partial<UserRow>,
  ): Promise<{ user: UserRow; headers: { authorization: string } }>;
  adminHeaders(): Promise<{ authorization: string }>;
  /** The .eml files the mailer wrote, oldest first. */
  outbox(): string[];
  /**
   * A second instance of the app on the same database (its own data folder, pool and memory), as several
   * servers behind one proxy run: what is shared between instances must be in the database. Closed with `t`.
   */
  secondInstance(env?: Record<string, string>): Promise<BuiltApp & { outbox(): string[] }>;
}

/** The bearer header of a signed-in user. */
export type AuthHeaders = { authorization: string };

/** A fresh test app and the admin's header, for a file's `beforeAll`; its `afterAll` closes `t`. */
export async function buildAdminTestApp(): Promise<{ t: TestApp; admin: AuthHeaders }> {
  const t = await buildTestApp();
  return { t, admin: await t.adminHeaders() };
}

/** The test company's GSTIN: Kerala (32), its check character right. */
export const TEST_COMPANY_GSTIN = '32AAACA1234A1ZT';

/** The real app on a fresh, migrated database, with the fresh-database set-up done (no demo data). */
export async function buildTestApp(
  env: Record<string, string> = {},
  opts: {
    logStream?: { write(line: string): void };
    webDist?: string;
    /** The PDF render pool's size, queue, deadline or heap (platform/render-pool.ts) */
    pdf?: Partial<RenderPoolOptions>;
    /** An IRP of the test's own (one that fails on purpose), instead of EINVOICE_PROVIDER's. */
    irp?: IrpProvider;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'aquadesk-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    DEMO_DATA: '0',
    JWT_SECRET: 'test-secret-that-is-long-enough',
    LOG_LEVEL: 'silent',
    // a registered company: tax invoices are issued only with the company's GSTIN
    COMPANY_GSTIN: TEST_COMPANY_GSTIN,
    // the tests register e-invoices with the built-in sandbox IRP (docs/requirements/003-e-invoice.md §11)
    EINVOICE_PROVIDER: 'sandbox',
    ...env,
  });
  const database = await openTestDatabase();
  const { app, ctx } = await buildApp({
    config,
    database,
    ...(opts.logStream ? { logStream: opts.logStream } : { logger: false }),
    ...(opts.webDist ? { serveWeb: true, webDist: opts.webDist } : {}),
    ...(opts.pdf ? { pdf: opts.pdf } : {}),
    ...(opts.irp ? { irp: opts.irp } : {}),
  });
  await setUpFreshDatabase(ctx, async () => []);
  await app.ready();
  let counter = 0;
  const others: (() => Promise<void>)[] = [];

  const login: TestApp['login'] = (email, password, remoteAddress) =>
    app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password },
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  const tokenFor = async (email: string, password = TEST_PASSWORD) => {
    const res = await login(email, password);
    if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
    return `Bearer ${res.json().user.token as string}`;
  };

  const createUser: TestApp['createUser'] = async (opts = {}) => {
    counter += 1;
    const { roles, ...rest } = opts;
    testPasswordHash ??= hashPassword(TEST_PASSWORD);
    const isClient = rest.userType === 'client';
    return insertUser(ctx.db, {
      name: `Test User ${counter}`,
      email: `user${counter}-${randomBytes(3).toString('hex')}@aquadesk.test`,
      passwordHash: await testPasswordHash,
      phoneNumber: '9876543210',
      userType:
        rest.userType ??
        (roles?.includes('reseller') ? 'reseller' : roles?.includes('admin') ? 'admin' : 'Technician'),
      permissions: isClient ? [] : (roles ?? ['employee']),
      ...(isClient ? { organization: `Org ${counter} ${randomBytes(3).toString('hex')}` } : {}),
      ...rest,
    });
  };

  return {
    app,
    ctx,
    dataDir,
    createUser,
    login,
    post: (url, payload, headers) =>
      app.inject({ method: 'POST', url, payload: payload as object, ...(headers ? { headers } : {}) }),
    tokenFor,
    async asRole(role, extra = {}) {
      const user =
        role === 'client'
          ? await createUser({ userType: 'client', ...extra })
          : await createUser({
              roles: role === 'employee' || role === 'reseller' ? [role] : ['employee', role],
              ...extra,
            });
      return { user, headers: { authorization: await tokenFor(user.email) } };
    },
    async adminHeaders() {
      return { authorization: await tokenFor(ADMIN_EMAIL, ADMIN_PASSWORD) };
    },
    async secondInstance(extraEnv = {}) {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'aquadesk-test-b-'));
      const other = await database.openAnother();
      const built = await buildApp({
        config: loadConfig({
          DATA_DIR: dir,
          ADMIN_EMAIL,
          DEMO_DATA: '0',
          JWT_SECRET: 'test-secret-that-is-long-enough',
          LOG_LEVEL: 'silent',
          EINVOICE_PROVIDER: 'sandbox',
          ...env,
          ...extraEnv,
        }),
        database: other,
        logger: false,
      });
      await built.app.ready();
      others.push(async () => {
        await built.app.close();
        await other.close();
        rmSync(dir, { recursive: true, force: true });
      });
      return { ...built, outbox: () => outboxOf(dir) };
    },
    outbox() {
      return outboxOf(dataDir);
    },
    async close() {
      for (const closeOther of others.reverse()) await closeOther();
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The .eml files a mailer wrote in `dataDir`, oldest first. */
function outboxOf(dataDir: string): string[] {
  const dir = path.join(dataDir, 'outbox');
  return readdirSync(dir)
    .sort()
    .map((f) => readFileSync(path.join(dir, f), 'utf8'));
}

/** One realtime emit as a test records it: event name, payload, audience. */
export type Emit = [string, unknown, { users?: readonly number[]; roles?: readonly string[] }];

/**
 * Records every realtime emit of the app, in order, into the returned array instead of sending it
 * (empty it with `emits.length = 0` between tests).
 */
export function recordEmits(t: TestApp): Emit[] {
  const emits: Emit[] = [];
  vi.spyOn(t.ctx.realtime, 'emit').mockImplementation((event, payload, to) => {
    emits.push([event, payload, to as Emit[2]]);
  });
  return emits;
}

/** A multipart body by hand: text fields and an optional file part named `image` (or `file.part`). */
export function multipart(
  fields: Record<string, string>,
  file?: { data: Buffer; name: string; type: string; part?: string },
): { payload: Buffer; headers: { 'content-type': string } } {
  const boundary = `----aquadesk${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.part ?? 'image'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The body of POST /api/edit-employee that keeps `user` as a plain Technician with no extra permission. */
export function revokeAllPermissions(user: UserRow) {
  return {
    user_id: user.id,
    name: user.name,
    phone_number: user.phoneNumber,
    charge: 0,
    role: 'Technician',
    role_id: -1,
    permission_list: [],
  };
}
