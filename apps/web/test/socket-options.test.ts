import { io } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { socketOptions } from '../src/lib/socket/socket-options.ts';

// spec 000 §7, §9: the socket reconnects after 1000 ms, at most 5000 ms apart, randomisation 0.5, with
// unlimited attempts, and a 20000 ms connect timeout. Read back from socket.io-client's own manager: what
// the socket will do, not only what was written.
describe('the socket’s options', () => {
  it('reconnect as the spec says', () => {
    const socket = io('http://127.0.0.1:9', { ...socketOptions('a-token'), autoConnect: false });
    try {
      const manager = socket.io;
      expect(manager.reconnection()).toBe(true);
      expect(manager.reconnectionDelay()).toBe(1000);
      expect(manager.reconnectionDelayMax()).toBe(5000);
      expect(manager.randomizationFactor()).toBe(0.5);
      expect(manager.reconnectionAttempts()).toBe(Number.POSITIVE_INFINITY);
      expect(manager.timeout()).toBe(20000);
      expect(manager.opts.path).toBe('/socket.io');
      expect(socket.auth).toEqual({ token: 'a-token' });
    } finally {
      socket.close();
    }
  });
});
