import { existsSync, lstatSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { serialize } from 'pg-protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostPglite, type PgliteHost } from '../../src/db/embedded/pglite-host.ts';
import { openDatabase } from '../../src/db/open.ts';
import { migratedDataDir } from '../server-process.ts';

/**
 * The embedded database on its own thread, served over the wire protocol (db/embedded/pglite-bridge.ts,
 * docs/decisions/0006-embedded-database-thread.md): one PGlite backend shared by several connections.
 */
describe('embedded database thread', () => {
  let host: PgliteHost;
  beforeAll(async () => {
    host = await hostPglite({});
    await host.pool.query('create table t (id int primary key, v text not null)');
  });
  afterAll(() => host.close());

  it('keeps each connection’s parameterised statements whole when several run at once', async () => {
    // every query is Parse/Bind/Describe/Execute/Sync on the backend's one unnamed statement: pieces of
    // two clients' exchanges must never interleave, even when a large parameter makes a Bind arrive
    // in several reads while other connections' statements are waiting
    const big = (i: number) => (i % 4 === 0 ? 'x'.repeat(200_000 + i) : `q${i}`);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        host.pool.query<{ n: number; len: number }>(
          i % 2 === 0
            ? 'select $1::int + 1 as n, length($2) as len'
            : 'select $1::int + 2 as n, length($2) as len',
          [i, big(i)],
        ),
      ),
    );
    answers.forEach((a, i) => {
      expect(a.rows[0]).toEqual({ n: i + 1 + (i % 2), len: big(i).length });
    });
  });

  it('holds a statement whose messages arrive in parts until its Sync, so another cannot slip between', async () => {
    // a client's Parse, then half of its Bind; meanwhile a second client runs a whole statement. Run
    // message by message, the first Bind would bind the second client's statement (one unnamed
    // statement per backend) and answer its column and value
    const socketPath = path.join(String(host.pool.options.host), '.s.PGSQL.5432');
    const a = await rawClient(socketPath);
    const b = await rawClient(socketPath);
    try {
      const bind = serialize.bind({ values: ['1'] });
      a.socket.write(
        Buffer.concat([serialize.parse({ text: 'select $1::int as mine' }), bind.subarray(0, 6)]),
      );
      await new Promise((r) => setTimeout(r, 30));
      const other = b.exchange(
        Buffer.concat([
          serialize.parse({ text: 'select $1::int + 100 as theirs' }),
          serialize.bind({ values: ['1'] }),
          ...runAndSync(),
        ]),
      );
      await new Promise((r) => setTimeout(r, 30));
      const mine = a.exchange(Buffer.concat([bind.subarray(6), ...runAndSync()]));
      expect(await other).toEqual({ column: 'theirs', value: '101' });
      expect(await mine).toEqual({ column: 'mine', value: '1' });
    } finally {
      a.socket.destroy();
      b.socket.destroy();
    }
  });

  it('keeps the backend for a client that flushed in the middle of a statement, until its Sync', async () => {
    const socketPath = path.join(String(host.pool.options.host), '.s.PGSQL.5432');
    const a = await rawClient(socketPath);
    const b = await rawClient(socketPath);
    try {
      // Parse, then Flush: the answer (ParseComplete) comes, the exchange is not over
      await a.exchange(
        Buffer.concat([serialize.parse({ text: 'select $1::int as mine' }), serialize.flush()]),
        'parsed',
      );
      let theirs: { column?: string; value?: string } | undefined;
      const other = b
        .exchange(
          Buffer.concat([
            serialize.parse({ text: 'select $1::int + 100 as theirs' }),
            serialize.bind({ values: ['1'] }),
            ...runAndSync(),
          ]),
        )
        .then((answer) => (theirs = answer));
      await new Promise((r) => setTimeout(r, 50));
      expect(theirs).toBeUndefined(); // waits for the first client's Sync
      const mine = await a.exchange(Buffer.concat([serialize.bind({ values: ['1'] }), ...runAndSync()]));
      expect(mine).toEqual({ column: 'mine', value: '1' });
      await other;
      expect(theirs).toEqual({ column: 'theirs', value: '101' });
    } finally {
      a.socket.destroy();
      b.socket.destroy();
    }
  });

  it('runs one transaction at a time: the others wait for its end and see its outcome', async () => {
    const a = await host.pool.connect();
    try {
      await a.query('begin');
      await a.query('insert into t values (1, $1)', ['one']);
      let seen: number | undefined;
      const other = host.pool
        .query<{ n: number }>('select count(*)::int as n from t')
        .then((r) => (seen = r.rows[0]!.n));
      await new Promise((r) => setTimeout(r, 50));
      expect(seen).toBeUndefined(); // held back while the transaction is open
      await a.query('insert into t values (2, $1)', ['two']);
      await a.query('commit');
      await other;
      expect(seen).toBe(2);
    } finally {
      a.release();
    }
  });

  it('rolls back the transaction of a connection that goes away, and the others go on', async () => {
    const a = await host.pool.connect();
    await a.query('begin');
    await a.query('insert into t values (3, $1)', ['lost']);
    const waiting = host.pool.query<{ n: number }>('select count(*)::int as n from t where id = 3');
    a.release(new Error('dropped')); // the pool destroys the connection
    expect((await waiting).rows[0]!.n).toBe(0);
  });

  it('answers an error at its statement, and the connection stays usable', async () => {
    const c = await host.pool.connect();
    try {
      await expect(c.query('insert into t values ($1, $2)', [1, 'again'])).rejects.toMatchObject({
        code: '23505',
      });
      await expect(c.query('select * from missing where id = $1', [1])).rejects.toMatchObject({
        code: '42P01',
      });
      expect((await c.query<{ n: number }>('select count(*)::int as n from t')).rows[0]!.n).toBe(2);
    } finally {
      c.release();
    }
  });

  it('never holds the calling thread while a statement runs', async () => {
    // the point of the thread: a long query here used to stop every HTTP answer until it finished
    let longestGap = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    await host.pool.query('select count(*) from generate_series(1, 3000000) g where g % 7 = 0');
    const took = performance.now() - started;
    clearInterval(timer);
    // on this thread the timer would wait the whole statement; a busy machine may delay it some
    expect(took).toBeGreaterThan(100);
    expect(longestGap).toBeLessThan(took / 4);
  });

  it('keeps a data folder’s socket in DATA_DIR/pgsocket (0700), replaces one a killed process left, removes it on close', async () => {
    // a copy of the migrated database: what is tested is the socket, not initdb
    const dataDir = await migratedDataDir();
    const socketDir = path.join(dataDir, 'pgsocket');
    try {
      mkdirSync(socketDir);
      writeFileSync(path.join(socketDir, '.s.PGSQL.5432'), 'left by a killed server');
      const database = await openDatabase({ dataDir });
      try {
        expect(statSync(socketDir).mode & 0o777).toBe(0o700);
        expect(lstatSync(path.join(socketDir, '.s.PGSQL.5432')).isSocket()).toBe(true);
        await database.db.execute(sql`select 1`);
      } finally {
        await database.close();
      }
      expect(existsSync(socketDir)).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('dumps a copy that opens with its rows, while connections stay open', async () => {
    const dump = await host.dump();
    const copy = await hostPglite({ load: dump });
    try {
      const { rows } = await copy.pool.query('select id, v from t order by id');
      expect(rows).toEqual([
        { id: 1, v: 'one' },
        { id: 2, v: 'two' },
      ]);
    } finally {
      await copy.close();
    }
    expect((await host.pool.query<{ n: number }>('select count(*)::int as n from t')).rows[0]!.n).toBe(2);
  });
});

/** A bare wire-protocol client: started, then one exchange at a time, reading the first column and value. */
async function rawClient(socketPath: string) {
  const socket = net.connect(socketPath);
  let received = Buffer.alloc(0);
  let onReady: (() => void) | undefined;
  let until: 'ready' | 'parsed' = 'ready';
  socket.on('data', (chunk) => {
    received = Buffer.concat([received, chunk]);
    // ReadyForQuery: 'Z', length 5, status; ParseComplete: '1', length 4
    const ends = until === 'ready' ? [0x5a, 6] : [0x31, 5];
    if (received.length >= ends[1]! && received[received.length - ends[1]!] === ends[0]) onReady?.();
  });
  const ready = () => new Promise<void>((resolve) => (onReady = resolve));
  const started = ready();
  socket.write(serialize.startup({ user: 'postgres', database: 'postgres' }));
  await started;
  return {
    socket,
    async exchange(
      messages: Buffer,
      wait: 'ready' | 'parsed' = 'ready',
    ): Promise<{ column?: string; value?: string }> {
      received = Buffer.alloc(0);
      until = wait;
      const done = ready();
      socket.write(messages);
      await done;
      const answer: { column?: string; value?: string } = {};
      for (let at = 0; at < received.length; ) {
        const type = String.fromCharCode(received[at]!);
        const length = received.readInt32BE(at + 1);
        const body = received.subarray(at + 5, at + 1 + length);
        if (type === 'T') answer.column = body.subarray(2, body.indexOf(0, 2)).toString();
        if (type === 'D') answer.value = body.subarray(6, 6 + body.readInt32BE(2)).toString();
        at += 1 + length;
      }
      return answer;
    },
  };
}

/** Describe, Execute and Sync of the unnamed portal: the rest of a statement after its Bind. */
function runAndSync(): Buffer[] {
  return [serialize.describe({ type: 'P' }), serialize.execute(), serialize.sync()];
}
