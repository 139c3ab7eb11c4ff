/**
 * `npm test`: every test of the README's command, in the order that keeps both cores busy
 * (docs/decisions/0012-node-lines.md, bench/README.md §8):
 *
 *   1. the unit tests, while the server and the web app are built for the journeys;
 *   2. the browser journeys, while the API tests run beside them on the embedded database.
 *
 * The journeys leave a core idle about a third of the time (a page waiting on its server, an assertion
 * polling), which the API tests fill: run one after the other they took the sum of both. The part in the
 * foreground prints as it goes; the one beside it is held and printed whole when it ends, under a heading.
 * Every part runs whatever another's result; the command fails if any part failed, naming it.
 *
 *   node --import tsx scripts/test-all.ts
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

interface Part {
  name: string;
  args: string[];
  /** Held output is printed only if the part fails (a build's list of files says nothing otherwise). */
  quiet?: boolean;
}

interface Outcome {
  name: string;
  code: number;
  seconds: number;
}

/** Runs `npm <args>`; with `hold`, its output is kept and printed whole once it ends. */
function run(part: Part, hold: boolean): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(NPM, part.args, {
      cwd: ROOT,
      env: process.env,
      stdio: hold ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    });
    const held: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => held.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => held.push(chunk));
    const finish = (code: number) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      if (hold && part.quiet && code === 0) {
        process.stdout.write(`\n──── ${part.name}: done beside the others in ${seconds} s ────\n\n`);
      } else if (hold) {
        process.stdout.write(`\n──── ${part.name} (ran beside the others, ${seconds} s) ────\n`);
        process.stdout.write(Buffer.concat(held));
        process.stdout.write(`──── end of ${part.name} ────\n\n`);
      }
      resolve({ name: part.name, code, seconds });
    };
    child.on('error', (error) => {
      held.push(Buffer.from(`${error.message}\n`));
      finish(1);
    });
    child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}

/** Runs `front` with its output shown as it goes and `beside` at the same time, held. */
async function together(front: Part, beside: Part): Promise<Outcome[]> {
  return Promise.all([run(front, false), run(beside, true)]);
}

const outcomes = [
  ...(await together(
    { name: 'unit tests', args: ['run', 'test:unit'] },
    {
      name: 'build (server and web app)',
      quiet: true,
      args: ['run', 'build', '--workspace', '@aquadesk/server', '--workspace', '@aquadesk/web'],
    },
  )),
];
const built = outcomes.find((o) => o.name.startsWith('build'));
if (built && built.code !== 0) {
  // the journeys run the build: without one they cannot start, so only the API tests run
  outcomes.push(await run({ name: 'API tests (PGlite)', args: ['run', 'test:api'] }, false));
} else {
  outcomes.push(
    ...(await together(
      { name: 'journeys (Chromium)', args: ['run', 'test:journeys'] },
      { name: 'API tests (PGlite)', args: ['run', 'test:api'] },
    )),
  );
}

process.stdout.write('\nnpm test:\n');
for (const o of outcomes) {
  process.stdout.write(
    `  ${o.code === 0 ? 'passed' : 'FAILED'}  ${String(o.seconds).padStart(4)} s  ${o.name}\n`,
  );
}
const failed = outcomes.filter((o) => o.code !== 0);
if (failed.length > 0) {
  process.stdout.write(`failed: ${failed.map((o) => o.name).join(', ')}\n`);
  process.exitCode = 1;
}
