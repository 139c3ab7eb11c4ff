import { useCallback, useSyncExternalStore } from 'react';

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

export function useWishlist(productId: number): { inWishlist: boolean; toggle: () => void } {
  const raw = useSyncExternalStore(subscribe, read, () => '[]');
  const list = ids(raw);
  const inWishlist = list.includes(productId);
  const toggle = useCallback(() => {
    const current = ids(read());
    const next = current.includes(productId)
      ? current.filter((id) => id !== productId)
      : [...current, productId];
    try {
      localStorage.setItem(KEY, JSON.stringify(next));
    } catch {
      // storage may be off (private mode): the button simply does not remember
    }
    for (const l of listeners) l();
  }, [productId]);
  return { inWishlist, toggle };
}
