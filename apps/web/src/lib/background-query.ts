import type { Query } from '@tanstack/react-query';

/**
 * The `meta` of a query that is not what a screen shows (the session refresh, the site's brand): the
 * live socket's wait for the first screen (socket/after-first-screen.ts) neither starts on it nor
 * waits for it.
 */
export const BACKGROUND_QUERY = { background: true } as const;

/** Whether a query is part of what a screen shows (not marked with BACKGROUND_QUERY). */
export const isOnScreen = (query: Query): boolean => query.meta?.background !== true;
