import { useCallback, useMemo, useSyncExternalStore } from 'react';

// spec 000 §2: Add to Wishlist is kept in this browser only (no account needed).
const KEY = 'aquadesk.wishlist';
const listeners = new Set<() => void>();

function read(): string {
  try {
    return localStorage.getItem(KEY) ?? '[]';
  } catch {
    return '[]';
  }
}

function ids(raw: string): number[] {
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((v): v is number => typeof v === 'number') : [];
  } catch {
    return [];
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function write(next: number[]): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // storage may be off (private mode): the button simply does not remember
  }
  for (const l of listeners) l();
}

/** The ids in this browser's wishlist, in the order they were added; the same array while it is unchanged. */
export function useWishlistIds(): number[] {
  const raw = useSyncExternalStore(subscribe, read, () => '[]');
  return useMemo(() => ids(raw), [raw]);
}

export function useWishlist(productId: number): { inWishlist: boolean; toggle: () => void } {
  const inWishlist = useWishlistIds().includes(productId);
  const toggle = useCallback(() => {
    const current = ids(read());
    write(current.includes(productId) ? current.filter((id) => id !== productId) : [...current, productId]);
  }, [productId]);
  return { inWishlist, toggle };
}

/** The wishlist page's path. */
export const WISHLIST_PATH = '/wishlist';
