import { createHash } from 'node:crypto';
import type { Server as HttpServer } from 'node:http';
import type { EventAudience } from '@aquadesk/shared/audiences.ts';
import { type EmittedEvent, EVENTS, type EventPayloads } from '@aquadesk/shared/events.ts';
import { ROLES } from '@aquadesk/shared/roles.ts';
import { createAdapter } from '@socket.io/postgres-adapter';
import type pg from 'pg';
import { Server } from 'socket.io';
import type { AuthUser } from './auth-user.ts';

export const userRoom = (id: number) => `user:${id}`;
/** How long an ended session's sockets have to acknowledge `session_ended` before they are disconnected. */
export const SESSION_END_ACK_MS = 3000;
export const roleRoom = (role: string) => `role:${role}`;
/** The room of the sockets opened with one session token (named by a hash: room names travel between instances). */
export const sessionRoom = (token: string) =>
  `session:${createHash('sha256').update(token).digest('hex').slice(0, 32)}`;

/**
 * What one instance tells the others, never a browser (docs/architecture.md "What an instance keeps in
 * memory"): a change that they keep a copy of in memory.
 */
export const INSTANCE_MESSAGES = {
  /** A new version of the company profile is in force (modules/company). */
  companyProfileChanged: 'company_profile_changed',
} as const;
export type InstanceMessage = (typeof INSTANCE_MESSAGES)[keyof typeof INSTANCE_MESSAGES];

export interface RealtimeDeps {
  authenticate(token: string): Promise<AuthUser | null>;
  pool?: pg.Pool | undefined;
}

/**
 * The pool as the PostgreSQL adapter uses it (connect for its LISTEN connection, query for NOTIFY). The
 * adapter reconnects when that connection ends, but has no listener for its error, which would end the
 * process when the database restarts, and never gives the dead connection back, so the pool's end
 * would wait for it forever. Here a connection that fails or ends is given back as broken (the pool
 * drops it); the adapter then opens another. The adapter also keeps a connection it was still opening
 * when it was closed (an instance stopped right after it started), so `close()` gives back whatever it
 * holds, and a connection asked for after that is never handed out.
 */
function adapterPool(pool: pg.Pool): { pool: pg.Pool; close(): void } {
  const held = new Set<pg.PoolClient>();
  let closed = false;
  const forAdapter = {
    connect: async () => {
      const client = await pool.connect();
      if (closed) {
        client.release();
        return new Promise<never>(() => undefined);
      }
      const giveBack = client.release;
      let given = false;
      const drop = (error?: Error) => {
        if (error)
          console.error(
            `aquadesk: the live-event listener's connection failed (${error.message}); it reconnects`,
          );
        client.release(error ?? new Error('ended'));
      };
      const onError = (error: Error) => drop(error);
      const onEnd = () => drop();
      client.release = (error?: Error | boolean) => {
        if (given) return;
        given = true;
        held.delete(client);
        client.off('error', onError);
        client.off('end', onEnd);
        giveBack.call(client, error);
      };
      client.on('error', onError);
      client.on('end', onEnd);
      held.add(client);
      return client;
    },
    query: (text: string, values?: unknown[]) => pool.query(text, values),
  };
  return {
    pool: forAdapter as unknown as pg.Pool,
    close: () => {
      closed = true;
      for (const client of held) client.release();
    },
  };
}

/** socket.io at /socket.io; the handshake's token decides the rooms a socket joins. */
export class Realtime {
  io: Server | undefined;
  /** Set by `drain()`: the instance is shutting down and takes no new connections. */
  private draining = false;
  private closeAdapterPool: (() => void) | undefined;
  /** Whether events cross instances (the PostgreSQL adapter), so that there may be other instances to tell. */
  private clustered = false;
  /** Listeners of other instances' messages, kept to be attached to `io` when it is made. */
  private readonly instanceListeners: [InstanceMessage, () => void][] = [];

