import { useEffect } from 'react';
import { useLocation } from 'react-router';

// spec 000 §2, §9: smooth scroll to a hash section after 100 ms, 80 px below the nav bar.
const SCROLL_DELAY_MS = 100;
const SCROLL_OFFSET_PX = 80;
export const LEGAL_SECTION_ID = 'legal';

function scrollToId(id: string) {
  const element = document.getElementById(id);
  if (!element) return;
  const top = element.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX;
  window.scrollTo({ top: Math.max(0, top), behavior: 'smooth' });
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
    const timer = setTimeout(() => scrollToId(target), SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [location.key, location.hash, location.state]);
}
