import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { EVENTS } from '@aquadesk/shared/events.ts';
import type { ResellerRow } from '@aquadesk/shared/resellers.ts';
import { io } from 'socket.io-client';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/open.ts';
import { buildTestApp, revokeAllPermissions, type TestApp } from '../helpers.ts';

// Several instances share PostgreSQL; socket.io events cross them through @socket.io/postgres-adapter.
// The embedded database is single-process, so this runs in the PostgreSQL pass of CI only.
const onPostgres = Boolean(inject('postgresTemplate'));

describe.runIf(onPostgres)('realtime across instances (PostgreSQL)', () => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });

  /** Instance A (a test app, listening) and instance B (a second app on the same database). */
  const twoInstances = async () => {
    const a = await buildTestApp();
    closers.push(() => a.close());
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'aquadesk-b-'));
    const config = loadConfig({
      ...process.env,
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-that-is-long-enough',
      LOG_LEVEL: 'silent',
    });
    const databaseB = await openDatabase({ databaseUrl: a.ctx.database.url });
    const b = await buildApp({ config, database: databaseB, logger: false });
    closers.push(async () => {
      await b.app.close();
      await databaseB.close();
    });
    await b.app.ready();
    await a.app.listen({ port: 0, host: '127.0.0.1' });
    return { a, b };
  };

  /** A websocket connected to instance A with the given bearer header, closed at the end. */
  const connectSocket = async (a: TestApp, authorization: string) => {
    const port = (a.app.server.address() as AddressInfo).port;
    const socket = io(`http://127.0.0.1:${port}`, {
      path: '/socket.io',
      auth: { token: authorization.replace('Bearer ', '') },
      transports: ['websocket'],
      reconnection: false,
    });
    closers.push(async () => {
      socket.close();
    });
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', () => resolve());
      socket.on('connect_error', reject);
    });
    return socket;
  };

  it('an event emitted on one instance reaches a socket connected to another', async () => {
    const { a, b } = await twoInstances();

    const admin = await a.asRole('admin');
    const socket = await connectSocket(a, admin.headers.authorization);
    // the adapter has no ready signal (docs/decisions/0003-stack-pitfalls.md): wait until instance B sees the remote socket
    for (let i = 0; i < 100; i++) {
      const seen = await b.ctx.realtime.io!.in(`user:${admin.user.id}`).fetchSockets();
      if (seen.length > 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const received = new Promise((resolve) => socket.once(EVENTS.reseller, resolve));
    // the transport, not a domain: a stand-in payload
    const payload = { id: 42, from: 'instance B' } as unknown as ResellerRow;
    b.ctx.realtime.emit(EVENTS.reseller, payload, { roles: ['admin'] });
    await expect(received).resolves.toEqual({ id: 42, from: 'instance B' });
  }, 120_000);

  it('an edit of permissions on one instance moves the sockets connected to another', async () => {
    const { a, b } = await twoInstances();

    const finance = await a.asRole('finance');
    const socket = await connectSocket(a, finance.headers.authorization);
    const roomsSeenByB = async () => {
      const [remote] = await b.ctx.realtime.io!.in(`user:${finance.user.id}`).fetchSockets();
      return remote ? [...remote.rooms] : [];
    };
    for (let i = 0; i < 100 && !(await roomsSeenByB()).includes('role:finance'); i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await roomsSeenByB()).toContain('role:finance');

    const edit = await b.app.inject({
      method: 'POST',
      url: '/api/edit-employee',
      headers: await a.adminHeaders(),
      payload: revokeAllPermissions(finance.user),
    });
    expect(edit.statusCode).toBe(200);
    let rooms: string[] = [];
    for (let i = 0; i < 100; i++) {
      const [local] = await a.ctx.realtime.io!.in(`user:${finance.user.id}`).fetchSockets();
      rooms = local ? [...local.rooms] : [];
      if (!rooms.includes('role:finance')) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(rooms).not.toContain('role:finance');
    expect(rooms).toContain('role:employee');
    expect(socket.connected).toBe(true);
  }, 120_000);
});
