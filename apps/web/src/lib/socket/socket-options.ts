import type { ManagerOptions, SocketOptions } from 'socket.io-client';

/**
 * The options the signed-in user's socket is created with (spec 000 §7, §9): path /socket.io; on a lost
 * connection it tries again after 1000 ms, growing to at most 5000 ms with a randomisation of 0.5, with no
 * limit on the attempts; a connection attempt gives up after 20000 ms.
 */
export function socketOptions(token: string): Partial<ManagerOptions & SocketOptions> {
  return {
    path: '/socket.io',
    auth: { token },
    reconnection: true,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 5000,
    randomizationFactor: 0.5,
    reconnectionAttempts: Number.POSITIVE_INFINITY,
    timeout: 20000,
  };
}
