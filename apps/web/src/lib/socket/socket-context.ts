import type { EmittedEvent, EventPayloads } from '@aquadesk/shared/events.ts';
import { createContext, useContext, useEffect, useRef } from 'react';
import type { Socket } from 'socket.io-client';

export const SocketContext = createContext<Socket | null>(null);

/** The live socket while a user is signed in, else null. */
export function useSocket(): Socket | null {
  return useContext(SocketContext);
}

/**
 * Subscribes to one of the spec's live events (EVENTS in packages/shared) for the life of the
 * component; the payload's type comes from the shared event map (EventPayloads), the one the
 * server's `emit` is typed with. The handler may change between renders without resubscribing.
 */
export function useSocketEvent<E extends EmittedEvent>(
  event: E,
  handler: (payload: EventPayloads[E]) => void,
): void {
  const socket = useSocket();
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });
  useEffect(() => {
    if (!socket) return;
    const name: string = event; // socket.io's own typing knows no event map
    const listener = (payload: EventPayloads[E]) => handlerRef.current(payload);
    socket.on(name, listener);
    return () => {
      socket.off(name, listener);
    };
  }, [socket, event]);
}
