import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EVENTS } from '@aquadesk/shared/events.ts';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  buildServer,
  freePort,
  newPostgresDatabase,
  type ServerProcess,
  startServer,
  stopServer,
} from '../server-process.ts';

/**
 * Issue 16 item 1: the shipped nginx configuration (deploy/nginx/aquadesk.conf) in front of two instances
 * of the built server on one new PostgreSQL database. CI runs it (`RUN_PROXY_TEST=1`, .ci/run); it needs
 * nginx (Debian's package) and DATABASE_URL (any database on the server: a new one is made beside it).
 *
 * Every client here is one machine, so the test's nginx takes the client address from a header
 * (X-Test-Client, through nginx's realip module, trusted from 127.0.0.1 only): that is the $remote_addr the
 * shipped configuration hashes on and forwards, as a real client's address would be. The test's nginx also
 * names the instance that answered (X-Test-Upstream). Nothing else differs from the shipped file.
 */
const enabled = process.env.RUN_PROXY_TEST === '1';
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const SHIPPED = path.join(ROOT, 'deploy/nginx/aquadesk.conf');
const NGINX = process.env.NGINX ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');

/** The shipped file with the test's ports: instances A and B, nginx on `listen`. */
function testConfig(shipped: string, a: number, b: number, listen: number): string {
  const servers = shipped.match(/^\s*server 127\.0\.0\.1:\d+[^;]*;$/gm) ?? [];
  if (servers.length !== 2) throw new Error('expected two upstream servers in aquadesk.conf');
  let out = shipped
    .replace(servers[0]!, servers[0]!.replace(/127\.0\.0\.1:\d+/, `127.0.0.1:${a}`))
    .replace(servers[1]!, servers[1]!.replace(/127\.0\.0\.1:\d+/, `127.0.0.1:${b}`));
  if (!/^\s*listen 80;$/m.test(out)) throw new Error('expected `listen 80;` in aquadesk.conf');
  out = out
    .replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${listen};`)
    .replace(/^\s*listen \[::\]:80;$/m, '');
  return out;
}

describe.runIf(enabled)('nginx in front of two instances (deploy/nginx/aquadesk.conf)', () => {
  const base = process.env.DATABASE_URL;
  let a: ServerProcess | undefined;
  let b: ServerProcess | undefined;
  let nginx: ChildProcess | undefined;
  let nginxLog = '';
  let proxy = '';
  let databaseUrl = '';
  const sockets: Socket[] = [];
  /** Client addresses (X-Test-Client) whose requests nginx sends to A, and to B. */
  const onA: string[] = [];
  const onB: string[] = [];
  /** The root department, made by the first test that adds one. */
  let rootId: number | null = null;
  const addDept = async (client: string, token: string, managerId: number, description: string) => {
    const made = await call('/api/add-dept', client, {
      token,
      body: {
        name: `Dept ${Math.random().toString(36).slice(2, 8)}`,
        description,
        manager_id: managerId,
        parent_id: rootId,
      },
    });
    expect(made.status).toBe(201);
    rootId ??= (JSON.parse(made.text) as { data: { dept_id: number } }).data.dept_id;
    return made;
  };

  beforeAll(async () => {
    if (!base)
      throw new Error('RUN_PROXY_TEST=1 needs DATABASE_URL (a PostgreSQL server to make a database on)');
    buildServer();
    databaseUrl = await newPostgresDatabase(base);
    const [portA, portB, portProxy] = [await freePort(), await freePort(), await freePort()];
    // both instances start at once on the new database: one migrates and sets it up (the advisory lock)
    const env = { DATABASE_URL: databaseUrl, TRUST_PROXY: '127.0.0.1' };
    [a, b] = await Promise.all([startServer({ port: portA, env }), startServer({ port: portB, env })]);

    const prefix = mkdtempSync(path.join(os.tmpdir(), 'aquadesk-nginx-'));
    chmodSync(prefix, 0o755); // nginx's workers run as another user when the test runs as root
    writeFileSync(
      path.join(prefix, 'aquadesk.conf'),
      testConfig(readFileSync(SHIPPED, 'utf8'), portA, portB, portProxy),
    );
    writeFileSync(
      path.join(prefix, 'nginx.conf'),
      `worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 512; }
