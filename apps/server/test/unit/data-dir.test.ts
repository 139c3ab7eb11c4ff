import { mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { privateUmask } from '../../src/db/data-dir.ts';
import { openDatabase } from '../../src/db/open.ts';
import { Mailer } from '../../src/platform/mail.ts';
import { Storage } from '../../src/platform/storage.ts';

const mode = (p: string) => statSync(p).mode & 0o777;

/** Every file and folder under `dir` whose mode lets anyone but the owner in. */
function openToOthers(dir: string): string[] {
  const out: string[] = [];
  const walk = (p: string) => {
    const st = statSync(p);
    if (st.mode & 0o077) out.push(`${path.relative(dir, p) || '.'} ${(st.mode & 0o777).toString(8)}`);
    if (st.isDirectory()) for (const n of readdirSync(p)) walk(path.join(p, n));
  };
  walk(dir);
  return out;
}

const oldUmask = process.umask();
afterAll(() => {
  process.umask(oldUmask);
});

describe('the data folder is private (issue #9)', () => {
  it('fixes what an older version left open, and writes database, backups, mail and uploads privately', async () => {
    process.umask(0o022); // the usual umask: without explicit modes files come out 0644
    const dir = mkdtempSync(path.join(os.tmpdir(), 'aquadesk-modes-'));
    mkdirSync(path.join(dir, 'outbox'), { mode: 0o755 });
    writeFileSync(path.join(dir, 'outbox', 'old.eml'), 'reset link', { mode: 0o666 });
    writeFileSync(path.join(dir, 'jwt-secret'), 'x', { mode: 0o644 });
    writeFileSync(path.join(dir, 'not-ours.txt'), 'x', { mode: 0o644 });

    privateUmask(); // as main.ts does at start
    const database = await openDatabase({ dataDir: dir });
    try {
      await database.backup!(path.join(dir, 'backups'));
      const mailer = new Mailer({ smtpUrl: undefined, from: 'a@b.test', dataDir: dir });
      await mailer.send({ to: 'c@d.test', subject: 's', text: 'reset link' });
      const storage = new Storage(path.join(dir, 'uploads'), 1024 * 1024);
      const png = Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      );
      await storage.saveImage('product', png);
      await database.close();
    } catch (error) {
      await database.close();
      throw error;
    }
    expect(mode(dir)).toBe(0o700);
    expect(mode(path.join(dir, 'outbox', 'old.eml'))).toBe(0o600);
    // a file AquaDesk does not own is left as it was
    expect(mode(path.join(dir, 'not-ours.txt'))).toBe(0o644);
    expect(openToOthers(dir).filter((e) => !e.startsWith('not-ours.txt'))).toEqual([]);
  }, 180_000); // a fresh database on disk runs every migration: 44 s on a machine at load 30
});
