import { readFileSync } from 'node:fs';
import type { Download } from '@playwright/test';

/**
 * The text of a downloaded PDF through pdf.js (a real PDF reader, as the API tests read them), with every run
 * of whitespace one space, so a phrase split across pieces or lines still matches.
 */
export async function downloadedPdfText(download: Download): Promise<string> {
  const data = readFileSync(await download.path());
  if (data.subarray(0, 5).toString() !== '%PDF-')
    throw new Error(`${download.suggestedFilename()} is no PDF`);
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(data), useSystemFonts: false, isEvalSupported: false })
    .promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i += 1) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return pages.join('\n').replaceAll(/\s+/g, ' ');
}
