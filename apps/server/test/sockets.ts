import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { buildTestApp, type TestApp } from './helpers.ts';

/**
 * A socket.io client of the app listening at `url`, signed in with `token` (bare or as an
 * `Authorization` header's "Bearer …"), websocket only and without reconnection, as the live-event
 * tests need it. Rejects with the server's refusal (`unauthorized`).
 */
export function connectSocket(url: string, token?: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(url, {
      path: '/socket.io',
      auth: token ? { token: token.replace(/^Bearer /, '') } : {},
      reconnection: false,
      transports: ['websocket'],
    });
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', (err) => reject(err));
  });
}

/** Waits (up to a second) until a user's sockets have joined their rooms, so an event is not missed. */
export async function waitForRooms(t: TestApp, userId: number): Promise<void> {
  for (let i = 0; i < 50; i++) {
    if ((await t.ctx.realtime.io!.in(`user:${userId}`).fetchSockets()).length > 0) return;
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Starts the test app listening on a free local port and answers its base URL (for sockets and fetch). */
export async function listenLocally(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

/** A fresh test app listening on a free local port, its base URL and the admin's header, for a file's beforeAll. */
export async function buildListeningTestApp(): Promise<{
  t: TestApp;
  url: string;
  admin: { authorization: string };
}> {
  const t = await buildTestApp();
  const url = await listenLocally(t);
  return { t, url, admin: await t.adminHeaders() };
}
