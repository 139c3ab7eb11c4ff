import net from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

/**
 * Serves one PGlite to PostgreSQL clients over the wire protocol (docs/decisions/0006-embedded-database-thread.md).
 *
 * PGlite is a single backend: whatever several connections send is run one piece at a time. The piece is
 * a whole exchange, not a message: the startup packet, a simple Query, or everything a client sends up to
 * and including Sync (Parse, Bind, Describe, Execute…) or Flush. Two clients' extended-protocol messages
 * are never interleaved, since they share the backend's unnamed statement and portal. While a connection
 * holds an open transaction, only that connection's pieces run; the others wait, as they would for a
 * row lock on a server. A connection that goes away inside its transaction is rolled back.
 */
export class PgliteBridge {
  /** The most one exchange may answer; beyond it the rest is dropped and the client gets an error. */
  readonly answerLimit: number;

  private readonly queue: { conn: BridgeConnection; messages: Buffer[] }[] = [];
  private running = false;
  /** The connection whose transaction is open, if any. */
  private owner: BridgeConnection | undefined;
  private readonly connections = new Set<BridgeConnection>();
  /** Work of the host's own (see `exclusive`), run between two pieces. */
  private readonly waiting: (() => Promise<void>)[] = [];
  private server: net.Server | undefined;

  constructor(
    private readonly db: PGlite,
    opts: { answerLimit?: number } = {},
  ) {
    this.answerLimit = opts.answerLimit ?? ANSWER_LIMIT;
  }

  /** Listens on a Unix socket at `socketPath`. */
  listen(socketPath: string): Promise<void> {
    const server = net.createServer((socket) => {
      const conn = new BridgeConnection(socket, this);
      this.connections.add(conn);
    });
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => {
        server.off('error', reject);
        resolve();
      });
    });
  }

  /** Stops listening and drops every connection (an open transaction is rolled back first). */
  async close(): Promise<void> {
    for (const conn of this.connections) conn.destroy();
    await this.exclusive(async () => {
      if (this.owner) await this.rollback();
    });
    const server = this.server;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /**
   * Runs `fn` with the database to itself, between two pieces and outside any client's transaction
   * (a backup's dump, a checkpoint).
   */
  exclusive<T>(fn: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.waiting.push(() => fn().then(resolve, reject));
      void this.pump();
    });
  }

  /** @internal a connection's next piece */
  submit(conn: BridgeConnection, messages: Buffer[]): void {
    this.queue.push({ conn, messages });
    void this.pump();
  }

  /** @internal a connection went away: its queued pieces go, and its open transaction is rolled back */
  forget(conn: BridgeConnection): void {
    this.connections.delete(conn);
    for (let i = this.queue.length - 1; i >= 0; i--)
      if (this.queue[i]!.conn === conn) this.queue.splice(i, 1);
    void this.pump();
  }

  private async rollback(): Promise<void> {
    this.owner = undefined;
    await this.db.exec('ROLLBACK');
  }

  private next(): { conn: BridgeConnection; messages: Buffer[] } | undefined {
    if (!this.owner) return this.queue.shift();
    const i = this.queue.findIndex((piece) => piece.conn === this.owner);
    return i < 0 ? undefined : this.queue.splice(i, 1)[0];
  }

  private async pump(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (;;) {
        // a connection that went away inside its transaction: rolled back, so the others may go on
        if (this.owner?.gone) {
          await this.rollback();
          continue;
        }
        // the host's own work (a dump, the close) runs when no client's transaction is open
        if (!this.owner && this.waiting.length > 0) {
          await this.waiting.shift()!();
          continue;
        }
        const piece = this.next();
        if (!piece) break;
        await this.run(piece.conn, piece.messages);
      }
    } finally {
      this.running = false;
    }
  }

  private async run(conn: BridgeConnection, messages: Buffer[]): Promise<void> {
    try {
      const answer = new AnswerGate(this.answerLimit, (data) => conn.write(data));
      await this.db.runExclusive(async () => {
        for (const message of messages) {
          await this.db.execProtocolRawStream(message, { onRawData: (data) => answer.pass(data) });
        }
      });
    } catch {
      // PGlite itself failed (not a statement: those are answered as errors on the wire): this client
      // loses its connection, as with a server whose backend died, and the others go on
      conn.destroy();
    }
    // a client that flushed in the middle of an exchange keeps the backend until its Sync, as in a
    // transaction: its statement and portal must still be there when the rest arrives
    const flushed = messages[messages.length - 1]![0] === FLUSH;
    this.owner = this.db.isInTransaction() || flushed ? conn : undefined;
  }
}

const FLUSH = 0x48; // 'H'
const READY_FOR_QUERY = 0x5a; // 'Z'

/**
 * 256 MiB: far above any answer AquaDesk asks for (a list page is tens of kB, the largest record a few
 * MB), and within what the thread can hold, since PGlite writes a whole answer before the socket drains.
 */
export const ANSWER_LIMIT = 256 * 1024 * 1024;

/**
 * The answer to one exchange, on its way to the client, cut into whole messages.
 *
 * PGlite hands each piece over as a view of its own memory, which it overwrites with the next piece
 * (and which moves when that memory grows), so every piece is copied before it is queued on the socket:
 * a socket that had not drained sent later bytes in place of earlier ones, and the client read rows
 * that do not exist or died on a length that ran past its buffer (issue 28).
 *
 * An answer above `limit` is refused whole messages at a time: what was sent stays, the next message and
 * everything after it up to ReadyForQuery are dropped, and an ErrorResponse (SQLSTATE 53000) takes their
 * place, so the client's one statement fails with a clear error and the connection goes on.
 */
