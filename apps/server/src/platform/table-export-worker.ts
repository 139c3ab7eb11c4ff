/**
 * A thread of the export pool (platform/table-export.ts, docs/api.md "Registers"): exceljs loads with it,
 * then it says it is ready and writes one table at a time as CSV or XLSX, handing the bytes back without a
 * copy; or reads a file brought in (table-read.ts).
 */
import { serveJobs } from './render-pool.ts';
import type { ExportJob } from './table-export.ts';
import { type TableFile, writeCsv } from './table-file.ts';
import { readTable } from './table-read.ts';
import { writeXlsx } from './xlsx-file.ts';

await serveJobs<ExportJob, Uint8Array>(
  async () => undefined,
  async (job) => {
    if ('read' in job) {
      // a file brought in (docs/api.md "Imports"): its rows as JSON text
      const read = new Uint8Array(
        Buffer.from(JSON.stringify(await readTable(job.read, job.maxRows)), 'utf8'),
      );
      return { output: read, transfer: [read.buffer] };
    }
    const { format, table } = job;
    // a buffer of its own (Node's may share a pool), moved to the HTTP thread
    const tables = Array.isArray(table) ? (table as readonly TableFile[]) : [table as TableFile];
    const bytes = new Uint8Array(
      format === 'csv' && tables[0] ? Buffer.from(writeCsv(tables[0]), 'utf8') : await writeXlsx(tables),
    );
    return { output: bytes, transfer: [bytes.buffer] };
  },
);
