import { createHash } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { serialize } from 'pg-protocol';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hostPglite, type PgliteHost } from '../../src/db/embedded/pglite-host.ts';

/**
 * Answers of any size (issue 28): PGlite hands the bridge each piece of an answer as a view of its own
 * memory and overwrites it with the next, so a socket that had not drained sent later bytes in place of
 * earlier ones. Above about 128 kB the server read rows that do not exist, hung, or died on a length that
 * ran past its buffer. Every answer is compared with what the database itself computes of it and, when a
 * PostgreSQL server is at hand (the PostgreSQL run), with that server's answer to the same statement.
 */
describe('embedded database answers of any size', () => {
  let host: PgliteHost;
  let server: pg.Client | undefined;
  beforeAll(async () => {
    host = await hostPglite({});
    const template = inject('postgresTemplate');
    if (template) {
      server = new pg.Client({ connectionString: template.replace(/\/[^/]*$/, '/postgres') });
      await server.connect();
    }
  });
  afterAll(async () => {
    await server?.end();
    await host.close();
  });

  /** `rows` rows of about `size` characters each, some of them three bytes long in UTF-8. */
  const answer = (rows: number, size: number) =>
    `select i, repeat('₹' || md5(i::text), ${Math.ceil(size / 33)}) as v from generate_series(1, ${rows}) i order by i`;
  const digestOf = (rows: { i: number; v: string }[]) =>
    createHash('md5')
      .update(rows.map((r) => `${r.i}:${r.v}`).join('|'))
      .digest('hex');
  const digestInDatabase = (query: string) =>
    `select md5(string_agg(i || ':' || v, '|' order by i)) as digest from (${query}) a`;

  it('reads rows of 1 MB back whole, again and again, as written', async () => {
    await host.pool.query('create table big (id int primary key, v text not null)');
    for (let id = 1; id <= 14; id++) {
      await host.pool.query('insert into big values ($1, $2)', [
        id,
        String.fromCharCode(96 + id).repeat(1_000_000),
      ]);
    }
    for (let round = 0; round < 3; round++) {
      const { rows } = await host.pool.query<{ id: number; v: string }>('select id, v from big order by id');
      expect(rows.map((r) => r.id)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
      for (const r of rows) expect(r.v === String.fromCharCode(96 + r.id).repeat(1_000_000)).toBe(true);
    }
  });

  it('sends a whole answer to a client that reads it only later', async () => {
    // a client that does not read fills the socket, so the rest of the answer waits in the thread's
    // queue while PGlite writes the next pieces: the bytes that wait must be the ones it wrote
    const socketPath = path.join(String(host.pool.options.host), '.s.PGSQL.5432');
    const query = answer(16, 256 * 1024);
    // the bridge runs one exchange at a time: once a later statement has its answer, PGlite has
    // written all of the first one, and the reader goes on
    let later: () => void = () => undefined;
    const written = new Promise<void>((resolve) => (later = resolve));
    const reading = slowQuery(socketPath, query, written);
    await new Promise((r) => setTimeout(r, 100));
    await host.pool.query('select 1');
    later();
    const values = await reading;
    const expected = await host.pool.query<{ v: string }>(query);
    expect(values.length).toBe(16);
    values.forEach((v, k) => {
      expect(v === expected.rows[k]!.v).toBe(true);
    });
  });

  for (const megabytes of [1, 10, 50]) {
    it(`carries an answer of ${megabytes} MB byte for byte`, { timeout: 120_000 }, async () => {
      const query = answer(megabytes * 4, 256 * 1024);
      const { rows } = await host.pool.query<{ i: number; v: string }>(query);
      const bytes = rows.reduce((n, r) => n + Buffer.byteLength(r.v), 0);
      expect(bytes).toBeGreaterThan(megabytes * 1024 * 1024 * 0.99);
      const received = digestOf(rows);
      const computed = await host.pool.query<{ digest: string }>(digestInDatabase(query));
      expect(received).toBe(computed.rows[0]!.digest);
      if (server) {
        const theirs = await server.query<{ i: number; v: string }>(query);
        expect(digestOf(theirs.rows)).toBe(received);
      }
    });
  }

  it('runs many large answers at once on several connections, each whole', { timeout: 120_000 }, async () => {
    const queries = Array.from({ length: 12 }, (_, k) => answer(3 + k, 150_000 + k * 1000));
    const answers = await Promise.all(queries.map((q) => host.pool.query<{ i: number; v: string }>(q)));
    const digests = await host.pool.query<{ digest: string }>(
      queries.map((q) => `(${digestInDatabase(q)})`).join(' union all '),
    );
    answers.forEach((a, k) => {
      expect(digestOf(a.rows)).toBe(digests.rows[k]!.digest);
    });
  });

  it('fails an answer above its limit with a clear error, and the connection and its transaction go on', async () => {
    const small = await hostPglite({ answerLimit: 1024 * 1024 });
    try {
      const c = await small.pool.connect();
      try {
        await c.query('begin');
        await c.query('create table kept (id int)');
        await c.query('insert into kept values (1)');
        // the extended protocol (a parameter): Parse, Bind, Describe, Execute, Sync
        await expect(
          c.query(answer(8, 256 * 1024).replace('1, 8)', '1, $1::int)'), [8]),
        ).rejects.toMatchObject({
          code: '53000',
          message: expect.stringContaining('larger than the embedded database can carry'),
        });
        // the limit is of one answer: a small one on the same connection, in the same transaction, is whole
        const { rows } = await c.query<{ i: number; v: string }>(answer(2, 100_000));
        expect(rows.map((r) => r.i)).toEqual([1, 2]);
        await c.query('commit');
        expect((await c.query('select id from kept')).rows).toEqual([{ id: 1 }]);
      } finally {
        c.release();
      }
      // the simple protocol too, and the other connections meanwhile
      const [refused, other] = await Promise.allSettled([
        small.pool.query(answer(8, 256 * 1024)),
        small.pool.query<{ n: number }>('select 41 + 1 as n'),
      ]);
      expect(refused.status).toBe('rejected');
      expect(other).toMatchObject({ status: 'fulfilled', value: { rows: [{ n: 42 }] } });
    } finally {
      await small.close();
    }
  });
});

/**
 * Sends one simple Query on a new connection whose reading is paused until `resume` settles, then
 * returns the last column of every DataRow of the answer, as bytes arrived.
 */
async function slowQuery(socketPath: string, query: string, resume: Promise<unknown>): Promise<string[]> {
  const socket = net.connect(socketPath);
  try {
    const chunks: Buffer[] = [];
    let ended: (() => void) | undefined;
    const started = new Promise<void>((resolve) => (ended = resolve));
    const endsWithReady = () => {
      const all = Buffer.concat(chunks);
      return all.length >= 6 && all[all.length - 6] === 0x5a && all.readInt32BE(all.length - 5) === 5;
    };
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      if (endsWithReady()) ended?.();
    });
    socket.write(serialize.startup({ user: 'postgres', database: 'postgres' }));
    await started;
    chunks.length = 0;
    const done = new Promise<void>((resolve) => (ended = resolve));
    socket.pause();
    socket.write(serialize.query(query));
    await resume;
    socket.resume();
    await done;
    const received = Buffer.concat(chunks);
    const values: string[] = [];
    for (let at = 0; at < received.length; ) {
      const length = received.readInt32BE(at + 1);
      if (received[at] === 0x44) {
        // DataRow: a column count, then each column's length and bytes
        const body = received.subarray(at + 5, at + 1 + length);
        let field = 2;
        for (let c = 1; c < body.readInt16BE(0); c++) field += 4 + body.readInt32BE(field);
        values.push(body.subarray(field + 4, field + 4 + body.readInt32BE(field)).toString());
      }
      at += 1 + length;
    }
    return values;
  } finally {
    socket.destroy();
  }
}
