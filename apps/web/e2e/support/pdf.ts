import { readFileSync } from 'node:fs';
import { type Download, expect, type Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of a PDF through pdf.js (a real PDF reader, as the API tests read them), pages joined, with every
 * run of whitespace one space, so a phrase split across pieces or lines still matches.
 */
export async function pdfText(data: Buffer): Promise<string> {
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

/** The text of a downloaded PDF; a download that is no PDF fails the journey. */
export async function downloadedPdfText(download: Download): Promise<string> {
  const data = readFileSync(await download.path());
  expect(data.subarray(0, 5).toString(), `${download.suggestedFilename()} is a PDF`).toBe('%PDF-');
  return pdfText(data);
}

/**
 * Clicks a download button (Download PDF unless `button` names another) and reads the PDF that arrives: its
 * file name and its text.
 */
export async function downloadedPdf(
  page: Page,
  button = page.getByRole('button', { name: 'Download PDF' }),
): Promise<{ fileName: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { fileName: download.suggestedFilename(), text: await downloadedPdfText(download) };
}
