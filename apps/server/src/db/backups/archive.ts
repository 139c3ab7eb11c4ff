import { createReadStream, createWriteStream, type Dirent, mkdirSync, type WriteStream } from 'node:fs';
import { open, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Header, Pack, Parser, ReadEntry } from 'tar';

/**
 * The backup archive (docs/operations.md "Backups"): a gzipped POSIX tar of plain files, written and read
 * as a stream by node-tar (issue 42 item 6: a kept library, not a tar format of our own), so an uploads
 * folder of any size never sits in memory. Only what a backup holds is written: regular files (0600),
 * folders implied by their files' paths. Archives of AquaDesk's earlier hand-written writer read the same
 * (test/fixtures/backup-2026-12-03.tar.gz).
 */

/** Resolves when `stream` can take more, or rejects once the archive has failed. */
const drained = (stream: ReadEntry, failed: Promise<never>) =>
  Promise.race([new Promise<void>((resolve) => stream.once('drain', () => resolve())), failed]);

/** Writes one archive entry after another to `file` (through a temporary name, renamed on `finish`). */
export class ArchiveWriter {
  private readonly pack = new Pack({ gzip: { level: 6 }, portable: true, strict: true });
  private readonly out: WriteStream;
  private readonly done: Promise<void>;
  private readonly failed: Promise<never>;
  private readonly temp: string;

  constructor(private readonly file: string) {
    this.temp = `${file}.partial`;
    this.out = createWriteStream(this.temp, { mode: 0o600 });
    this.failed = new Promise<never>((_, reject) => {
      this.pack.on('error', reject);
      this.out.on('error', reject);
    });
    this.done = Promise.race([new Promise<void>((resolve) => this.out.on('close', resolve)), this.failed]);
    // a failure is reported by the add calls, finish or abort; this keeps it from being unhandled meanwhile
    this.failed.catch(() => undefined);
    this.done.catch(() => undefined);
    this.pack.pipe(this.out);
  }

  /** A new entry of `size` bytes, queued behind the ones before it: its bytes are written into it. */
  private entry(name: string, size: number, mtime: Date): ReadEntry {
    const entry = new ReadEntry(new Header({ path: name, type: 'File', mode: 0o600, size, mtime }));
    this.pack.add(entry);
    return entry;
  }

  async addBuffer(name: string, data: Buffer, mtime = new Date()): Promise<void> {
    const entry = this.entry(name, data.length, mtime);
    if (!entry.write(data)) await drained(entry, this.failed);
    entry.end();
  }

  async addFile(name: string, source: string): Promise<void> {
    const handle = await open(source, 'r');
    try {
      const st = await handle.stat();
      const entry = this.entry(name, st.size, st.mtime);
      let written = 0;
      for await (const chunk of handle.createReadStream({ autoClose: false, start: 0 })) {
        // a file that grew while it was read is cut at the size its header announced
        const part = (chunk as Buffer).subarray(0, Math.max(0, st.size - written));
        written += part.length;
        if (part.length > 0 && !entry.write(part)) await drained(entry, this.failed);
        if (written >= st.size) break;
      }
      // one that shrank is padded to it with zeros (node-tar pads an entry ended short)
      entry.end();
    } finally {
      await handle.close();
    }
  }

  /** Ends the archive (two empty blocks) and puts it in place. */
  async finish(): Promise<string> {
    this.pack.end();
    await this.done;
    await rename(this.temp, this.file);
    return this.file;
  }

  async abort(): Promise<void> {
    this.pack.unpipe(this.out);
    this.out.destroy();
    await rm(this.temp, { force: true });
  }
}

/** A name an archive may hold: relative, plain segments, no `..`. */
export function safeEntryName(name: string): boolean {
  if (name === '' || name.startsWith('/') || name.includes('\\') || name.includes('\0')) return false;
  return name.split('/').every((s) => s !== '' && s !== '.' && s !== '..');
}

export interface ArchiveEntry {
  name: string;
  size: number;
}

/** node-tar's words for a damaged archive, in ours. */
function damaged(error: Error & { tarCode?: string; header?: Header }, current: string | undefined): Error {
  // a link node-tar finds malformed (no target) is still a link
  const type = error.header?.type;
  if (type && type !== 'File' && type !== 'OldFile')
    return new Error(`archive: ${error.header?.path ?? 'an entry'} is not a regular file`);
  if (/decompression ratio/.test(error.message))
    return new Error('archive: refused, it unpacks to over 1,000 times its size (not a backup)');
  if (error.tarCode === 'TAR_ABORT' && !/^(TAR_|unexpected end|incorrect header|invalid)/.test(error.message))
    return error; // one of ours (a refused entry), passed through node-tar's abort
  if (/Truncated input/.test(error.message) || /unexpected end of file/.test(error.message))
    return new Error(`archive: ${current ?? 'the archive'} is cut short (a damaged or partial file)`);
  if (/checksum/.test(error.message)) return new Error('archive: damaged header (checksum)');
  return new Error(`archive: damaged (${error.message})`);
}

/**
 * Reads `file` entry by entry: `target(entry)` names the path to write the entry to (undefined skips
 * it). Folders are created private (0700), files written 0600. Anything but regular files and folders
 * is refused, as are names that would leave the destination; a damaged header, a cut archive or one
 * without its end marker fails (node-tar in strict mode; gzip's own checksum covers every byte).
 */
export async function extractArchive(
  file: string,
  target: (entry: ArchiveEntry) => string | undefined,
): Promise<ArchiveEntry[]> {
  const entries: ArchiveEntry[] = [];
  const writes: Promise<void>[] = [];
  const outs: WriteStream[] = [];
  let current: string | undefined;
  let ended = false;
  const parser = new Parser({ strict: true });
  const source = createReadStream(file);
  const refuse = (error: unknown) => parser.abort(error instanceof Error ? error : new Error(String(error)));

  parser.on('eof', () => {
    ended = true;
  });
  parser.on('ignoredEntry', (entry: ReadEntry) =>
    refuse(new Error(`archive: ${entry.path} is not a regular file`)),
  );
  parser.on('entry', (entry: ReadEntry) => {
    try {
      const name = entry.path.replace(/^\.\//, '').replace(/\/$/, '');
      // folders come from their files' paths
      if (entry.type === 'Directory') return entry.resume();
      if (entry.type !== 'File' && entry.type !== 'OldFile')
        throw new Error(`archive: ${name} is not a regular file`);
      if (!safeEntryName(name)) throw new Error(`archive: refused entry name ${JSON.stringify(name)}`);
      const e = { name, size: entry.size };
      entries.push(e);
      current = name;
      const dest = target(e);
      if (dest === undefined) return entry.resume();
      mkdirSync(path.dirname(dest), { recursive: true, mode: 0o700 });
      const out = createWriteStream(dest, { mode: 0o600 });
      outs.push(out);
      writes.push(
        new Promise<void>((resolve, reject) => {
          out.on('close', resolve);
          out.on('error', reject);
        }),
      );
      entry.pipe(out);
      entry.on('end', () => {
        if (current === name) current = undefined;
      });
    } catch (error) {
      entry.resume();
      refuse(error);
    }
  });

  try {
    await new Promise<void>((resolve, reject) => {
      parser.on('error', (error: Error) => reject(damaged(error, current)));
      parser.on('end', () => resolve());
      source.on('error', reject);
      source.pipe(parser);
    });
    await Promise.all(writes);
  } catch (error) {
    source.destroy();
    for (const out of outs) out.destroy();
    await Promise.allSettled(writes);
    throw error;
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
