import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page } from '@playwright/test';

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

/**
 * Resizes the page and waits until it has been laid out again at the new width. Most screens follow a
 * resize at once, but the dashboard's charts measure their box with a ResizeObserver and redraw a frame or
 * more later, moving everything below them: a click aimed before that lands on whatever moved into its
 * place (a chart, not the date field the journey meant).
 */
export async function resizeTo(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await expect
    .poll(() =>
      page.evaluate(
        (width) =>
          [...document.querySelectorAll('svg.recharts-surface')].every(
            (chart) => chart.getBoundingClientRect().width <= width,
          ),
        size.width,
      ),
    )
    .toBe(true);
}

/** How many pixels the page is wider than its window (0 when it does not scroll sideways). */
export const overflowOf = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The page does not scroll sideways. */
export async function noSideScroll(page: Page): Promise<void> {
  expect(await overflowOf(page)).toBeLessThanOrEqual(0);
}

/** `name`.png of what the window shows, once no request is under way (`saveScreen`'s rule). */
export async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await saveScreen(page, `${name}.png`, { fullPage: false });
}
