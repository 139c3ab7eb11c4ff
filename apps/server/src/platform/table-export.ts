import type { ExportFormat } from '@aquadesk/shared/registers.ts';
import { AppError } from './errors.ts';
import { JobRefused, type RenderPoolOptions, WorkerPool } from './render-pool.ts';
import { CSV_CONTENT_TYPE, type TableFile, XLSX_CONTENT_TYPE } from './table-file.ts';
import type { ReadOutcome } from './table-read.ts';

/**
 * Tables written as files (CSV or XLSX, table-file.ts and xlsx-file.ts) on a pool of worker threads of
 * their own, as the PDFs are (platform/pdf.ts, render-pool.ts): a file of 50,000 rows never holds the
 * thread that answers HTTP, each has a deadline and a heap limit, and a full pool is refused at once.
 */

// in the build, dist/table-export-worker.js; from the sources, a starter that loads the TypeScript loader
const WORKER = new URL(
  import.meta.url.endsWith('.ts') ? './table-export-worker-sources.mjs' : './table-export-worker.js',
  import.meta.url,
);

export interface WriteJob {
  format: ExportFormat;
  /** One table, or (XLSX only) a workbook of several sheets, one table each. */
  table: TableFile | readonly TableFile[];
}

/** A file brought in (docs/api.md "Imports") read as rows of text (table-read.ts); the answer is its JSON. */
export interface ReadJob {
  read: Uint8Array;
  maxRows: number;
}

export type ExportJob = WriteJob | ReadJob;

/** One worker (exports are rare and the PDFs keep theirs), two waiting, 30 s and 256 MB for each file. */
export const EXPORT_POOL_DEFAULTS: RenderPoolOptions = {
  workers: 1,
  queue: 2,
  deadlineMs: 30_000,
  heapMb: 256,
  startMs: 60_000,
};

/** Seconds a refused export (the pool full) asks the caller to wait (`Retry-After`). */
export const EXPORT_RETRY_AFTER_SECONDS = 2;

export const EXPORT_MESSAGES = {
  busy: 'The server is busy making other files. Please try again in a few seconds.',
  deadline: (seconds: number) =>
    `This file took longer than ${seconds} seconds to make and was stopped. Choose a shorter period and try again.`,
  memory: 'This file needs more memory than one file may use. Choose a shorter period and try again.',
  failed: 'The file could not be made. Please try again.',
} as const;

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: CSV_CONTENT_TYPE,
  xlsx: XLSX_CONTENT_TYPE,
};

export class TableExporter {
  private readonly pool: WorkerPool<ExportJob, Uint8Array>;

  constructor(options: Partial<RenderPoolOptions> = {}, log: (message: string) => void = () => undefined) {
    this.pool = new WorkerPool(WORKER, { ...EXPORT_POOL_DEFAULTS, ...options }, (message) =>
      log(`Exports: ${message}`),
    );
  }

  get options(): RenderPoolOptions {
    return this.pool.options;
  }

  /**
   * The table as a file. A full pool is 503 with `Retry-After`; a file past its deadline is 504 and one past
   * its heap 503, each stopping only its own worker (docs/api.md "Registers").
   */
  async write(format: ExportFormat, table: TableFile): Promise<Buffer> {
    return this.run({ format, table });
  }

  /** A CSV or XLSX file as rows of text, on the same pool and terms (an XLSX may unpack to far more than it is). */
  async read(bytes: Uint8Array, maxRows: number): Promise<ReadOutcome> {
    const copy = new Uint8Array(bytes);
    const json = await this.run({ read: copy, maxRows });
    return JSON.parse(json.toString('utf8')) as ReadOutcome;
  }

  /** Several tables as one XLSX workbook, a sheet each (GSTR-1's sections), on the same pool and terms. */
  writeBook(tables: readonly TableFile[]): Promise<Buffer> {
    return this.run({ format: 'xlsx', table: tables });
  }

  private async run(job: ExportJob): Promise<Buffer> {
    try {
      const bytes = await this.pool.run(job);
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } catch (error) {
      if (!(error instanceof JobRefused)) throw error;
      switch (error.reason) {
        case 'busy':
          throw new AppError(503, EXPORT_MESSAGES.busy, undefined, {
            'retry-after': String(EXPORT_RETRY_AFTER_SECONDS),
          });
        case 'deadline':
          throw new AppError(504, EXPORT_MESSAGES.deadline(this.options.deadlineMs / 1000));
        case 'memory':
          throw new AppError(503, EXPORT_MESSAGES.memory);
        default:
          throw new AppError(503, EXPORT_MESSAGES.failed);
      }
    }
  }

  /** Stops the workers (the app's onClose). */
  close(): Promise<void> {
    return this.pool.close();
  }
}
