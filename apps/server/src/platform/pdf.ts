import { formatRupees } from '@aquadesk/shared/money.ts';
import type { Content } from 'pdfmake/interfaces';
import { AppError } from './errors.ts';
import { LINES_LAYOUT, type PdfDocument } from './pdf-render.ts';
import { defaultPoolOptions, JobRefused, type RenderPoolOptions, WorkerPool } from './render-pool.ts';
import { loadSharp } from './sharp.ts';

/**
 * The one PDF pipeline of the business documents (docs/decisions/0005-documents.md). The document
 * builders (modules/documents/operations) make a document's content from the helpers below on the HTTP
 * thread; `PdfRenderer` renders it with pdfmake on a small pool of worker threads (platform/pdf-render.ts,
 * platform/pdf-worker.ts), each with a heap limit and a deadline per document, so no document can hold
 * the thread that answers HTTP or take the process down with it.
 */

// in the build, dist/pdf-worker.js; from the sources (tests, benches, dev), a starter that loads the
// TypeScript loader first (a worker does not take --import), as db/embedded/pglite-host.ts starts its thread
const WORKER = new URL(
  import.meta.url.endsWith('.ts') ? './pdf-worker-sources.mjs' : './pdf-worker.js',
  import.meta.url,
);

/** Seconds a refused render (every worker busy, the queue full) asks the caller to wait (`Retry-After`). */
export const PDF_RETRY_AFTER_SECONDS = 2;

export const PDF_MESSAGES = {
  busy: 'The server is busy making other documents. Please try again in a few seconds.',
  deadline: (seconds: number) =>
    `This document took longer than ${seconds.toLocaleString('en-IN', { maximumFractionDigits: 1 })} seconds to make and was stopped. Shorten its longest texts and try again.`,
  memory:
    'This document needs more memory than one document may use. Shorten its longest texts and try again.',
  failed: 'The document could not be made. Please try again.',
} as const;

/** Renders documents on the pool (docs/api.md "Documents": what a refused render answers). */
export class PdfRenderer {
  private readonly pool: WorkerPool<PdfDocument, Uint8Array>;

  constructor(options: Partial<RenderPoolOptions> = {}, log: (message: string) => void = () => undefined) {
    this.pool = new WorkerPool(WORKER, { ...defaultPoolOptions(), ...options }, (message) =>
      log(`PDF renderer: ${message}`),
    );
  }

  get options(): RenderPoolOptions {
    return this.pool.options;
  }

  /** Documents being rendered or waiting for a worker. */
  get rendering(): number {
    const { running, waiting } = this.pool.size;
    return running + waiting;
  }

  /**
   * The document's PDF. A full pool is 503 with `Retry-After`; a document past its deadline is 504 and one
   * past its heap 503, each stopping only its own worker.
   */
  async render(doc: PdfDocument): Promise<Buffer> {
    try {
      const bytes = await this.pool.run(doc);
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } catch (error) {
      if (!(error instanceof JobRefused)) throw error;
      switch (error.reason) {
        case 'busy':
          throw new AppError(503, PDF_MESSAGES.busy, undefined, {
            'retry-after': String(PDF_RETRY_AFTER_SECONDS),
          });
        case 'deadline':
          throw new AppError(504, PDF_MESSAGES.deadline(this.options.deadlineMs / 1000));
        case 'memory':
          throw new AppError(503, PDF_MESSAGES.memory);
        default:
          throw new AppError(503, PDF_MESSAGES.failed);
      }
    }
  }

  /** Stops the workers (the app's onClose). */
  close(): Promise<void> {
    return this.pool.close();
  }
}

/** A stored decimal without trailing zeros, as quantities print (shared decimal.ts). */
export { plainNumber } from '@aquadesk/shared/decimal.ts';

/** ₹ with Indian grouping, to the paisa (money.ts formatRupees). */
export const rupees = (value: string) => formatRupees(value);

