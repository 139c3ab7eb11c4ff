/**
 * The lock that serialises migrations and the fresh-database set-up across instances on PostgreSQL.
 */
import type pg from 'pg';

/**
 * The key of the session advisory lock that serialises migrations and the fresh-database set-up
 * across instances (a one-key lock: the two-key locks of login throttling never collide with it).
 */
export const SETUP_LOCK_KEY = 0x41517561; // "AQua"

/**
 * Runs `fn` while this process holds the set-up lock on its own connection (waiting while another
 * instance holds it). A session lock, not a transaction's: a migration runs its own transaction on
 * `client`, and a crash ends the session, which releases the lock.
 */
export async function withSetupLock<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('select pg_advisory_lock($1)', [SETUP_LOCK_KEY]);
    try {
      return await fn(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [SETUP_LOCK_KEY]).catch((error: Error) => {
        broken = error; // the connection is dropped below, which releases the lock anyway
      });
    }
  } finally {
    client.release(broken);
  }
}
