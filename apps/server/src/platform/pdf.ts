import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { formatRupees } from '@aquadesk/shared/money.ts';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { Config } from '../config.ts';
import { onFirstUse } from './on-first-use.ts';
import { loadSharp } from './sharp.ts';

/**
 * The one PDF pipeline of the business documents (docs/decisions/0005-documents.md): pdfmake (pdfkit
 * underneath) with the Roboto TTF files pdfmake's npm package ships. Roboto has the rupee sign (U+20B9),
 * is embedded as a subset, and comes with `npm ci`, so every machine renders the same bytes.
 */
const FONT_FILES = {
  normal: 'pdfmake/fonts/Roboto/Roboto-Regular.ttf',
  bold: 'pdfmake/fonts/Roboto/Roboto-Medium.ttf',
  italics: 'pdfmake/fonts/Roboto/Roboto-Italic.ttf',
  bolditalics: 'pdfmake/fonts/Roboto/Roboto-MediumItalic.ttf',
} as const;

type Pdfmake = typeof import('pdfmake');

type FontStyle = keyof typeof FONT_FILES;

/** pdfkit's laid-out words of one font (text → glyph run, in font units). */
type WordLayouts = Record<string, unknown>;

/** pdfkit's font of one document (EmbeddedFont): a subset and widths of its own over a parsed font file. */
interface DocumentFont {
  readonly id: string;
  readonly name: string;
  /** the parsed TrueType file (fontkit), read-only once parsed */
  readonly font: object;
  /** pdfkit's cache of laid-out words; a run is never changed once made */
  layoutCache?: WordLayouts;
  constructor: new (document: PdfKitDocument, font: object, id: string) => DocumentFont;
}

/** The parts of pdfmake's PDFDocument (a pdfkit document) the shared fonts below touch. */
interface PdfKitDocument {
  fontCache: Record<string, Partial<Record<FontStyle, DocumentFont>>>;
  _fontFamilies: Record<string, DocumentFont>;
  _fontCount: number;
  _font: DocumentFont | null;
  getFontType(bold: boolean, italics: boolean): FontStyle;
  provideFont(family: string, bold: boolean, italics: boolean): DocumentFont;
}

/** Words laid out per font style before the shared cache starts over (bounds its memory). */
const LAYOUT_CACHE_WORDS = 5_000;

/**
 * Parses each font file once per process instead of once per document. pdfmake hands pdfkit the font's
 * bytes for every new document, and pdfkit parses them again (tables, kerning) and lays every word out
 * afresh: most of a small document's time. Here the first document of the process loads each style that
 * way; later documents get pdfkit's own font class over the same parsed file and the same word layouts,
 * each with its own subset, widths and id (F1, F2… in the order of first use, as before), so the bytes of
 * a document do not change. pdfmake's PDFDocument is a CommonJS class shared with pdfmake's printer.
 */
function shareParsedFonts(): void {
  const require = createRequire(import.meta.url);
  const { default: PdfmakeDocument } = require('pdfmake/js/PDFDocument.js') as {
    default: { prototype: PdfKitDocument };
  };
  const proto = PdfmakeDocument.prototype;
  const loadFromBytes = proto.provideFont;
  /** per family and style: pdfkit's font class, the parsed file and the shared word layouts */
  const parsed = new Map<string, { make: DocumentFont['constructor']; file: object; words: WordLayouts }>();
  proto.provideFont = function provideFont(this: PdfKitDocument, family, bold, italics) {
    const style = this.getFontType(bold, italics);
    const known = this.fontCache[family]?.[style];
    if (known) return known;
    const key = `${family}/${style}`;
    const shared = parsed.get(key);
    if (!shared) {
      const font = loadFromBytes.call(this, family, bold, italics);
      parsed.set(key, { make: font.constructor, file: font.font, words: font.layoutCache ?? {} });
      return font;
    }
    const font = new shared.make(this, shared.file, `F${++this._fontCount}`);
    if (font.layoutCache) {
      if (Object.keys(shared.words).length > LAYOUT_CACHE_WORDS) shared.words = Object.create(null);
      font.layoutCache = shared.words;
    }
    // registered as pdfkit's font() registers a font read from bytes: under its PostScript name
    if (!this._fontFamilies[font.name]) this._fontFamilies[font.name] = font;
    else this._fontFamilies[font.id] = font;
    this._font = font;
    this.fontCache[family] ??= {};
    this.fontCache[family][style] = font;
    return font;
  };
}

/**
 * pdfmake with the fonts, set up once, with the first document rather than at start (docs/operations.md
 * "Start-up"); the renderer may read nothing else (no URL, no local path).
 */
const loadPdfmake = onFirstUse(async (): Promise<Pdfmake> => {
  const { default: pdfmake } = await import('pdfmake');
  setUp(pdfmake);
  return pdfmake;
});

