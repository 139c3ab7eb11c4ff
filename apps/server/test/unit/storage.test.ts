import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/platform/errors.ts';
import { Storage } from '../../src/platform/storage.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'aquadesk-storage-'));
const storage = new Storage(root, 200 * 1024);

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#1c7ed6' } })
    .withMetadata({ exif: { IFD0: { Copyright: 'secret camera' } } })
    .jpeg()
    .toBuffer();

describe('image storage (API.md "Uploads")', () => {
  it('keeps a real image under a random name, re-encoded without its metadata', async () => {
    const name = await storage.saveImage('product', await png());
    expect(name).toMatch(/^[a-f0-9]{32}\.jpg$/);
    const stored = await storage.read('product', name);
    expect(stored?.contentType).toBe('image/jpeg');
    const meta = await sharp(stored!.data).metadata();
    expect(meta.width).toBe(40);
    expect(meta.exif).toBeUndefined();
  });

  it('refuses text dressed as an image with 415 and stores nothing', async () => {
    const before = readdirSync(path.join(root, 'sign')).length;
    const err = await storage
      .saveImage('sign', Buffer.from('<svg onload=alert(1)>'))
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).statusCode).toBe(415);
    expect(readdirSync(path.join(root, 'sign')).length).toBe(before);
  });

  it('refuses an image over the limit with 413', async () => {
    const big = await sharp({ create: { width: 1200, height: 1200, channels: 3, background: '#123456' } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const err = await storage.saveImage('sign', big).catch((e: unknown) => e);
    expect((err as AppError).statusCode).toBe(413);
  });

  it('serves only names it made', async () => {
    expect(await storage.read('product', '../../etc/passwd')).toBeNull();
    expect(await storage.read('product', `${'a'.repeat(32)}.jpg`)).toBeNull();
  });
});
