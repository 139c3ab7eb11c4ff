import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { afterLandingDelay, landingScrollTop } from '../landing-scroll.ts';

export const LEGAL_SECTION_ID = 'legal';

// spec 000 §2, §9: smooth scroll to a hash section after 100 ms, 80 px below the nav bar (landing-scroll.ts).
function scrollToId(id: string) {
  const element = document.getElementById(id);
  if (!element) return;
  const top = landingScrollTop(element.getBoundingClientRect().top, window.scrollY);
  window.scrollTo({ top, behavior: 'smooth' });
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
    return afterLandingDelay(() => scrollToId(target));
  }, [location.key, location.hash, location.state]);
}
