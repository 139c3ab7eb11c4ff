import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLandingDelay, landingScrollTop } from '../src/features/public/landing-scroll.ts';

// spec 000 §2, §9: the landing page scrolls to the section in the URL's hash after 100 ms, 80 px above it.
describe('the landing page’s hash scroll', () => {
  afterEach(() => vi.useRealTimers());

  it('stops 80 px above the section, never above the page', () => {
    expect(landingScrollTop(1500, 0)).toBe(1420);
    expect(landingScrollTop(300, 1000)).toBe(1220);
    expect(landingScrollTop(-200, 1000)).toBe(720);
    expect(landingScrollTop(50, 0)).toBe(0);
  });

  it('scrolls 100 ms after the page opens, not before; leaving first cancels it', () => {
    vi.useFakeTimers();
    const scroll = vi.fn();
    afterLandingDelay(scroll);
    vi.advanceTimersByTime(99);
    expect(scroll).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scroll).toHaveBeenCalledTimes(1);

    const left = vi.fn();
    const cancel = afterLandingDelay(left);
    vi.advanceTimersByTime(50);
    cancel();
    vi.advanceTimersByTime(500);
    expect(left).not.toHaveBeenCalled();
  });
});
