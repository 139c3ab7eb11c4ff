import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LOGO_MESSAGES, LOGO_RULES } from '@aquadesk/shared/company.ts';
import { AppError } from './errors.ts';
import { onFirstUse } from './on-first-use.ts';
import { loadSharp } from './sharp.ts';

export const IMAGE_KINDS = [
  'product',
  'sign',
  'addworks',
  'record',
  'comment',
  'proposal',
  'invoice_sign',
  'company_logo',
] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

const ACCEPTED = new Map([
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
  ['image/webp', 'webp'],
]);
const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
const SAFE_NAME = /^[a-f0-9]{32}\.(jpg|png|webp)$/;

/** Images above this are refused from their header, before any decoding (issue #9). */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Image encodes that may run at once; the rest wait their turn. */
export const ENCODES_AT_ONCE = 2;

/** file-type, loaded with the first upload rather than at start (docs/operations.md "Start-up"). */
const loadFileType = onFirstUse(async () => (await import('file-type')).fileTypeFromBuffer);

/** A counting semaphore: at most `limit` holders at once, the rest queued in order. */
class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(private readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active += 1;
    Storage.encodesRunning.now = this.active;
    Storage.encodesRunning.most = Math.max(Storage.encodesRunning.most, this.active);
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
      Storage.encodesRunning.now = this.active;
    }
  }
}
const encodes = new Semaphore(ENCODES_AT_ONCE);

/**
 * Uploaded images (docs/api.md "Uploads"): checked by their bytes, re-encoded (which strips metadata),
 * stored under random names in DATA_DIR/uploads/<kind>, served back only through routes.
 */
export class Storage {
  /** How many encodes run now and the most seen at once (tests read it). */
  static readonly encodesRunning = { now: 0, most: 0 };

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
    const fileTypeFromBuffer = await loadFileType();
    const type = await fileTypeFromBuffer(data);
    const ext = type ? ACCEPTED.get(type.mime) : undefined;
    if (!ext)
      throw new AppError(415, 'Only JPEG, PNG or WebP images are accepted', {
        image: 'Only JPEG, PNG or WebP images are accepted',
      });
    const tooLarge = `The image is larger than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`;
    const sharp = await loadSharp();
    let pixels: number;
    try {
      // the header only: no pixel is decoded here
      const meta = await sharp(data, { limitInputPixels: false }).metadata();
      pixels = (meta.width ?? 0) * (meta.height ?? 0);
    } catch {
      throw new AppError(415, 'The image could not be read', { image: 'The image could not be read' });
    }
    if (pixels > MAX_IMAGE_PIXELS) throw new AppError(413, tooLarge, { image: tooLarge });
    const out = await encodes.run(async () => {
      try {
        const img = sharp(data, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS })
          .rotate()
          .resize({ width: 2400, height: 2400, fit: 'inside', withoutEnlargement: true });
        return ext === 'jpg'
          ? await img.jpeg({ quality: 85, mozjpeg: true }).toBuffer()
          : ext === 'png'
            ? await img.png({ compressionLevel: 9 }).toBuffer()
            : await img.webp({ quality: 85 }).toBuffer();
      } catch {
        throw new AppError(415, 'The image could not be read', { image: 'The image could not be read' });
      }
    });
    const name = `${randomBytes(16).toString('hex')}.${ext}`;
    await writeFile(path.join(this.root, kind, name), out, { mode: 0o600 });
    return name;
  }

  /**
   * Stores the company logo (LOGO_RULES): every refusal is a 400 or 413 at the field `field`, and nothing is
   * stored then. Re-encoded as it came (PNG keeps its transparency), metadata stripped.
   */
  async saveLogo(data: Buffer, field = 'logo'): Promise<string> {
    const refuse = (status: number, message: string) => new AppError(status, message, { [field]: message });
    if (data.length > LOGO_RULES.maxBytes) throw refuse(413, LOGO_MESSAGES.size);
    const type = await (await loadFileType())(data);
    const ext = type?.mime === 'image/png' ? 'png' : type?.mime === 'image/jpeg' ? 'jpg' : undefined;
    if (!ext) throw refuse(415, LOGO_MESSAGES.type);
    const sharp = await loadSharp();
    let width = 0;
    let height = 0;
    try {
      ({ width = 0, height = 0 } = await sharp(data, { limitInputPixels: false }).metadata());
    } catch {
      throw refuse(415, LOGO_MESSAGES.unreadable);
    }
    if (width < LOGO_RULES.minSide || height < LOGO_RULES.minSide) throw refuse(400, LOGO_MESSAGES.small);
    if (width > LOGO_RULES.maxSide || height > LOGO_RULES.maxSide) throw refuse(400, LOGO_MESSAGES.large);
    const out = await encodes.run(async () => {
      try {
        const img = sharp(data, { failOn: 'error' })
          .rotate()
          .resize({ ...LOGO_RULES.stored, fit: 'inside', withoutEnlargement: true });
        return ext === 'jpg'
          ? await img.jpeg({ quality: 90, mozjpeg: true }).toBuffer()
          : await img.png({ compressionLevel: 9 }).toBuffer();
      } catch {
        throw refuse(415, LOGO_MESSAGES.unreadable);
      }
    });
    const name = `${randomBytes(16).toString('hex')}.${ext}`;
    await writeFile(path.join(this.root, 'company_logo', name), out, { mode: 0o600 });
    return name;
  }

  /** Deletes a stored image (a failed write's, or one that was replaced); other names and missing files are ignored. */
  async remove(kind: ImageKind, name: string | null | undefined): Promise<void> {
    if (!name || !SAFE_NAME.test(name)) return;
    await rm(path.join(this.root, kind, name), { force: true });
  }

  /**
   * Copies one of our stored images (already checked and re-encoded) to another kind under a new random name,
   * so the copy outlives a later replacement of the original; null when the original is not there.
   */
  async copy(from: ImageKind, name: string, to: ImageKind): Promise<string | null> {
    const match = SAFE_NAME.exec(name);
    const image = match ? await this.read(from, name) : null;
    if (!match || !image) return null;
    const copy = `${randomBytes(16).toString('hex')}.${match[1]}`;
    await writeFile(path.join(this.root, to, copy), image.data, { mode: 0o600 });
    return copy;
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
