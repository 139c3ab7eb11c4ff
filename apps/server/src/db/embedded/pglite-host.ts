import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { nameStatements } from '../named-statements.ts';

/** What the embedded database's thread is started with (db/embedded/pglite-worker.ts). */
export interface HostStart {
  /** The data folder; in memory when absent. */
  dataDir?: string;
  /** A dump (`dumpDataDir`) to open instead, as the tests' migrated template. */
  load?: ArrayBuffer;
  socketPath: string;
  /** The largest answer the bridge carries (db/embedded/pglite-bridge.ts `ANSWER_LIMIT` when absent). */
  answerLimit?: number;
  /** PGlite's compiled WebAssembly and file bundle, shared by every thread of this process (`pgliteCompiled`). */
  compiled?: PgliteCompiled;
}

/** PGlite's WebAssembly modules, compiled once, and its file bundle, read once. */
export interface PgliteCompiled {
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
  fsBundle: Blob;
}
export type HostRequest = { id: number; type: 'dump' } | { id: number; type: 'close' };
export interface HostResponse {
  id: number;
  error?: string;
  dump?: ArrayBuffer;
}

export interface PgliteHost {
  /** node-postgres connections to the embedded database, through its thread's socket. */
  pool: pg.Pool;
  /**
   * Another pool of connections to the same database, for one user of it that ends it when done (the
   * tests keep a database for the next test file: test/pglite-kept.ts). `close()` does not end it.
   */
  openPool(): pg.Pool;
  /** PGlite's dump of its data folder (a tar), taken after a checkpoint, between two clients' statements. */
  dump(): Promise<Buffer>;
  /** Ends the connections, checkpoints and closes the database, and stops its thread. */
  close(): Promise<void>;
}

/** At most this many connections: PGlite runs one statement at a time, the others wait in its queue. */
const CONNECTIONS = 4;

let compiledOnce: Promise<PgliteCompiled> | undefined;
/**
 * PGlite's two WebAssembly modules compiled once per process and its file bundle read once: a thread
 * started with them instantiates the compiled code (shared between threads, with what V8 optimised in
 * it) instead of compiling 9 MB of WebAssembly again. For processes that start many embedded databases
 * (the API tests start one per file: bench/README.md §8).
 */
export function pgliteCompiled(): Promise<PgliteCompiled> {
  compiledOnce ??= (async () => {
    const dist = path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
    const [pglite, initdb, bundle] = await Promise.all(
      ['pglite.wasm', 'initdb.wasm', 'pglite.data'].map((f) => readFile(path.join(dist, f))),
    );
    return {
      pgliteWasmModule: await WebAssembly.compile(pglite!),
      initdbWasmModule: await WebAssembly.compile(initdb!),
      fsBundle: new Blob([bundle!]),
    };
  })();
  return compiledOnce;
}

// in the build, dist/main.js starts dist/pglite-worker.js; from the sources (tests, benches, dev), a
// starter that loads the TypeScript loader first (a worker does not take --import)
const WORKER = new URL(
  import.meta.url.endsWith('.ts') ? './pglite-worker-sources.mjs' : './pglite-worker.js',
  import.meta.url,
);

/** A Unix socket's path may not be longer than this (108 bytes on Linux, with its terminating zero). */
const SOCKET_PATH_MAX = 100;

/**
 * Starts the embedded database on a thread of its own (docs/decisions/0006-embedded-database-thread.md)
 * and connects to it. The socket lives in a private folder (0700) that goes with `close()`: `socketDir`
 * when given (the server's is in DATA_DIR, which only one process may use, so it is made anew), else,
 * or when that path is too long for a socket, a fresh folder under the system's temporary folder.
 */
export async function hostPglite(opts: {
  dataDir?: string;
  load?: Uint8Array;
  socketDir?: string;
  answerLimit?: number;
  /** Start from the process's compiled PGlite (`pgliteCompiled`). */
  shareCompiled?: boolean;
}): Promise<PgliteHost> {
  const socketDir = privateSocketDir(opts.socketDir);
  const start: HostStart = {
    socketPath: path.join(socketDir, '.s.PGSQL.5432'),
    ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
    ...(opts.answerLimit ? { answerLimit: opts.answerLimit } : {}),
    ...(opts.shareCompiled ? { compiled: await pgliteCompiled() } : {}),
    // a copy of its own, handed over to the thread
    ...(opts.load ? { load: new Uint8Array(opts.load).buffer } : {}),
  };
  const worker = new Worker(WORKER, { workerData: start, transferList: start.load ? [start.load] : [] });
  const waiting = new Map<number, { resolve: (r: HostResponse) => void; reject: (e: Error) => void }>();
  let nextId = 1;
  let exited = false;
  let closing: Promise<void> | undefined;
  const failAll = (error: Error) => {
    for (const w of waiting.values()) w.reject(error);
    waiting.clear();
  };
  worker.on('message', (response: HostResponse) => {
    const w = waiting.get(response.id);
    waiting.delete(response.id);
    if (response.error) w?.reject(new Error(response.error));
    else w?.resolve(response);
  });
  worker.on('error', (error) => failAll(error));
  worker.on('exit', (code) => {
    // after close() the thread ends with 0 and nothing waits; otherwise every statement now fails, and
    // the health check answers 503 (docs/operations.md "Health")
    if (!closing) console.error(`aquadesk: the embedded database's thread stopped (exit code ${code})`);
    exited = true;
    failAll(new Error(`The embedded database's thread stopped (exit code ${code})`));
    rmSync(socketDir, { recursive: true, force: true });
  });
  // the thread's first message (id 0): open and listening, or why not
  const ready = new Promise<HostResponse>((resolve, reject) => waiting.set(0, { resolve, reject }));
  const ask = (type: HostRequest['type']) =>
    new Promise<HostResponse>((resolve, reject) => {
      if (exited) return reject(new Error("The embedded database's thread has stopped"));
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      worker.postMessage({ id, type } satisfies HostRequest);
    });

  try {
    await ready;
  } catch (error) {
    await worker.terminate();
    rmSync(socketDir, { recursive: true, force: true });
    throw error;
  }
  const openPool = () => {
    // idle connections stay open: their named statements live in the one backend every connection
    // shares, so a connection closed and opened again would leave its statements behind
    // (db/named-statements.ts)
    const opened = new pg.Pool({
      host: socketDir,
      user: 'postgres',
      database: 'postgres',
      max: CONNECTIONS,
      idleTimeoutMillis: 0,
    });
    nameStatements(opened);
    // a connection the thread drops is noted, not fatal (its statement failed with it)
    opened.on('error', () => undefined);
    return opened;
  };
  const pool = openPool();
  return {
    pool,
    openPool,
    dump: async () => Buffer.from((await ask('dump')).dump!),
    close: () => {
      closing ??= (async () => {
        await pool.end();
        try {
          if (!exited) await ask('close');
        } finally {
          await worker.terminate();
          rmSync(socketDir, { recursive: true, force: true });
        }
      })();
      return closing;
    },
  };
}

function privateSocketDir(wanted: string | undefined): string {
  if (wanted && path.join(wanted, '.s.PGSQL.5432').length <= SOCKET_PATH_MAX) {
    rmSync(wanted, { recursive: true, force: true }); // a socket left by a process that was killed
    mkdirSync(wanted, { mode: 0o700 });
    return wanted;
  }
  return mkdtempSync(path.join(os.tmpdir(), 'aquadesk-db-'));
}
