import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';

/**
 * Screenshots for a person to look at (gitignored `e2e/.screens`, or SHOTS_DIR): taken only when
 * E2E_SCREENS=1 asks for them (README "Looking at the screens"). No journey asserts on them, so a run
 * that is not looked at (CI, a plain `npm test`) does not spend a full-page capture on each
 * (bench/README.md §8).
 */
export const SCREENS_DIR =
  process.env.SHOTS_DIR ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '.screens');

export const screensWanted = (): boolean => process.env.E2E_SCREENS === '1';

export async function saveScreen(
  what: Page | Locator,
  name: string,
  opts: { fullPage?: boolean } = {},
): Promise<void> {
  if (!screensWanted()) return;
  const file = path.join(SCREENS_DIR, name);
  // a Locator takes no fullPage: its box is what it shows
  if ('goto' in what) await what.screenshot({ path: file, ...opts });
  else await what.screenshot({ path: file });
}
