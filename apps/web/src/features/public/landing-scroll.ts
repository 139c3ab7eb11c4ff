// spec 000 §2, §9: the landing page scrolls smoothly to the section named in the URL's hash after
// 100 ms, leaving 80 px above it (the navigation bar's room).
export const LANDING_SCROLL_DELAY_MS = 100;
export const LANDING_SCROLL_OFFSET_PX = 80;
/**
 * How long the scroll keeps the section in its place while the page above it settles (the products load
 * as they near the screen, and their cards or message differ in height from what held their place).
 */
export const LANDING_SETTLE_MS = 3000;

/** Where the window scrolls to for a section whose top is `sectionTop` px below the window's top now. */
export function landingScrollTop(sectionTop: number, scrollY: number): number {
  return Math.max(0, sectionTop + scrollY - LANDING_SCROLL_OFFSET_PX);
}

/** Runs `scroll` after the landing delay; returns what cancels it (the page left, another hash). */
export function afterLandingDelay(scroll: () => void): () => void {
  const timer = setTimeout(scroll, LANDING_SCROLL_DELAY_MS);
  return () => clearTimeout(timer);
}
