import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DatabaseLockedError, lockContent, processStart } from '../../src/db/lock-file.ts';
import { openDatabase } from '../../src/db/open.ts';
import { migratedDataDir } from '../server-process.ts';

// A database that opens starts from a copy of a migrated folder (made once per test process), as every
// start after the first does: what is tested is the lock, not initdb (bench/README.md §8).
describe('the embedded database lock', () => {
  it('refuses a data folder that a live process holds', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'aquadesk-lock-'));
    const other = spawn('sleep', ['30']);
    writeFileSync(path.join(dir, 'aquadesk.lock'), String(other.pid));
    try {
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DatabaseLockedError);
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/in use by another AquaDesk process/);
    } finally {
      other.kill();
    }
  });

  it('clears a lock left by a process that died, and releases its own on close', async () => {
    const dir = await migratedDataDir();
    writeFileSync(path.join(dir, 'aquadesk.lock'), '999999');
    const database = await openDatabase({ dataDir: dir });
    expect(existsSync(path.join(dir, 'aquadesk.lock'))).toBe(true);
    await database.close();
    expect(existsSync(path.join(dir, 'aquadesk.lock'))).toBe(false);
  }, 60_000);
});

describe('a stale lock (issue 28 item 9)', () => {
  const lockFile = (dir: string) => path.join(dir, 'aquadesk.lock');

  it('is refused while its pid runs with the start time it recorded', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'aquadesk-lock-'));
    const other = spawn('sleep', ['30']);
    try {
      const start = processStart(other.pid!);
      expect(start).toMatchObject({ zombie: false });
      writeFileSync(lockFile(dir), lockContent(other.pid!, start));
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(
        new RegExp(`in use by another AquaDesk process \\(pid ${other.pid}\\)`),
      );
    } finally {
      other.kill();
    }
  });

  it('is cleared when its pid is alive but now another process (a reused pid)', async () => {
    const dir = await migratedDataDir();
    const other = spawn('sleep', ['30']);
    try {
      const start = processStart(other.pid!);
      if (!start || start === 'gone') throw new Error('no start time on this system');
      // what the lock would say had an earlier process held this pid: the same pid, another start
      writeFileSync(lockFile(dir), lockContent(other.pid!, { ...start, since: `${start.since}0` }));
      const database = await openDatabase({ dataDir: dir });
      expect(readFileSync(lockFile(dir), 'utf8')).toBe(lockContent(process.pid, processStart(process.pid)));
      await database.close();
      expect(existsSync(lockFile(dir))).toBe(false);
    } finally {
      other.kill();
    }
  }, 60_000);

  it('reads the start time with ps where /proc is absent', () => {
    const other = spawn('sleep', ['30']);
    try {
      const first = processStart(other.pid!, false);
      expect(first).toMatchObject({ zombie: false, since: expect.stringMatching(/^ps \S/) });
      expect(processStart(other.pid!, false)).toEqual(first);
      expect(processStart(process.pid, false)).not.toEqual(first);
      expect(processStart(999_999, false)).toBe('gone');
    } finally {
      other.kill();
    }
  });

  it('is cleared when its process has exited but was not reaped yet (a zombie)', async () => {
    const dir = await migratedDataDir();
    // `sleep 0` exits at once, and its parent, now `sleep 30`, never waits for it
    const parent = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 30']);
    try {
      const zombie = await new Promise<number>((resolve) =>
        parent.stdout.once('data', (d: Buffer) => resolve(Number(d.toString().trim()))),
      );
      for (let i = 0; i < 100; i++) {
        const start = processStart(zombie);
        if (start && start !== 'gone' && start.zombie) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(processStart(zombie)).toMatchObject({ zombie: true });
      expect(processStart(zombie, false)).toMatchObject({ zombie: true });
      writeFileSync(lockFile(dir), String(zombie));
      const database = await openDatabase({ dataDir: dir });
      await database.close();
    } finally {
      parent.kill();
    }
  }, 60_000);
});

describe('the lock under contention (issue #9)', () => {
  it('lets exactly one of many simultaneous openers in, also over a stale lock', async () => {
    const child = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'lock-child.ts');
    for (let round = 0; round < 2; round++) {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'aquadesk-lock-'));
      // rounds alternate between a free folder and one with a lock a dead process left
      if (round % 2) writeFileSync(path.join(dir, 'aquadesk.lock'), '999999');
      let ready = 0;
      const outcomes = await Promise.all(
        Array.from(
          { length: 6 },
          () =>
            new Promise<string>((resolve) => {
              const p = spawn(process.execPath, ['--import', 'tsx', child, dir]);
              let out = '';
              p.stdout.on('data', (d: Buffer) => {
                out += d.toString();
                if (d.toString().includes('ready') && ++ready === 6) writeFileSync(path.join(dir, 'go'), '');
              });
              p.on('close', () => resolve(out.replace('ready', '').trim()));
            }),
        ),
      );
      expect(
        outcomes.filter((o) => o === 'got'),
        `round ${round}: ${outcomes.join(', ')}`,
      ).toHaveLength(1);
      expect(outcomes.filter((o) => o === 'locked')).toHaveLength(5);
    }
  }, 120_000);
});
