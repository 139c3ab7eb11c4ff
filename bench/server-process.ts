import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The production build of the server (apps/server/build.mjs), as `npm start` runs it. */
export const MAIN = path.join(ROOT, 'apps/server/dist/main.js');
let built = false;
export const ADMIN = { email: 'admin@bench.test', password: 'Bench@12345' };

export interface Running {
  child: ChildProcess;
  /** Milliseconds from spawn until GET /api/health answered 200. */
  readyMs: number;
}

/** Starts the real server (its build, built once per run) on `dataDir` and waits for /api/health. */
export async function startServer(dataDir: string, port: number, extraEnv: Record<string, string> = {}) {
  if (!built) {
    execFileSync(process.execPath, [path.join(ROOT, 'apps/server/build.mjs')], { stdio: 'inherit' });
    built = true;
  }
  const started = performance.now();
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      INIT_CWD: ROOT,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      JWT_SECRET: 'bench-secret-that-is-long-enough-0123',
      LOG_LEVEL: 'warn',
      DEMO_DATA: '0',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  for (;;) {
    if (exited) throw new Error(`server exited during start: ${stderr.slice(-2000)}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return { child, readyMs: performance.now() - started } satisfies Running;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
}

export function waitExit(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

export async function login(port: number): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  const body = (await res.json()) as { user: { token: string } };
  return body.user.token;
}
