import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from './errors.ts';

export const IMAGE_KINDS = ['product', 'sign', 'addworks', 'record', 'comment', 'proposal'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

const ACCEPTED = new Map([
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
  ['image/webp', 'webp'],
]);
const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
const SAFE_NAME = /^[a-f0-9]{32}\.(jpg|png|webp)$/;

/**
 * Uploaded images (API.md "Uploads"): checked by their bytes, re-encoded (which strips metadata),
 * stored under random names in DATA_DIR/uploads/<kind>, served back only through routes.
 */
export class Storage {
  constructor(
    private readonly root: string,
    readonly maxBytes: number,
  ) {
    for (const kind of IMAGE_KINDS) mkdirSync(path.join(root, kind), { recursive: true, mode: 0o700 });
  }

  async saveImage(kind: ImageKind, data: Buffer): Promise<string> {
    if (data.length > this.maxBytes) {
      throw new AppError(413, `The image is larger than ${Math.round(this.maxBytes / 1024 / 1024)} MB`);
    }
    const type = await fileTypeFromBuffer(data);
    const ext = type ? ACCEPTED.get(type.mime) : undefined;
    if (!ext)
      throw new AppError(415, 'Only JPEG, PNG or WebP images are accepted', {
        image: 'Only JPEG, PNG or WebP images are accepted',
      });
    let out: Buffer;
    try {
      const img = sharp(data, { failOn: 'error' })
        .rotate()
        .resize({ width: 2400, height: 2400, fit: 'inside', withoutEnlargement: true });
      out =
        ext === 'jpg'
          ? await img.jpeg({ quality: 85, mozjpeg: true }).toBuffer()
          : ext === 'png'
            ? await img.png({ compressionLevel: 9 }).toBuffer()
            : await img.webp({ quality: 85 }).toBuffer();
    } catch {
      throw new AppError(415, 'The image could not be read', { image: 'The image could not be read' });
    }
    const name = `${randomBytes(16).toString('hex')}.${ext}`;
    await writeFile(path.join(this.root, kind, name), out, { mode: 0o600 });
    return name;
  }

  /** Reads a stored image by its name; any name that is not one of ours is null. */
  async read(kind: ImageKind, name: string): Promise<{ data: Buffer; contentType: string } | null> {
    const match = SAFE_NAME.exec(name);
    if (!match) return null;
    try {
      const data = await readFile(path.join(this.root, kind, name));
      return { data, contentType: CONTENT_TYPES[match[1]!]! };
    } catch {
      return null;
    }
  }
}
