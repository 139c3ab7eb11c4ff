import type { EventName } from '@aquadesk/shared/events.ts';
import { createContext, useContext, useEffect, useRef } from 'react';
import type { Socket } from 'socket.io-client';

export const SocketContext = createContext<Socket | null>(null);

/** The live socket while a user is signed in, else null. */
export function useSocket(): Socket | null {
  return useContext(SocketContext);
}

/**
 * Subscribes to one of the spec's live events (EVENTS in packages/shared) for the life of the
 * component. The handler may change between renders without resubscribing.
 */
export function useSocketEvent<Payload = unknown>(
  event: EventName,
  handler: (payload: Payload) => void,
): void {
  const socket = useSocket();
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });
  useEffect(() => {
    if (!socket) return;
    const listener = (payload: Payload) => handlerRef.current(payload);
    socket.on(event, listener);
    return () => {
      socket.off(event, listener);
    };
  }, [socket, event]);
}
