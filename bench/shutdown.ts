/**
 * Shutdown (bench/README.md "Shutdown"): how long SIGTERM takes to drain the built server (main.ts), idle,
 * with `--sockets` open sockets, and under a steady request load of `--connections` clients; and whether
 * any request that had been sent before the signal failed. Runs on the embedded database, or on
 * PostgreSQL with DATABASE_URL set. Usage:
 *   node --import tsx bench/shutdown.ts [--sockets 500] [--connections 10] [--runs 3] [--port 8097]
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { login, startServer, waitExit } from './server-process.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const SOCKETS = arg('sockets', 500);
const CONNECTIONS = arg('connections', 10);
const RUNS = arg('runs', 3);
const PORT = arg('port', 8097);
const url = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'aquadesk-shutdown-'));

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** One start, the given load, SIGTERM: milliseconds until the sockets were gone and until the exit. */
async function drain(kind: 'idle' | 'sockets' | 'load') {
  const { child } = await startServer(dataDir, PORT, { SHUTDOWN_TIMEOUT: '30' });
  // a failed run leaves no server behind on the port
  const leftover = () => child.kill('SIGKILL');
  process.once('exit', leftover);
  try {
    return await measure(kind, child);
  } finally {
    process.off('exit', leftover);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}

async function measure(kind: 'idle' | 'sockets' | 'load', child: ChildProcess) {
  const token = await login(PORT);
  const sockets: Socket[] = [];
  let socketsGone = 0;
  if (kind === 'sockets') {
    await Promise.all(
      Array.from({ length: SOCKETS }, async () => {
        const socket = io(url, {
          auth: { token },
          transports: ['websocket'],
          reconnection: false,
          timeout: 120_000,
        });
        sockets.push(socket);
        await new Promise<void>((resolve, reject) => {
          socket.once('connect', () => resolve());
          socket.once('connect_error', reject);
        });
      }),
    );
  }
  // the load: each client sends GET /api/me one after another; a request sent before the signal must
  // be answered, one sent after it may be refused (here no proxy sends it elsewhere)
  let signalledAt = Number.POSITIVE_INFINITY;
  let running = kind === 'load';
  const stats = { answered: 0, failedBeforeSignal: 0, refusedAfterSignal: 0 };
  const clients = Array.from({ length: kind === 'load' ? CONNECTIONS : 0 }, async () => {
    while (running) {
      const sentAt = performance.now();
      try {
        const res = await fetch(`${url}/api/me`, { headers: { authorization: `Bearer ${token}` } });
        await res.arrayBuffer();
        if (res.ok) stats.answered += 1;
        else if (sentAt < signalledAt) stats.failedBeforeSignal += 1;
        else stats.refusedAfterSignal += 1;
      } catch {
        if (sentAt < signalledAt) stats.failedBeforeSignal += 1;
        else stats.refusedAfterSignal += 1;
        if (sentAt >= signalledAt) running = false;
      }
    }
  });
  if (kind === 'load') await new Promise((r) => setTimeout(r, 2000));

  const started = performance.now();
  const gone = Promise.all(
    sockets.map((s) => new Promise<void>((resolve) => s.once('disconnect', () => resolve()))),
  ).then(() => {
    socketsGone = performance.now() - started;
  });
  signalledAt = performance.now();
  child.kill('SIGTERM');
  await waitExit(child);
  const exitMs = performance.now() - started;
  running = false;
  await Promise.all(clients);
  await gone;
  for (const s of sockets) s.close();
  return { exitMs, socketsGone, code: child.exitCode, ...stats };
}

for (const kind of ['idle', 'sockets', 'load'] as const) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await drain(kind));
  const exits = runs.map((r) => Math.round(r.exitMs));
  let line = `${kind}: SIGTERM to exit ${exits.join(', ')} ms (median ${median(exits)}); exit codes ${runs.map((r) => r.code).join(', ')}`;
  if (kind === 'sockets') {
    const gone = runs.map((r) => Math.round(r.socketsGone));
    line += `; ${SOCKETS} sockets all told to reconnect within ${gone.join(', ')} ms`;
  }
  if (kind === 'load') {
    line += `; ${CONNECTIONS} clients: answered ${runs.map((r) => r.answered).join(', ')}, failed though sent before the signal ${runs.map((r) => r.failedBeforeSignal).join(', ')}, refused after it ${runs.map((r) => r.refusedAfterSignal).join(', ')}`;
  }
  console.log(line);
}