  attach(server: HttpServer, deps: RealtimeDeps): Server {
    const io = new Server(server, {
      path: '/socket.io',
      serveClient: false,
      cors: { origin: false },
      // a draining instance refuses handshakes (they may come on a kept-alive connection): the client
      // retries, and the proxy sends it to another instance
      allowRequest: (_request, callback) => callback(this.draining ? 'shutting down' : null, !this.draining),
    });
    if (deps.pool) {
      const forAdapter = adapterPool(deps.pool);
      this.closeAdapterPool = forAdapter.close;
      io.adapter(createAdapter(forAdapter.pool, { tableName: 'socket_io_attachments' }));
      this.clustered = true;
    }
    io.use(async (socket, next) => {
      const token: unknown = socket.handshake.auth?.token;
      const user = typeof token === 'string' ? await deps.authenticate(token).catch(() => null) : null;
      if (!user) return next(new Error('unauthorized'));
      // one lookup per handshake: the connection handler joins the rooms of this same user
      socket.data.userId = user.id;
      socket.data.permissions = user.permissions;
      socket.data.session = sessionRoom(token as string);
      next();
      return undefined;
    });
    io.on('connection', async (socket) => {
      const userId: unknown = socket.data.userId;
      const permissions: unknown = socket.data.permissions;
      const session: unknown = socket.data.session;
      if (typeof userId !== 'number' || !Array.isArray(permissions) || typeof session !== 'string') {
        socket.disconnect(true);
        return;
      }
      await socket.join([userRoom(userId), session, ...permissions.map((p) => roleRoom(String(p)))]);
    });
    for (const [message, listener] of this.instanceListeners) io.on(message, listener);
    this.io = io;
    return io;
  }

  /**
   * Tells every other instance on the database `message` (after the change has committed), through the
   * PostgreSQL adapter's NOTIFY, as the live events cross instances; this instance is not told. Without
   * the adapter (the embedded database: one instance) there is no other instance and nothing is sent. A
   * message lost (the adapter's connection down) is not sent again: what instances keep for it is read
   * again after a while all the same (platform/memory-copy.ts).
   */
  toOtherInstances(message: InstanceMessage): void {
    if (this.clustered && this.io) this.io.serverSideEmit(message);
  }

  /** Calls `listener` each time another instance sends `message` (toOtherInstances). */
  onInstanceMessage(message: InstanceMessage, listener: () => void): void {
    this.instanceListeners.push([message, listener]);
    this.io?.on(message, listener);
  }

  /** Sends `event` to its audience (packages/shared audiences.ts; docs/api.md "Live events": never everyone). Call only after the change has committed (docs/architecture.md house rule 6). */
  emit<E extends EmittedEvent>(event: E, payload: EventPayloads[E], to: EventAudience): void {
    if (!this.io) return;
    const rooms = [...(to.users ?? []).map(userRoom), ...(to.roles ?? []).map(roleRoom)];
    if (rooms.length === 0) return;
    this.io.to(rooms).emit(event, payload);
  }

  /**
   * Moves a user's open sockets to the role rooms of their current permissions (after an edit of their
   * roles, permissions or districts has committed): rooms they no longer hold are left, new ones joined.
   * Through the PostgreSQL adapter this reaches the user's sockets on every instance.
   */
  moveToRooms(userId: number, permissions: readonly string[]): void {
    if (!this.io) return;
    const keep = new Set(permissions.map(roleRoom));
    const stale = ROLES.map(roleRoom).filter((room) => !keep.has(room));
    const sockets = this.io.in(userRoom(userId));
    if (stale.length > 0) sockets.socketsLeave(stale);
    if (keep.size > 0) sockets.socketsJoin([...keep]);
  }

  /**
   * Disconnects every socket of a user (their password changed), but those opened with `keepToken`: the
   * session that changed its own password (issue 31 item 5) keeps its socket until it reconnects with the
   * token it was given.
   *
   * Each socket is told `session_ended` first and is disconnected once it has acknowledged it (or after
   * SESSION_END_ACK_MS): through the PostgreSQL adapter an event and a disconnect are each published
   * before they act, and two publishes may finish in either order, so a disconnect sent beside the event
   * could close the socket before the event reached it (the page would then not say why it was signed out).
   */
  async endSessions(userId: number, keepToken?: string): Promise<void> {
    const io = this.io;
    if (!io) return;
    const room = userRoom(userId);
    const kept = keepToken === undefined ? [] : [sessionRoom(keepToken)];
    const payload: EventPayloads['session_ended'] = {};
    await io
      .to(room)
      .except(kept)
      .timeout(SESSION_END_ACK_MS)
      .emitWithAck(EVENTS.sessionEnded, payload)
      .catch(() => undefined); // a socket that does not answer in time is disconnected all the same
    io.in(room).except(kept).disconnectSockets(true);
  }

  /**
   * The first step of a shutdown (main.ts): refuses new connections and closes this instance's open
   * ones at the transport, which socket.io clients treat as a lost connection and reconnect (through the
   * proxy, to another instance; a server-side disconnect would stop them from reconnecting). The
   * adapter stays up, so requests still finishing here reach sockets on the other instances.
   */
  drain(): number {
    this.draining = true;
    if (!this.io) return 0;
    const open = this.io.engine.clientsCount;
    this.io.engine.close();
    return open;
  }

  async close(): Promise<void> {
    if (!this.io) return;
    await new Promise<void>((resolve) => this.io!.close(() => resolve()));
    this.closeAdapterPool?.();
  }
}
