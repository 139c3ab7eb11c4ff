import { queryClient } from './query-client.ts';
import { clearSession, getSession } from './session-store.ts';

type Navigate = (to: string, options: { replace: boolean }) => void | Promise<void>;

/**
 * Set from a logout until `/` has rendered for the visitor. A guarded page that renders in between (the
 * page being left, which sees the session gone before the router has moved on) goes to `/` too, instead
 * of sending the visitor to /login on the way out (issue 28 item 10).
 */
let leaving = false;

/** Whether a logout is under way and `/` has not rendered for the visitor yet. */
export function leavingAfterLogout(): boolean {
  return leaving;
}

/** `/` has rendered for the visitor: guarded pages ask for a login again. */
export function arrivedAfterLogout(): void {
  leaving = false;
}

/** spec 000 §2: logout clears the token and the user and goes to `/`, and stays there. */
export async function performLogout(navigate: Navigate): Promise<void> {
  if (getSession() === null) return;
  leaving = true;
  await navigate('/', { replace: true });
  clearSession();
  queryClient.clear();
}