function setUp(pdfmake: Pdfmake): void {
  const require = createRequire(import.meta.url);
  /** pdfmake's in-memory file system (not in its typings): the fonts are read into it once. */
  const memoryFiles = (
    pdfmake as unknown as { virtualfs: { writeFileSync(name: string, data: Buffer): void } }
  ).virtualfs;
  const font = (style: FontStyle) => {
    const name = `aquadesk-roboto-${style}.ttf`;
    memoryFiles.writeFileSync(name, readFileSync(require.resolve(FONT_FILES[style])));
    return name;
  };
  pdfmake.setFonts({
    Roboto: {
      normal: font('normal'),
      bold: font('bold'),
      italics: font('italics'),
      bolditalics: font('bolditalics'),
    },
  });
  // documents carry their images inline: no URL is fetched and no local path is opened
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(() => false);
  shareParsedFonts();
}

/** The letterhead (COMPANY_* settings) printed at the top of every document. */
export interface Letterhead {
  name: string;
  address: string;
  email: string;
  phone: string;
}

export function letterheadOf(config: Config): Letterhead {
  return config.company;
}

export interface PdfDocument {
  /** The document's title (PDF metadata and the heading under the letterhead). */
  title: string;
  /** The record's own dates: the PDF's CreationDate and ModDate, so the same record gives the same bytes. */
  createdAt: Date;
  modifiedAt: Date;
  letterhead: Letterhead;
  content: Content[];
}

export const PDF_PRODUCER = 'AquaDesk';
const MUTED = '#5c6770';
export const PDF_ACCENT = '#1971c2';

/** A stored decimal without trailing zeros (`"2.000"` → `"2"`, `"9.50"` → `"9.5"`), as quantities print. */
export function plainNumber(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}

/** ₹ with Indian grouping, to the paisa (money.ts formatRupees). */
export const rupees = (value: string) => formatRupees(value);

/** A4 portrait with the letterhead, the title, page numbers in the footer, and fixed metadata. */
export async function renderPdf(doc: PdfDocument): Promise<Buffer> {
  const pdfmake = await loadPdfmake();
  const { letterhead } = doc;
  const definition: TDocumentDefinitions = {
    pageSize: 'A4',
    pageOrientation: 'portrait',
    pageMargins: [40, 40, 40, 50],
    compress: true,
    info: {
      title: doc.title,
      author: letterhead.name,
      creator: PDF_PRODUCER,
      producer: PDF_PRODUCER,
      creationDate: doc.createdAt,
      modDate: doc.modifiedAt,
    },
    defaultStyle: { font: 'Roboto', fontSize: 9.5, lineHeight: 1.2, color: '#1f2933' },
    styles: {
      company: { fontSize: 15, bold: true, color: PDF_ACCENT },
      muted: { color: MUTED, fontSize: 8.5 },
      title: { fontSize: 13, bold: true, margin: [0, 10, 0, 6] },
      section: { fontSize: 10.5, bold: true, margin: [0, 10, 0, 4], color: PDF_ACCENT },
      th: { bold: true, fillColor: '#e7f1fb' },
      total: { bold: true, fontSize: 11 },
    },
    footer: (currentPage: number, pageCount: number) => ({
      columns: [
        { text: `${letterhead.name} · ${doc.title}`, style: 'muted' },
        { text: `Page ${currentPage} of ${pageCount}`, alignment: 'right', style: 'muted' },
      ],
      margin: [40, 15, 40, 0],
    }),
    content: [
      {
        columns: [
          { text: letterhead.name, style: 'company', width: '*' },
          {
            width: 190,
            alignment: 'right',
            style: 'muted',
            stack: [letterhead.address, letterhead.phone, letterhead.email],
          },
        ],
      },
      {
        canvas: [{ type: 'line', x1: 0, y1: 6, x2: 515, y2: 6, lineWidth: 1.2, lineColor: PDF_ACCENT }],
      },
      { text: doc.title, style: 'title' },
      ...doc.content,
    ],
  };
  return pdfmake.createPdf(definition).getBuffer();
}

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
  return {
    table: {
      headerRows: 1,
      widths: [...widths],
      body: [
        header.map((text, i) => ({ text, style: 'th', alignment: right.includes(i) ? 'right' : 'left' })),
        ...rows.map((row) =>
          row.map((text, i) => ({ text, alignment: right.includes(i) ? 'right' : 'left' })),
        ),
      ],
    },
    layout: {
      hLineWidth: () => 0.5,
      vLineWidth: () => 0,
      hLineColor: () => '#c7d0d9',
      paddingTop: () => 3,
      paddingBottom: () => 3,
    },
  } as Content;
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
