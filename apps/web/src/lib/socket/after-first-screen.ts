import type { QueryClient } from '@tanstack/react-query';
import { isOnScreen } from '../background-query.ts';

/** How long the live connection waits at most for the first screen (a screen with no data, a slow link). */
const FIRST_SCREEN_CAP_MS = 3000;

/** The browser's idle callback where there is one; else the next task. Returns a cancel. */
function whenIdle(run: () => void): () => void {
  if (typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 0);
  return () => clearTimeout(handle);
}

/** A wait started by afterFirstScreen. */
export interface FirstScreenWait {
  /** Stops the wait; `start` is not called any more. */
  cancel: () => void;
  /** Looks again whether the screen is settled (the caller's `busy` has changed). */
  recheck: () => void;
}

/**
 * Calls `start` once, when the first screen has what it came for: a query of the screen (not one
 * marked BACKGROUND_QUERY) has fetched since this call, none is fetching now, the caller is not
 * `busy` (the router is still loading the screen's code), and the browser is idle; all of that is
 * looked at again when the idle callback runs, as a screen loads in steps. At the latest it calls it
 * after `capMs` (a screen that fetches nothing, a slow link).
 *
 * The live socket waits for this (docs/decisions/0007-live-socket-after-first-screen.md): its
 * client and its handshake come after the screen's code and data instead of competing with them.
 * The lists it would have kept current are refetched when it connects.
 */
export function afterFirstScreen(
  queryClient: QueryClient,
  start: () => void,
  { busy = () => false, capMs = FIRST_SCREEN_CAP_MS }: { busy?: () => boolean; capMs?: number } = {},
): FirstScreenWait {
  let finished = false;
  let fetched = false;
  let cancelIdle: (() => void) | undefined;

  const settled = () => fetched && !busy() && queryClient.isFetching({ predicate: isOnScreen }) === 0;
  const cancel = () => {
    finished = true;
    clearTimeout(cap);
    unsubscribe();
    cancelIdle?.();
  };
  const fire = () => {
    if (finished) return;
    cancel();
    start();
  };
  const recheck = () => {
    if (finished || cancelIdle || !settled()) return;
    cancelIdle = whenIdle(() => {
      cancelIdle = undefined;
      if (settled()) fire();
    });
  };
  const cap = setTimeout(fire, capMs);
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'fetch' && isOnScreen(event.query)) fetched = true;
    recheck();
  });
  return { cancel, recheck };
}
