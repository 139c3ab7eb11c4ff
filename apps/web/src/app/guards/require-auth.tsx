import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { leavingAfterLogout } from '../../lib/logout.ts';
import type { FromState } from '../../lib/return-path.ts';
import { useSession } from '../../lib/session-store.ts';

/** spec 000 §2: logged-in only routes send visitors to /login, remembering where they were. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const user = useSession();
  const location = useLocation();
  if (!user) {
    // spec 000 §2: the page a logout leaves goes where the logout is going (`/`, or /login saying why)
    const leaving = leavingAfterLogout();
    if (leaving) return <Navigate to={leaving.to} replace state={leaving.state} />;
    const state: FromState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to="/login" replace state={state} />;
  }
  return children;
}
