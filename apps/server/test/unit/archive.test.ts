import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { ArchiveWriter, extractArchive, safeEntryName } from '../../src/db/backups/archive.ts';
import { tarOf } from '../support/hostile-tar.ts';

/** A backup written by the hand-written ustar writer AquaDesk had before node-tar (test/fixtures/README.md). */
const FIXTURE = new URL('../fixtures/backup-2026-12-03.tar.gz', import.meta.url).pathname;
const EXPECTED = JSON.parse(
  readFileSync(new URL('../fixtures/backup-2026-12-03.expected.json', import.meta.url), 'utf8'),
) as { files: Record<string, string> };

const dir = mkdtempSync(path.join(os.tmpdir(), 'aquadesk-archive-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A one-entry tar by hand, with any name (what a hostile archive could hold). */
function tarWith(name: string, data: Buffer, type = '0'): Buffer {
  const h = Buffer.alloc(512);
  h.write(name, 0);
  h.write('0000644\0', 100);
  h.write(`${data.length.toString(8).padStart(11, '0')}\0`, 124);
  h.write('00000000000\0', 136);
  h.write('        ', 148);
  h.write(type, 156);
  h.write('ustar\0', 257);
  let sum = 0;
  for (const b of h) sum += b;
  h.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  const pad = Buffer.alloc((512 - (data.length % 512)) % 512);
  return gzipSync(Buffer.concat([h, data, pad, Buffer.alloc(1024)]));
}

describe('backup archive', () => {
  it('round-trips files of any size, readable by tar too', async () => {
    const big = Buffer.alloc(300_000, 7);
    writeFileSync(path.join(dir, 'big.bin'), big);
    const file = path.join(dir, 'a.tar.gz');
    const w = new ArchiveWriter(file);
    await w.addBuffer('one.txt', Buffer.from('hello'));
    await w.addFile('uploads/product/big.bin', path.join(dir, 'big.bin'));
    await w.addBuffer('empty', Buffer.alloc(0));
    await w.finish();
    const out = path.join(dir, 'out');
    const entries = await extractArchive(file, (e) => path.join(out, e.name));
    expect(entries).toEqual([
      { name: 'one.txt', size: 5 },
      { name: 'uploads/product/big.bin', size: big.length },
      { name: 'empty', size: 0 },
    ]);
    expect(readFileSync(path.join(out, 'one.txt'), 'utf8')).toBe('hello');
    expect(execFileSync('tar', ['tzf', file], { encoding: 'utf8' }).trim().split('\n')).toEqual([
      'one.txt',
      'uploads/product/big.bin',
      'empty',
    ]);
    expect(readFileSync(path.join(out, 'uploads/product/big.bin')).equals(big)).toBe(true);
  });

  it('refuses names that leave the folder, links and cut archives', async () => {
    for (const name of ['../evil', '/etc/passwd', 'uploads/../../x', 'a//b', './.']) {
      expect(safeEntryName(name), name).toBe(false);
      const file = path.join(dir, 'bad.tar.gz');
      writeFileSync(file, tarWith(name, Buffer.from('x')));
      await expect(extractArchive(file, (e) => path.join(dir, 'never', e.name))).rejects.toThrow(/refused/);
    }
    const link = path.join(dir, 'link.tar.gz');
    writeFileSync(link, tarWith('uploads/x', Buffer.alloc(0), '2'));
    await expect(extractArchive(link, () => undefined)).rejects.toThrow(/not a regular file/);
    const whole = tarWith('uploads/x', Buffer.alloc(5000, 1));
    const cut = path.join(dir, 'cut.tar.gz');
    writeFileSync(cut, gzipSync(gunzipSync(whole).subarray(0, 2048)));
    await expect(extractArchive(cut, () => undefined)).rejects.toThrow(/cut short|no end marker/);
  });

  it('refuses a hostile archive without writing outside the folder it is read into', async () => {
    const root = mkdtempSync(path.join(dir, 'hostile-'));
    const into = path.join(root, 'staging');
    const file = path.join(root, 'h.tar.gz');
    // a good entry, then one that climbs out
    writeFileSync(
      file,
      tarOf([
        { path: 'uploads/ok.txt', type: 'File', data: 'ok' },
        { path: 'uploads/../../x', type: 'File', data: 'escaped' },
      ]),
    );
    await expect(extractArchive(file, (e) => path.join(into, e.name))).rejects.toThrow(/refused entry name/);
    // a link out of the folder, then a file through it
    writeFileSync(
      file,
      tarOf([
        { path: 'uploads/l', type: 'SymbolicLink', linkpath: root },
        { path: 'uploads/l/escaped', type: 'File', data: 'escaped' },
      ]),
    );
    await expect(extractArchive(file, (e) => path.join(into, e.name))).rejects.toThrow(/not a regular file/);
    expect(existsSync(path.join(root, 'x'))).toBe(false);
    expect(existsSync(path.join(root, 'escaped'))).toBe(false);
    expect(existsSync(path.join(into, 'uploads', 'l'))).toBe(false);
    expect(readdirSync(root).sort()).toEqual(['h.tar.gz', 'staging']);
  });

  it('reads a backup written by the earlier hand-written writer, byte for byte', async () => {
    const out = path.join(dir, 'fixture');
    const entries = await extractArchive(FIXTURE, (e) => path.join(out, e.name));
    expect(entries.map((e) => e.name)).toEqual([
      'aquadesk-backup.json',
      'pgdata.tar',
      ...Object.keys(EXPECTED.files).map((f) => `uploads/${f}`),
    ]);
    expect(JSON.parse(readFileSync(path.join(out, 'aquadesk-backup.json'), 'utf8'))).toMatchObject({
      format: 1,
      database: 'pglite',
      uploadFiles: 1,
    });
    for (const [rel, sha] of Object.entries(EXPECTED.files)) {
      const bytes = readFileSync(path.join(out, 'uploads', rel));
      expect(createHash('sha256').update(bytes).digest('hex'), rel).toBe(sha);
    }
    // the database's dump is itself a tar, whole: tar lists it to its end
    expect(execFileSync('tar', ['tf', path.join(out, 'pgdata.tar')], { encoding: 'utf8' })).toMatch(
      /PG_VERSION/,
    );
  });
});
