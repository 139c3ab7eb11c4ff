import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../session-store.ts';

/** Where a visitor was going when the login guard stopped them (read back by the login page). */
export interface FromState {
  from?: { pathname: string; search?: string; hash?: string };
}

/** spec 000 §2: logged-in only routes send visitors to /login, remembering where they were. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const user = useSession();
  const location = useLocation();
  if (!user) {
    const state: FromState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to="/login" replace state={state} />;
  }
  return children;
}

/** The page to return to after login: the guarded page the visitor came from, else Home. */
export function returnPath(state: unknown): string {
  const from = (state as FromState | null)?.from;
  if (!from || typeof from.pathname !== 'string' || !from.pathname.startsWith('/')) return '/';
  // spec 000 §2: a login that started on /login itself goes to /.
  if (from.pathname === '/login' || from.pathname === '/sign-up') return '/';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
