import { EVENTS } from '@aquadesk/shared/events.ts';
import { SESSION_MESSAGES } from '@aquadesk/shared/messages.ts';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate, useNavigation } from 'react-router';
import type { Socket } from 'socket.io-client';
import { endSession } from '../logout.ts';
import { useSession } from '../session-store.ts';
import { afterFirstScreen, type FirstScreenWait } from './after-first-screen.ts';
import { refetchOnConnect } from './refetch-on-connect.ts';
import { SocketContext } from './socket-context.ts';
import { socketOptions } from './socket-options.ts';

/**
 * One socket while a user is signed in (spec 000 §7, §9), closed on logout. socket.io-client is
 * loaded only then, so visitors of the public site never download it, and only once the first
 * screen has its data (after-first-screen.ts).
 */
export function SocketProvider({ children }: { children: ReactNode }) {
  const token = useSession()?.token ?? null;
  const [socket, setSocket] = useState<Socket | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // the first screen is not there while the router still loads its code
  const navigating = useNavigation().state !== 'idle';
  const navigatingRef = useRef(navigating);
  const waitRef = useRef<FirstScreenWait | null>(null);
  useEffect(() => {
    navigatingRef.current = navigating;
    waitRef.current?.recheck();
  }, [navigating]);

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    let opened: Socket | null = null;

    const open = () =>
      void import('socket.io-client').then(({ io }) => {
        if (cancelled) return;
        // spec 000 §9: delay 1000 ms up to 5000 ms, randomisation 0.5, unlimited attempts, timeout 20 s
        opened = io(window.location.origin, socketOptions(token));
        // docs/architecture.md house rule 6: what was fetched before this socket joined its rooms (at the
        // first connect as after a reconnect) may have missed events, so refetch it.
        opened.on('connect', () => {
          void refetchOnConnect(queryClient);
        });
        // The server ends the sessions of a user whose password changed: the login page says so. The
        // answer tells the server it may disconnect this socket now (docs/api.md "Live events").
        opened.on(EVENTS.sessionEnded, (_payload: unknown, answer?: () => void) => {
          if (typeof answer === 'function') answer();
          void endSession(navigate, SESSION_MESSAGES.passwordChanged);
        });
        setSocket(opened);
      });
    const wait = afterFirstScreen(queryClient, open, { busy: () => navigatingRef.current });
    waitRef.current = wait;

    return () => {
      cancelled = true;
      wait.cancel();
      waitRef.current = null;
      opened?.disconnect();
      setSocket(null);
    };
  }, [token, queryClient, navigate]);

  return <SocketContext.Provider value={socket}>{children}</SocketContext.Provider>;
}
