import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
  }, 30_000);
});
