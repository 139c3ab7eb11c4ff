import { queryClient } from './query-client.ts';
import { clearSession, getSession } from './session-store.ts';

type Navigate = (to: string, options: { replace: boolean; state?: LoginNotice }) => void | Promise<void>;

/** What the login page says above its fields when a session ended without the user asking (issue 31 item 5). */
export interface LoginNotice {
  notice: string;
}

/** Where a logout under way goes: `/` (the user logged out), or /login with a notice (the session ended). */
export interface LogoutTarget {
  to: '/' | '/login';
  state?: LoginNotice;
}

/**
 * Set from a logout until its page has rendered for the visitor. A guarded page that renders in between
 * (the page being left, which sees the session gone before the router has moved on) goes there too,
 * instead of sending the visitor to /login on the way out (issue 28 item 10).
 */
let leaving: LogoutTarget | null = null;

/** Where a logout under way goes, or null when none is or its page has rendered. */
export function leavingAfterLogout(): LogoutTarget | null {
  return leaving;
}

/** The logout's page has rendered for the visitor: guarded pages ask for a login again. */
export function arrivedAfterLogout(): void {
  leaving = null;
}

/** spec 000 §2: logout clears the token and the user and goes to `/`, and stays there. */
export async function performLogout(navigate: Navigate): Promise<void> {
  if (getSession() === null) return;
  leaving = { to: '/' };
  await navigate('/', { replace: true });
  clearSession();
  queryClient.clear();
}

/**
 * The server ended this session (its password changed elsewhere, its token died: issue 31 item 5): the token
 * and the user are forgotten and the login page says why.
 */
export async function endSession(navigate: Navigate, notice: string): Promise<void> {
  if (getSession() === null) return;
  const state = { notice };
  leaving = { to: '/login', state };
  clearSession();
  queryClient.clear();
  await navigate('/login', { replace: true, state });
}
