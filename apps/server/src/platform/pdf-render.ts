import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Column, Content, CustomTableLayout, TDocumentDefinitions } from 'pdfmake/interfaces';
import { breakLongWords } from './pdf-text.ts';

/**
 * The PDF renderer itself, run on the render pool's worker threads (platform/pdf-worker.ts; the HTTP
 * thread only builds a document's content and asks platform/pdf.ts to render it): pdfmake (pdfkit
 * underneath) with the Roboto TTF files pdfmake's npm package ships (docs/decisions/0005-documents.md).
 * Roboto has the rupee sign (U+20B9), is embedded as a subset, and comes with `npm ci`, so every machine
 * renders the same bytes.
 */

/** The letterhead (COMPANY_* settings) printed at the top of every document. */
export interface Letterhead {
  name: string;
  address: string;
  email: string;
  phone: string;
  /** The company logo as a PNG or JPEG data URL, printed left of the name (issue 41 item 11); none: the name alone. */
  logo?: string | null;
}

/** The room the logo takes at the letterhead's left, in points: wide logos keep their height legible. */
export const LOGO_BOX = [150, 48] as const;

/** A document to render: plain data (no functions), as it crosses to a worker thread. */
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
/** The name of the ruled tables' layout (platform/pdf.ts `linesTable`). */
export const LINES_LAYOUT = 'aquadeskLines';

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

let loaded: Pdfmake | undefined;

/**
 * Loads pdfmake with the fonts, once per thread (a worker does it before it takes its first document);
 * the renderer may read nothing else (no URL, no local path).
 */
export async function loadPdfmake(): Promise<Pdfmake> {
  if (!loaded) {
    const { default: pdfmake } = await import('pdfmake');
    setUp(pdfmake);
    loaded = pdfmake;
  }
  return loaded;
}

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
  // the ruled tables' layout by name: a document's content crosses to this thread as data, without functions
  pdfmake.addTableLayouts({ [LINES_LAYOUT]: linesLayout });
  shareParsedFonts();
}

/** The ruled tables of platform/pdf.ts `linesTable`: thin grey rules between rows, no verticals. */
const linesLayout: CustomTableLayout = {
  hLineWidth: () => 0.5,
  vLineWidth: () => 0,
  hLineColor: () => '#c7d0d9',
  paddingTop: () => 3,
  paddingBottom: () => 3,
};

/**
 * A4 portrait with the letterhead, the title, page numbers in the footer, and fixed metadata. Every long
 * word of the content is cut first (platform/pdf-text.ts), so the time a document takes grows with its
 * length, not with the square of its longest word.
 */
export async function renderPdf(doc: PdfDocument): Promise<Buffer> {
  const pdfmake = await loadPdfmake();
  const { letterhead } = doc;
  // the logo (issue 41 item 11) at the letterhead's left, scaled to fit its box, never cut by breakLongWords
  const logo: Column[] = letterhead.logo
    ? [{ width: 'auto', stack: [{ image: letterhead.logo, fit: [LOGO_BOX[0], LOGO_BOX[1]] }] }]
    : [];
  const footerText = breakLongWords({ text: `${letterhead.name} · ${doc.title}`, style: 'muted' });
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
        footerText,
        { text: `Page ${currentPage} of ${pageCount}`, alignment: 'right', style: 'muted' },
      ],
      margin: [40, 15, 40, 0],
    }),
    // the letterhead (COMPANY_* settings) and the title are cut like the content
    content: breakLongWords([
      {
        columns: [
          ...logo,
          { text: letterhead.name, style: 'company', width: '*' },
          {
            width: 190,
            alignment: 'right',
            style: 'muted',
            stack: [letterhead.address, letterhead.phone, letterhead.email],
          },
        ],
        columnGap: letterhead.logo ? 12 : 0,
      },
      {
        canvas: [{ type: 'line', x1: 0, y1: 6, x2: 515, y2: 6, lineWidth: 1.2, lineColor: PDF_ACCENT }],
      },
      { text: doc.title, style: 'title' },
      ...doc.content,
    ]) as Content[],
  };
  return pdfmake.createPdf(definition).getBuffer();
}

/**
 * Loads pdfmake and parses the four font styles with a one-line document, so a worker's first real
 * document is as fast as the next ones (a worker does this before it says it is ready).
 */
export async function warmUp(): Promise<void> {
  await loadPdfmake();
  const date = new Date(0);
  await renderPdf({
    title: 'Warm-up',
    createdAt: date,
    modifiedAt: date,
    letterhead: { name: 'AquaDesk', address: '', email: '', phone: '' },
    content: [{ text: ['Roboto ', { text: 'bold ', bold: true }, { text: 'italics ', italics: true }] }],
  });
}
