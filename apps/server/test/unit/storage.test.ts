import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
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

describe('image storage (docs/api.md "Uploads")', () => {
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

/** A real PNG header of the given size with a tiny (truncated) body: what a decompression bomb looks like. */
function hugePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(width * 3 + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('image size limits (issue #9)', () => {
  it('refuses a 16383×16383 image before decoding it, with a clear 4xx', async () => {
    const bomb = hugePng(16383, 16383);
    const started = Date.now();
    const error = await storage.saveImage('product', bomb).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).statusCode).toBe(413);
    expect((error as AppError).message).toBe('The image is larger than 40 megapixels');
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('encodes at most two images at a time', async () => {
    const images = await Promise.all(Array.from({ length: 6 }, () => png()));
    const before = Storage.encodesRunning.most;
    Storage.encodesRunning.most = 0;
    await Promise.all(images.map((i) => storage.saveImage('product', i)));
    expect(Storage.encodesRunning.most).toBeGreaterThan(0);
    expect(Storage.encodesRunning.most).toBeLessThanOrEqual(2);
    Storage.encodesRunning.most = Math.max(before, Storage.encodesRunning.most);
  });
});
