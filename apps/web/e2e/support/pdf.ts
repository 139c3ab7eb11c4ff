import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
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
 * Clicks a download button (Download PDF unless `button` names another) and reads the PDF that arrives: its
 * file name and its text.
 */
export async function downloadedPdf(
  page: Page,
  button = page.getByRole('button', { name: 'Download PDF' }),
): Promise<{ fileName: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const bytes = readFileSync(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return { fileName: download.suggestedFilename(), text: await pdfText(bytes) };
}
