/**
 * Start-up time (bench/README.md section 1): from spawning the server until GET /api/health answers,
 * on an empty data folder, then on the same folder filled with `--rows` contact messages and leaves
 * (embedded database). Usage: node --import tsx bench/startup.ts [--rows 200000] [--runs 5] [--port 8098]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/open.ts';
import { startServer, waitExit } from './server-process.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const ROWS = arg('rows', 200_000);
const RUNS = arg('runs', 5);
const PORT = arg('port', 8098);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'aquadesk-startup-'));
async function timeStarts(label: string) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const { child, readyMs } = await startServer(dataDir, PORT);
    times.push(Math.round(readyMs));
    child.kill('SIGTERM');
    await waitExit(child);
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`${label}: runs ${times.join(', ')} ms; median ${sorted[Math.floor(sorted.length / 2)]} ms`);
}

await timeStarts('empty data folder (first start sets it up, later starts reopen it)');
// fill it: the server is stopped, so the bench opens the database itself
const database = await openDatabase({ dataDir });
await database.db.execute(
  sql`insert into contact_messages (name, email, message)
      select 'Visitor ' || g, 'visitor' || g || '@example.com', repeat('A message about water treatment. ', 20)
      from generate_series(1, ${ROWS}) g`,
);
await database.close();
const size = Number(
  (await import('node:child_process'))
    .execSync(`du -sm ${path.join(dataDir, 'pgdata')}`)
    .toString()
    .split('\t')[0],
);
await timeStarts(`filled data folder (${ROWS} rows, pgdata ${size} MB)`);
rmSync(dataDir, { recursive: true, force: true });
