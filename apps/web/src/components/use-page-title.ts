import { useEffect, useSyncExternalStore } from 'react';
import { useBrand } from '../lib/site-info.ts';

/**
 * spec 000 §2: the document title is the page title followed by the brand ('Login | AquaDesk').
 * The staff header shows the page's heading, which defaults to the title.
 */
let heading = '';
const listeners = new Set<() => void>();

function setHeading(next: string) {
  if (next === heading) return;
  heading = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePageTitle(title: string, pageHeading: string = title): void {
  const brand = useBrand();
  useEffect(() => {
    document.title = title ? `${title} | ${brand}` : brand;
  }, [title, brand]);
  useEffect(() => {
    setHeading(pageHeading);
  }, [pageHeading]);
}

/** The heading of the page on screen, for the staff header. */
export function usePageHeading(): string {
  return useSyncExternalStore(
    subscribe,
    () => heading,
    () => '',
  );
}
