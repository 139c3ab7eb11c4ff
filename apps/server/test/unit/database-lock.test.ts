import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DatabaseLockedError, openDatabase } from '../../src/db/client.ts';

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
    const dir = mkdtempSync(path.join(os.tmpdir(), 'aquadesk-lock-'));
    writeFileSync(path.join(dir, 'aquadesk.lock'), '999999');
    const database = await openDatabase({ dataDir: dir });
    expect(existsSync(path.join(dir, 'aquadesk.lock'))).toBe(true);
    await database.close();
    expect(existsSync(path.join(dir, 'aquadesk.lock'))).toBe(false);
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
