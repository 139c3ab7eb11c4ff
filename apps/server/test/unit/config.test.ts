import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';

const base = mkdtempSync(path.join(os.tmpdir(), 'aquadesk-config-'));

describe('configuration', () => {
  it('has defaults for everything, demo data on the embedded database only', () => {
    const c = loadConfig({ DATA_DIR: path.join(base, 'a') });
    expect(c.port).toBe(8080);
    expect(c.demoData).toBe(true);
    expect(c.brand).toBe('AquaDesk');
    expect(c.uploadMaxBytes).toBe(5 * 1024 * 1024);
    expect(c.jwtSecret).toMatch(/^[a-f0-9]{64}$/);
    expect(loadConfig({ DATA_DIR: path.join(base, 'a') }).jwtSecret).toBe(c.jwtSecret); // kept in DATA_DIR
    const pg = loadConfig({ DATA_DIR: path.join(base, 'b'), DATABASE_URL: 'postgres://x@127.0.0.1/db' });
    expect(pg.demoData).toBe(false);
  });

  it('resolves a relative DATA_DIR against the folder npm was started from', () => {
    const c = loadConfig({ DATA_DIR: './data', INIT_CWD: base });
    expect(c.dataDir).toBe(path.join(base, 'data'));
  });

  it.each([
    ['PORT', 'abc'],
    ['DEMO_DATA', 'maybe'],
    ['DATABASE_URL', 'mysql://x'],
    ['UPLOAD_MAX_MB', '-3'],
    ['ADMIN_EMAIL', 'not-an-email'],
    ['TRUST_PROXY', 'maybe'],
    ['TRUST_PROXY', '127.0.0.1,proxy.local'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['SHUTDOWN_TIMEOUT', '0'],
  ])('stops with one line naming %s', (name, value) => {
    const run = () => loadConfig({ DATA_DIR: path.join(base, 'c'), [name]: value });
    expect(run).toThrow(ConfigError);
    expect(run).toThrow(new RegExp(`^Configuration error: ${name} `));
  });

  it('takes TRUST_PROXY as 1/0 or as the proxies addresses and ranges (deploy/README.md)', () => {
    const dir = path.join(base, 'd');
    expect(loadConfig({ DATA_DIR: dir }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: '1' }).trustProxy).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual(['127.0.0.1']);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: ' 10.0.0.0/8, ::1 ' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '::1',
    ]);
    expect(loadConfig({ DATA_DIR: dir }).shutdownTimeoutMs).toBe(10_000);
    expect(loadConfig({ DATA_DIR: dir, SHUTDOWN_TIMEOUT: '2.5' }).shutdownTimeoutMs).toBe(2500);
  });
});
