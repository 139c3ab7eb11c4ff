/**
 * kill -9 during writes (issue #9): starts the server on a temporary DATA_DIR (embedded database),
 * applies leaves (one per date) from a few parallel writers, kills the server with SIGKILL at a random
 * moment, restarts it, and repeats. At the end it counts the writes the server acknowledged (201)
 * that the database no longer has. Usage:
 *   node --import tsx bench/kill-loop.ts [--kills 20] [--port 8097] [--writers 4]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { login, startServer, waitExit } from './server-process.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const KILLS = arg('kills', 20);
const PORT = arg('port', 8097);
const WRITERS = arg('writers', 4);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'aquadesk-kill-'));
const acknowledged = new Set<string>();
let attempted = 0;
let failedInFlight = 0;
let nextDay = 0;
const dateOf = (n: number) => new Date(Date.UTC(2030, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);

async function writer(token: string, stop: { now: boolean }) {
  while (!stop.now) {
    const date = dateOf(nextDay++);
    attempted += 1;
    try {
      const res = await fetch(`http://127.0.0.1:${PORT}/api/apply-leave`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          leave_date: date,
          half_day: 0,
          leave_type: 'Annual Leave',
          reason: 'kill loop',
        }),
      });
      if (res.status === 201) acknowledged.add(date);
      else failedInFlight += 1;
    } catch {
      failedInFlight += 1; // connection cut by the kill: not acknowledged
    }
  }
}

const restarts: number[] = [];
let token = '';
for (let kill = 0; kill <= KILLS; kill++) {
  const { child, readyMs } = await startServer(dataDir, PORT);
  restarts.push(readyMs);
  token ||= await login(PORT);
  if (kill === KILLS) {
    // final check on a clean start
    const res = await fetch(`http://127.0.0.1:${PORT}/api/get_leaves`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const stored = new Set(
      ((await res.json()) as { data: { leave_date: string }[] }).data.map((l) => l.leave_date),
    );
    const missing = [...acknowledged].filter((d) => !stored.has(d));
    child.kill('SIGTERM');
    await waitExit(child);
    const sorted = [...restarts].sort((a, b) => a - b);
    const pick = (q: number) =>
      Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!);
    console.log(
      JSON.stringify(
        {
          kills: KILLS,
          writers: WRITERS,
          attempted,
          acknowledged: acknowledged.size,
          notAcknowledged: failedInFlight,
          stored: stored.size,
          acknowledgedButMissing: missing.length,
          missing: missing.slice(0, 20),
          restartToHealthMs: { min: pick(0), median: pick(0.5), max: pick(1) },
        },
        null,
        2,
      ),
    );
    break;
  }
  const stop = { now: false };
  const writers = Array.from({ length: WRITERS }, () => writer(token, stop));
  await new Promise((r) => setTimeout(r, 300 + Math.random() * 1700));
  child.kill('SIGKILL');
  await waitExit(child);
  stop.now = true;
  await Promise.all(writers);
  process.stderr.write(`kill ${kill + 1}/${KILLS}: ${acknowledged.size} acknowledged so far\n`);
}
rmSync(dataDir, { recursive: true, force: true });
