/** Where a visitor was going when the login guard stopped them (read back by the login page). */
export interface FromState {
  from?: { pathname: string; search?: string; hash?: string };
}

/**
 * The page to return to after login: the guarded page the visitor came from, else `landing` (Home, or the
 * Dashboard for the roles that have it: spec 000 §2, §6).
 */
export function returnPath(state: unknown, landing = '/'): string {
  const from = (state as FromState | null)?.from;
  if (!from || typeof from.pathname !== 'string' || !from.pathname.startsWith('/')) return landing;
  // spec 000 §2: a login that started on /login itself (or on Home) goes to the landing page.
  if (from.pathname === '/login' || from.pathname === '/sign-up' || from.pathname === '/') return landing;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
