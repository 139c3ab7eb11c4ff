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
  useSocketEvents([event], handler);
}

/**
 * Subscribes one handler to several live events (a screen that refreshes on any task move); the
 * handler receives the payload of whichever came.
 */
export function useSocketEvents<E extends EmittedEvent>(
  events: readonly E[],
  handler: (payload: EventPayloads[E]) => void,
): void {
  const socket = useSocket();
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });
  const names = events.join(' '); // a stable dependency; event names hold no spaces
  useEffect(() => {
    if (!socket || !names) return;
    const listener = (payload: EventPayloads[E]) => handlerRef.current(payload);
    const subscribed = names.split(' ');
    for (const name of subscribed) socket.on(name, listener);
    return () => {
      for (const name of subscribed) socket.off(name, listener);
    };
  }, [socket, names]);
}
