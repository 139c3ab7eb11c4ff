import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Queryable } from '../../db/types.ts';
import { hitWindow, pruneWindows } from './repository.ts';

/** Ended windows are removed at most this often per instance. */
const PRUNE_EVERY_MS = 60_000;
/** Longer keys are stored as their hash (the table bounds a key's length). */
const KEY_MAX = 200;

/** Every route with `config.rateLimit`, as registered (`GET /api/get-invoice` → its max and window); tests read it. */
export const rateLimitedRoutes = new Map<string, { max: number; timeWindow: number }>();

/** What the plugin passes to `child`: the route's merged rate-limit options, with the route itself. */
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0] & {
  routeInfo?: { method?: string | string[]; url?: string };
  max?: unknown;
  timeWindow?: unknown;
};

/**
 * @fastify/rate-limit's store, counting in the database (`rate_limit_windows`) instead of each instance's
 * memory, so a route's `config.rateLimit` holds across every instance on one database (docs/decisions/
 * 0010-limits-across-instances.md). Each route counts apart (its method and path prefix the key, as the
 * plugin's Redis store does); the key is the plugin's, by default the client address `request.ip`, which
 * follows TRUST_PROXY. The window and its headers (X-RateLimit-*, Retry-After) behave as the in-memory store's:
 * a window starts with a key's first request and lasts the route's `timeWindow`.
 */
export function databaseRateLimitStore(db: Queryable): FastifyRateLimitStoreCtor {
  const pruning = { last: 0 };
  const prune = () => {
    const now = Date.now();
    if (now - pruning.last < PRUNE_EVERY_MS) return;
    pruning.last = now;
    // best effort: a failed prune is retried a minute later and never fails a request
    pruneWindows(db).catch(() => {
      pruning.last = 0;
    });
  };

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const full = `${this.prefix}${key}`;
      const stored =
        full.length > KEY_MAX ? `sha256:${createHash('sha256').update(full).digest('hex')}` : full;
      hitWindow(db, stored, timeWindow).then(
        ({ hits, ttlMs }) => {
          callback(null, { current: hits, ttl: ttlMs });
          prune();
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: ChildOptions): FastifyRateLimitStore {
      const given = [routeOptions.routeInfo?.method ?? ''].flat().join(',');
      // Fastify answers HEAD on every GET route: it counts with its GET (a HEAD is the same lookup)
      const method = given === 'HEAD' ? 'GET' : given;
      const route = `${method} ${routeOptions.routeInfo?.url ?? ''}`;
      const { max, timeWindow } = routeOptions;
      if (typeof max === 'number' && typeof timeWindow === 'number')
        rateLimitedRoutes.set(route, { max, timeWindow });
      return new DatabaseRateLimitStore(undefined, `${route}|`);
    }
  }
  return DatabaseRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
