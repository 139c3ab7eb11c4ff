import { queryClient } from './query-client.ts';
import { clearSession, getSession } from './session-store.ts';

type Navigate = (to: string, options: { replace: boolean }) => void | Promise<void>;

/**
 * spec 000 §2: logout clears the token and the user and goes to /. Navigating first keeps the
 * login guard of the page being left from sending the visitor to /login on the way out.
 */
export async function performLogout(navigate: Navigate): Promise<void> {
  if (getSession() === null) return;
  await navigate('/', { replace: true });
  clearSession();
  queryClient.clear();
}
