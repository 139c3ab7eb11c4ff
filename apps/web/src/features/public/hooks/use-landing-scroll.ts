import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { afterLandingDelay, LANDING_SETTLE_MS, landingScrollTop } from '../landing-scroll.ts';

export const LEGAL_SECTION_ID = 'legal';

/** What a visitor does to scroll on their own: the page then stops following the section. */
const OWN_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

// spec 000 §2, §9: smooth scroll to a hash section after 100 ms, 80 px below the nav bar (landing-scroll.ts).
function scrollToId(id: string) {
  const element = document.getElementById(id);
  if (!element) return;
  const top = landingScrollTop(element.getBoundingClientRect().top, window.scrollY);
  window.scrollTo({ top, behavior: 'smooth' });
}

/**
 * Scrolls to the section, then keeps it 80 px below the top while the page above it changes height
 * (a section 400 px too high when the products below the fold turned out shorter than their place),
 * until the visitor scrolls themselves or the page has had LANDING_SETTLE_MS to settle.
 */
function scrollAndFollow(id: string): () => void {
  scrollToId(id);
  const follow = new ResizeObserver(() => scrollToId(id));
  follow.observe(document.body);
  const stop = () => {
    follow.disconnect();
    clearTimeout(timer);
    for (const name of OWN_SCROLL_EVENTS) window.removeEventListener(name, stop);
  };
  const timer = setTimeout(stop, LANDING_SETTLE_MS);
  for (const name of OWN_SCROLL_EVENTS) window.addEventListener(name, stop, { passive: true });
  return stop;
}

/** Scrolls the landing page to the section in the URL's hash, or to the legal block when asked. */
export function useLandingScroll(): void {
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location key (the same link clicked again) scrolls again
  useEffect(() => {
    const state = location.state as { scrollToLegal?: boolean } | null;
    const target = state?.scrollToLegal
      ? LEGAL_SECTION_ID
      : decodeURIComponent(location.hash.replace(/^#/, ''));
    if (!target) return;
    let stopFollowing = () => {};
    const cancel = afterLandingDelay(() => {
      stopFollowing = scrollAndFollow(target);
    });
    return () => {
      cancel();
      stopFollowing();
    };
  }, [location.key, location.hash, location.state]);
}
