import { createCanvas, loadImage } from '@napi-rs/canvas';
import jsQR from 'jsqr';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * QR codes read back as a phone would (jsQR, a decoder of camera frames): from a PDF's page drawn by pdf.js,
 * or from a screenshot of an element. A test proves by it that what is printed or shown encodes exactly the
 * text it should.
 */

/** The text of the QR code in an RGBA image, or null when none is found. */
function decode(rgba: Uint8ClampedArray, width: number, height: number): string | null {
  return jsQR(rgba, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null;
}

/**
 * The QR code in a band of a PDF page (from `top` to `bottom`, fractions of the page's height; the whole page by
 * default), drawn at `scale` device pixels a point: a one-point module becomes `scale` pixels.
 */
export async function pdfQrText(
  data: Buffer,
  opts: { page?: number; top?: number; bottom?: number; scale?: number } = {},
): Promise<string | null> {
  const { page: number = 1, top = 0, bottom = 1, scale = 4 } = opts;
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
    const h = Math.max(1, Math.floor(height * bottom) - y);
    const band = context.getImageData(0, y, width, h);
    return decode(band.data, band.width, band.height);
  } finally {
    await doc.destroy();
  }
}

/** The QR code in a PNG (an element's screenshot), or null. */
export async function pngQrText(png: Buffer): Promise<string | null> {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  const pixels = context.getImageData(0, 0, image.width, image.height);
  return decode(pixels.data, pixels.width, pixels.height);
}

/** The claims of a JSON Web Token, read without checking its signature (the test compares its fields). */
export function jwtClaims(token: string): Record<string, unknown> {
  const [, payload = ''] = token.split('.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}
