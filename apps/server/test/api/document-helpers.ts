import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of every page, through pdf.js (a real PDF reader, not our renderer), pages joined by a line break. */
export async function pdfText(data: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(data), useSystemFonts: false, isEvalSupported: false })
    .promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i += 1) {
    const page = await doc.getPage(i);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return pages.join('\n');
}

/**
 * The QR code in a band of a PDF page (`top` to `bottom`, fractions of its height), drawn by pdf.js at `scale`
 * pixels a point and read by jsQR (a decoder of camera frames, as a phone reads): null when none is found.
 */
export async function pdfQrText(
  data: Buffer,
  opts: { page?: number; top?: number; bottom?: number; scale?: number } = {},
): Promise<string | null> {
  const { page: number = 1, top = 0, bottom = 1, scale = 4 } = opts;
  const [{ createCanvas }, { default: jsQR }] = await Promise.all([
    import('@napi-rs/canvas'),
    import('jsqr'),
  ]);
  const doc = await getDocument({ data: new Uint8Array(data), useSystemFonts: false, isEvalSupported: false })
    .promise;
  try {
    const page = await doc.getPage(number);
    const viewport = page.getViewport({ scale });
    const width = Math.ceil(viewport.width);
    const height = Math.ceil(viewport.height);
    const canvas = createCanvas(width, height);
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    await page.render({
      canvas: null,
      canvasContext: context as unknown as CanvasRenderingContext2D,
      viewport,
    }).promise;
    const y = Math.floor(height * top);
    const band = context.getImageData(0, y, width, Math.max(1, Math.floor(height * bottom) - y));
    return jsQR(band.data, band.width, band.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  } finally {
    await doc.destroy();
  }
}
