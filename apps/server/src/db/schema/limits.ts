import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, moment, serialId } from './columns.ts';

/**
 * Counted actions for the limits that hold across instances and mean "at most N in any hour" (docs/api.md
 * "Abuse limits", "Mail limits"): reset mails per address and per target e-mail, sign-ups per address, the
 * mails a sender sends. One row per action taken; rows older than their window go as the key is used again.
 * Owner: platform/limits.
 */
export const abuseEvents = pgTable(
  'abuse_events',
  {
    id: serialId(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    at: moment('at').notNull().defaultNow(),
  },
  (t) => [index('abuse_events_lookup_idx').on(t.kind, t.key, t.at)],
);

/**
 * The routes' request counts (`config.rateLimit`, @fastify/rate-limit), shared by every instance (docs/api.md
 * "Rate limits"): one row per route and client key (`POST /api/pay-invoice|10.0.0.7`), counting the requests
 * of the window that began with the first of them and ends at `expires_at`. Written by one atomic upsert per
 * request; windows over a minute old are pruned. Owner: platform/limits.
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    expiresAt: moment('expires_at').notNull(),
  },
  (t) => [
    index('rate_limit_windows_expires_idx').on(t.expiresAt),
    check('rate_limit_windows_key_ck', sql`length(${t.key}) between 1 and 600`),
  ],
);

/**
 * The answers of create calls sent with an `Idempotency-Key` (docs/api.md "Idempotency-Key"), kept 24 hours:
 * per caller (`user:12`, or `address:10.0.0.7` for a public create) and key, the hash of the request (method,
 * route and body) and, once it succeeded, its status and JSON body. `status` is null while the first request
 * is still being answered. Owner: platform/idempotency.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: smallint('status'),
    body: text('body'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index('idempotent_requests_created_idx').on(t.createdAt),
    check('idempotent_requests_key_ck', sql`length(${t.key}) between 1 and 255`),
    check('idempotent_requests_status_ck', sql`${t.status} between 200 and 299`),
  ],
);
