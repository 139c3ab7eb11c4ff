/**
 * What a connection pool tells of the database's health: idle connections the database ended, and when
 * it last answered (`/api/health` reads it, docs/operations.md "Health").
 */
import pg from 'pg';

/**
 * An idle connection that the database ends (a restart, an administrator's pg_terminate_backend) makes
 * the pool emit 'error', which would end the process; the pool drops that connection and opens a new
 * one for the next statement, so it is only noted.
 */
export function keepPoolAlive(pool: pg.Pool): void {
  pool.on('error', (error) => {
    console.error(
      `aquadesk: a database connection closed while idle (${error.message}); the next statement opens another`,
    );
  });
}

/**
 * Follows when the database last answered on `pool`. A connection given back without an error, or
 * with the database's own error (a constraint, a bad statement), is an answer; a connection that failed
 * (closed, reset, timed out) voids what was known, so the next health check asks the database itself.
 */
export function watchAnswers(pool: pg.Pool): { lastAnswerAt: () => number; close: () => void } {
  let last = Number.NEGATIVE_INFINITY;
  let closed = false;
  const forget = () => {
    last = Number.NEGATIVE_INFINITY;
  };
  pool.on('release', (error: Error | undefined) => {
    if (!closed && (!error || error instanceof pg.DatabaseError)) last = performance.now();
    else forget();
  });
  pool.on('error', forget);
  return {
    lastAnswerAt: () => last,
    // connections given back while the pool ends prove nothing about a database being closed
    close: () => {
      closed = true;
      forget();
    },
  };
}