/** An image pdfkit can embed (JPEG or PNG): WebP uploads are converted to PNG, as a data URL. */
export async function pdfImage(image: { data: Buffer; contentType: string } | null): Promise<string | null> {
  if (!image) return null;
  if (image.contentType === 'image/jpeg' || image.contentType === 'image/png') {
    return `data:${image.contentType};base64,${image.data.toString('base64')}`;
  }
  const sharp = await loadSharp();
  const png = await sharp(image.data).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** A data URL (as estimateDetail embeds the signature) as an image pdfkit can embed. */
export async function pdfImageFromDataUrl(url: string | null): Promise<string | null> {
  if (!url) return null;
  const match = /^data:([^;]+);base64,(.*)$/s.exec(url);
  if (!match) return null;
  return pdfImage({ contentType: match[1]!, data: Buffer.from(match[2]!, 'base64') });
}

/**
 * The two columns under the title: whom the document is for (`party`, as wide as the rest) and the
 * document's own facts (`facts`, `width` points wide or as wide as the party).
 */
export function partiesBlock(
  party: { title: string; lines: Content[] },
  about: { title: string; width: number | '*'; lines: Content[] },
): Content {
  return {
    columns: [
      { width: '*', stack: [{ text: party.title, style: 'section' }, ...party.lines] },
      { width: about.width, stack: [{ text: about.title, style: 'section' }, ...about.lines] },
    ],
    columnGap: 20,
  };
}

/** An amount in words (money.ts amountInWords), right-aligned under the totals. */
export function inWords(words: string): Content {
  return { text: words, italics: true, alignment: 'right', margin: [0, 4, 0, 0] };
}

/** A "label: value" table without borders (the parties, dates, status). */
export function facts(rows: readonly (readonly [string, string])[]): Content {
  return {
    layout: 'noBorders',
    table: {
      widths: ['auto', '*'],
      body: rows.map(([label, value]) => [{ text: label, style: 'muted' }, { text: value }]),
    },
  };
}

/** A ruled table with a header row; `right` are the indexes of right-aligned (money) columns. */
export function linesTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  widths: readonly (string | number)[],
  right: readonly number[],
): Content {
  const align = (i: number) => (right.includes(i) ? ('right' as const) : ('left' as const));
  return {
    table: {
      headerRows: 1,
      widths: [...widths],
      body: [
        header.map((text, i) => ({ text, style: 'th', alignment: align(i) })),
        ...rows.map((row) => row.map((text, i) => ({ text, alignment: align(i) }))),
      ],
    },
    // thin grey rules between rows (platform/pdf-render.ts): a layout by name, as content is data
    layout: LINES_LAYOUT,
  };
}

/** The totals block: label/amount pairs right-aligned, the last one bold. */
export function totalsTable(rows: readonly (readonly [string, string])[]): Content {
  return {
    columns: [
      { width: '*', text: '' },
      {
        width: 230,
        layout: 'noBorders',
        table: {
          widths: ['*', 'auto'],
          body: rows.map(([label, value], i) => {
            const last = i === rows.length - 1;
            return [
              { text: label, style: last ? 'total' : undefined },
              { text: value, alignment: 'right', style: last ? 'total' : undefined },
            ];
          }),
        },
      },
    ],
    margin: [0, 6, 0, 0],
  };
}

/** The terms and conditions beside the exclusions, in small print (the job card's and the proposal's). */
export function termsAndExclusions(terms: readonly string[], exclusions: readonly string[]): Content {
  return {
    columns: [
      {
        width: '*',
        stack: [
          { text: 'Terms and conditions', style: 'section' },
          { ul: [...terms], fontSize: 8.5 },
        ],
      },
      {
        width: '*',
        stack: [
          { text: 'Exclusions', style: 'section' },
          { ul: [...exclusions], fontSize: 8.5 },
        ],
      },
    ],
    columnGap: 20,
  };
}

/**
 * The signature block: the image (when there is one) above the signer's name; `aside` is printed on its
 * left, level with the name (the job card's "Prepared by" line, as on the web job card).
 */
export function signatureBlock(label: string, name: string, image: string | null, aside?: Content): Content {
  return {
    margin: [0, 18, 0, 0],
    unbreakable: true,
    columns: [
      // level with the name: below the image (at most 60 high) or the blank line left for signing
      aside ? { width: '*', stack: [aside], margin: [0, image ? 58 : 38, 0, 0] } : { width: '*', text: '' },
      {
        width: 200,
        alignment: 'center',
        stack: [
          image ? { image, fit: [160, 60], alignment: 'center' } : { text: ' ', margin: [0, 30, 0, 0] },
          { canvas: [{ type: 'line', x1: 0, y1: 2, x2: 200, y2: 2, lineWidth: 0.5, lineColor: '#8795a1' }] },
          { text: name, bold: true, margin: [0, 3, 0, 0] },
          { text: label, style: 'muted' },
        ],
      },
    ],
  };
}
