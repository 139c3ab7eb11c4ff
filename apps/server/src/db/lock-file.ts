/**
 * The embedded database's lock file in DATA_DIR: one process opens it at a time.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  linkSync,
  openSync,
  readFileSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

export class DatabaseLockedError extends Error {}

/**
 * The embedded database is single-process: a lock file in DATA_DIR refuses a second opener. The lock
 * is taken atomically with its owner already in it (written to a private file, then hard-linked into
 * place, which fails if a lock exists), so no opener ever sees an empty lock. The owner is the pid and
 * that process's start time (`processStart`): a pid alone outlives its process, since a process killed
 * with `kill -9` stays a zombie until its parent reaps it and its pid is soon reused (in a container the
 * restarted server often gets the same one). A lock is stale when its pid is not alive, is a zombie, or
 * is now another process (a start time that is not the recorded one); a stale lock is replaced under a
 * short-lived takeover file, so two openers that both found it stale cannot both win (issue 28 item 9).
 */
export function acquireLock(dir: string): () => void {
  const lockPath = path.join(dir, 'aquadesk.lock');
  const mine = lockContent(process.pid, processStart(process.pid));
  const release = () => {
    try {
      if (readFileSync(lockPath, 'utf8').trim() === mine) unlinkSync(lockPath);
    } catch {
      // already gone
    }
  };
  for (let attempt = 0; attempt < 20; attempt++) {
    if (createLock(lockPath, mine)) return release;
    const holder = readLock(lockPath);
    if (holder === undefined) continue; // released meanwhile: try again
    if (holder.pid !== process.pid && lockHolderRuns(holder)) {
      throw new DatabaseLockedError(
        `The database in ${dir} is in use by another AquaDesk process (pid ${holder.pid}). Stop it first, or set DATA_DIR to another folder.`,
      );
    }
    replaceStaleLock(lockPath, holder.text);
  }
  throw new DatabaseLockedError(`Could not lock ${dir}`);
}

/** What a lock holds: the pid on the first line, the process's start (when known) on the second. */
export function lockContent(pid: number, start: ProcessStart | undefined): string {
  return start && start !== 'gone' && !start.zombie ? `${pid}\n${start.since}` : String(pid);
}

/**
 * When process `pid` started, as an opaque text that differs between two processes given the same pid:
 * on Linux the boot's id and field 22 of /proc/<pid>/stat (clock ticks after boot); where /proc is
 * absent, `ps -o lstart=` (macOS, the BSDs). `zombie`: it has exited and waits for its parent to reap it.
 * 'gone' when no such process exists, undefined when this system cannot tell (the pid alone decides).
 */
export type ProcessStart = { since: string; zombie: boolean } | 'gone';
export function processStart(pid: number, useProc = existsSync('/proc/self/stat')): ProcessStart | undefined {
  if (useProc) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      return 'gone';
    }
    // "pid (command) state ppid …": the command may hold spaces and parentheses, so read after the last ')'
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const state = fields[0] ?? '';
    const ticks = fields[19] ?? '';
    return { since: `linux ${bootId()} ${ticks}`, zombie: state === 'Z' || state === 'X' };
  }
  if (process.platform === 'win32') return undefined;
  try {
    const line = execFileSync('ps', ['-o', 'stat=,lstart=', '-p', String(pid)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 5000,
    }).trim();
    if (line === '') return 'gone';
    const [state = '', ...started] = line.split(/\s+/);
    return { since: `ps ${started.join(' ')}`, zombie: state.startsWith('Z') };
  } catch (error) {
    // ps answers 1 when there is no such process; any other failure leaves the question open
    return (error as { status?: number }).status === 1 ? 'gone' : undefined;
  }
}

let bootIdCache: string | undefined;
function bootId(): string {
  if (bootIdCache === undefined) {
    try {
      bootIdCache = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    } catch {
      bootIdCache = '';
    }
  }
  return bootIdCache;
}

interface LockHolder {
  /** The lock's whole text, to replace it only while it still says this. */
  text: string;
  /** 0 when the lock holds no pid. */
  pid: number;
  /** The holder's start as recorded; undefined in a lock that records none (written by an older version). */
  since: string | undefined;
}

/** Whether the process that wrote the lock still runs (a live pid that is still that process). */
function lockHolderRuns(holder: LockHolder): boolean {
  if (holder.pid <= 0 || !processAlive(holder.pid)) return false;
  const now = processStart(holder.pid);
  if (now === 'gone') return false;
  if (now === undefined) return true; // alive, and nothing more can be known
  if (now.zombie) return false;
  return holder.since === undefined || holder.since === now.since;
}

/** Creates the lock with `content` in one step; false when a lock exists. */
function createLock(lockPath: string, content: string): boolean {
  const temp = `${lockPath}.${process.pid}.${randomBytes(4).toString('hex')}`;
  const fd = openSync(temp, 'wx', 0o600);
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(temp, lockPath);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return false;
  } finally {
    unlinkSync(temp);
  }
}

/** The lock's holder, undefined when there is no lock. */
function readLock(lockPath: string): LockHolder | undefined {
  let text: string;
  try {
    text = readFileSync(lockPath, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const [first = '', ...rest] = text.split('\n');
  const pid = Number(first.trim());
  const since = rest.join('\n').trim();
  return { text, pid: Number.isInteger(pid) && pid > 0 ? pid : 0, since: since === '' ? undefined : since };
}

/** Removes a lock that still says `stale`, one opener at a time. */
function replaceStaleLock(lockPath: string, stale: string): void {
  const guard = `${lockPath}.takeover`;
  let fd: number;
  try {
    fd = openSync(guard, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // another opener is replacing it; a takeover file older than 10 s was left by a crash
    try {
      if (Date.now() - statSync(guard).mtimeMs > 10_000) unlinkSync(guard);
    } catch {
      // gone meanwhile
    }
    sleepSync(20);
    return;
  }
  try {
    if (readLock(lockPath)?.text === stale) unlinkSync(lockPath);
  } finally {
    closeSync(fd);
    unlinkSync(guard);
  }
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
