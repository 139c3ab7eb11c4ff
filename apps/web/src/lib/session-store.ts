import type { SessionUser } from '@aquadesk/shared/auth.ts';
import { useSyncExternalStore } from 'react';

/**
 * The signed-in user and their token (spec 000 §3 "Session user … stored locally with the token").
 * Kept in localStorage so a reload keeps the session; other tabs follow through the storage event.
 */
const STORAGE_KEY = 'aquadesk.session';

type Listener = () => void;
const listeners = new Set<Listener>();

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.token === 'string' &&
    v.token.length > 0 &&
    typeof v.email === 'string' &&
    typeof v.name === 'string' &&
    typeof v.user_type === 'string' &&
    Array.isArray(v.permissions)
  );
}

function read(): SessionUser | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!isSessionUser(parsed)) return null;
    return { ...parsed, districts: Array.isArray(parsed.districts) ? parsed.districts : [] };
  } catch {
    return null;
  }
}

let current: SessionUser | null = typeof window === 'undefined' ? null : read();

function emit() {
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEY && event.key !== null) return;
    current = read();
    emit();
  });
}

export function getSession(): SessionUser | null {
  return current;
}

export function getToken(): string | null {
  return current?.token ?? null;
}

/** Signs a user in (login, sign-up) or refreshes their details (GET /api/me). */
export function setSession(user: SessionUser): void {
  current = user;
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(user));
  } catch {
    // Private mode or a full quota: the session still lives for this tab.
  }
  emit();
}

/** spec 000 §4: logout clears token and user. */
export function clearSession(): void {
  if (current === null) return;
  current = null;
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // ignore: nothing stored
  }
  emit();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): SessionUser | null {
  return useSyncExternalStore(subscribe, getSession, () => null);
}
