import { createCanvas, loadImage } from '@napi-rs/canvas';
import jsQR from 'jsqr';

/**
 * QR codes read back as a phone would (jsQR, a decoder of camera frames): from a PDF's page drawn by pdf.js
 * (the API tests' reader, shared), or from a screenshot of an element. A test proves by it that what is
 * printed or shown encodes exactly the text it should.
 */
export { pdfQrText } from '../../../server/test/api/document-helpers.ts';

/** The text of the QR code in an RGBA image, or null when none is found. */
function decode(rgba: Uint8ClampedArray, width: number, height: number): string | null {
  return jsQR(rgba, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null;
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
