import { createReadStream, createWriteStream, type Dirent, type WriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

/**
 * The backup archive (docs/operations.md "Backups"): a gzipped POSIX tar of plain files, written and read
 * as a stream, so an uploads folder of any size never sits in memory. Only what a backup holds is
 * written: regular files with names under 100 bytes, folders implied by their files' paths.
 */
const BLOCK = 512;
const MAX_NAME = 99;
/** The ustar size field holds 11 octal digits. */
const MAX_SIZE = 0o77777777777;

function header(name: string, size: number, mtime: Date): Buffer {
  const nameBytes = Buffer.from(name, 'utf8');
  if (nameBytes.length > MAX_NAME) throw new Error(`archive: name too long: ${name}`);
  if (size > MAX_SIZE) throw new Error(`archive: ${name} is larger than 8 GB`);
  const h = Buffer.alloc(BLOCK, 0);
  nameBytes.copy(h, 0);
  h.write('0000600\0', 100, 'ascii'); // mode
  h.write('0000000\0', 108, 'ascii'); // uid
  h.write('0000000\0', 116, 'ascii'); // gid
  h.write(`${size.toString(8).padStart(11, '0')}\0`, 124, 'ascii');
  h.write(
    `${Math.floor(mtime.getTime() / 1000)
      .toString(8)
      .padStart(11, '0')}\0`,
    136,
    'ascii',
  );
  h.write('        ', 148, 'ascii'); // checksum counted as spaces
  h.write('0', 156, 'ascii'); // regular file
  h.write('ustar\0', 257, 'ascii');
  h.write('00', 263, 'ascii');
  let sum = 0;
  for (const byte of h) sum += byte;
  h.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return h;
}

/** Writes one archive entry after another to `file` (through a temporary name, renamed on `finish`). */
export class ArchiveWriter {
  private readonly gzip = createGzip({ level: 6 });
  private readonly out: WriteStream;
  private readonly done: Promise<void>;
  private readonly temp: string;

  constructor(private readonly file: string) {
    this.temp = `${file}.partial`;
    this.out = createWriteStream(this.temp, { mode: 0o600 });
    this.done = pipeline(this.gzip, this.out);
    // a failed pipeline is reported by finish/abort; this keeps it from being unhandled meanwhile
    this.done.catch(() => undefined);
  }

  private async write(chunk: Buffer): Promise<void> {
    if (!this.gzip.write(chunk)) await new Promise<void>((resolve) => this.gzip.once('drain', resolve));
  }

  async addBuffer(name: string, data: Buffer, mtime = new Date()): Promise<void> {
    await this.write(header(name, data.length, mtime));
    await this.write(data);
    await this.write(Buffer.alloc((BLOCK - (data.length % BLOCK)) % BLOCK));
  }

  async addFile(name: string, source: string): Promise<void> {
    const handle = await open(source, 'r');
    try {
      const st = await handle.stat();
      await this.write(header(name, st.size, st.mtime));
      let written = 0;
      for await (const chunk of handle.createReadStream({ autoClose: false, start: 0 })) {
        const buf = chunk as Buffer;
        // a file that grew while it was read is cut at the size its header announced
        const part = buf.subarray(0, Math.max(0, st.size - written));
        written += part.length;
        await this.write(part);
        if (written >= st.size) break;
      }
      // one that shrank is padded to it
      if (written < st.size) await this.write(Buffer.alloc(st.size - written));
      await this.write(Buffer.alloc((BLOCK - (st.size % BLOCK)) % BLOCK));
    } finally {
      await handle.close();
    }
  }

  /** Ends the archive (two empty blocks) and puts it in place. */
  async finish(): Promise<string> {
    await this.write(Buffer.alloc(BLOCK * 2));
    this.gzip.end();
    await this.done;
    await rename(this.temp, this.file);
    return this.file;
  }

  async abort(): Promise<void> {
    this.gzip.destroy();
    await this.done.catch(() => undefined);
    await rm(this.temp, { force: true });
  }
}

/** A name an archive may hold: relative, plain segments, no `..`. */
export function safeEntryName(name: string): boolean {
  if (name === '' || name.startsWith('/') || name.includes('\\') || name.includes('\0')) return false;
  return name.split('/').every((s) => s !== '' && s !== '.' && s !== '..');
}

function octal(h: Buffer, start: number, length: number): number {
  const text = h
    .subarray(start, start + length)
    .toString('ascii')
    .replace(/[\0 ]+$/g, '')
    .trim();
  return text === '' ? 0 : Number.parseInt(text, 8);
}

export interface ArchiveEntry {
  name: string;
  size: number;
}

/**
 * Reads `file` entry by entry: `target(entry)` names the path to write the entry to (undefined skips
 * it). Folders are created private (0700), files written 0600. Anything but regular files and folders
 * is refused, as are names that would leave the destination.
 */
export async function extractArchive(
  file: string,
  target: (entry: ArchiveEntry) => string | undefined,
): Promise<ArchiveEntry[]> {
  const entries: ArchiveEntry[] = [];
  let pending: Buffer = Buffer.alloc(0);
  let current: { entry: ArchiveEntry; left: number; pad: number; out: WriteStream | undefined } | undefined;
  let ended = false;

  const openOut = async (p: string) => {
    await mkdir(path.dirname(p), { recursive: true, mode: 0o700 });
    return createWriteStream(p, { mode: 0o600 });
  };
  const closeOut = (out: WriteStream) =>
    new Promise<void>((resolve, reject) => {
      out.once('error', reject);
      out.end(resolve);
    });
  const writeOut = (out: WriteStream, data: Buffer) =>
    out.write(data) ? Promise.resolve() : new Promise<void>((resolve) => out.once('drain', resolve));

  const source = createReadStream(file).pipe(createGunzip());
  for await (const chunk of source) {
    if (ended) continue;
    pending = pending.length === 0 ? (chunk as Buffer) : Buffer.concat([pending, chunk as Buffer]);
    while (true) {
      if (current) {
        if (current.left > 0) {
          if (pending.length === 0) break;
          const part = pending.subarray(0, Math.min(current.left, pending.length));
          pending = pending.subarray(part.length);
          current.left -= part.length;
          if (current.out) await writeOut(current.out, part);
          if (current.left > 0) break;
        }
        if (pending.length < current.pad) break;
        pending = pending.subarray(current.pad);
        if (current.out) await closeOut(current.out);
        current = undefined;
      }
      if (pending.length < BLOCK) break;
      const h = pending.subarray(0, BLOCK);
      pending = pending.subarray(BLOCK);
      if (h.every((b) => b === 0)) {
        ended = true;
        break;
      }
      const stored = octal(h, 148, 8);
      let sum = 0;
      for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : h[i]!;
      if (stored !== sum) throw new Error('archive: damaged header (checksum)');
      const prefix = h.subarray(345, 500).toString('utf8').replace(/\0.*$/s, '');
      const base = h.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
      const name = (prefix ? `${prefix}/${base}` : base).replace(/^\.\//, '').replace(/\/$/, '');
      const type = String.fromCharCode(h[156]!);
      const size = octal(h, 124, 12);
      if (type === '5') continue; // folders come from their files' paths
      if (type !== '0' && type !== '\0') throw new Error(`archive: ${name} is not a regular file`);
      if (!safeEntryName(name)) throw new Error(`archive: refused entry name ${JSON.stringify(name)}`);
      const entry = { name, size };
      entries.push(entry);
      const dest = target(entry);
      current = {
        entry,
        left: size,
        pad: (BLOCK - (size % BLOCK)) % BLOCK,
        out: dest === undefined ? undefined : await openOut(dest),
      };
    }
  }
  if (current) {
    if (current.out) await closeOut(current.out);
    throw new Error(`archive: ${current.entry.name} is cut short (a damaged or partial file)`);
  }
  if (!ended) throw new Error('archive: no end marker (a damaged or partial file)');
  return entries;
}

/** The first entry of every backup archive: what it is and when it was taken. */
export const BACKUP_MANIFEST = 'aquadesk-backup.json';
/** The embedded database inside a backup: PGlite's own dump of its data folder (a tar). */
export const BACKUP_DATABASE = 'pgdata.tar';
/** The uploads folder inside a backup. */
export const BACKUP_UPLOADS = 'uploads';

export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: 'pglite';
  uploadFiles: number;
}

/** Every regular file under `dir`, as paths relative to it with `/`, sorted; none when it is missing. */
export async function listFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (rel: string) => {
    let names: Dirent[];
    try {
      names = await readdir(path.join(dir, rel), { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const d of names) {
      const child = rel ? `${rel}/${d.name}` : d.name;
      if (d.isDirectory()) await walk(child);
      else if (d.isFile()) found.push(child);
    }
  };
  await walk('');
  return found.sort();
}

/**
 * Writes one backup (docs/operations.md "Backups"): the manifest, the database dump and every file of
 * the uploads folder, to `file` (private, 0600; put in place only once complete).
 */
export async function writeBackupArchive(
  file: string,
  database: Buffer,
  uploadsDir: string | undefined,
): Promise<string> {
  const uploads = uploadsDir ? await listFiles(uploadsDir) : [];
  const writer = new ArchiveWriter(file);
  try {
    const manifest: BackupManifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      database: 'pglite',
      uploadFiles: uploads.length,
    };
    await writer.addBuffer(BACKUP_MANIFEST, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    await writer.addBuffer(BACKUP_DATABASE, database);
    for (const rel of uploads) {
      try {
        await writer.addFile(`${BACKUP_UPLOADS}/${rel}`, path.join(uploadsDir!, rel));
      } catch (error) {
        // an image deleted while the backup ran is simply not in it
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
    return await writer.finish();
  } catch (error) {
    await writer.abort();
    throw error;
  }
}
