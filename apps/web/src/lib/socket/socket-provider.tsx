import { EVENTS } from '@aquadesk/shared/events.ts';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Socket } from 'socket.io-client';
import { performLogout } from '../logout.ts';
import { useSession } from '../session-store.ts';
import { SocketContext } from './socket-context.ts';

/**
 * One socket while a user is signed in (spec 000 §7, §9), closed on logout. socket.io-client is
 * loaded only then, so visitors of the public site never download it.
 */
export function SocketProvider({ children }: { children: ReactNode }) {
  const token = useSession()?.token ?? null;
  const [socket, setSocket] = useState<Socket | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    let opened: Socket | null = null;

    void import('socket.io-client').then(({ io }) => {
      if (cancelled) return;
      opened = io(window.location.origin, {
        path: '/socket.io',
        auth: { token },
        // spec 000 §9: delay 1000 ms up to 5000 ms, randomisation 0.5, unlimited attempts, timeout 20 s
        reconnection: true,
        reconnectionDelay: 1000,
        reconnectionDelayMax: 5000,
        randomizationFactor: 0.5,
        reconnectionAttempts: Number.POSITIVE_INFINITY,
        timeout: 20000,
      });
      // docs/architecture.md house rule 6: after a reconnect the lists may have missed events, so refetch them.
      opened.io.on('reconnect', () => {
        void queryClient.invalidateQueries();
      });
      // The server ends the sessions of a user whose password changed.
      opened.on(EVENTS.sessionEnded, () => {
        void performLogout(navigate);
      });
      setSocket(opened);
    });

    return () => {
      cancelled = true;
      opened?.disconnect();
      setSocket(null);
    };
  }, [token, queryClient, navigate]);

  return <SocketContext.Provider value={socket}>{children}</SocketContext.Provider>;
}
