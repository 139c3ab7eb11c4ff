import { describe, expect, it } from 'vitest';
import { newestBackupAge, oneAtATime, startupBanner } from '../../src/startup.ts';

const logins = [
  { role: 'admin', email: 'admin@x.test', password: 'Configured@Pw1' },
  { role: 'demo employee', email: 'e@x.test', password: 'Demo@12345' },
];

describe('the start-up banner', () => {
  it('never prints a password set through ADMIN_PASSWORD', () => {
    const text = startupBanner({
      brand: 'AquaDesk',
      port: 1,
      where: 'x',
      logins,
      adminPasswordFromEnv: true,
    });
    expect(text).not.toContain('Configured@Pw1');
    expect(text).toContain('admin@x.test');
    expect(text).toContain('Demo@12345');
  });

  it('prints a generated admin password once, saying so', () => {
    const text = startupBanner({
      brand: 'AquaDesk',
      port: 1,
      where: 'x',
      logins,
      adminPasswordFromEnv: false,
    });
    expect(text).toContain('Configured@Pw1');
    expect(text).toContain('generated and is shown only this once');
  });
});

describe('backups one at a time', () => {
  it('never runs two at once', async () => {
    let running = 0;
    let most = 0;
    let runs = 0;
    const backup = oneAtATime(async () => {
      runs += 1;
      running += 1;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 20));
      running -= 1;
      return runs;
    });
    await Promise.all([backup(), backup(), backup()]);
    expect(most).toBe(1);
    expect(runs).toBe(1);
    await backup();
    expect(runs).toBe(2);
  });
});

describe('newestBackupAge', () => {
  it('is Infinity without a folder or a backup, else the age of the newest backup', async () => {
    const { mkdtempSync, writeFileSync, utimesSync } = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const dir = mkdtempSync(path.join(os.tmpdir(), 'aquadesk-backups-'));
    expect(newestBackupAge(path.join(dir, 'missing'))).toBe(Number.POSITIVE_INFINITY);
    expect(newestBackupAge(dir)).toBe(Number.POSITIVE_INFINITY);
    writeFileSync(path.join(dir, 'notes.txt'), 'not a backup');
    expect(newestBackupAge(dir)).toBe(Number.POSITIVE_INFINITY);
    const now = Date.now();
    const old = path.join(dir, 'aquadesk-2026-01-01T00-00-00.000Z.tar.gz');
    const recent = path.join(dir, 'aquadesk-2026-01-02T00-00-00.000Z.tar.gz');
    writeFileSync(old, 'x');
    writeFileSync(recent, 'x');
    utimesSync(old, new Date(now - 5 * 3600_000), new Date(now - 5 * 3600_000));
    utimesSync(recent, new Date(now - 2 * 3600_000), new Date(now - 2 * 3600_000));
    expect(Math.round(newestBackupAge(dir, now) / 3600_000)).toBe(2);
  });
});
