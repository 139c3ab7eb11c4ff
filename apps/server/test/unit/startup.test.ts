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
    expect(text).toContain('generated: shown only this once');
  });
});

describe('the first start block', () => {
  const demo = [
    ...logins,
    { role: 'Technician (employee)', email: 'employee@x.test', password: 'Demo@12345', shows: 'Work' },
    { role: 'Finance', email: 'finance@x.test', password: 'Demo@12345', shows: 'Invoices' },
  ];
  const text = startupBanner({
    brand: 'AquaDesk',
    port: 8080,
    where: 'x',
    logins: demo,
    adminPasswordFromEnv: false,
    notes: ['Payments: sandbox'],
  });
  const lines = text.split('\n');

  it('is one block between two rules: the URL, the admin login, then a table of the demo logins', () => {
    const rules = lines.flatMap((l, i) => (/^=+$/.test(l) ? [i] : []));
    expect(rules).toHaveLength(2);
    expect(rules[1]).toBe(lines.length - 1);
    const block = lines.slice(rules[0]! + 1, rules[1]);
    expect(block[0]).toBe('AquaDesk is running on http://localhost:8080');
    expect(block).toContain('Payments: sandbox');
    expect(block.findIndex((l) => l.startsWith('Admin login     admin@x.test'))).toBeGreaterThan(0);
    const header = block.findIndex((l) => /^Role +Email +Password +First screen$/.test(l));
    expect(header).toBeGreaterThan(block.findIndex((l) => l.startsWith('Admin password')));
    const rows = block.slice(header + 2);
    expect(rows).toHaveLength(3);
    // the columns line up: every e-mail starts where the header's Email does
    const at = block[header]!.indexOf('Email');
    for (const [i, email] of ['e@x.test', 'employee@x.test', 'finance@x.test'].entries())
      expect(rows[i]!.indexOf(email)).toBe(at);
    expect(rows[1]).toMatch(/^Technician \(employee\) +employee@x\.test +Demo@12345 +Work$/);
  });

  it('prints the address alone on a later start', () => {
    const later = startupBanner({
      brand: 'AquaDesk',
      port: 8080,
      where: 'x',
      logins: null,
      adminPasswordFromEnv: false,
    });
    expect(later).toBe('AquaDesk is running on http://localhost:8080\nDatabase: x');
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
