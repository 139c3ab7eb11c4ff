import { timingSafeEqual } from 'node:crypto';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from '@prometheus-io/client';
import type pg from 'pg';

/**
 * Prometheus metrics (docs/operations.md "Metrics"), one registry per app. Labels are bounded: a route
 * is its pattern (`/api/get-invoice`, `/*`), never a raw URL; requests no route matched are `unmatched`.
 * Counters are this process's: with several instances Prometheus scrapes each and sums them.
 */
export class Metrics {
  readonly registry = new Registry();

  readonly requests = new Counter({
    name: 'aquadesk_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });

  readonly requestDuration = new Histogram({
    name: 'aquadesk_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly loginFailures = new Counter({
    name: 'aquadesk_login_failures_total',
    help: 'Refused logins: wrong e-mail or password (`invalid`), or too many failures (`throttled`)',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });

  readonly paymentsSettled = new Counter({
    name: 'aquadesk_payments_settled_total',
    help: 'Invoices settled by a payment (each invoice once)',
    registers: [this.registry],
  });

  readonly paymentsSettledPaise = new Counter({
    name: 'aquadesk_payments_settled_paise_total',
    help: 'Sum of the settled payments, in paise',
    registers: [this.registry],
  });

  private defaultsOn = false;

  constructor(deps: { openSockets: () => number; pool: pg.Pool | undefined }) {
    new Gauge({
      name: 'aquadesk_open_sockets',
      help: 'Live-event sockets open on this instance',
      registers: [this.registry],
      collect() {
        this.set(deps.openSockets());
      },
    });
    const pool = deps.pool;
    if (pool) {
      // PostgreSQL only: the embedded database has no pool
      const gauge = (name: string, help: string, read: () => number) =>
        new Gauge({
          name,
          help,
          registers: [this.registry],
          collect() {
            this.set(read());
          },
        });
      gauge(
        'aquadesk_db_pool_connections',
        'Connections the pool holds (busy and idle)',
        () => pool.totalCount,
      );
      gauge('aquadesk_db_pool_idle_connections', 'Pool connections idle', () => pool.idleCount);
      gauge(
        'aquadesk_db_pool_waiting_requests',
        'Queries waiting for a free connection',
        () => pool.waitingCount,
      );
    }
  }

  /** Process metrics (CPU, memory, event-loop lag, heap): only once the metrics endpoint is on. */
  collectProcessMetrics(): void {
    if (this.defaultsOn) return;
    this.defaultsOn = true;
    collectDefaultMetrics({ register: this.registry });
  }

  async text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}

/** Whether `header` is `Bearer <token>`, compared in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
