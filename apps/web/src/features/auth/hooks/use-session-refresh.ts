import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BACKGROUND_QUERY } from '../../../lib/background-query.ts';
import { getSession, setSession, useSession } from '../../../lib/session-store.ts';
import { authKeys, fetchMe } from '../api.ts';

/**
 * Reads the signed-in user afresh from GET /api/me (roles may have changed since login). A dead
 * token answers 401, which the API client turns into a logout.
 */
export function useSessionRefresh(): void {
  const session = useSession();
  const token = session?.token ?? null;
  const { data } = useQuery({
    queryKey: [...authKeys.me(), token],
    queryFn: ({ signal }) => fetchMe(signal),
    enabled: token !== null,
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: true,
    meta: BACKGROUND_QUERY,
  });

  useEffect(() => {
    const currentSession = getSession();
    if (!data || !currentSession || currentSession.token !== token) return;
    // Keep the token the session already holds: only the user's details are refreshed here.
    const next = { ...currentSession, ...data, token: currentSession.token };
    if (JSON.stringify(next) !== JSON.stringify(currentSession)) setSession(next);
  }, [data, token]);
}