http {
    access_log ${prefix}/access.log;
    client_body_temp_path ${prefix}/client_body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
    # test only: many clients on one machine (see the test's comment)
    set_real_ip_from 127.0.0.1;
    real_ip_header X-Test-Client;
    add_header X-Test-Upstream $upstream_addr always;
    include ${prefix}/aquadesk.conf;
}
`,
    );
    nginx = spawn(
      NGINX,
      ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'error.log')],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    nginx.stderr?.on('data', (d: Buffer) => {
      nginxLog += d.toString();
    });
    proxy = `http://127.0.0.1:${portProxy}`;
    for (let i = 0; ; i++) {
      if (nginx.exitCode !== null) {
        const log = existsSync(path.join(prefix, 'error.log'))
          ? readFileSync(path.join(prefix, 'error.log'), 'utf8')
          : '';
        throw new Error(`nginx exited: ${nginxLog}${log}`);
      }
      try {
        if ((await fetch(`${proxy}/api/health`)).ok) break;
      } catch {
        // not listening yet
      }
      if (i > 200) throw new Error(`nginx did not answer: ${nginxLog}`);
      await new Promise((r) => setTimeout(r, 50));
    }

    // which client addresses land on which instance
    for (let i = 1; i <= 40 && (onA.length < 3 || onB.length < 3); i++) {
      const address = `198.51.100.${i}`;
      const res = await fetch(`${proxy}/api/health`, { headers: { 'x-test-client': address } });
      const upstream = res.headers.get('x-test-upstream');
      if (upstream === `127.0.0.1:${portA}`) onA.push(address);
      else if (upstream === `127.0.0.1:${portB}`) onB.push(address);
    }
  }, 300_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    if (nginx && nginx.exitCode === null) {
      nginx.kill('SIGQUIT');
      await new Promise((r) => nginx!.once('exit', r));
    }
    await stopServer(a);
    await stopServer(b);
  });

  const call = async (
    url: string,
    client: string,
    init: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
  ) => {
    const res = await fetch(`${proxy}${url}`, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers: {
        'x-test-client': client,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...init.headers,
      },
      ...(init.body === undefined
        ? {}
        : { body: typeof init.body === 'string' ? init.body : JSON.stringify(init.body) }),
    });
    const text = await res.text();
    return {
      status: res.status,
      upstream: res.headers.get('x-test-upstream'),
      type: res.headers.get('content-type'),
      text,
    };
  };

  const signIn = async (client: string) => {
    const res = await call('/api/login', client, { body: ADMIN });
    expect(res.status).toBe(200);
    return JSON.parse(res.text).user as { id: number; token: string };
  };

  /** A socket through the proxy as `client`: socket.io's default, long-polling first, then the WebSocket. */
  const openSocket = async (client: string, token: string) => {
    const socket = io(proxy, {
      path: '/socket.io',
      auth: { token },
      extraHeaders: { 'x-test-client': client },
      reconnectionDelay: 200,
      reconnectionDelayMax: 500,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    if (socket.io.engine.transport.name !== 'websocket') {
      await new Promise<void>((resolve) => socket.io.engine.once('upgrade', () => resolve()));
    }
    return socket;
  };

  it('spreads clients over both instances and keeps each client on one', async () => {
    expect(onA.length).toBeGreaterThan(0);
    expect(onB.length).toBeGreaterThan(0);
    for (let i = 0; i < 5; i++) {
      expect((await call('/api/health', onB[0]!)).upstream).toBe(b!.url.replace('http://', ''));
    }
  });

  it('signs in, and a record made on instance A reaches a socket connected through instance B', async () => {
    const admin = await signIn(onA[0]!);
    const socket = await openSocket(onB[0]!, admin.token);
    expect(socket.io.engine.transport.name).toBe('websocket'); // the upgrade passed the proxy
    // the adapter has no ready signal (docs/decisions/0003-stack-pitfalls.md): A learns of B's sockets
    // through PostgreSQL; a few attempts, each a new department
    let received: unknown;
    for (let attempt = 0; attempt < 20 && !received; attempt++) {
      const event = new Promise((resolve) => {
        socket.once(EVENTS.dept, resolve);
        setTimeout(() => resolve(undefined), 500);
      });
      const made = await addDept(onA[0]!, admin.token, admin.id, 'Made through the proxy');
      expect(made.upstream).toBe(a!.url.replace('http://', ''));
      received = await event;
    }
    expect(received).toMatchObject({ description: 'Made through the proxy' });
  }, 60_000);

  it('throttles logins by the client address the proxy forwarded, which a client cannot forge', async () => {
    const [first, second] = [onA[1]!, onB[1]!];
    const wrong = { email: ADMIN.email, password: 'Wrong@12345' };
    for (let i = 0; i < 10; i++) expect((await call('/api/login', first, { body: wrong })).status).toBe(401);
    expect((await call('/api/login', first, { body: wrong })).status).toBe(429);
    // a client's own X-Forwarded-For is replaced by nginx: it does not get a fresh address
    const forged = await call('/api/login', first, {
      body: wrong,
      headers: { 'x-forwarded-for': '192.0.2.99' },
    });
    expect(forged.status).toBe(429);
    // another address is not throttled
    expect((await call('/api/login', second, { body: wrong })).status).toBe(401);
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    const { rows } = await admin.query<{ ip: string; n: number }>(
      'select ip, count(*)::int as n from login_failures group by ip order by ip',
    );
    await admin.end();
    // one row per address; the order of two addresses is not part of the rule
    expect(new Map(rows.map((r) => [r.ip, r.n]))).toEqual(
      new Map([
        [first, 10],
        [second, 1],
      ]),
    );
  }, 60_000);

  it('passes bodies up to the app limits, so the app answers its own 413', async () => {
    const big = JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024), password: 'x' });
    const app413 = await call('/api/login', onA[2]!, { body: big });
    expect(app413.status).toBe(413);
    expect(app413.type).toContain('application/json'); // the app's answer, not nginx's page
    const huge = await call('/api/login', onA[2]!, {
      body: JSON.stringify({ email: 'x'.repeat(9 * 1024 * 1024) }),
    });
    expect(huge.status).toBe(413);
    expect(huge.type).toContain('text/html'); // nginx's limit (client_max_body_size)
  }, 60_000);

  it('when an instance stops (SIGTERM), its clients reach the other and their sockets reconnect there', async () => {
    const admin = await signIn(onA[0]!);
    const socket = await openSocket(onB[0]!, admin.token);
    // the socket's own 'connect', not the manager's 'reconnect': the manager reconnects once the transport
    // is open, the socket once instance A has signed it in and it has joined its rooms. An event sent
    // between the two is not this socket's (the web app refetches its screen on every connect).
    const reconnected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    b!.child.kill('SIGTERM');
    expect(await b!.exited).toBe(0);
    await reconnected; // through the proxy, to instance A
    const health = await call('/api/health', onB[0]!);
    expect(health.status).toBe(200);
    expect(health.upstream).toContain(a!.url.replace('http://', ''));
    const event = new Promise((resolve) => socket.once(EVENTS.dept, resolve));
    await addDept(onB[0]!, admin.token, admin.id, 'B is gone');
    await expect(event).resolves.toMatchObject({ description: 'B is gone' });
  }, 60_000);
});
