import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  buildServer,
  freePort,
  type ServerProcess,
  startServer,
  stopServer,
} from '../server-process.ts';

// Issue 28 item 9: a start right after `kill -9` on the same data folder. The embedded database's lock
// is the embedded database's own (PostgreSQL has none), so these run on it in both passes.

const running: ServerProcess[] = [];
beforeAll(() => buildServer());
afterAll(async () => {
  for (const server of running) await stopServer(server);
});

const start = async (opts: { dataDir?: string; unreaped?: boolean; emptyDataDir?: boolean } = {}) => {
  const server = await startServer({ port: await freePort(), ...opts });
  running.push(server);
  return server;
};

const signIn = async (server: ServerProcess) => {
  const res = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  return res.status;
};

describe('a start right after kill -9', () => {
  it('starts on the folder of a server killed a moment ago', async () => {
    // the first start on an empty folder, as `npm start` on a new machine (the others copy a migrated one)
    const first = await start({ emptyDataDir: true });
    expect(await signIn(first)).toBe(200);
    first.child.kill('SIGKILL');
    await first.exited;
    const second = await start({ dataDir: first.dataDir });
    expect(await signIn(second)).toBe(200);
    expect(second.output()).not.toMatch(/in use by another AquaDesk process/);
  }, 180_000);

  it('starts while the killed server is a zombie its parent has not reaped', async () => {
    const first = await start({ unreaped: true });
    expect(first.pid).toBeGreaterThan(0);
    expect(await signIn(first)).toBe(200);
    process.kill(first.pid, 'SIGKILL');
    const second = await start({ dataDir: first.dataDir });
    expect(await signIn(second)).toBe(200);
  }, 180_000);
});