export class AnswerGate {
  private sent = 0;
  private refused = false;
  /** The start of a message whose 5-byte header came in two pieces. */
  private header = Buffer.alloc(0);
  /** Bytes of the current message still to come, and whether they go through. */
  private left = 0;
  private passing = true;

  constructor(
    private readonly limit: number,
    private readonly send: (data: Buffer) => void,
  ) {}

  pass(data: Uint8Array): void {
    let at = 0;
    while (at < data.length) {
      if (this.left > 0) {
        const take = Math.min(this.left, data.length - at);
        if (this.passing) this.forward(data.subarray(at, at + take));
        this.left -= take;
        at += take;
        continue;
      }
      // a message's header: its type and its length (which counts itself, not the type)
      const need = 5 - this.header.length;
      const piece = data.subarray(at, at + need);
      at += piece.length;
      this.header = Buffer.concat([this.header, piece]);
      if (this.header.length < 5) return;
      const header = this.header;
      this.header = Buffer.alloc(0);
      const type = header[0]!;
      const length = header.readUInt32BE(1);
      this.left = Math.max(0, length - 4);
      if (!this.refused && this.sent + 1 + length > this.limit) {
        this.refused = true;
        this.forward(errorResponse(this.limit));
      }
      // a refused answer still ends with its ReadyForQuery, so the client may go on
      this.passing = !this.refused || type === READY_FOR_QUERY;
      if (type === READY_FOR_QUERY) {
        // the exchange is over: once this ReadyForQuery has passed, the next one counts from 0
        this.refused = false;
        this.sent = -length - 1;
      }
      if (this.passing) this.forward(header);
    }
  }

  private forward(data: Uint8Array): void {
    this.sent += data.length;
    // a copy: `data` is PGlite's memory, reused for the next piece
    this.send(Buffer.from(data));
  }
}

/** An ErrorResponse for an answer above the bridge's limit. */
function errorResponse(limit: number): Buffer {
  const megabytes = Math.round(limit / 1024 / 1024);
  const fields: [string, string][] = [
    ['S', 'ERROR'],
    ['V', 'ERROR'],
    ['C', '53000'],
    [
      'M',
      `The answer is larger than the embedded database can carry (${megabytes} MB). Ask for less, or run AquaDesk on PostgreSQL.`,
    ],
  ];
  const body = Buffer.concat([
    ...fields.map(([code, text]) => Buffer.concat([Buffer.from(code), Buffer.from(text), Buffer.from([0])])),
    Buffer.from([0]),
  ]);
  const head = Buffer.alloc(5);
  head[0] = 0x45; // 'E'
  head.writeUInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}
const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;
const GSS_REQUEST = 80877104;

/** One client's socket: splits what it sends into messages and hands whole exchanges to the bridge. */
class BridgeConnection {
  private buffer: Buffer = Buffer.alloc(0);
  private started = false;
  private pending: Buffer[] = [];
  gone = false;

  constructor(
    private readonly socket: net.Socket,
    private readonly bridge: PgliteBridge,
  ) {
    socket.setNoDelay(true);
    socket.on('data', (chunk) => this.receive(chunk));
    socket.on('error', () => this.end());
    socket.on('close', () => this.end());
  }

  write(data: Buffer): void {
    if (!this.gone && data.length > 0) this.socket.write(data);
  }

  destroy(): void {
    this.socket.destroy();
    this.end();
  }

  private end(): void {
    if (this.gone) return;
    this.gone = true;
    this.bridge.forget(this);
  }

  private receive(chunk: Buffer): void {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    for (;;) {
      if (!this.started) {
        // untyped: length, then a code (the startup packet, or a request before it)
        if (this.buffer.length < 8) return;
        const length = this.buffer.readInt32BE(0);
        if (length < 8 || length > 10_000) {
          this.destroy();
          return;
        }
        if (this.buffer.length < length) return;
        const message = this.buffer.subarray(0, length);
        this.buffer = this.buffer.subarray(length);
        const code = message.readInt32BE(4);
        if (code === SSL_REQUEST || code === GSS_REQUEST) {
          this.write(Buffer.from('N'));
          continue;
        }
        // a cancel request has no backend to signal here: it is read and the connection closed
        if (code === CANCEL_REQUEST) {
          this.destroy();
          return;
        }
        this.started = true;
        this.bridge.submit(this, [Buffer.from(message)]);
        continue;
      }
      if (this.buffer.length < 5) return;
      const length = 1 + this.buffer.readInt32BE(1);
      if (length < 5) {
        this.destroy();
        return;
      }
      if (this.buffer.length < length) return;
      const message = Buffer.from(this.buffer.subarray(0, length));
      this.buffer = this.buffer.subarray(length);
      const type = String.fromCharCode(message[0]!);
      if (type === 'X') {
        this.destroy();
        return;
      }
      this.pending.push(message);
      // the end of an exchange: Sync, a simple Query, Flush, or the end of a COPY from the client
      if (type === 'S' || type === 'Q' || type === 'H' || type === 'c' || type === 'f') {
        this.bridge.submit(this, this.pending);
        this.pending = [];
      }
    }
  }
}
