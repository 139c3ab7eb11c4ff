import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';

/**
 * A CSV the app wrote, read back into its rows of fields (the BOM dropped) with the server's own RFC 4180
 * reader, as the API tests read the same exports.
 */
export { parseCsv } from '../../../server/src/platform/table-file.ts';

/** Clicks `target` and answers the file it downloads: its suggested name and its bytes. */
export async function downloaded(page: Page, target: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), target.click()]);
  return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) };
}
