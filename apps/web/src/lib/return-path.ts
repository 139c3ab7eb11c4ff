/** Where a visitor was going when the login guard stopped them (read back by the login page). */
export interface FromState {
  from?: { pathname: string; search?: string; hash?: string };
}

/** The page to return to after login: the guarded page the visitor came from, else Home. */
export function returnPath(state: unknown): string {
  const from = (state as FromState | null)?.from;
  if (!from || typeof from.pathname !== 'string' || !from.pathname.startsWith('/')) return '/';
  // spec 000 §2: a login that started on /login itself goes to /.
  if (from.pathname === '/login' || from.pathname === '/sign-up') return '/';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
